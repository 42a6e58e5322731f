// The queries of billing: plans, subscriptions and the derived resource use, orders and the payment
// events handled, and how their rows become the contract's Plan, Subscription and Order. Resource
// use is read from the resource_usage view, so it cannot drift from the estates.
import type { Queryable } from '../db/index.ts';
import type { Currency, EstateStatus, Language, ResourceType, SubscriptionStatus } from '../../shared/core/constants.ts';
import type { Order, OrderKind, OrderStatus, PaymentProviderName, Plan, PlanPeriod, Product, Subscription } from '../../shared/contract/billing.ts';

export interface PlanRow {
  id: string;
  names: Record<string, string>;
  prices: Record<Currency, number>;
  period: PlanPeriod | null;
  resources: { type: ResourceType; limit: number }[];
  upgradable_to: 'all' | string[];
  is_initial: boolean;
  is_active: boolean;
  sort: number;
}

/** Free: every price is 0. */
export function isFreePlan(row: Pick<PlanRow, 'prices'>): boolean {
  return Object.values(row.prices).every((p) => Number(p) === 0);
}

export function planOfRow(row: PlanRow): Plan {
  return {
    _id: row.id,
    name: row.names,
    prices: row.prices,
    period: row.period,
    resources: row.resources,
    upgradableTo: row.upgradable_to,
    isInitial: row.is_initial,
    isFree: isFreePlan(row),
  };
}

/** The active plans (only those offered to a new user when `onlyInitial`), in display order. */
export async function selectPlans(q: Queryable, onlyInitial: boolean): Promise<Plan[]> {
  const r = await q.query<PlanRow>(`SELECT * FROM plans WHERE is_active ${onlyInitial ? 'AND is_initial' : ''} ORDER BY sort, id`);
  return r.rows.map(planOfRow);
}

export async function selectActivePlan(q: Queryable, id: string): Promise<PlanRow | null> {
  const r = await q.query<PlanRow>('SELECT * FROM plans WHERE id = $1 AND is_active', [id]);
  return r.rows[0] ?? null;
}

