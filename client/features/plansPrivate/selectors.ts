import type { PlansPrivateState } from './state.ts';

export const selectPlansPrivate = (s: { plansPrivate: PlansPrivateState }): PlansPrivateState => s.plansPrivate;
