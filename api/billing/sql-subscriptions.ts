// The queries of the subscription lifecycle: activating and extending paid subscriptions, ending
// them, bringing the free plan back, the renewal job's claims (each row taken FOR UPDATE SKIP LOCKED,
// so two api instances never handle one subscription twice) and what the billing mails need to say.
import type { Queryable } from '../db/index.ts';
import type { Currency, Language, SubscriptionStatus } from '../../shared/core/constants.ts';
import type { OrderKind, PlanPeriod } from '../../shared/contract/billing.ts';

/** A subscription as the lifecycle reads it: its plan's period and prices, and the currency it was bought in. */
export interface LifecycleRow {
  id: string;
  user_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  renew: boolean;
  current_period_ends_at: Date | string | null;
  past_due_since: Date | string | null;
  renewal_reminded_at: Date | string | null;
  payment_method: string | null;
  order_id: string | null;
  period: PlanPeriod | null;
  prices: Record<Currency, number>;
  /** the currency of the order that bought the subscription; null when no order did (the free plan, seeded ones) */
  currency: Currency | null;
  /** the user's language */
  language: Language;
}

const SELECT_LIFECYCLE = `SELECT s.id, s.user_id, s.plan_id, s.status, s.renew, s.current_period_ends_at, s.past_due_since,
       s.renewal_reminded_at, s.payment_method, s.order_id, p.period, p.prices, o.currency, u.language
  FROM subscriptions s
  JOIN plans p ON p.id = s.plan_id
  JOIN users u ON u.id = s.user_id
  LEFT JOIN orders o ON o.id = s.order_id`;

/** One subscription, locked for the rest of the transaction; null when there is none by that id. */
export async function lockSubscription(q: Queryable, id: string): Promise<LifecycleRow | null> {
  const r = await q.query<LifecycleRow>(`${SELECT_LIFECYCLE} WHERE s.id = $1 FOR UPDATE OF s`, [id]);
  return r.rows[0] ?? null;
}

/** What the renewal job looks for; each claim locks its rows and skips those another instance holds. */
export type Claim = 'remind' | 'period-ended' | 'grace-ended';

const CLAIMS: Record<Claim, string> = {
  // a periodic subscription whose end is near and whose reminder has not gone out
  remind: `s.status = 'active' AND s.current_period_ends_at IS NOT NULL AND s.renewal_reminded_at IS NULL
           AND s.current_period_ends_at > $1 AND s.current_period_ends_at <= $1::timestamptz + ($2::text || ' milliseconds')::interval`,
  // an active subscription whose period is over: renew it or end it
  'period-ended': `s.status = 'active' AND s.current_period_ends_at IS NOT NULL AND s.current_period_ends_at <= $1`,
  // past due since longer than the grace, or a renewal charge without an answer for as long
  'grace-ended': `((s.status = 'past_due' AND COALESCE(s.past_due_since, s.current_period_ends_at) <= $1::timestamptz - ($2::text || ' milliseconds')::interval)
                 OR (s.status = 'unpaid' AND s.current_period_ends_at <= $1::timestamptz - ($2::text || ' milliseconds')::interval))`,
};

/**
 * Takes up to `limit` subscriptions of a claim for this transaction: FOR UPDATE SKIP LOCKED, so
 * another instance running the same job at the same time takes other rows or none.
 * `ms` is the reminder lead time (remind) or the grace (grace-ended); ignored otherwise.
 */
export async function claimSubscriptions(
  q: Queryable,
  claim: Claim,
  now: Date,
  ms: number,
  limit: number,
  exclude: readonly string[] = [],
): Promise<LifecycleRow[]> {
  const params: unknown[] = [now.toISOString()];
  if (claim !== 'period-ended') params.push(String(Math.max(0, Math.round(ms))));
  params.push([...exclude]);
  const excluded = `$${params.length}::text[]`;
  params.push(limit);
  const r = await q.query<LifecycleRow>(
    `${SELECT_LIFECYCLE} WHERE ${CLAIMS[claim]} AND NOT (s.id = ANY(${excluded}))
      ORDER BY s.current_period_ends_at, s.id LIMIT $${params.length} FOR UPDATE OF s SKIP LOCKED`,
    params,
  );
  return r.rows;
}

export async function markReminded(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('UPDATE subscriptions SET renewal_reminded_at = $2 WHERE id = $1', [id, at.toISOString()]);
}

