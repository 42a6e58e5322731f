// The enquiries: a page of them by status and listing; a status change (with its note) replaces the
// lead in the list and refreshes the account box's count of new ones.
import { getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/api.ts';
import { loadPageData } from '../../session/root/index.ts';
import { unreadRequest } from '../../session/unreadCount/index.ts';
import { changeLead, fetchLeads, LEADS_PAGE, leadChanged, leadChangeFailed, leadsFailed, leadsLoaded } from './slice.ts';
import { listLeads, updateLead } from './api.ts';

function* fetchWorker(action: ReturnType<typeof fetchLeads>): Generator<unknown, void, any> {
  const { page, status, estate } = action.payload;
  const result = yield* loadPageData('leads', () =>
    callApi(listLeads, { query: { page, onPage: LEADS_PAGE, ...(status ? { status } : {}), ...(estate ? { estate } : {}) } }),
  );
  if (result.ok) yield put(leadsLoaded(result.data));
  else yield put(leadsFailed());
}

function* changeWorker(action: ReturnType<typeof changeLead>): Generator<unknown, void, any> {
  const { id, status, note } = action.payload;
  try {
    const lead = yield* callApi(updateLead, { params: { id }, body: { status, note } });
    yield put(leadChanged(lead));
  } catch (err) {
    const logger: { warn(o: object, m: string): void } = yield getContext('logger');
    logger.warn({ err }, 'lead change failed');
    yield put(leadChangeFailed({ id }));
    return;
  }
  yield put(unreadRequest());
}

export function* leadsSaga(): Generator {
  yield takeLatest(fetchLeads.type, fetchWorker);
  yield takeEvery(changeLead.type, changeWorker);
}
