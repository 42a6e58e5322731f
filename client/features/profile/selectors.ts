import type { ProfileState } from './state.ts';

type S = { profile: ProfileState };

export const selectProfile = (s: S): ProfileState => s.profile;
