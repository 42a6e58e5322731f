// Orders: a paid plan, or a product (a top offer for one's own published estate). An order is made
// by the user, priced here from what is stored (the plan's price, the product's price), never from
// what the client sends, and paid by card through the payment provider: its status moves
// pending → paid | failed | canceled only through the provider's signed events (webhook.ts). A top
// offer may instead be paid with a TOP_OFFER credit of the user's plan: paid at once, no payment.
// A repeated request with the same Idempotency-Key answers the order (and the payment) made first.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import type { HandledEvent, PaymentProvider } from '../integrations/payments/provider.ts';
import type { Currency } from '../../shared/core/constants.ts';
import { TOP_OFFER_DAYS } from '../../shared/contract/billing.ts';
import type { CreateOrderBody, CreateProductOrderBody, OrderKind, OrderWithPayment, Payment } from '../../shared/contract/billing.ts';
import { isTopOfferDays, topOfferAmount } from './products.ts';
import {
  cancelPendingOrder,
  extendTopOffer,
  insertOrder,
  isFreePlan,
  lockEstateByAlias,
  lockUser,
  orderOfRow,
  selectActivePlan,
  selectOrderByIdempotencyKey,
  selectUserLanguage,
  selectUserOrder,
  setOrderPayment,
  type OrderRow,
  type OrderStatus,
  type OrderViewRow,
} from './sql.ts';
import { activeResources, assertMayChangeTo } from './subscriptions.ts';

export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}

// ---- the rules, pure ---------------------------------------------------------------------------

/** What a provider event does to an order: moves it to a new status, or is ignored (and why). */
export type OrderTransition = { to: Exclude<OrderStatus, 'pending'> } | { ignore: string };

/**
 * The order status machine. Only a pending order moves, and only once: a payment that succeeded
 * makes it paid, a failed one failed, an intent canceled at the provider canceled. A paid, failed or
 * canceled order stays as it is whatever comes later (a late success after a failure is logged for
 * a refund by hand; the provider's intent of a failed order is canceled, so it should not happen).
 */
export function orderTransition(status: OrderStatus, event: HandledEvent): OrderTransition {
  if (status !== 'pending') return { ignore: `order ${status}` };
  switch (event) {
    case 'payment_intent.succeeded':
      return { to: 'paid' };
    case 'payment_intent.payment_failed':
      return { to: 'failed' };
    case 'payment_intent.canceled':
      return { to: 'canceled' };
  }
}

/** A plan's price in the currency, in minor units (the stored prices are per plan period). */
export function planAmount(prices: Readonly<Record<Currency, number>>, currency: Currency): number {
  return Number(prices[currency] ?? 0);
}

// ---- answering an order ------------------------------------------------------------------------

function paymentOf(deps: OrderDeps, row: OrderRow): Payment | null {
  if (row.status !== 'pending' || row.provider === 'credit' || !row.client_secret) return null;
  const payment: Payment = { provider: row.provider, clientSecret: row.client_secret };
  if (row.provider === 'stripe' && deps.payments.publishableKey) payment.publishableKey = deps.payments.publishableKey;
  return payment;
}

function describe(row: OrderRow): string {
  return row.kind === 'plan' ? `Plan ${row.plan_id}` : `Top offer, ${row.days} days`;
}

/**
 * The order and, while it is pending, its payment. A pending order without a payment yet (its
 * intent could not be made, or a first request is still making it) gets one now: the provider
 * answers the same intent for the same order, so two requests never make two.
 */
async function withPayment(deps: OrderDeps, row: OrderViewRow): Promise<OrderWithPayment> {
  if (row.status === 'pending' && row.provider !== 'credit' && !row.payment_id) {
    if (row.provider !== deps.payments.name) {
      // made under the other provider (the keys changed since): it cannot be paid here
      await cancelPendingOrder(deps.db, row.id, 'provider_changed');
      return { order: orderOfRow({ ...row, status: 'canceled', failure_code: 'provider_changed' }), payment: null };
    }
    let intent;
    try {
      intent = await deps.payments.createIntent({
        amount: Number(row.amount),
        currency: row.currency,
        orderId: row.id,
        userId: row.user_id,
        description: describe(row),
      });
    } catch (err) {
      deps.log.error({ err, orderId: row.id, provider: deps.payments.name }, 'payment intent not created');
      throw errors.unavailable('The payment provider cannot be reached: try again in a moment');
    }
    if (await setOrderPayment(deps.db, row.id, intent.id, intent.clientSecret)) {
      row = { ...row, payment_id: intent.id, client_secret: intent.clientSecret };
    } else {
      const again = await selectUserOrder(deps.db, row.id, row.user_id, row.kind);
      if (again) row = again;
    }
  }
  return { order: orderOfRow(row), payment: paymentOf(deps, row) };
}

