// Who is signed in. The current-user call marks the user signed out on any error;
// signing in records the user and its resources and refreshes the message info (and starts the
// periodic refresh in the browser); signing out clears the user and stops the refresh.
import { getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import type { ClientLogger } from '../../store/context.ts';
import { startUnreadRefresh, stopUnreadRefresh, unreadRequest } from '../unreadCount/index.ts';
import { getCurrentUser, signOut as signOutCall } from './api.ts';
import { fetchCurrentUser, signOut, signedIn, signedOut } from './slice.ts';

/** Exported so the renderer can run it to the end before applying the route guards. */
export function* fetchCurrentUserWorker(): Generator<unknown, void, any> {
  try {
    const res = yield* callApi(getCurrentUser, {});
    if (!res || typeof res !== 'object' || !res.user) throw new Error('current user answer without a user');
    yield put(signedIn({ user: res.user, subscriptions: res.subscriptions ?? [], roles: res.roles, mfa: res.mfa }));
  } catch (err) {
    const logger: ClientLogger = yield getContext('logger');
    logger.warn({ err }, 'current user unavailable; signed out');
    yield put(signedOut());
  }
}

function* afterSignIn(): Generator {
  yield put(unreadRequest());
  yield put(startUnreadRefresh());
}

function* afterSignOut(): Generator {
  yield put(stopUnreadRefresh());
}

function* signOutWorker(): Generator<unknown, void, any> {
  try {
    yield* callApi(signOutCall, {});
  } catch (err) {
    // the session is dropped locally either way; an expired token is already signed out
    const logger: ClientLogger = yield getContext('logger');
    logger.warn({ err }, 'sign-out call failed');
  }
  yield put(signedOut());
}

export function* userSaga(): Generator {
  yield takeLatest(fetchCurrentUser.type, fetchCurrentUserWorker);
  yield takeEvery(signedIn.type, afterSignIn);
  yield takeEvery(signedOut.type, afterSignOut);
  yield takeLatest(signOut.type, signOutWorker);
}
