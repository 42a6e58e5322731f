// The page-data helper every page feature uses: marks the page loading around the call, turns a
// 404 (or a 400: the URL's parameter is not a valid id) into the not-found page and any other
// failure into the page's error state (logged). The fetcher is a saga (`() => callApi(call, args)`)
// or returns a promise.
import { call, getContext, put } from 'redux-saga/effects';
import { isApiError } from '../../lib/api.ts';
import type { ClientLogger } from '../../store/context.ts';
import { pageDataFailed, pageLoadFinished, pageLoadStarted, pageNotFound } from './slice.ts';

export type PageDataResult<T> = { ok: true; data: T } | { ok: false; notFound: boolean; message: string };

type Fetcher<T> = () => Promise<T> | Generator<unknown, T, any>;

const isIterator = <T>(v: Promise<T> | Generator<unknown, T, any>): v is Generator<unknown, T, any> =>
  typeof (v as Generator).next === 'function' && typeof (v as Generator).throw === 'function';

export function* loadPageData<T>(what: string, fetcher: Fetcher<T>): Generator<unknown, PageDataResult<T>, any> {
  yield put(pageLoadStarted());
  try {
    const pending = fetcher();
    const data: T = isIterator(pending) ? yield* pending : yield call(() => pending);
    return { ok: true, data };
  } catch (err) {
    const message = (err as Error).message || String(err);
    if (isApiError(err) && (err.statusCode === 404 || err.statusCode === 400)) {
      yield put(pageNotFound());
      return { ok: false, notFound: true, message };
    }
    const logger: ClientLogger = yield getContext('logger');
    logger.error({ err, what }, 'page data failed');
    yield put(pageDataFailed({ message }));
    return { ok: false, notFound: false, message };
  } finally {
    yield put(pageLoadFinished());
  }
}