/** The user's order of this kind with its payment; 404 for an unknown order or another user's (never 403: it would tell it exists). */
export async function getOrder(deps: OrderDeps, userId: string, orderId: string, kind: OrderKind): Promise<OrderWithPayment> {
  const row = await selectUserOrder(deps.db, orderId, userId, kind);
  if (!row) throw errors.notFound('order');
  return withPayment(deps, row);
}

/** The order an Idempotency-Key made before, if the same request made it; 409 when the key was used for another request. */
function replayOf(row: OrderViewRow | null, same: (row: OrderViewRow) => boolean): OrderViewRow | null {
  if (!row) return null;
  if (!same(row)) {
    throw errors.conflict('This Idempotency-Key was used for another order: send a new key for a new order', 'IDEMPOTENCY_KEY_REUSED');
  }
  return row;
}

// ---- plan orders -------------------------------------------------------------------------------

export async function createPlanOrder(
  deps: OrderDeps,
  userId: string,
  body: CreateOrderBody,
  idempotencyKey: string | undefined,
): Promise<OrderWithPayment> {
  const currency = body.currency ?? 'eur';
  const key = idempotencyKey ?? null;
  const same = (r: OrderViewRow) => r.kind === 'plan' && r.plan_id === body.planId && r.currency === currency;
  const row = await deps.db.transaction(async (tx) => {
    // one user's orders one after another: two tabs, or a retry racing its first request
    await lockUser(tx, userId);
    const earlier = key ? replayOf(await selectOrderByIdempotencyKey(tx, userId, key), same) : null;
    if (earlier) return earlier;
    const plan = await selectActivePlan(tx, body.planId);
    if (!plan) throw errors.notFound('plan');
    if (isFreePlan(plan)) throw errors.conflict('This plan is free: subscribe to it instead of ordering it', 'PLAN_IS_FREE');
    await assertMayChangeTo(tx, userId, body.planId);
    const amount = planAmount(plan.prices, currency);
    if (amount <= 0) throw errors.conflict(`This plan has no price in ${currency}`, 'PRICE_UNAVAILABLE');
    const order = await insertOrder(tx, {
      userId,
      kind: 'plan',
      planId: plan.id,
      amount,
      currency,
      provider: deps.payments.name,
      idempotencyKey: key,
      language: await selectUserLanguage(tx, userId),
    });
    return { ...order, estate_alias_id: null };
  });
  return withPayment(deps, row);
}

// ---- product orders (top offers) ----------------------------------------------------------------

/** Whether the user has a TOP_OFFER credit left (a plan's TOP_OFFER resource, -1 unlimited). */
async function hasTopOfferCredit(tx: Queryable, userId: string): Promise<boolean> {
  const { TOP_OFFER: credit } = await activeResources(tx, userId);
  return credit.limit === -1 || credit.limit - credit.used > 0;
}

export async function createProductOrder(
  deps: OrderDeps,
  userId: string,
  body: CreateProductOrderBody,
  idempotencyKey: string | undefined,
): Promise<OrderWithPayment> {
  const days = body.days;
  if (!isTopOfferDays(days)) throw errors.invalidField('body/days', `must be one of ${TOP_OFFER_DAYS.join(', ')}`, 'INVALID_CHOICE');
  const currency = body.currency ?? 'eur';
  const useCredit = body.useCredit ?? false;
  const key = idempotencyKey ?? null;
  const same = (r: OrderViewRow) =>
    r.kind === 'product' &&
    r.product === body.product &&
    r.estate_alias_id === body.estateAliasId &&
    r.days === days &&
    (useCredit ? r.provider === 'credit' : r.provider !== 'credit' && r.currency === currency);
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const earlier = key ? replayOf(await selectOrderByIdempotencyKey(tx, userId, key), same) : null;
    if (earlier) return earlier;
    const estate = await lockEstateByAlias(tx, body.estateAliasId);
    if (!estate) throw errors.notFound('estate');
    if (estate.owner_id !== userId) throw errors.forbidden('Only the owner of an estate may promote it', 'NOT_OWNER');
    if (estate.status !== 'published') throw errors.conflict('Only a published estate can be a top offer: publish it first', 'NOT_PUBLISHED');
    const language = await selectUserLanguage(tx, userId);
    const base = { userId, kind: 'product' as const, product: body.product, estateId: estate.id, days, idempotencyKey: key, language };
    if (useCredit) {
      if (!(await hasTopOfferCredit(tx, userId))) {
        throw errors.conflict('Your plans have no top offer left: pay for this one by card instead', 'NO_TOP_OFFER_CREDIT');
      }
      const order = await insertOrder(tx, { ...base, amount: 0, currency, provider: 'credit', paid: true });
      await extendTopOffer(tx, estate.id, days);
      return { ...order, estate_alias_id: body.estateAliasId };
    }
    const order = await insertOrder(tx, { ...base, amount: topOfferAmount(days, currency), currency, provider: deps.payments.name });
    return { ...order, estate_alias_id: body.estateAliasId };
  });
  return withPayment(deps, row);
}
