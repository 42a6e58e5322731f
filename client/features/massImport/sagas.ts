// The mass import page's work: the history (loaded with the page), the upload with its progress, the
// start and the cancel, and the watch that polls an import under way until it ends (about every
// second while it moves, backing off to 5 s while it does not, and after failed calls; it gives up
// after five failures in a row). Opening the page in the browser finds the user's import under way
// and watches it again, so the progress bar survives a reload.
import { eventChannel, END, type EventChannel } from 'redux-saga';
import { call, delay, getContext, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, isApiError } from '../../lib/api.ts';
import type { ClientLogger } from '../../store/context.ts';
import { cancelImport as cancelCall, getImport, listImports, startImport as startCall, uploadImport as uploadCall } from './api.ts';
import { isActive, isFinal, type Import, type ImportList, type ImportValidation } from './model.ts';
import {
  cancelDone,
  cancelFailed,
  cancelImport,
  fetchImports,
  importProgressed,
  importResumed,
  importsFailed,
  importsLoaded,
  importStarted,
  massImportClosed,
  massImportOpened,
  openFailed,
  openImport,
  selectMassImport,
  startFailed,
  startImport,
  startOver,
  uploaded,
  uploadFailed,
  uploadImport,
  uploadProgressed,
  watchImport,
  watchLost,
  watchStopped,
  type ImportFailure,
  type MassImportState,
} from './slice.ts';

/** The watch's timing (tests shorten it). */
export const POLL = { firstMs: 1000, maxMs: 5000, maxFailures: 5 };

export function failureOf(err: unknown): ImportFailure {
  if (!isApiError(err)) return { statusCode: 0, code: null };
  const body = err.body as { code?: unknown; errors?: { limit?: unknown }[]; limit?: unknown } | null;
  const code = body && typeof body.code === 'string' ? body.code : null;
  const limit = typeof body?.limit === 'number' ? body.limit : typeof body?.errors?.[0]?.limit === 'number' ? body.errors[0].limit : undefined;
  return limit === undefined ? { statusCode: err.statusCode, code } : { statusCode: err.statusCode, code, limit };
}

function* warn(err: unknown, msg: string): Generator<unknown, void, any> {
  const logger: ClientLogger = yield getContext('logger');
  logger.warn({ err }, msg);
}

function* loadHistory(page: number): Generator<unknown, Import[] | null, any> {
  try {
    const list: ImportList = yield* callApi(listImports, { query: { page } });
    yield put(importsLoaded(list));
    return list.values;
  } catch (err) {
    yield* warn(err, 'import history failed');
    yield put(importsFailed());
    return null;
  }
}

function* fetchWorker(action: ReturnType<typeof fetchImports>): Generator<unknown, void, any> {
  yield* loadHistory(action.payload.page);
}

/** The history again, on the page shown, without marking it loading (after an import ended). */
function* refreshHistory(): Generator<unknown, void, any> {
  const state: MassImportState = yield select(selectMassImport);
  yield* loadHistory(state.history.page);
}

function* loadFirstPage(): Generator<unknown, Import[] | null, any> {
  try {
    const list: ImportList = yield* callApi(listImports, { query: { page: 1 } });
    return list.values;
  } catch (err) {
    yield* warn(err, 'import history failed');
    return null;
  }
}

/** The page came up in the browser: watch the import under way, if there is one. */
function* openedWorker(): Generator<unknown, void, any> {
  const browser: boolean = yield getContext('browser');
  if (!browser) return;
  const state: MassImportState = yield select(selectMassImport);
  if (state.current && isActive(state.current.status)) {
    yield put(watchImport({ id: state.current._id }));
    return;
  }
  // an import under way is the newest, so on the first page of the history
  const list = state.history.status === 'success' && state.history.page === 1 ? state.history.values : yield* loadFirstPage();
  const active = list?.find((job) => isActive(job.status));
  if (!active) return;
  yield put(importResumed(active));
  yield put(watchImport({ id: active._id }));
}

type UploadEvent = { sent: number } | { job: ImportValidation } | { error: unknown };

