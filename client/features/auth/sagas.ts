// The public account forms: sign in (the gateway turns the answer's token into its session cookie),
// sign up (then sign in with the same credentials), forgot and reset password. Failures become
// localized form errors beside every field the api names, chosen by the answer's codes.
import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import { FORM, apiErrorToFormErrors, hasFieldError, msg, toApiFailure, type ApiErrorMapping, type FormErrors } from '../../lib/forms/errors.ts';
import { signedIn } from '../../session/user/index.ts';
import { forgotPassword, resetPassword, signIn, signUp } from './api.ts';
import { authFailed, authSucceeded, forgotPasswordRequest, resetPasswordRequest, signInRequest, signUpRequest } from './slice.ts';
import type { AuthForm, SignInPayload } from './slice.ts';

/** The sign-up form's fields the api may name (isRealtor is the form's account type). */
const SIGN_UP_FIELDS = ['email', 'password', 'title', 'firstName', 'lastName', 'accountType', 'countryCode', 'city', 'phone', 'company'];
const SIGN_UP_MAPPING: ApiErrorMapping = {
  aliases: { isRealtor: 'accountType' },
  codes: { EMAIL_TAKEN: { field: 'email', message: msg('auth.errors.emailTaken') } },
};

const SIGN_IN_MAPPING: ApiErrorMapping = {
  codes: {
    INVALID_CREDENTIALS: { message: msg('auth.errors.invalidCredentials') },
    // two-factor sign-in: the form then shows its code field, beside which these go
    MFA_CODE_REQUIRED: { field: 'otp', message: msg('auth.errors.mfaCodeRequired') },
    MFA_CODE_INVALID: { field: 'otp', message: msg('auth.errors.mfaCodeInvalid') },
  },
  // a 401 from sign-in can only be about the credentials, never an ended session
  special: { 401: msg('auth.errors.invalidCredentials') },
};

function* fail(form: AuthForm, errors: FormErrors): Generator {
  yield put(authFailed({ form, errors }));
}

function* signInWith(credentials: SignInPayload): Generator<unknown, void, any> {
  const otp = credentials.otp?.trim();
  const res = yield* callApi(signIn, { body: { email: credentials.email.trim(), password: credentials.password, ...(otp ? { otp } : {}) } });
  yield put(signedIn({ user: res.user, subscriptions: res.subscriptions ?? [], roles: res.roles, mfa: res.mfa }));
}

function* signInWorker(action: ReturnType<typeof signInRequest>): Generator<unknown, void, any> {
  try {
    yield call(signInWith, action.payload);
    yield put(authSucceeded({ form: 'signIn' }));
  } catch (err) {
    yield call(fail, 'signIn', apiErrorToFormErrors(toApiFailure(err), ['email', 'password', 'otp'], SIGN_IN_MAPPING));
  }
}

function* signUpWorker(action: ReturnType<typeof signUpRequest>): Generator<unknown, void, any> {
  const body = action.payload;
  try {
    yield* callApi(signUp, { body });
  } catch (err) {
    yield call(fail, 'signUp', apiErrorToFormErrors(toApiFailure(err), SIGN_UP_FIELDS, SIGN_UP_MAPPING));
    return;
  }
  try {
    yield call(signInWith, { email: body.email, password: body.password });
    yield put(authSucceeded({ form: 'signUp' }));
  } catch {
    // the account exists; only the automatic sign-in failed
    yield call(fail, 'signUp', { [FORM]: msg('auth.errors.signUpThenSignIn') });
  }
}

function* forgotPasswordWorker(action: ReturnType<typeof forgotPasswordRequest>): Generator<unknown, void, any> {
  try {
    yield* callApi(forgotPassword, { body: { email: action.payload.email.trim() } });
    yield put(authSucceeded({ form: 'forgotPassword' }));
  } catch (err) {
    yield call(fail, 'forgotPassword', apiErrorToFormErrors(toApiFailure(err), ['email']));
  }
}

function* resetPasswordWorker(action: ReturnType<typeof resetPasswordRequest>): Generator<unknown, void, any> {
  try {
    yield* callApi(resetPassword, { body: action.payload });
    yield put(authSucceeded({ form: 'resetPassword' }));
  } catch (err) {
    const failure = toApiFailure(err);
    // the link's token is not a field the user can fix: unknown, used or expired (INVALID_RESET_TOKEN)
    const errors: FormErrors = hasFieldError(failure, 'resetToken')
      ? { [FORM]: msg('auth.errors.resetTokenInvalid') }
      : apiErrorToFormErrors(failure, ['password']);
    yield call(fail, 'resetPassword', errors);
  }
}

export function* authSaga(): Generator {
  yield takeLatest(signInRequest.type, signInWorker);
  yield takeLatest(signUpRequest.type, signUpWorker);
  yield takeLatest(forgotPasswordRequest.type, forgotPasswordWorker);
  yield takeLatest(resetPasswordRequest.type, resetPasswordWorker);
}
