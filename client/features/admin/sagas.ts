// The operator screens' data and actions. A page loads only once two-factor sign-in is enrolled (the
// api answers 403 MFA_REQUIRED before); an action reloads the page on screen after it succeeds.
import { getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi, errorCodeOf, fieldErrorsOf } from '../../lib/api.ts';
import { loadPageData } from '../../session/root/index.ts';
import { mfaEnrolled, selectMfaEnrolled } from '../../session/user/index.ts';
import type { ClientLogger } from '../../store/context.ts';
import {
  blockUser,
  listAdminEstates,
  listAdminOrders,
  listAdminPlans,
  listAdminRates,
  listAdminReports,
  listAdminUsers,
  listAudit,
  listAdminArticles,
  getAdminArticle,
  createAdminArticle,
  updateAdminArticle,
  deleteAdminArticle,
  previewAdminContent,
  getAdminCountryGuide,
  getAdminDashboard,
  updateAdminCountryGuide,
  moderateEstate,
  overrideRate,
  refundOrder,
  setUserRoles,
  setupMfa,
  unblockUser,
  unverifyUser,
  updatePlan,
  verifyMfa,
  verifyUser,
} from './api.ts';
import { adminQuery, type AdminView } from './query.ts';
import {
  adminAct,
  adminActed,
  adminActFailed,
  adminFailed,
  adminLoaded,
  fetchAdminPage,
  mfaFailed,
  mfaSetupLoaded,
  mfaSetupRequest,
  mfaVerified,
  contentFailed,
  contentLoaded,
  contentOpen,
  contentPreview,
  contentPreviewed,
  contentSave,
  contentSaved,
  guideLoaded,
  guideOpen,
  guideSave,
  guideSaved,
  mfaVerifyRequest,
  selectAdmin,
  targetOf,
  type AdminData,
  type AdminState,
} from './slice.ts';

function* loadView(view: AdminView, search: string): Generator<unknown, AdminData, any> {
  const { page, filters } = adminQuery(view, search);
  switch (view) {
    case 'dashboard':
      return { view, summary: yield* callApi(getAdminDashboard, {}) };
    case 'reports':
      return { view, list: yield* callApi(listAdminReports, { query: { status: 'open', page } }) };
    case 'estates':
      return { view, list: yield* callApi(listAdminEstates, { query: { page, ...filters } }) };
    case 'users':
      return { view, list: yield* callApi(listAdminUsers, { query: { page, ...filters } }) };
    case 'audit':
      return { view, list: yield* callApi(listAudit, { query: { page, ...filters } }) };
    case 'content':
      return { view, list: yield* callApi(listAdminArticles, { query: { page, ...(filters as Record<string, never>) } }) };
    case 'orders':
      return { view, list: yield* callApi(listAdminOrders, { query: { page, ...filters } }) };
    case 'plans':
      return { view, plans: yield* callApi(listAdminPlans, {}) };
    case 'rates':
      return { view, rates: yield* callApi(listAdminRates, {}) };
  }
}

function* fetchWorker(action: ReturnType<typeof fetchAdminPage>): Generator<unknown, void, any> {
  // without a second factor the screens show the enrolment, and the api would refuse the lists
  const enrolled: boolean = yield select(selectMfaEnrolled);
  if (!enrolled) return;
  const { view, search } = action.payload;
  const result = yield* loadPageData(`admin ${view}`, () => loadView(view, search));
  if (result.ok) yield put(adminLoaded({ data: result.data }));
  else yield put(adminFailed());
}

function* actWorker(action: ReturnType<typeof adminAct>): Generator<unknown, void, any> {
  const { act } = action.payload;
  const target = targetOf(act);
  try {
    if (act.kind === 'moderate') {
      yield* callApi(moderateEstate, {
        params: { aliasId: act.aliasId },
        body: { action: act.action, ...(act.reason ? { reason: act.reason } : {}) },
      });
    } else if (act.kind === 'block') yield* callApi(blockUser, { params: { id: act.id }, body: { reason: act.reason } });
    else if (act.kind === 'unblock') yield* callApi(unblockUser, { params: { id: act.id } });
    else if (act.kind === 'verify') yield* callApi(verifyUser, { params: { id: act.id } });
    else if (act.kind === 'unverify') yield* callApi(unverifyUser, { params: { id: act.id } });
    else if (act.kind === 'deleteContent') yield* callApi(deleteAdminArticle, { params: { id: act.id }, body: { reason: act.reason } });
    else if (act.kind === 'roles') yield* callApi(setUserRoles, { params: { id: act.id }, body: { roles: act.roles } });
    else if (act.kind === 'refund') yield* callApi(refundOrder, { params: { id: act.id }, body: { reason: act.reason } });
    else if (act.kind === 'plan') yield* callApi(updatePlan, { params: { planId: act.id }, body: act.patch });
    else if (act.kind === 'rate') yield* callApi(overrideRate, { body: { currency: act.id, rate: act.rate, note: act.note } });
  } catch (err) {
    const logger: ClientLogger = yield getContext('logger');
    logger.warn({ err, kind: act.kind }, 'operator action failed');
    const fields = fieldErrorsOf(err).map(({ field, code, limit }) => (typeof limit === 'number' ? { field, code, limit } : { field, code }));
    yield put(adminActFailed({ target, kind: act.kind, code: errorCodeOf(err), fields }));
    return;
  }
  yield put(adminActed({ target, kind: act.kind }));
  const state: AdminState = yield select(selectAdmin);
  if (state.view) yield put(fetchAdminPage({ view: state.view, search: state.search }));
}

