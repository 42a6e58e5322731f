import type { Action } from 'redux';
import { plansFailed, plansLoaded, plansRequested } from './actions.ts';
import { initialPlansState, type PlansState } from './state.ts';

export function plansReducer(state: PlansState = initialPlansState, action: Action): PlansState {
  if (plansRequested.match(action)) return { ...state, status: 'fetching' };
  if (plansLoaded.match(action)) return { status: 'success', values: Array.isArray(action.payload) ? action.payload : [] };
  if (plansFailed.match(action)) return { status: 'failed', values: [] };
  return state;
}
