import type { CurrentUserResponse, User } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';

/** ask the api who is signed in (`GET /api/user/current`) */
export const fetchCurrentUser = actionCreator('user/fetchCurrent');
/** a user is signed in (sign-in answer or current-user answer) */
export const signedIn = actionCreator<CurrentUserResponse>('user/signedIn');
/** the visitor asks to sign out */
export const signOut = actionCreator('user/signOut');
/** the user is signed out (after sign-out, or when the current-user call fails) */
export const signedOut = actionCreator('user/signedOut');
/** the profile changed: replaces the data only */
export const updateUserData = actionCreator<User>('user/updateData');
