import type { Submission } from '../../components/forms/submission.ts';
import type { AuthForm, AuthState } from './state.ts';

type S = { auth: AuthState };

export const selectAuthForm = (form: AuthForm) => (s: S): Submission => s.auth[form];