interface SubscriptionRow {
  id: string;
  user_id: string;
  status: SubscriptionStatus;
  renew: boolean;
  current_period_ends_at: Date | string | null;
  created_at: Date | string;
  canceled_at: Date | string | null;
  plan_id: string;
  names: Record<string, string>;
  prices: Record<Currency, number>;
  period: PlanPeriod | null;
  resources: { type: ResourceType; limit: number }[];
  upgradable_to: 'all' | string[];
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function subscriptionOfRow(row: SubscriptionRow, used: Map<string, number>): Subscription {
  const values = row.resources.map((r) => ({ type: r.type, limit: r.limit, used: used.get(r.type) ?? 0 }));
  return {
    _id: row.id,
    status: row.status,
    renew: row.renew,
    plan: { _id: row.plan_id, name: row.names, upgradableTo: row.upgradable_to, period: row.period, prices: row.prices },
    currentPeriodEndsAt: iso(row.current_period_ends_at),
    resources: { meta: { total: values.length }, values },
    createdAt: iso(row.created_at) as string,
    canceledAt: iso(row.canceled_at),
  };
}

const SELECT_SUBSCRIPTION = `SELECT s.id, s.user_id, s.status, s.renew, s.current_period_ends_at, s.created_at, s.canceled_at,
       p.id AS plan_id, p.names, p.prices, p.period, p.resources, p.upgradable_to
  FROM subscriptions s JOIN plans p ON p.id = s.plan_id`;

/** How much of each resource type the user uses now. */
export async function selectUsage(q: Queryable, userId: string): Promise<Map<string, number>> {
  const r = await q.query<{ type: string; used: number }>('SELECT type, used FROM resource_usage WHERE user_id = $1', [userId]);
  return new Map(r.rows.map((x) => [x.type, Number(x.used)]));
}

/** The user's subscriptions that are not canceled, newest first, with resource use. */
export async function selectLiveSubscriptions(q: Queryable, userId: string): Promise<Subscription[]> {
  const r = await q.query<SubscriptionRow>(
    `${SELECT_SUBSCRIPTION} WHERE s.user_id = $1 AND s.status <> 'canceled' ORDER BY s.created_at DESC, s.id`,
    [userId],
  );
  if (!r.rows.length) return [];
  const used = await selectUsage(q, userId);
  return r.rows.map((row) => subscriptionOfRow(row, used));
}

/** A subscription of the user's, with resource use; null when there is none of theirs by that id. */
export async function selectSubscription(q: Queryable, id: string, userId: string): Promise<Subscription | null> {
  const r = await q.query<SubscriptionRow>(`${SELECT_SUBSCRIPTION} WHERE s.id = $1 AND s.user_id = $2`, [id, userId]);
  const row = r.rows[0];
  if (!row) return null;
  return subscriptionOfRow(row, await selectUsage(q, userId));
}

/** Locks the user's row so that two plan changes of one user run one after the other. */
export async function lockUser(q: Queryable, userId: string): Promise<void> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Cancels every live subscription of the user (their renewal too). */
export async function cancelLiveSubscriptions(q: Queryable, userId: string): Promise<void> {
  await q.query(`UPDATE subscriptions SET status = 'canceled', canceled_at = now(), renew = false WHERE user_id = $1 AND status <> 'canceled'`, [
    userId,
  ]);
}

/** A new active, renewing subscription; its period ends one plan period from now (never for an endless plan). */
export async function insertActiveSubscription(q: Queryable, userId: string, planId: string, period: PlanPeriod | null): Promise<string> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, plan_id, status, renew, current_period_ends_at)
     VALUES ($1, $2, 'active', true, CASE WHEN $3::text IS NULL THEN NULL ELSE now() + ('1 ' || $3::text)::interval END)
     RETURNING id`,
    [userId, planId, period],
  );
  return r.rows[0].id;
}

/** Flips the renewal of the user's live subscription; false when the user has no live subscription by that id. */
export async function flipRenew(q: Queryable, subscriptionId: string, userId: string): Promise<boolean> {
  const r = await q.query(`UPDATE subscriptions SET renew = NOT renew WHERE id = $1 AND user_id = $2 AND status <> 'canceled' RETURNING id`, [
    subscriptionId,
    userId,
  ]);
  return r.rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Orders: a paid plan or a product (a top offer), paid by card through the payment provider or by
// a resource credit; and the provider events already handled.

export type { OrderStatus };
/** Who paid an order: the payment provider, or a resource credit. */
export type OrderProvider = PaymentProviderName | 'credit';

/** A row of `orders`, every column. */
export interface OrderRow {
  id: string;
  user_id: string;
  kind: OrderKind;
  plan_id: string | null;
  product: Product | null;
  estate_id: string | null;
  days: number | null;
  amount: number;
  currency: Currency;
  status: OrderStatus;
  provider: OrderProvider;
  payment_id: string | null;
  client_secret: string | null;
  failure_code: string | null;
  idempotency_key: string | null;
  language: Language;
  renewal_of: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  paid_at: Date | string | null;
}

/** An order with the alias of its estate (product orders), as the contract shows it. */
export type OrderViewRow = OrderRow & { estate_alias_id: string | null };

const SELECT_ORDER = 'SELECT o.*, e.alias_id AS estate_alias_id FROM orders o LEFT JOIN estates e ON e.id = o.estate_id';

export function orderOfRow(row: OrderViewRow): Order {
  const order: Order = {
    _id: row.id,
    kind: row.kind,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    paymentId: row.payment_id,
    failureCode: row.failure_code,
    createdAt: iso(row.created_at) as string,
    paidAt: iso(row.paid_at),
  };
  if (row.plan_id) order.planId = row.plan_id;
  if (row.product) order.product = row.product;
  if (row.estate_alias_id) order.estateAliasId = row.estate_alias_id;
  if (row.days !== null) order.days = row.days;
  return order;
}

export interface NewOrder {
  userId: string;
  kind: OrderKind;
  planId?: string;
  product?: 'top-offer';
  estateId?: string;
  days?: number;
  amount: number;
  currency: Currency;
  provider: OrderProvider;
  idempotencyKey: string | null;
  language: Language;
  /** a credit pays at once */
  paid?: boolean;
}

export async function insertOrder(q: Queryable, o: NewOrder): Promise<OrderRow> {
  const r = await q.query<OrderRow>(
    `INSERT INTO orders (user_id, kind, plan_id, product, estate_id, days, amount, currency, status, provider, idempotency_key, language, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $9 = 'paid' THEN now() END)
     RETURNING *`,
    [
      o.userId,
      o.kind,
      o.planId ?? null,
      o.product ?? null,
      o.estateId ?? null,
      o.days ?? null,
      o.amount,
      o.currency,
      o.paid ? 'paid' : 'pending',
      o.provider,
      o.idempotencyKey,
      o.language,
    ],
  );
  return r.rows[0];
}

/** The user's order of this kind by id; null for an unknown order or another user's. */
export async function selectUserOrder(q: Queryable, id: string, userId: string, kind: OrderKind): Promise<OrderViewRow | null> {
  const r = await q.query<OrderViewRow>(`${SELECT_ORDER} WHERE o.id = $1 AND o.user_id = $2 AND o.kind = $3`, [id, userId, kind]);
  return r.rows[0] ?? null;
}

/** The order a user made earlier with this Idempotency-Key. */
export async function selectOrderByIdempotencyKey(q: Queryable, userId: string, key: string): Promise<OrderViewRow | null> {
  const r = await q.query<OrderViewRow>(`${SELECT_ORDER} WHERE o.user_id = $1 AND o.idempotency_key = $2`, [userId, key]);
  return r.rows[0] ?? null;
}

/** Stores the payment intent of a pending order; false when the order holds another one already. */
export async function setOrderPayment(q: Queryable, orderId: string, paymentId: string, clientSecret: string | null): Promise<boolean> {
  const r = await q.query(
    `UPDATE orders SET payment_id = $2, client_secret = COALESCE($3, client_secret), updated_at = now()
      WHERE id = $1 AND (payment_id IS NULL OR payment_id = $2) RETURNING id`,
    [orderId, paymentId, clientSecret],
  );
  return r.rows.length > 0;
}

/** Ends a pending order without a payment (the provider could not make one). */
export async function cancelPendingOrder(q: Queryable, orderId: string, failureCode: string): Promise<void> {
  await q.query(`UPDATE orders SET status = 'canceled', failure_code = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
    orderId,
    failureCode,
  ]);
}

