// The queries of billing: plans, subscriptions and the derived resource use, and how their rows
// become the contract's Plan and Subscription. Resource use is read from the resource_usage view, so
// it cannot drift from the estates.
import type { Queryable } from '../db/index.ts';
import type { Currency, ResourceType, SubscriptionStatus } from '../../shared/constants.ts';
import type { Plan, PlanPeriod, Subscription } from '../../shared/contract/billing.ts';

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

function planOfRow(row: PlanRow): Plan {
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

export interface LiveSubscriptionPlan {
  planId: string;
  upgradableTo: 'all' | string[];
}

/** The plans of the user's live (not canceled) subscriptions. */
export async function selectLivePlans(q: Queryable, userId: string): Promise<LiveSubscriptionPlan[]> {
  const r = await q.query<{ plan_id: string; upgradable_to: 'all' | string[] }>(
    `SELECT s.plan_id, p.upgradable_to FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.user_id = $1 AND s.status <> 'canceled'`,
    [userId],
  );
  return r.rows.map((s) => ({ planId: s.plan_id, upgradableTo: s.upgradable_to }));
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
