import type { Action } from 'redux';
import { BUSY, DONE, IDLE, failedWith } from '../../components/forms/submission.ts';
import { authFailed, authFormReset, authSucceeded, forgotPasswordRequest, resetPasswordRequest, signInRequest, signUpRequest } from './actions.ts';
import { initialAuthState, type AuthState } from './state.ts';

export function authReducer(state: AuthState = initialAuthState, action: Action): AuthState {
  if (signInRequest.match(action)) return { ...state, signIn: BUSY };
  if (signUpRequest.match(action)) return { ...state, signUp: BUSY };
  if (forgotPasswordRequest.match(action)) return { ...state, forgotPassword: BUSY };
  if (resetPasswordRequest.match(action)) return { ...state, resetPassword: BUSY };
  if (authSucceeded.match(action)) return { ...state, [action.payload.form]: DONE };
  if (authFailed.match(action)) return { ...state, [action.payload.form]: failedWith(action.payload.errors) };
  if (authFormReset.match(action)) return state[action.payload.form] === IDLE ? state : { ...state, [action.payload.form]: IDLE };
  return state;
}
