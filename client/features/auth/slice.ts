import type { ForgotPasswordBody, ResetPasswordBody, SignInBody, SignUpBody } from '../../../shared/contract/auth.ts';
import { IDLE, type Submission, BUSY, DONE, failedWith } from '../../lib/forms/submission.ts';
import type { FormErrors } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

/** The public account forms: each keeps its own submission state. */
export interface AuthState {
  signIn: Submission;
  signUp: Submission;
  forgotPassword: Submission;
  resetPassword: Submission;
}

export type AuthForm = keyof AuthState;

export const initialAuthState: AuthState = { signIn: IDLE, signUp: IDLE, forgotPassword: IDLE, resetPassword: IDLE };

export type SignInPayload = SignInBody;

/** What the sign-up form sends (`POST /api/auth/sign-up`). */
export type SignUpPayload = SignUpBody;

export const signInRequest = actionCreator<SignInPayload>('auth/signIn');
export const signUpRequest = actionCreator<SignUpPayload>('auth/signUp');
export const forgotPasswordRequest = actionCreator<ForgotPasswordBody>('auth/forgotPassword');
export const resetPasswordRequest = actionCreator<ResetPasswordBody>('auth/resetPassword');

export const authSucceeded = actionCreator<{ form: AuthForm }>('auth/succeeded');
export const authFailed = actionCreator<{ form: AuthForm; errors: FormErrors }>('auth/failed');
/** a form's screen was opened: forget the previous attempt */
export const authFormReset = actionCreator<{ form: AuthForm }>('auth/reset');

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

type S = { auth: AuthState };

export const selectAuthForm =
  (form: AuthForm) =>
  (s: S): Submission =>
    s.auth[form];
