// The billing feature's state, kept under the store key `billing` (client/store/features.ts):
// the plan choice of /private/initialplan and /private/changeplan (a free plan subscribed at once, a
// paid one ordered), the order page (the order, its payment, the card being paid), the status pages
// (an order watched until it is paid or failed) and the promotion of an estate to a top offer.
import type { Currency, FetchStatus } from '../../../shared/core/constants.ts';
import type { Order, OrderWithPayment, Plan, Subscription } from '../../../shared/contract/billing.ts';
import type { FieldMessage, FormErrors } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchInitialPlans, fetchChangePlan, fetchOrderPage, fetchOrderStatus } from './actions.ts';
import type { Action } from 'redux';
import type { CardValues, OrderKind, WatchOutcome } from './model.ts';

/** Where a plan is chosen: the first plan of a new account, or a change of plan. */
export type PlanChoiceContext = 'initial' | 'change';

export interface PlanChoiceState {
  status: FetchStatus;
  plans: Plan[];
  busyPlanId: string | null;
  error: FieldMessage | null;
  /** a free plan was taken and the user's resources refreshed */
  done: boolean;
}

/** /private/changeplan: every plan and the user's subscriptions (what the current plan may change to). */
export interface ChangePlanState {
  status: FetchStatus;
  plans: Plan[];
  subscriptions: Subscription[];
}

/** The order page: the order and its payment, and the plans (for the plan's name). */
export interface OrderPageState {
  status: FetchStatus;
  orderId: string | null;
  kind: OrderKind;
  data: OrderWithPayment | null;
  plans: Plan[];
}

/** Paying on the order page: the form, the bank's confirm step (3-D Secure), or paid. */
export interface PayState {
  orderId: string | null;
  busy: boolean;
  step: 'form' | 'authenticate' | 'succeeded';
  /** the last attempt's errors, a new object per failed attempt */
  errors: FormErrors | null;
  /** the provider refused the payment (declined, not authenticated): its intent is closed and the order fails; a new order is the way on */
  final: boolean;
}

/** A status page: the order watched until it is settled or the page gives up. */
export interface WatchState {
  orderId: string | null;
  kind: OrderKind;
  status: FetchStatus;
  order: Order | null;
  outcome: WatchOutcome;
  /** the plan of a paid plan order (its resources are the next step) */
  plan: Plan | null;
}

/** The promote dialog's request: a product order paid by card or by a credit. */
export interface PromoteState {
  aliasId: string | null;
  busy: boolean;
  error: FieldMessage | null;
  /** the created order: paid at once (a credit) or to be paid on the order page */
  result: { orderId: string; paid: boolean } | null;
}

export interface BillingState extends PlanChoiceState {
  /** the order a paid plan choice created: the screen goes to its order page */
  orderCreated: { orderId: string; kind: OrderKind } | null;
  change: ChangePlanState;
  order: OrderPageState;
  pay: PayState;
  watch: WatchState;
  promote: PromoteState;
}

export const initialPayState: PayState = { orderId: null, busy: false, step: 'form', errors: null, final: false };
export const initialWatchState: WatchState = { orderId: null, kind: 'plan', status: 'notFetched', order: null, outcome: 'waiting', plan: null };
export const initialPromoteState: PromoteState = { aliasId: null, busy: false, error: null, result: null };

export const initialPlanChoiceState: BillingState = {
  status: 'notFetched',
  plans: [],
  busyPlanId: null,
  error: null,
  done: false,
  orderCreated: null,
  change: { status: 'notFetched', plans: [], subscriptions: [] },
  order: { status: 'notFetched', orderId: null, kind: 'plan', data: null, plans: [] },
  pay: initialPayState,
  watch: initialWatchState,
  promote: initialPromoteState,
};

// the plan choice
export const initialPlansLoaded = actionCreator<Plan[]>('billing/initialPlansLoaded');
export const initialPlansFailed = actionCreator('billing/initialPlansFailed');
export const changePlanLoaded = actionCreator<{ plans: Plan[]; subscriptions: Subscription[] }>('billing/changePlanLoaded');
export const changePlanFailed = actionCreator('billing/changePlanFailed');
/**
 * Take a plan: a free one is subscribed (`paid` false), a paid one ordered in `currency` with the
 * attempt's idempotency `key`.
 */
