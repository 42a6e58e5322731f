import type { EstateStatus, FetchStatus } from '../../../shared/core/constants.ts';
import type { Subscription } from '../../../shared/contract/billing.ts';
import type { UpdateUserBody } from '../../../shared/contract/users.ts';
import { IDLE, type Submission, BUSY, DONE, failedWith } from '../../lib/forms/submission.ts';
import type { FormErrors } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchProfile } from './actions.ts';
import type { Action } from 'redux';

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
  /** the account's erasure (DELETE /api/user/current) */
  erase: Submission;
}

export const initialProfileState: ProfileState = {
  status: 'notFetched',
  subscriptions: null,
  estateCounts: null,
  save: IDLE,
  renewBusyId: null,
  renewError: null,
  erase: IDLE,
};

/** What the profile form sends (`PATCH /api/user/current`). */
export type ProfilePatch = UpdateUserBody;

export const profileLoaded = actionCreator<{ subscriptions: Subscription[]; estateCounts: EstateCounts | null }>('profile/loaded');
export const profileLoadFailed = actionCreator('profile/loadFailed');

export const saveProfile = actionCreator<ProfilePatch>('profile/save');
export const profileSaved = actionCreator('profile/saved');
export const profileSaveFailed = actionCreator<FormErrors>('profile/saveFailed');
export const profileFormOpened = actionCreator('profile/formOpened');

export const toggleRenew = actionCreator<{ subscriptionId: string }>('profile/toggleRenew');
export const renewToggled = actionCreator<Subscription>('profile/renewToggled');
export const renewFailed = actionCreator<string>('profile/renewFailed');

export const deleteAccount = actionCreator<{ password: string }>('profile/deleteAccount');
export const accountDeleted = actionCreator('profile/accountDeleted');
export const deleteAccountFailed = actionCreator<FormErrors>('profile/deleteAccountFailed');

export function profileReducer(state: ProfileState = initialProfileState, action: Action): ProfileState {
  if (fetchProfile.match(action)) return { ...state, status: 'fetching' };
  if (profileLoaded.match(action)) return { ...state, status: 'success', ...action.payload };
  if (profileLoadFailed.match(action)) return { ...state, status: 'failed' };
  if (saveProfile.match(action)) return { ...state, save: BUSY };
  if (profileSaved.match(action)) return { ...state, save: DONE };
  if (profileSaveFailed.match(action)) return { ...state, save: failedWith(action.payload) };
  if (profileFormOpened.match(action)) return state.save === IDLE ? state : { ...state, save: IDLE };
  if (toggleRenew.match(action)) return { ...state, renewBusyId: action.payload.subscriptionId, renewError: null };
  if (renewToggled.match(action)) {
    const sub = action.payload;
    return { ...state, renewBusyId: null, subscriptions: state.subscriptions?.map((s) => (s._id === sub._id ? sub : s)) ?? null };
  }
  if (renewFailed.match(action)) return { ...state, renewBusyId: null, renewError: action.payload };
  if (deleteAccount.match(action)) return { ...state, erase: BUSY };
  if (accountDeleted.match(action)) return { ...state, erase: DONE };
  if (deleteAccountFailed.match(action)) return { ...state, erase: failedWith(action.payload) };
  return state;
}

type S = { profile: ProfileState };

export const selectProfile = (s: S): ProfileState => s.profile;

export * from './actions.ts';