function* contentOpenWorker(action: ReturnType<typeof contentOpen>): Generator<unknown, void, any> {
  if (!action.payload.id) return;
  try {
    yield put(contentLoaded({ article: yield* callApi(getAdminArticle, { params: { id: action.payload.id } }) }));
  } catch (err) {
    yield put(contentFailed({ code: errorCodeOf(err) }));
  }
}

function* contentSaveWorker(action: ReturnType<typeof contentSave>): Generator<unknown, void, any> {
  const { id, create, patch } = action.payload;
  try {
    const slug: string = id ?? (yield* callApi(createAdminArticle, { body: create! }))._id;
    const article = id
      ? yield* callApi(updateAdminArticle, { params: { id }, body: patch! })
      : yield* callApi(getAdminArticle, { params: { id: slug } });
    yield put(contentSaved({ article }));
  } catch (err) {
    yield put(contentFailed({ code: errorCodeOf(err) }));
    return;
  }
  const state: AdminState = yield select(selectAdmin);
  if (state.view) yield put(fetchAdminPage({ view: state.view, search: state.search }));
}

function* guideOpenWorker(action: ReturnType<typeof guideOpen>): Generator<unknown, void, any> {
  try {
    yield put(guideLoaded({ guide: yield* callApi(getAdminCountryGuide, { params: { code: action.payload.code } }) }));
  } catch (err) {
    yield put(contentFailed({ code: errorCodeOf(err) }));
  }
}

function* guideSaveWorker(action: ReturnType<typeof guideSave>): Generator<unknown, void, any> {
  const { code, patch } = action.payload;
  try {
    yield put(guideSaved({ guide: yield* callApi(updateAdminCountryGuide, { params: { code }, body: patch }) }));
  } catch (err) {
    yield put(contentFailed({ code: errorCodeOf(err) }));
  }
}

function* contentPreviewWorker(action: ReturnType<typeof contentPreview>): Generator<unknown, void, any> {
  try {
    yield put(contentPreviewed(yield* callApi(previewAdminContent, { body: action.payload })));
  } catch (err) {
    const logger: ClientLogger = yield getContext('logger');
    logger.warn({ err }, 'content preview failed');
  }
}

function* mfaSetupWorker(): Generator<unknown, void, any> {
  try {
    yield put(mfaSetupLoaded(yield* callApi(setupMfa, {})));
  } catch (err) {
    yield put(mfaFailed({ code: errorCodeOf(err) }));
  }
}

function* mfaVerifyWorker(action: ReturnType<typeof mfaVerifyRequest>): Generator<unknown, void, any> {
  try {
    const answer = yield* callApi(verifyMfa, { body: { code: action.payload.code } });
    yield put(mfaVerified({ recoveryCodes: answer.recoveryCodes }));
    yield put(mfaEnrolled());
    // the page on screen, now that the api answers
    const state: AdminState = yield select(selectAdmin);
    if (state.view) yield put(fetchAdminPage({ view: state.view, search: state.search }));
  } catch (err) {
    yield put(mfaFailed({ code: errorCodeOf(err) }));
  }
}

export function* adminSaga(): Generator {
  yield takeLatest(fetchAdminPage.type, fetchWorker);
  yield takeEvery(adminAct.type, actWorker);
  yield takeLatest(mfaSetupRequest.type, mfaSetupWorker);
  yield takeLatest(contentOpen.type, contentOpenWorker);
  yield takeLatest(contentSave.type, contentSaveWorker);
  yield takeLatest(contentPreview.type, contentPreviewWorker);
  yield takeLatest(guideOpen.type, guideOpenWorker);
  yield takeLatest(guideSave.type, guideSaveWorker);
  yield takeLatest(mfaVerifyRequest.type, mfaVerifyWorker);
}
