import type { Action } from 'redux';
import { resourcesFromSubscriptions } from '../../../shared/resources.ts';
import { fetchCurrentUser, signedIn, signedOut, updateUserData } from './actions.ts';
import { initialUserState, type UserState } from './state.ts';

export function userReducer(state: UserState = initialUserState, action: Action): UserState {
  if (fetchCurrentUser.match(action)) return { ...state, status: 'fetching' };
  if (signedIn.match(action)) {
    const { user, subscriptions } = action.payload;
    return {
      isLoggedIn: true,
      data: user,
      // SPEC §4: resources are set from the subscriptions when given, else kept
      resources: subscriptions ? resourcesFromSubscriptions(subscriptions) : state.resources,
      status: 'success',
    };
  }
  if (signedOut.match(action)) {
    return { ...initialUserState, status: state.status === 'fetching' ? 'failed' : state.status };
  }
  if (updateUserData.match(action)) return { ...state, data: action.payload };
  return state;
}
