
import type { FetchStatus } from '../../../shared/constants.ts';
import type { Plan } from '../../../shared/types.ts';
import type { FieldMessage } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

/** /private/initialplan: the plans a new user starts from and the choice being made. */
export interface PlansPrivateState {
  status: FetchStatus;
  plans: Plan[];
  busyPlanId: string | null;
  error: FieldMessage | null;
  /** the plan was taken and the user's resources refreshed */
  done: boolean;
}

export const initialPlansPrivateState: PlansPrivateState = { status: 'notFetched', plans: [], busyPlanId: null, error: null, done: false };

export const fetchInitialPlans = actionCreator('plansPrivate/fetch');
export const initialPlansLoaded = actionCreator<Plan[]>('plansPrivate/loaded');
export const initialPlansFailed = actionCreator('plansPrivate/failed');
export const choosePlan = actionCreator<{ planId: string }>('plansPrivate/choose');
export const planChosen = actionCreator('plansPrivate/chosen');
export const choosePlanFailed = actionCreator<FieldMessage>('plansPrivate/chooseFailed');

export function plansPrivateReducer(state: PlansPrivateState = initialPlansPrivateState, action: Action): PlansPrivateState {
  if (fetchInitialPlans.match(action)) return { ...state, status: 'fetching', done: false, error: null };
  if (initialPlansLoaded.match(action)) return { ...state, status: 'success', plans: action.payload };
  if (initialPlansFailed.match(action)) return { ...state, status: 'failed' };
  if (choosePlan.match(action)) return { ...state, busyPlanId: action.payload.planId, error: null, done: false };
  if (planChosen.match(action)) return { ...state, busyPlanId: null, done: true };
  if (choosePlanFailed.match(action)) return { ...state, busyPlanId: null, error: action.payload };
  return state;
}

export const selectPlansPrivate = (s: { plansPrivate: PlansPrivateState }): PlansPrivateState => s.plansPrivate;
