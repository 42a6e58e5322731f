import type { Action } from 'redux';
import { BUSY, DONE, IDLE, failedWith } from '../../components/forms/submission.ts';
import {
  fetchProfile, profileFormOpened, profileLoadFailed, profileLoaded, profileSaveFailed, profileSaved, renewFailed, renewToggled, saveProfile, toggleRenew,
} from './actions.ts';
import { initialProfileState, type ProfileState } from './state.ts';

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
  return state;
}
