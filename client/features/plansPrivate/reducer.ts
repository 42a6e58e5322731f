import type { Action } from 'redux';
import { choosePlan, choosePlanFailed, fetchInitialPlans, initialPlansFailed, initialPlansLoaded, planChosen } from './actions.ts';
import { initialPlansPrivateState, type PlansPrivateState } from './state.ts';

export function plansPrivateReducer(state: PlansPrivateState = initialPlansPrivateState, action: Action): PlansPrivateState {
  if (fetchInitialPlans.match(action)) return { ...state, status: 'fetching', done: false, error: null };
  if (initialPlansLoaded.match(action)) return { ...state, status: 'success', plans: action.payload };
  if (initialPlansFailed.match(action)) return { ...state, status: 'failed' };
  if (choosePlan.match(action)) return { ...state, busyPlanId: action.payload.planId, error: null, done: false };
  if (planChosen.match(action)) return { ...state, busyPlanId: null, done: true };
  if (choosePlanFailed.match(action)) return { ...state, busyPlanId: null, error: action.payload };
  return state;
}