/**
 * Cancels the user's other pending plan orders (not renewals) once one plan order is paid: they
 * were made under the plan the user held before. Answers their payment ids, for the provider.
 */
export async function cancelOtherPendingPlanOrders(q: Queryable, userId: string, paidOrderId: string): Promise<string[]> {
  const r = await q.query<{ payment_id: string | null }>(
    `UPDATE orders SET status = 'canceled', failure_code = 'superseded', updated_at = now()
      WHERE user_id = $1 AND id <> $2 AND kind = 'plan' AND status = 'pending' AND renewal_of IS NULL RETURNING payment_id`,
    [userId, paidOrderId],
  );
  return r.rows.map((row) => row.payment_id).filter((id): id is string => id !== null);
}

/** An order whose payment is given back: a pending one ends canceled; failure_code says refunded. */
export async function markOrderRefunded(q: Queryable, orderId: string, paymentId: string): Promise<OrderRow> {
  const r = await q.query<OrderRow>(
    `UPDATE orders SET status = CASE WHEN status = 'pending' THEN 'canceled' ELSE status END, failure_code = 'refunded',
            payment_id = COALESCE(payment_id, $2), updated_at = now()
      WHERE id = $1 RETURNING *`,
    [orderId, paymentId],
  );
  return r.rows[0];
}