function uploadChannel(file: File, fullFeed: boolean): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const abort = new AbortController();
    uploadCall(file, { fullFeed, signal: abort.signal, onProgress: (sent) => emit({ sent }) }).then(
      (job) => {
        emit({ job });
        emit(END);
      },
      (error: unknown) => {
        emit({ error });
        emit(END);
      },
    );
    return () => abort.abort();
  });
}

function* uploadWorker(action: ReturnType<typeof uploadImport>): Generator<unknown, void, any> {
  const channel: EventChannel<UploadEvent> = yield call(uploadChannel, action.payload.file, action.payload.fullFeed);
  try {
    for (;;) {
      const event: UploadEvent = yield take(channel);
      if ('sent' in event) yield put(uploadProgressed(event.sent));
      else if ('job' in event) {
        yield put(uploaded(event.job));
        // the history shows the checked file too
        yield* refreshHistory();
        return;
      } else {
        yield* warn(event.error, 'import upload failed');
        yield put(uploadFailed(failureOf(event.error)));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

function* startWorker(action: ReturnType<typeof startImport>): Generator<unknown, void, any> {
  try {
    const job: Import = yield* callApi(startCall, { params: { id: action.payload.id } });
    yield put(importProgressed(job));
  } catch (err) {
    yield* warn(err, 'import start failed');
    yield put(startFailed(failureOf(err)));
    return;
  }
  yield put(importStarted(action.payload));
  yield put(watchImport(action.payload));
}

function* cancelWorker(action: ReturnType<typeof cancelImport>): Generator<unknown, void, any> {
  let job: Import;
  try {
    job = yield* callApi(cancelCall, { params: { id: action.payload.id } });
  } catch (err) {
    yield* warn(err, 'import cancel failed');
    yield put(cancelFailed(failureOf(err)));
    return;
  }
  yield put(cancelDone());
  // a running import stops before its next listing: the watch goes on until it says canceled
  yield put(importProgressed(job));
  if (!isActive(job.status)) yield* refreshHistory();
}

function* openWorker(action: ReturnType<typeof openImport>): Generator<unknown, void, any> {
  let job: Import;
  try {
    job = yield* callApi(getImport, { params: { id: action.payload.id } });
  } catch (err) {
    yield* warn(err, 'import open failed');
    yield put(openFailed(failureOf(err)));
    return;
  }
  yield put(importProgressed(job));
  if (isActive(job.status)) yield put(watchImport({ id: job._id }));
}

/** Polls one import until it ends (then reloads the history), or gives up after repeated failures. */
export function* pollImport(id: string): Generator<unknown, void, any> {
  let wait = POLL.firstMs;
  let failures = 0;
  let lastProcessed = -1;
  for (;;) {
    try {
      const job: Import = yield* callApi(getImport, { params: { id } });
      failures = 0;
      yield put(importProgressed(job));
      if (!isActive(job.status)) {
        yield put(watchStopped());
        if (isFinal(job.status)) yield* refreshHistory();
        return;
      }
      const processed = job.progress?.processed ?? 0;
      wait = processed !== lastProcessed ? POLL.firstMs : Math.min(POLL.maxMs, Math.round(wait * 1.5));
      lastProcessed = processed;
    } catch (err) {
      failures += 1;
      yield* warn(err, 'import progress failed');
      if (failures >= POLL.maxFailures || (isApiError(err) && (err.statusCode === 404 || err.statusCode === 401 || err.statusCode === 403))) {
        yield put(watchLost());
        return;
      }
      wait = Math.min(POLL.maxMs, wait * 2);
    }
    yield delay(wait);
  }
}

function* watchWorker(action: ReturnType<typeof watchImport>): Generator<unknown, void, any> {
  const { stopped } = yield race({
    poll: call(pollImport, action.payload.id),
    stopped: take([massImportClosed.type, startOver.type, uploadImport.type]),
  });
  if (stopped) yield put(watchStopped());
}

export function* massImportSaga(): Generator {
  yield takeLatest(fetchImports.type, fetchWorker);
  yield takeLatest(massImportOpened.type, openedWorker);
  yield takeLatest(uploadImport.type, uploadWorker);
  yield takeEvery(startImport.type, startWorker);
  yield takeEvery(cancelImport.type, cancelWorker);
  yield takeLatest(openImport.type, openWorker);
  yield takeLatest(watchImport.type, watchWorker);
}
