import type { FetchStatus } from '../../../shared/constants.ts';
import type { Plan } from '../../../shared/types.ts';
import type { FieldMessage } from '../../components/forms/messages.ts';

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
