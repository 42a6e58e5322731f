import type { PlansState } from './state.ts';

export const selectPlans = (s: { plans: PlansState }) => s.plans;
