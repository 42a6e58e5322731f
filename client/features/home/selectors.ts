import type { HomeState } from './state.ts';

type S = { home: HomeState };

export const selectHome = (s: S): HomeState => s.home;
