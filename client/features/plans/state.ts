import type { FetchStatus } from '../../../shared/constants.ts';
import type { Plan } from '../../../shared/types.ts';

export interface PlansState {
  status: FetchStatus;
  values: Plan[];
}

export const initialPlansState: PlansState = { status: 'notFetched', values: [] };
