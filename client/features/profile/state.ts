import type { EstateStatus, FetchStatus } from '../../../shared/constants.ts';
import type { Subscription } from '../../../shared/types.ts';
import { IDLE, type Submission } from '../../components/forms/submission.ts';

export type EstateCounts = Partial<Record<EstateStatus, number>>;

/** The private profile (/private) and its edit form (/private/editprofile). */
export interface ProfileState {
  status: FetchStatus;
  /** the user's subscriptions with their resource use; null until loaded */
  subscriptions: Subscription[] | null;
  /** own listings per status; null until loaded */
  estateCounts: EstateCounts | null;
  save: Submission;
  /** the subscription whose renewal is being switched */
  renewBusyId: string | null;
  renewError: string | null;
}

export const initialProfileState: ProfileState = {
  status: 'notFetched', subscriptions: null, estateCounts: null, save: IDLE, renewBusyId: null, renewError: null,
};
