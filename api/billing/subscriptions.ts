// Plans and subscriptions as the API shows them (shared/types.ts Plan, Subscription). Resource use is
// derived from the resource_usage view, so it cannot drift from the estates.
import type { Queryable } from '../db/index.ts';
import type { Currency, ResourceType, SubscriptionStatus } from '../../shared/constants.ts';

export interface PlanRow {
  id: string;
  names: Record<string, string>;
  prices: Record<Currency, number>;
  period: 'month' | 'year' | null;
  resources: { type: ResourceType; limit: number }[];
  upgradable_to: 'all' | string[];
  is_initial: boolean;
  is_active: boolean;
  sort: number;
}

export interface PlanJson {
  _id: string;
  name: Record<string, string>;
  prices: Record<Currency, number>;
  period: 'month' | 'year' | null;
  resources: { type: ResourceType; limit: number }[];
  upgradableTo: 'all' | string[];
  isInitial: boolean;
  isFree: boolean;
}

export function planJson(row: PlanRow): PlanJson {
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

export function isFreePlan(row: Pick<PlanRow, 'prices'>): boolean {
  return Object.values(row.prices).every((p) => Number(p) === 0);
}

export async function listPlans(q: Queryable, onlyInitial = false): Promise<PlanJson[]> {
  const r = await q.query<PlanRow>(
    `SELECT * FROM plans WHERE is_active ${onlyInitial ? 'AND is_initial' : ''} ORDER BY sort, id`,
  );
  return r.rows.map(planJson);
}

export async function findPlan(q: Queryable, id: string): Promise<PlanRow | null> {
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
  period: 'month' | 'year' | null;
  resources: { type: ResourceType; limit: number }[];
  upgradable_to: 'all' | string[];
}

export interface SubscriptionJson {
  _id: string;
  status: SubscriptionStatus;
  renew: boolean;
  plan: { _id: string; name: Record<string, string>; upgradableTo: 'all' | string[]; period: 'month' | 'year' | null; prices: Record<Currency, number> };
  currentPeriodEndsAt: string | null;
  resources: { meta: { total: number }; values: { type: ResourceType; limit: number; used: number }[] };
  createdAt: string;
  canceledAt: string | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function subscriptionJson(row: SubscriptionRow, used: Map<string, number>): SubscriptionJson {
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

async function usage(q: Queryable, userId: string): Promise<Map<string, number>> {
  const r = await q.query<{ type: string; used: number }>('SELECT type, used FROM resource_usage WHERE user_id = $1', [userId]);
  return new Map(r.rows.map((x) => [x.type, Number(x.used)]));
}

/** The user's subscriptions that are not canceled, newest first, with resource use. */
export async function listSubscriptions(q: Queryable, userId: string): Promise<SubscriptionJson[]> {
  const r = await q.query<SubscriptionRow>(`${SELECT_SUBSCRIPTION} WHERE s.user_id = $1 AND s.status <> 'canceled' ORDER BY s.created_at DESC, s.id`, [userId]);
  if (!r.rows.length) return [];
  const used = await usage(q, userId);
  return r.rows.map((row) => subscriptionJson(row, used));
}

export async function getSubscription(q: Queryable, id: string): Promise<(SubscriptionJson & { userId: string }) | null> {
  const r = await q.query<SubscriptionRow>(`${SELECT_SUBSCRIPTION} WHERE s.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) return null;
  return { ...subscriptionJson(row, await usage(q, row.user_id)), userId: row.user_id };
}

export interface ActiveResource {
  type: ResourceType;
  /** -1: unlimited */
  limit: number;
  used: number;
}

/**
 * What a user may still do: the sum of limits over active subscriptions (any -1 makes it unlimited)
 * against the derived use. Estates call this before publishing or promoting.
 */
export async function activeResources(q: Queryable, userId: string): Promise<Record<ResourceType, ActiveResource>> {
  const subs = await listSubscriptions(q, userId);
  const used = await usage(q, userId);
  const total: Record<ResourceType, ActiveResource> = {
    PUBLICATION: { type: 'PUBLICATION', limit: 0, used: used.get('PUBLICATION') ?? 0 },
    TOP_OFFER: { type: 'TOP_OFFER', limit: 0, used: used.get('TOP_OFFER') ?? 0 },
  };
  for (const s of subs) {
    if (s.status !== 'active') continue;
    for (const r of s.resources.values) {
      const t = total[r.type];
      if (!t) continue;
      t.limit = t.limit === -1 || r.limit === -1 ? -1 : t.limit + r.limit;
    }
  }
  return total;
}
