import { IDLE, type Submission } from '../../components/forms/submission.ts';

/** The public account forms (SPEC §2): each keeps its own submission state. */
export interface AuthState {
  signIn: Submission;
  signUp: Submission;
  forgotPassword: Submission;
  resetPassword: Submission;
}

export type AuthForm = keyof AuthState;

export const initialAuthState: AuthState = { signIn: IDLE, signUp: IDLE, forgotPassword: IDLE, resetPassword: IDLE };
