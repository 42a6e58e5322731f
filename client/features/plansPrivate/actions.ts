import type { Plan } from '../../../shared/types.ts';
import type { FieldMessage } from '../../components/forms/messages.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchInitialPlans = actionCreator('plansPrivate/fetch');
export const initialPlansLoaded = actionCreator<Plan[]>('plansPrivate/loaded');
export const initialPlansFailed = actionCreator('plansPrivate/failed');
export const choosePlan = actionCreator<{ planId: string }>('plansPrivate/choose');
export const planChosen = actionCreator('plansPrivate/chosen');
export const choosePlanFailed = actionCreator<FieldMessage>('plansPrivate/chooseFailed');
