// The plans screen's state: the plans on offer, fetched once.
import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { Plan } from '../../../shared/contract/billing.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface PlansState {
  status: FetchStatus;
  values: Plan[];
}

export const initialPlansState: PlansState = { status: 'notFetched', values: [] };

export const plansRequested = actionCreator('plans/requested');
export const plansLoaded = actionCreator<Plan[]>('plans/loaded');
export const plansFailed = actionCreator('plans/failed');

export function plansReducer(state: PlansState = initialPlansState, action: Action): PlansState {
  if (plansRequested.match(action)) return { ...state, status: 'fetching' };
  if (plansLoaded.match(action)) return { status: 'success', values: Array.isArray(action.payload) ? action.payload : [] };
  if (plansFailed.match(action)) return { status: 'failed', values: [] };
  return state;
}

export const selectPlans = (s: { plans: PlansState }) => s.plans;

export * from './actions.ts';
