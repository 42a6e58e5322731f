// The public account forms: sign in (the gateway turns the answer's token into its session cookie),
// sign up (then sign in with the same credentials), forgot and reset password. Failures become
// localized form errors beside the field the api names.
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { CurrentUserResponse } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import { FORM, apiErrorToFormErrors, hasFieldError, msg, toApiFailure, type FormErrors } from '../../lib/forms/errors.ts';
import { signedIn } from '../user/slice.ts';
import {
  authFailed, authSucceeded, forgotPasswordRequest, resetPasswordRequest, signInRequest, signUpRequest, type SignInPayload, type SignUpPayload,
} from './slice.ts';
import type { AuthForm } from './slice.ts';

const SIGN_UP_FIELDS = ['email', 'password', 'title', 'firstName', 'lastName', 'countryCode', 'city', 'phone', 'company'];

function* fail(form: AuthForm, errors: FormErrors): Generator {
  yield put(authFailed({ form, errors }));
}

function* signInWith(api: ApiCaller, credentials: SignInPayload): Generator<unknown, void, any> {
  const res: CurrentUserResponse = yield call(api.post, '/api/auth/sign-in', { email: credentials.email.trim(), password: credentials.password });
  yield put(signedIn({ user: res.user, subscriptions: res.subscriptions ?? [] }));
}

function* signInWorker(action: ReturnType<typeof signInRequest>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    yield call(signInWith, api, action.payload);
    yield put(authSucceeded({ form: 'signIn' }));
  } catch (err) {
    yield call(fail, 'signIn', apiErrorToFormErrors(toApiFailure(err), ['email', 'password'], {
      special: { 401: msg('auth.errors.invalidCredentials') },
    }));
  }
}

function* signUpWorker(action: ReturnType<typeof signUpRequest>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const body = action.payload;
  try {
    yield call(api.post, '/api/auth/sign-up', body);
  } catch (err) {
    const failure = toApiFailure(err);
    const errors = failure.statusCode === 409 ? { email: msg('auth.errors.emailTaken') } : apiErrorToFormErrors(failure, SIGN_UP_FIELDS);
    yield call(fail, 'signUp', errors);
    return;
  }
  try {
    yield call(signInWith, api, { email: body.email, password: body.password });
    yield put(authSucceeded({ form: 'signUp' }));
  } catch (err) {
    // the account exists; only the automatic sign-in failed
    yield call(fail, 'signUp', { [FORM]: msg('auth.errors.signUpThenSignIn') });
  }
}

function* forgotPasswordWorker(action: ReturnType<typeof forgotPasswordRequest>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    yield call(api.post, '/api/auth/forgot-password', { email: action.payload.email.trim() });
    yield put(authSucceeded({ form: 'forgotPassword' }));
  } catch (err) {
    yield call(fail, 'forgotPassword', apiErrorToFormErrors(toApiFailure(err), ['email']));
  }
}

function* resetPasswordWorker(action: ReturnType<typeof resetPasswordRequest>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    yield call(api.post, '/api/auth/reset-password', action.payload);
    yield put(authSucceeded({ form: 'resetPassword' }));
  } catch (err) {
    const failure = toApiFailure(err);
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
