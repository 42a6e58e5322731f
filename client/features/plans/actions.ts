import type { Plan } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchPlans = actionCreator('plans/fetch');
export const plansRequested = actionCreator('plans/requested');
export const plansLoaded = actionCreator<Plan[]>('plans/loaded');
export const plansFailed = actionCreator('plans/failed');
