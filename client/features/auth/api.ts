// The account forms' api calls (shared/contract/auth.ts). The browser signs in through the gateway,
// which keeps the session token in its httpOnly cookie and answers the current user only. Signing
// out belongs to the user feature (session/user/api.ts).
import type {
  forgotPassword as ForgotPassword,
  resetPassword as ResetPassword,
  signInAtGateway as SignInAtGateway,
  signUp as SignUp,
} from '../../../shared/contract/auth.ts';
import { endpointCall } from '../../lib/api.ts';

export const signUp = endpointCall<typeof SignUp>('POST', '/api/auth/sign-up');
export const signIn = endpointCall<typeof SignInAtGateway>('POST', '/api/auth/sign-in');
export const forgotPassword = endpointCall<typeof ForgotPassword>('POST', '/api/auth/forgot-password');
export const resetPassword = endpointCall<typeof ResetPassword>('POST', '/api/auth/reset-password');