export const choosePlan = actionCreator<{ planId: string; paid?: boolean; currency?: Currency; key?: string; context?: PlanChoiceContext }>(
  'billing/choosePlan',
);
export const planChosen = actionCreator('billing/planChosen');
export const planOrdered = actionCreator<{ orderId: string }>('billing/planOrdered');
export const choosePlanFailed = actionCreator<FieldMessage>('billing/choosePlanFailed');

// the order page
export const orderPageLoaded = actionCreator<{ data: OrderWithPayment; plans: Plan[] }>('billing/orderPageLoaded');
export const orderPageFailed = actionCreator('billing/orderPageFailed');
/** pay the order's payment with a test card (local provider) */
export const payWithTestCard = actionCreator<{ card: CardValues }>('billing/payWithTestCard');
/** the card holder's answer to the bank's confirm step (local provider) */
export const answerAuthentication = actionCreator<{ approve: boolean }>('billing/answerAuthentication');
export const paymentNeedsAuthentication = actionCreator('billing/paymentNeedsAuthentication');
export const paymentSucceeded = actionCreator('billing/paymentSucceeded');
/** a payment attempt failed: `final` when the provider refused it (then the order fails), else the form is corrected and sent again */
export const paymentFailed = actionCreator<{ errors: FormErrors; final?: boolean }>('billing/paymentFailed');
/** a new order for the same plan or top offer when this one can no longer be paid */
export const reorder = actionCreator<{ key: string }>('billing/reorder');
export const reordered = actionCreator<{ orderId: string; kind: OrderKind }>('billing/reordered');

// the status pages
/** start watching (from the screen, in the browser only); `intervalMs`/`giveUpMs` default to the product's */
export const watchOrder = actionCreator<{ orderId: string; kind: OrderKind; intervalMs?: number; giveUpMs?: number }>('billing/watchOrder');
export const stopWatching = actionCreator('billing/stopWatching');
export const orderWatched = actionCreator<{ orderId: string; kind: OrderKind; order: Order; outcome: WatchOutcome }>('billing/orderWatched');
export const watchPlanLoaded = actionCreator<Plan | null>('billing/watchPlanLoaded');
export const watchGaveUp = actionCreator('billing/watchGaveUp');
export const watchFailed = actionCreator<{ orderId: string; kind: OrderKind }>('billing/watchFailed');

// promoting an estate
export const promoteEstate = actionCreator<{ estateAliasId: string; days: number; currency: Currency; useCredit: boolean; key: string }>(
  'billing/promoteEstate',
);
export const promoteCreated = actionCreator<{ orderId: string; paid: boolean }>('billing/promoteCreated');
export const promoteFailed = actionCreator<FieldMessage>('billing/promoteFailed');
export const promoteReset = actionCreator('billing/promoteReset');

