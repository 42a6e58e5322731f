// The page-data helper every page feature uses: marks the page loading around the call, turns a
// 404 (or a 400: the URL's parameter is not a valid id) into the not-found page and any other
// failure into the page's error state (logged).
import { call, getContext, put } from 'redux-saga/effects';
import { isApiError } from '../../lib/api.ts';
import type { ClientLogger } from '../../store/context.ts';
import { pageDataFailed, pageLoadFinished, pageLoadStarted, pageNotFound } from './slice.ts';

export type PageDataResult<T> = { ok: true; data: T } | { ok: false; notFound: boolean; message: string };

export function* loadPageData<T>(what: string, fetcher: () => Promise<T>): Generator<unknown, PageDataResult<T>, any> {
  yield put(pageLoadStarted());
  try {
    const data: T = yield call(fetcher);
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