/** Cancels every live subscription of the user (their renewal too); returns their ids. */
export async function cancelLive(q: Queryable, userId: string, at: Date): Promise<string[]> {
  const r = await q.query<{ id: string }>(
    `UPDATE subscriptions SET status = 'canceled', canceled_at = $2, renew = false WHERE user_id = $1 AND status <> 'canceled' RETURNING id`,
    [userId, at.toISOString()],
  );
  return r.rows.map((x) => x.id);
}

/** Ends one subscription (canceled now, renewal off); false when it was canceled already. */
export async function cancelSubscription(q: Queryable, id: string, at: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE subscriptions SET status = 'canceled', canceled_at = $2, renew = false WHERE id = $1 AND status <> 'canceled' RETURNING id`,
    [id, at.toISOString()],
  );
  return r.rows.length > 0;
}

export interface NewSubscription {
  userId: string;
  planId: string;
  periodEndsAt: Date | null;
  orderId: string | null;
  paymentMethod: string | null;
  createdAt: Date;
}

/** A new active, renewing subscription. */
export async function insertSubscription(q: Queryable, s: NewSubscription): Promise<string> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, plan_id, status, renew, current_period_ends_at, order_id, payment_method, created_at)
     VALUES ($1, $2, 'active', true, $3, $4, $5, $6) RETURNING id`,
    [s.userId, s.planId, s.periodEndsAt?.toISOString() ?? null, s.orderId, s.paymentMethod, s.createdAt.toISOString()],
  );
  return r.rows[0].id;
}

/** A paid renewal: the next period, active again, past due no more, the next reminder still to send. */
export async function extendSubscription(q: Queryable, id: string, endsAt: Date, orderId: string, paymentMethod: string | null): Promise<void> {
  await q.query(
    `UPDATE subscriptions SET status = 'active', current_period_ends_at = $2, past_due_since = NULL, renewal_reminded_at = NULL,
            order_id = $3, payment_method = COALESCE($4, payment_method)
      WHERE id = $1`,
    [id, endsAt.toISOString(), orderId, paymentMethod],
  );
}

/** A free periodic plan that renews: the next period, nothing to pay. */
export async function setPeriodEnd(q: Queryable, id: string, endsAt: Date): Promise<void> {
  await q.query('UPDATE subscriptions SET current_period_ends_at = $2, renewal_reminded_at = NULL WHERE id = $1', [id, endsAt.toISOString()]);
}

export async function setStatus(q: Queryable, id: string, status: 'unpaid'): Promise<void> {
  await q.query('UPDATE subscriptions SET status = $2 WHERE id = $1', [id, status]);
}

/** A failed renewal: past due (since the first failure), unless the subscription has ended. */
export async function markPastDue(q: Queryable, id: string, at: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE subscriptions SET status = 'past_due', past_due_since = COALESCE(past_due_since, $2) WHERE id = $1 AND status <> 'canceled' RETURNING id`,
    [id, at.toISOString()],
  );
  return r.rows.length > 0;
}

export async function countLive(q: Queryable, userId: string): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM subscriptions WHERE user_id = $1 AND status <> 'canceled'`, [userId]);
  return Number(r.rows[0]?.n ?? 0);
}

/** The free plan a user falls back to: the first active initial plan whose prices are all 0. */
export async function selectFreeFallbackPlan(q: Queryable): Promise<{ id: string; period: PlanPeriod | null } | null> {
  const r = await q.query<{ id: string; period: PlanPeriod | null }>(
    `SELECT id, period FROM plans
      WHERE is_active AND is_initial AND NOT EXISTS (SELECT 1 FROM jsonb_each_text(prices) AS x(k, v) WHERE v::numeric <> 0)
      ORDER BY sort, id LIMIT 1`,
  );
  return r.rows[0] ?? null;
}

export interface RenewalOrderInput {
  userId: string;
  planId: string;
  amount: number;
  currency: Currency;
  provider: string;
  language: Language;
  subscriptionId: string;
  /** one renewal order per subscription and period: a second attempt for the same period finds the first */
  idempotencyKey: string;
}

