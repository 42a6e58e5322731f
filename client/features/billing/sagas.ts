// Billing: the plan choice (a free plan subscribed at once, then the user reloaded so the new
// PUBLICATION resource opens the private area; a paid plan ordered), the order page (load, pay with a
// test card, the bank's confirm step, a new order when this one can no longer be paid), the status
// pages (one load for the page, then a watch from the browser every 1.5 s until the order is paid or
// failed, given up after two minutes) and the promotion of an estate (a product order).
import { all, call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { LocalPaymentResult, Order, OrderWithPayment, Plan } from '../../../shared/contract/billing.ts';
import { callApi } from '../../lib/api.ts';
import { apiErrorToFormErrors, FORM, msg, toApiFailure, type ApiFailure, type FieldMessage, type FormErrors } from '../../lib/forms/errors.ts';
import { loadPageData } from '../../session/root/index.ts';
import { fetchCurrentUserWorker, getCurrentUser } from '../../session/user/index.ts';
import {
  authenticateLocalPayment,
  confirmLocalPayment,
  createOrder,
  createProductOrder,
  getOrder,
  getProductOrder,
  IDEMPOTENCY_HEADER,
  listInitialPlans,
  listPlans,
  subscribe,
} from './api.ts';
import { CARD_FIELDS, cardForConfirm, decideStatus, paymentFailureMessage, POLL_GIVE_UP_MS, POLL_INTERVAL_MS, type OrderKind } from './model.ts';
import {
  answerAuthentication,
  changePlanFailed,
  changePlanLoaded,
  choosePlan,
  choosePlanFailed,
  fetchChangePlan,
  fetchInitialPlans,
  fetchOrderPage,
  fetchOrderStatus,
  initialPlansFailed,
  initialPlansLoaded,
  orderPageFailed,
  orderPageLoaded,
  orderWatched,
  payWithTestCard,
  paymentFailed,
  paymentNeedsAuthentication,
  paymentSucceeded,
  planChosen,
  planOrdered,
  promoteCreated,
  promoteEstate,
  promoteFailed,
  reorder,
  reordered,
  selectOrderPage,
  stopWatching,
  watchFailed,
  watchGaveUp,
  watchOrder,
  watchPlanLoaded,
  type OrderPageState,
} from './slice.ts';

const idempotency = (key: string | undefined) => (key ? { [IDEMPOTENCY_HEADER]: key } : undefined);

/** An order of either kind, read from its own endpoint. */
function* readOrder(kind: OrderKind, orderId: string): Generator<unknown, OrderWithPayment, any> {
  return kind === 'product'
    ? yield* callApi(getProductOrder, { params: { productOrderId: orderId } })
    : yield* callApi(getOrder, { params: { orderId } });
}

/** The plans, or none when they cannot be read (they only name things on these pages). */
function* plansOrNone(): Generator<unknown, Plan[], any> {
  try {
    return yield* callApi(listPlans, {});
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// The plan choice

function* fetchInitialWorker(): Generator<unknown, void, any> {
  const result = yield* loadPageData('initial plans', () => callApi(listInitialPlans, {}));
  if (result.ok) yield put(initialPlansLoaded(result.data));
  else yield put(initialPlansFailed());
}

function* fetchChangeWorker(): Generator<unknown, void, any> {
  const result = yield* loadPageData('change plan', function* () {
    const [plans, current] = yield all([call(() => callApi(listPlans, {})), call(() => callApi(getCurrentUser, {}))]);
    return { plans, subscriptions: current.subscriptions ?? [] };
  });
  if (result.ok) yield put(changePlanLoaded(result.data));
  else yield put(changePlanFailed());
}

/** A refused plan choice or order as the screen's message. */
export function planChoiceError(failure: ApiFailure): FieldMessage {
  if (failure.code === 'ALREADY_SUBSCRIBED') return msg('billing.errors.alreadySubscribed');
  if (failure.code === 'PLAN_CHANGE_NOT_ALLOWED') return msg('billing.errors.changeNotAllowed');
  if (failure.statusCode === 404) return msg('billing.errors.planNotFound');
  if (failure.statusCode === 0) return msg('forms.errors.network');
  if (failure.statusCode === 401) return msg('forms.errors.signedOut');
  if (failure.statusCode === 429) return msg('forms.errors.tooManyRequests');
  return msg('plansPrivate.errors.failed');
}

function* chooseWorker(action: ReturnType<typeof choosePlan>): Generator<unknown, void, any> {
  const { planId, paid, currency, key, context = 'initial' } = action.payload;
  if (paid) {
    try {
      const res = yield* callApi(createOrder, { body: { planId, currency }, headers: idempotency(key) });
      yield put(planOrdered({ orderId: res.order._id }));
    } catch (err) {
      yield put(choosePlanFailed(planChoiceError(toApiFailure(err))));
    }
    return;
  }
  try {
    yield* callApi(subscribe, { body: { planId } });
  } catch (err) {
    const failure = toApiFailure(err);
    // a new account that holds a plan already (409) may go on; a change of plan says why it was refused
    if (failure.statusCode !== 409 || context === 'change') {
      yield put(choosePlanFailed(planChoiceError(failure)));
      return;
    }
  }
  yield call(fetchCurrentUserWorker);
  yield put(planChosen());
}

// ---------------------------------------------------------------------------------------------
// The order page

function* fetchOrderPageWorker(action: ReturnType<typeof fetchOrderPage>): Generator<unknown, void, any> {
  const { orderId, kind } = action.payload;
  const result = yield* loadPageData('order', function* () {
    const [data, plans] = yield all([call(readOrder, kind, orderId), kind === 'plan' ? call(plansOrNone) : call(() => [])]);
    return { data: data as OrderWithPayment, plans: plans as Plan[] };
  });
  if (result.ok) yield put(orderPageLoaded(result.data));
  else yield put(orderPageFailed());
}

/**
 * A refused confirm or authenticate call: the card's fields where the api names them (the form is
 * corrected and sent again), or a payment that cannot be made any more (final).
 */
export function payCallErrors(failure: ApiFailure): { errors: FormErrors; final: boolean } {
  if (failure.statusCode === 409 || failure.statusCode === 404) return { errors: { [FORM]: msg('billing.payErrors.notPayable') }, final: true };
  const errors = apiErrorToFormErrors(failure, CARD_FIELDS, { aliases: { cardNumber: 'number', expMonth: 'expiry', expYear: 'expiry' } });
  return { errors, final: false };
}

/** The provider refused the payment: say why, and show the order as it is now (failed, by the provider's event). */
function* refused(code: string): Generator<unknown, void, any> {
  yield put(paymentFailed({ errors: { [FORM]: paymentFailureMessage(code) }, final: true }));
  const page: OrderPageState = yield select(selectOrderPage);
  if (!page.orderId) return;
  try {
    const data = yield* readOrder(page.kind, page.orderId);
    yield put(orderPageLoaded({ data, plans: page.plans }));
  } catch {
    // the page keeps what it showed; the message says what happened
  }
}

function* afterLocalResult(res: LocalPaymentResult): Generator<unknown, void, any> {
  if (res.status === 'succeeded') yield put(paymentSucceeded());
  else if (res.status === 'requires_action') yield put(paymentNeedsAuthentication());
  else yield* refused(res.failureCode ?? 'card_declined');
}

/** The pending payment of the order on the page, or null (then it cannot be paid any more). */
function* payable(): Generator<unknown, { paymentId: string; clientSecret: string } | null, any> {
  const page: OrderPageState = yield select(selectOrderPage);
  const order = page.data?.order;
  const payment = page.data?.payment;
  if (!order || !payment || !order.paymentId || order.status !== 'pending') return null;
  return { paymentId: order.paymentId, clientSecret: payment.clientSecret };
}

function* payWorker(action: ReturnType<typeof payWithTestCard>): Generator<unknown, void, any> {
  const target = yield* payable();
  if (!target) {
    yield put(paymentFailed({ errors: { [FORM]: msg('billing.payErrors.notPayable') }, final: true }));
    return;
  }
  try {
    const res = yield* callApi(confirmLocalPayment, {
      params: { paymentId: target.paymentId },
      body: { clientSecret: target.clientSecret, ...cardForConfirm(action.payload.card) },
    });
    yield* afterLocalResult(res);
  } catch (err) {
    yield put(paymentFailed(payCallErrors(toApiFailure(err))));
  }
}

function* authenticateWorker(action: ReturnType<typeof answerAuthentication>): Generator<unknown, void, any> {
  const target = yield* payable();
  if (!target) {
    yield put(paymentFailed({ errors: { [FORM]: msg('billing.payErrors.notPayable') }, final: true }));
    return;
  }
  try {
    const res = yield* callApi(authenticateLocalPayment, {
      params: { paymentId: target.paymentId },
      body: { clientSecret: target.clientSecret, approve: action.payload.approve },
    });
    // a refused confirmation is an authentication failure whatever the provider calls it
    if (res.status === 'failed' && !action.payload.approve) yield* refused('authentication_failed');
    else yield* afterLocalResult(res);
  } catch (err) {
    yield put(paymentFailed(payCallErrors(toApiFailure(err))));
  }
}

/** A new order for what the page's order bought (the old one failed or was canceled). */
function* reorderWorker(action: ReturnType<typeof reorder>): Generator<unknown, void, any> {
  const page: OrderPageState = yield select(selectOrderPage);
  const order = page.data?.order;
  if (!order) return;
  const headers = idempotency(action.payload.key);
  try {
    if (order.kind === 'plan' && order.planId) {
      const res = yield* callApi(createOrder, { body: { planId: order.planId, currency: order.currency }, headers });
      yield put(reordered({ orderId: res.order._id, kind: 'plan' }));
    } else if (order.kind === 'product' && order.estateAliasId && order.days) {
      const res = yield* callApi(createProductOrder, {
        body: { product: order.product ?? 'top-offer', estateAliasId: order.estateAliasId, days: order.days, currency: order.currency },
        headers,
      });
      yield put(reordered({ orderId: res.order._id, kind: 'product' }));
    } else {
      yield put(paymentFailed({ errors: { [FORM]: msg('billing.payErrors.notPayable') } }));
    }
  } catch (err) {
    const failure = toApiFailure(err);
    yield put(paymentFailed({ errors: { [FORM]: order.kind === 'plan' ? planChoiceError(failure) : promoteError(failure) } }));
  }
}

// ---------------------------------------------------------------------------------------------
// The status pages

/** After a paid order: the user's resources changed (account box, guards); a plan's resources are the next step. */
function* afterPaid(kind: OrderKind, order: Order): Generator<unknown, void, any> {
  yield call(fetchCurrentUserWorker);
  if (kind === 'plan' && order.planId) {
    const plans: Plan[] = yield call(plansOrNone);
    yield put(watchPlanLoaded(plans.find((p) => p._id === order.planId) ?? null));
  }
}

/** The status page's own load (server and browser): the order once. */
function* fetchOrderStatusWorker(action: ReturnType<typeof fetchOrderStatus>): Generator<unknown, void, any> {
  const { orderId, kind } = action.payload;
  const result = yield* loadPageData('order status', () => readOrder(kind, orderId));
  if (!result.ok) {
    yield put(watchFailed({ orderId, kind }));
    return;
  }
  const order = result.data.order;
  yield put(orderWatched({ orderId, kind, order, outcome: decideStatus(order.status, 0) }));
  if (order.status === 'paid' && kind === 'plan' && order.planId) {
    const plans: Plan[] = yield call(plansOrNone);
    yield put(watchPlanLoaded(plans.find((p) => p._id === order.planId) ?? null));
  }
}

function* pollOrder(payload: ReturnType<typeof watchOrder>['payload']): Generator<unknown, void, any> {
  const { orderId, kind, intervalMs = POLL_INTERVAL_MS, giveUpMs = POLL_GIVE_UP_MS } = payload;
  const started = Date.now();
  for (;;) {
    try {
      const { order } = yield* readOrder(kind, orderId);
      const outcome = decideStatus(order.status, Date.now() - started, giveUpMs);
      yield put(orderWatched({ orderId, kind, order, outcome }));
      if (outcome === 'paid') yield call(afterPaid, kind, order);
      if (outcome !== 'waiting') return;
    } catch (err) {
      const { statusCode } = toApiFailure(err);
      // not this user's order, or no longer signed in: asking again will not help
      if (statusCode === 400 || statusCode === 401 || statusCode === 404) {
        yield put(watchFailed({ orderId, kind }));
        return;
      }
      // anything else may pass (a restart, the network): ask again until the limit
      if (Date.now() - started >= giveUpMs) {
        yield put(watchGaveUp());
        return;
      }
    }
    yield delay(intervalMs);
  }
}

function* watchWorker(action: ReturnType<typeof watchOrder>): Generator<unknown, void, any> {
  yield race({ poll: call(pollOrder, action.payload), stop: take(stopWatching.type) });
}

// ---------------------------------------------------------------------------------------------
// Promoting an estate

/** A refused product order as the dialog's message. */
export function promoteError(failure: ApiFailure): FieldMessage {
  if (failure.statusCode === 0) return msg('forms.errors.network');
  if (failure.statusCode === 401) return msg('forms.errors.signedOut');
  if (failure.statusCode === 403) return msg('billing.promote.errors.notYours');
  if (failure.statusCode === 404) return msg('billing.promote.errors.notFound');
  if (failure.statusCode === 409) return msg('billing.promote.errors.notPossible');
  if (failure.statusCode === 429) return msg('forms.errors.tooManyRequests');
  return msg('billing.promote.errors.failed');
}

function* promoteWorker(action: ReturnType<typeof promoteEstate>): Generator<unknown, void, any> {
  const { estateAliasId, days, currency, useCredit, key } = action.payload;
  try {
    const res = yield* callApi(createProductOrder, {
      body: { product: 'top-offer', estateAliasId, days, currency, useCredit },
      headers: idempotency(key),
    });
    const paid = res.order.status === 'paid';
    // a spent credit shows at once in what is left
    if (paid) yield call(fetchCurrentUserWorker);
    yield put(promoteCreated({ orderId: res.order._id, paid }));
  } catch (err) {
    yield put(promoteFailed(promoteError(toApiFailure(err))));
  }
}

export function* billingSaga(): Generator {
  yield takeLatest(fetchInitialPlans.type, fetchInitialWorker);
  yield takeLatest(fetchChangePlan.type, fetchChangeWorker);
  yield takeLatest(choosePlan.type, chooseWorker);
  yield takeLatest(fetchOrderPage.type, fetchOrderPageWorker);
  yield takeLatest(payWithTestCard.type, payWorker);
  yield takeLatest(answerAuthentication.type, authenticateWorker);
  yield takeLatest(reorder.type, reorderWorker);
  yield takeLatest(fetchOrderStatus.type, fetchOrderStatusWorker);
  yield takeLatest(watchOrder.type, watchWorker);
  yield takeLatest(promoteEstate.type, promoteWorker);
}
