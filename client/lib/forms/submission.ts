// The state of one form's submission as a feature keeps it in the store: busy while the call runs,
// the answer's errors (a new object per failure, which the form shows), or done.
import type { FormErrors } from './errors.ts';

export interface Submission {
  busy: boolean;
  errors: FormErrors | null;
  done: boolean;
}

export const IDLE: Submission = { busy: false, errors: null, done: false };
export const BUSY: Submission = { busy: true, errors: null, done: false };
export const DONE: Submission = { busy: false, errors: null, done: true };
export const failedWith = (errors: FormErrors): Submission => ({ busy: false, errors, done: false });