export function billingReducer(state: BillingState = initialPlanChoiceState, action: Action): BillingState {
  if (fetchInitialPlans.match(action)) return { ...state, status: 'fetching', done: false, error: null, orderCreated: null };
  if (initialPlansLoaded.match(action)) return { ...state, status: 'success', plans: action.payload };
  if (initialPlansFailed.match(action)) return { ...state, status: 'failed' };
  if (fetchChangePlan.match(action))
    return { ...state, done: false, error: null, orderCreated: null, change: { ...state.change, status: 'fetching' } };
  if (changePlanLoaded.match(action)) return { ...state, change: { status: 'success', ...action.payload } };
  if (changePlanFailed.match(action)) return { ...state, change: { ...state.change, status: 'failed' } };
  if (choosePlan.match(action)) return { ...state, busyPlanId: action.payload.planId, error: null, done: false, orderCreated: null };
  if (planChosen.match(action)) return { ...state, busyPlanId: null, done: true };
  if (planOrdered.match(action)) return { ...state, busyPlanId: null, orderCreated: { orderId: action.payload.orderId, kind: 'plan' } };
  if (choosePlanFailed.match(action)) return { ...state, busyPlanId: null, error: action.payload };

  if (fetchOrderPage.match(action)) {
    const same = state.order.orderId === action.payload.orderId;
    return {
      ...state,
      orderCreated: null,
      order: { ...state.order, status: 'fetching', orderId: action.payload.orderId, kind: action.payload.kind, data: same ? state.order.data : null },
      pay: same && state.pay.orderId === action.payload.orderId ? state.pay : { ...initialPayState, orderId: action.payload.orderId },
    };
  }
  if (orderPageLoaded.match(action)) {
    if (action.payload.data.order._id !== state.order.orderId) return state;
    return { ...state, order: { ...state.order, status: 'success', data: action.payload.data, plans: action.payload.plans } };
  }
  if (orderPageFailed.match(action)) return { ...state, order: { ...state.order, status: 'failed' } };
  if (payWithTestCard.match(action)) return { ...state, pay: { ...state.pay, busy: true, errors: null } };
  if (answerAuthentication.match(action)) return { ...state, pay: { ...state.pay, busy: true, errors: null } };
  if (paymentNeedsAuthentication.match(action)) return { ...state, pay: { ...state.pay, busy: false, step: 'authenticate' } };
  if (paymentSucceeded.match(action)) return { ...state, pay: { ...state.pay, busy: false, step: 'succeeded' } };
  if (paymentFailed.match(action)) {
    const final = state.pay.final || action.payload.final === true;
    return { ...state, pay: { ...state.pay, busy: false, step: 'form', errors: action.payload.errors, final } };
  }
  if (reorder.match(action)) return { ...state, pay: { ...state.pay, busy: true, errors: null } };
  if (reordered.match(action)) return { ...state, pay: { ...state.pay, busy: false }, orderCreated: action.payload };

  if (fetchOrderStatus.match(action) || watchOrder.match(action)) {
    const { orderId, kind } = action.payload;
    if (state.watch.orderId === orderId && state.watch.kind === kind) {
      return fetchOrderStatus.match(action)
        ? { ...state, watch: { ...state.watch, status: state.watch.order ? state.watch.status : 'fetching' } }
        : state;
    }
    return { ...state, watch: { ...initialWatchState, orderId, kind, status: 'fetching' } };
  }
  if (orderWatched.match(action)) {
    const { orderId, kind, order, outcome } = action.payload;
    if (state.watch.orderId !== orderId || state.watch.kind !== kind) return state;
    return { ...state, watch: { ...state.watch, status: 'success', order, outcome } };
  }
  if (watchPlanLoaded.match(action)) return { ...state, watch: { ...state.watch, plan: action.payload } };
  if (watchGaveUp.match(action)) return { ...state, watch: { ...state.watch, outcome: 'timeout' } };
  if (watchFailed.match(action)) {
    if (state.watch.orderId !== action.payload.orderId) return state;
    return { ...state, watch: { ...state.watch, status: 'failed' } };
  }

  if (promoteEstate.match(action)) return { ...state, promote: { aliasId: action.payload.estateAliasId, busy: true, error: null, result: null } };
  if (promoteCreated.match(action)) return { ...state, promote: { ...state.promote, busy: false, result: action.payload } };
  if (promoteFailed.match(action)) return { ...state, promote: { ...state.promote, busy: false, error: action.payload } };
  if (promoteReset.match(action)) return { ...state, promote: initialPromoteState };
  return state;
}

type S = { billing: BillingState };

export const selectPlanChoice = (s: S): BillingState => s.billing;
export const selectChangePlan = (s: S): ChangePlanState => s.billing.change;
export const selectOrderPage = (s: S): OrderPageState => s.billing.order;
export const selectPay = (s: S): PayState => s.billing.pay;
export const selectWatch = (s: S): WatchState => s.billing.watch;
export const selectPromote = (s: S): PromoteState => s.billing.promote;

export * from './actions.ts';