/**
 * The order a provider event is about, locked for the transaction: by its payment id, or, when the
 * payment id is not stored yet (an event faster than the order's own update), by the order id the
 * intent carries in its metadata, if that order has no payment yet.
 *
 * Its owner's row is locked first, then the order: every plan change of a user takes the user's row
 * before any order of theirs (ordering, paying, canceling the others), so payments of one user's
 * orders that arrive together settle one after the other, each seeing what the one before did (a
 * charged order canceled by a payment before it is then refunded), and never deadlock.
 */
export async function lockOrderForPayment(q: Queryable, paymentId: string, metadataOrderId: string | undefined): Promise<OrderRow | null> {
  const find = async (lock: string): Promise<OrderRow | null> => {
    const r = await q.query<OrderRow>(`SELECT * FROM orders WHERE payment_id = $1 ${lock}`, [paymentId]);
    if (r.rows[0]) return r.rows[0];
    if (!metadataOrderId) return null;
    const m = await q.query<OrderRow>(
      `SELECT * FROM orders WHERE id = $1 AND (payment_id IS NULL OR payment_id = $2) AND provider <> 'credit' ${lock}`,
      [metadataOrderId, paymentId],
    );
    return m.rows[0] ?? null;
  };
  const seen = await find('');
  if (!seen) return null;
  await lockUser(q, seen.user_id);
  return find('FOR UPDATE');
}

/** Settles an order as the provider's event says; answers the updated row. */
export async function settleOrder(
  q: Queryable,
  orderId: string,
  s: { status: Exclude<OrderStatus, 'pending'>; paymentId: string; failureCode: string | null },
): Promise<OrderRow> {
  const r = await q.query<OrderRow>(
    `UPDATE orders SET status = $2, payment_id = $3, failure_code = $4, updated_at = now(),
            paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END
      WHERE id = $1 RETURNING *`,
    [orderId, s.status, s.paymentId, s.failureCode],
  );
  return r.rows[0];
}

/** Records a provider event as being handled; false when it was handled before (a redelivery). */
export async function claimPaymentEvent(q: Queryable, id: string, type: string, paymentId: string | null): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO payment_events (id, type, payment_id, outcome) VALUES ($1, $2, $3, 'received') ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, type, paymentId],
  );
  return r.rows.length > 0;
}

export async function setPaymentEventOutcome(q: Queryable, id: string, outcome: string): Promise<void> {
  await q.query('UPDATE payment_events SET outcome = $2 WHERE id = $1', [id, outcome]);
}

/** The user's language, for the order (its receipt is written in it). */
export async function selectUserLanguage(q: Queryable, userId: string): Promise<Language> {
  const r = await q.query<{ language: Language }>('SELECT language FROM users WHERE id = $1', [userId]);
  return r.rows[0]?.language ?? 'en';
}

// ---- top offers: the estates a product order promotes ----------------------------------------
// Billing writes only the top-offer period of an estate; the estate's search row follows through
// the estates' own trigger.

export interface PromotableEstate {
  id: string;
  owner_id: string;
  status: EstateStatus;
  top_offer_until: Date | string | null;
}

/** The estate by alias, locked for the transaction. */
export async function lockEstateByAlias(q: Queryable, aliasId: string): Promise<PromotableEstate | null> {
  const r = await q.query<PromotableEstate>('SELECT id, owner_id, status, top_offer_until FROM estates WHERE alias_id = $1 FOR UPDATE', [aliasId]);
  return r.rows[0] ?? null;
}

/** Makes the estate a top offer for `days` more: from the end of its current top offer, or from now. */
export async function extendTopOffer(q: Queryable, estateId: string, days: number): Promise<Date | null> {
  const r = await q.query<{ top_offer_until: Date | string }>(
    `UPDATE estates SET top_offer_until = GREATEST(now(), COALESCE(top_offer_until, now())) + ($2::integer * interval '1 day')
      WHERE id = $1 RETURNING top_offer_until`,
    [estateId, days],
  );
  return r.rows[0] ? new Date(r.rows[0].top_offer_until) : null;
}
