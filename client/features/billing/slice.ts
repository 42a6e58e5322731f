// /private/initialplan: the plans a new user starts from and the choice being made. The store keeps
// this under the key `plansPrivate` (client/store/features.ts).
import type { FetchStatus } from '../../../shared/constants.ts';
import type { Plan } from '../../../shared/contract/billing.ts';
import type { FieldMessage } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface PlanChoiceState {
  status: FetchStatus;
  plans: Plan[];
  busyPlanId: string | null;
  error: FieldMessage | null;
  /** the plan was taken and the user's resources refreshed */
  done: boolean;
}

export const initialPlanChoiceState: PlanChoiceState = { status: 'notFetched', plans: [], busyPlanId: null, error: null, done: false };

export const fetchInitialPlans = actionCreator('billing/fetchInitialPlans');
export const initialPlansLoaded = actionCreator<Plan[]>('billing/initialPlansLoaded');
export const initialPlansFailed = actionCreator('billing/initialPlansFailed');
export const choosePlan = actionCreator<{ planId: string }>('billing/choosePlan');
export const planChosen = actionCreator('billing/planChosen');
export const choosePlanFailed = actionCreator<FieldMessage>('billing/choosePlanFailed');

export function plansPrivateReducer(state: PlanChoiceState = initialPlanChoiceState, action: Action): PlanChoiceState {
  if (fetchInitialPlans.match(action)) return { ...state, status: 'fetching', done: false, error: null };
  if (initialPlansLoaded.match(action)) return { ...state, status: 'success', plans: action.payload };
  if (initialPlansFailed.match(action)) return { ...state, status: 'failed' };
  if (choosePlan.match(action)) return { ...state, busyPlanId: action.payload.planId, error: null, done: false };
  if (planChosen.match(action)) return { ...state, busyPlanId: null, done: true };
  if (choosePlanFailed.match(action)) return { ...state, busyPlanId: null, error: action.payload };
  return state;
}

export const selectPlanChoice = (s: { plansPrivate: PlanChoiceState }): PlanChoiceState => s.plansPrivate;
