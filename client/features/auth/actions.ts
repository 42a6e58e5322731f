import type { FormErrors } from '../../components/forms/messages.ts';
import { actionCreator } from '../../store/action.ts';
import type { AuthForm } from './state.ts';

export interface SignInPayload {
  email: string;
  password: string;
}

/** `POST /api/auth/sign-up` (ARCHITECTURE "API") */
export interface SignUpPayload {
  email: string;
  password: string;
  title: string;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  countryCode: string;
  city: string;
  phone?: string;
  company?: string;
  language?: string;
}

export const signInRequest = actionCreator<SignInPayload>('auth/signIn');
export const signUpRequest = actionCreator<SignUpPayload>('auth/signUp');
export const forgotPasswordRequest = actionCreator<{ email: string }>('auth/forgotPassword');
export const resetPasswordRequest = actionCreator<{ resetToken: string; password: string }>('auth/resetPassword');

export const authSucceeded = actionCreator<{ form: AuthForm }>('auth/succeeded');
export const authFailed = actionCreator<{ form: AuthForm; errors: FormErrors }>('auth/failed');
/** a form's screen was opened: forget the previous attempt */
export const authFormReset = actionCreator<{ form: AuthForm }>('auth/reset');
