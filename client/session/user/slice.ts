import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { Resource } from '../../../shared/contract/billing.ts';
import type { CurrentUser, User } from '../../../shared/contract/users.ts';
import type { Viewer } from '../../../shared/routing/guards.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';
import { resourcesFromSubscriptions } from '../../../shared/billing/resources.ts';
import { fullName } from '../../../shared/core/format.ts';

/**
 * The visitor's account. The session token is not here: it lives in the gateway's httpOnly cookie
 * (docs/decisions/0001), so no script can read it.
 */
export interface UserState {
  isLoggedIn: boolean;
  data: User | null;
  /** provision resources merged from the active subscriptions */
  resources: Resource[];
  /** the current-user call */
  status: FetchStatus;
  /** operator roles (admin, moderator; issue 23); empty for everyone else */
  roles?: string[];
  /** two-factor sign-in is on */
  mfaEnrolled?: boolean;
}

export const initialUserState: UserState = { isLoggedIn: false, data: null, resources: [], status: 'notFetched', roles: [], mfaEnrolled: false };

/** ask the api who is signed in (`GET /api/user/current`) */
export const fetchCurrentUser = actionCreator('user/fetchCurrent');
/** a user is signed in (sign-in answer or current-user answer) */
export const signedIn = actionCreator<CurrentUser>('user/signedIn');
/** the visitor asks to sign out */
export const signOut = actionCreator('user/signOut');
/** the user is signed out (after sign-out, or when the current-user call fails) */
export const signedOut = actionCreator('user/signedOut');
/** the profile changed: replaces the data only */
export const updateUserData = actionCreator<User>('user/updateData');
/** two-factor sign-in was just enrolled */
export const mfaEnrolled = actionCreator('user/mfaEnrolled');

export function userReducer(state: UserState = initialUserState, action: Action): UserState {
  if (fetchCurrentUser.match(action)) return { ...state, status: 'fetching' };
  if (signedIn.match(action)) {
    const { user, subscriptions, roles, mfa } = action.payload;
    return {
      isLoggedIn: true,
      data: user,
      // resources are set from the subscriptions when given, else kept
      resources: subscriptions ? resourcesFromSubscriptions(subscriptions) : state.resources,
      status: 'success',
      // given by the api's answers; kept when the browser builds the value itself
      roles: roles ? [...roles] : state.isLoggedIn ? (state.roles ?? []) : [],
      mfaEnrolled: mfa ? mfa.enrolled : state.isLoggedIn && state.mfaEnrolled === true,
    };
  }
  if (mfaEnrolled.match(action)) return { ...state, mfaEnrolled: true };
  if (signedOut.match(action)) {
    return { ...initialUserState, status: state.status === 'fetching' ? 'failed' : state.status };
  }
  if (updateUserData.match(action)) return { ...state, data: action.payload };
  return state;
}

type S = { user: UserState };

export const selectIsLoggedIn = (s: S): boolean => s.user.isLoggedIn;
export const selectUserData = (s: S): User | null => s.user.data;

/** What the route guards of shared/routing/guards.ts need (one object per user state, so stable for hooks). */
const viewers = new WeakMap<UserState, Viewer>();
export function selectViewer(s: S): Viewer {
  let v = viewers.get(s.user);
  if (!v) {
    v = { isLoggedIn: s.user.isLoggedIn, tags: s.user.data?.tags ?? [], resources: s.user.resources, roles: s.user.roles ?? [] };
    viewers.set(s.user, v);
  }
  return v;
}

/** The operator roles held (admin, moderator); [] for everyone else. */
export const selectRoles = (s: S): readonly string[] => s.user.roles ?? [];
export const selectMfaEnrolled = (s: S): boolean => s.user.mfaEnrolled === true;

/** "Title First Last" with the title translated (shared/core/format.ts). */
export function selectFullName(s: S, t: (key: string) => string): string {
  const d = s.user.data;
  return d ? fullName(d, t) : '';
}
