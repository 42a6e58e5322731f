// The compare page's data: the listings of `?ids=` in one call (GET /api/estate/compare), in the
// visitor's language and currency. Taking a listing out of the comparison changes the URL, whose
// prefetch then finds every remaining listing already loaded and answers without a request.
import { put, select, takeLatest } from 'redux-saga/effects';
import type { Currency, Language } from '../../../shared/core/constants.ts';
import { parseCompareIds } from '../../../shared/core/compare-ids.ts';
import { callApi } from '../../lib/api.ts';
import type { PayloadAction } from '../../store/action.ts';
import { selectCurrentCurrency } from '../../session/currencies/index.ts';
import { selectLanguage } from '../../session/language/index.ts';
import { loadPageData } from '../../session/root/index.ts';
import { compareEstates } from './api.ts';
import { comparisonFailed, comparisonLoaded, comparisonRequested, fetchComparison, selectComparison, type CompareState } from './slice.ts';

function* fetchWorker(action: PayloadAction<{ ids: string | null }>): Generator<unknown, void, any> {
  const { ids, dropped } = parseCompareIds(action.payload.ids);
  const lang: Language = yield select(selectLanguage);
  const currency: Currency = yield select(selectCurrentCurrency);
  const key = `${ids.join(',')}|${lang}|${currency}`;
  const current: CompareState = yield select(selectComparison);
  if (current.key === key && current.status === 'success') return;
  yield put(comparisonRequested({ key }));
  if (!ids.length) {
    yield put(comparisonLoaded({ key, values: [], missing: [], dropped }));
    return;
  }
  // fewer of the same listings, in the same language and currency: nothing to ask
  const sameTerms = current.status === 'success' && current.key?.endsWith(`|${lang}|${currency}`);
  const known = new Set([...current.values.map((v) => v.estate.aliasId), ...current.missing]);
  if (sameTerms && ids.every((id) => known.has(id))) {
    const values = ids.flatMap((id) => current.values.filter((v) => v.estate.aliasId === id));
    yield put(comparisonLoaded({ key, values, missing: ids.filter((id) => current.missing.includes(id)), dropped }));
    return;
  }
  const result = yield* loadPageData('comparison', () => callApi(compareEstates, { query: { ids: ids.join(','), currency, lang } }));
  if (result.ok) yield put(comparisonLoaded({ key, values: result.data.values, missing: result.data.missing, dropped }));
  else yield put(comparisonFailed({ key }));
}

export function* compareSaga(): Generator {
  yield takeLatest(fetchComparison.type, fetchWorker);
}