/** A pending order that renews a subscription; null when this period's renewal order exists already. */
export async function insertRenewalOrder(q: Queryable, o: RenewalOrderInput): Promise<string | null> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO orders (user_id, kind, plan_id, amount, currency, status, provider, language, renewal_of, idempotency_key)
     VALUES ($1, 'plan', $2, $3, $4, 'pending', $5, $6, $7, $8)
     ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [o.userId, o.planId, o.amount, o.currency, o.provider, o.language, o.subscriptionId, o.idempotencyKey],
  );
  return r.rows[0]?.id ?? null;
}

/** A pending order that failed before any provider event could say so (the charge itself was refused). */
export async function failPendingOrder(q: Queryable, orderId: string, failureCode: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE orders SET status = 'failed', failure_code = $2, updated_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`,
    [orderId, failureCode],
  );
  return r.rows.length > 0;
}

/** Cancels the pending renewal orders of a subscription that ended; returns their payment ids (to cancel at the provider). */
export async function cancelPendingRenewals(q: Queryable, subscriptionId: string): Promise<string[]> {
  const r = await q.query<{ payment_id: string | null }>(
    `UPDATE orders SET status = 'canceled', updated_at = now() WHERE renewal_of = $1 AND status = 'pending' RETURNING payment_id`,
    [subscriptionId],
  );
  return r.rows.flatMap((x) => (x.payment_id ? [x.payment_id] : []));
}

/** An order with what a receipt or a renewal mail says about it. */
export interface OrderMailRow {
  id: string;
  kind: OrderKind;
  status: string;
  amount: number;
  currency: Currency;
  days: number | null;
  product: string | null;
  renewal_of: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  plan_names: Record<string, string> | null;
  plan_period: PlanPeriod | null;
  estate_title: Record<string, string> | null;
  estate_alias_id: string | null;
  email: string;
  first_name: string;
  language: Language;
  /** of the renewed subscription */
  past_due_since: Date | string | null;
}

export async function selectOrderForMail(q: Queryable, orderId: string): Promise<OrderMailRow | null> {
  const r = await q.query<OrderMailRow>(
    `SELECT o.id, o.kind, o.status, o.amount, o.currency, o.days, o.product, o.renewal_of, o.created_at, o.paid_at,
            p.names AS plan_names, p.period AS plan_period, e.title AS estate_title, e.alias_id AS estate_alias_id,
            u.email, u.first_name, u.language, s.past_due_since
       FROM orders o
       JOIN users u ON u.id = o.user_id
       LEFT JOIN plans p ON p.id = o.plan_id
       LEFT JOIN estates e ON e.id = o.estate_id
       LEFT JOIN subscriptions s ON s.id = o.renewal_of
      WHERE o.id = $1`,
    [orderId],
  );
  return r.rows[0] ?? null;
}

/** A subscription with what its renewal reminder says. */
export interface SubscriptionMailRow {
  id: string;
  renew: boolean;
  status: SubscriptionStatus;
  current_period_ends_at: Date | string | null;
  payment_method: string | null;
  plan_names: Record<string, string>;
  prices: Record<Currency, number>;
  currency: Currency | null;
  email: string;
  first_name: string;
  language: Language;
}

export async function selectSubscriptionForMail(q: Queryable, subscriptionId: string): Promise<SubscriptionMailRow | null> {
  const r = await q.query<SubscriptionMailRow>(
    `SELECT s.id, s.renew, s.status, s.current_period_ends_at, s.payment_method, p.names AS plan_names, p.prices, o.currency,
            u.email, u.first_name, u.language
       FROM subscriptions s
       JOIN plans p ON p.id = s.plan_id
       JOIN users u ON u.id = s.user_id
       LEFT JOIN orders o ON o.id = s.order_id
      WHERE s.id = $1`,
    [subscriptionId],
  );
  return r.rows[0] ?? null;
}

/** The user's live subscriptions as the plan change rules read them. */
export async function selectLiveForChange(
  q: Queryable,
  userId: string,
): Promise<{ planId: string; status: SubscriptionStatus; upgradableTo: 'all' | string[]; prices: Record<Currency, number> }[]> {
  const r = await q.query<{ plan_id: string; status: SubscriptionStatus; upgradable_to: 'all' | string[]; prices: Record<Currency, number> }>(
    `SELECT s.plan_id, s.status, p.upgradable_to, p.prices FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.user_id = $1 AND s.status <> 'canceled'`,
    [userId],
  );
  return r.rows.map((s) => ({ planId: s.plan_id, status: s.status, upgradableTo: s.upgradable_to, prices: s.prices }));
}
