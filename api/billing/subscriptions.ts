// What a user holds: their live subscriptions and the resources those grant, and how a subscription
// lives (docs/decisions/0008-subscription-lifecycle.md). Other domains ask here: the current user's
// answer lists the subscriptions, estates check the resources before publishing, the orders check a
// plan change before taking a card, and the payment webhook activates, renews or marks past due
// inside its own transaction.
//
//   active ──period ends, renew on, saved card──▶ unpaid (renewal charge under way)
//     ▲                                              │ paid           │ failed
//     └──────────────── renewal paid ◀───────────────┘                ▼
//     │                                                           past_due ──grace over──▶ canceled
//     └──period ends, renew off or no card──▶ canceled  (then the free plan comes back)
import type { Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import type { Currency, ResourceType, SubscriptionStatus } from '../../shared/core/constants.ts';
import type { PlanPeriod, Subscription } from '../../shared/contract/billing.ts';
import { isFreePlan, lockUser, selectActivePlan, selectLiveSubscriptions, selectUsage, type OrderRow, type PlanRow } from './sql.ts';
import {
  cancelLive,
  cancelPendingRenewals,
  cancelSubscription,
  countLive,
  extendSubscription,
  insertSubscription,
  lockSubscription,
  markPastDue,
  selectFreeFallbackPlan,
  selectLiveForChange,
} from './sql-subscriptions.ts';

/** The user's subscriptions that are not canceled, newest first, with resource use. */
export function listSubscriptions(q: Queryable, userId: string): Promise<Subscription[]> {
  return selectLiveSubscriptions(q, userId);
}

// ---- the rules, pure ---------------------------------------------------------------------------

/**
 * The statuses that grant resources: active, unpaid (the period is over and its renewal charge is
 * under way) and past_due (the renewal failed; the grace period runs). The renewal job cancels a
 * past-due subscription when its grace is over, and with that its resources go.
 */
export const GRANTING_STATUSES: readonly SubscriptionStatus[] = ['active', 'unpaid', 'past_due'];

export function grantsResources(status: SubscriptionStatus): boolean {
  return GRANTING_STATUSES.includes(status);
}

/**
 * One plan period after `from`, in UTC calendar terms: a month later on the same day of the month,
 * or the month's last day when it is shorter (31 January → 28 or 29 February); a year later on the
 * same day (29 February → 28 February). The time of day is kept.
 */
export function addPeriod(from: Date, period: PlanPeriod): Date {
  const months = period === 'month' ? 1 : 12;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(y, m, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  );
}

/** When a subscription that starts at `from` ends its first period: null for an endless plan. */
export function firstPeriodEnd(from: Date, period: PlanPeriod | null): Date | null {
  return period ? addPeriod(from, period) : null;
}

/**
 * The end of the period a paid renewal buys: one period after the end of the one it renews (the
 * days spent past due are not given back twice), or after `now` when that would already be over.
 */
export function renewedPeriodEnd(currentEnd: Date | null, period: PlanPeriod, now: Date): Date {
  const next = addPeriod(currentEnd ?? now, period);
  return next.getTime() > now.getTime() ? next : addPeriod(now, period);
}

export type PlanChangeVerdict = 'allowed' | 'ALREADY_SUBSCRIBED' | 'PLAN_CHANGE_NOT_ALLOWED';

export interface LivePlan {
  planId: string;
  status: SubscriptionStatus;
  upgradableTo: 'all' | string[];
}

/**
 * Whether a user holding `live` subscriptions may take `toPlanId`: not the plan they hold in force
 * already (active or being renewed); otherwise every live plan must list the target in its
 * `upgradableTo` ('all' lists every plan). One exception: a past-due subscription may be paid again
 * for its own plan (another card), which starts it afresh.
 */
export function planChangeVerdict(live: readonly LivePlan[], toPlanId: string): PlanChangeVerdict {
  if (live.some((s) => s.planId === toPlanId && s.status !== 'past_due' && s.status !== 'canceled')) return 'ALREADY_SUBSCRIBED';
  const others = live.filter((s) => s.status !== 'canceled' && !(s.planId === toPlanId && s.status === 'past_due'));
  const allowed = others.every((s) => s.upgradableTo === 'all' || (Array.isArray(s.upgradableTo) && s.upgradableTo.includes(toPlanId)));
  return allowed ? 'allowed' : 'PLAN_CHANGE_NOT_ALLOWED';
}

/** What the renewal job does with an active subscription whose period is over. */
export type PeriodEndAction = 'charge' | 'extend' | 'end';

export interface PeriodEndTerms {
  renew: boolean;
  paymentMethod: string | null;
  prices: Record<Currency, number>;
}

/**
 * Renewal on and a saved card: charge it again (a renewal order). A free periodic plan that renews
 * simply runs another period. Renewal off, or nothing to charge: the subscription ends.
 */
export function periodEndAction(sub: PeriodEndTerms): PeriodEndAction {
  if (!sub.renew) return 'end';
  if (isFreePlan(sub)) return 'extend';
  return sub.paymentMethod ? 'charge' : 'end';
}

/** What a renewal costs: the plan's stored price in the currency the subscription was bought in (euro when no order bought it). */
export function renewalPrice(prices: Record<Currency, number>, currency: Currency | null): { amount: number; currency: Currency } {
  const c = currency ?? 'eur';
  return { amount: Number(prices[c] ?? 0), currency: c };
}

/** A failed renewal: past due since its first failure (a second failure keeps the first date); an ended subscription stays ended. */
export function afterFailedRenewal(
  sub: { status: SubscriptionStatus; pastDueSince: Date | null },
  now: Date,
): { status: SubscriptionStatus; pastDueSince: Date | null } {
  if (sub.status === 'canceled') return sub;
  return { status: 'past_due', pastDueSince: sub.pastDueSince ?? now };
}

/** Until when a past-due subscription keeps its resources. */
export function graceEndsAt(pastDueSince: Date, graceMs: number): Date {
  return new Date(pastDueSince.getTime() + graceMs);
}

// ---- the rules on the database -----------------------------------------------------------------

/** Whether the user may change to the plan now (the plan exists and is offered, and the change rules allow it). */
export async function mayChangeTo(q: Queryable, userId: string, planId: string): Promise<boolean> {
  const plan = await selectActivePlan(q, planId);
  if (!plan) return false;
  return planChangeVerdict(await selectLiveForChange(q, userId), planId) === 'allowed';
}

/**
 * The plan the user may change to, or the refusal as the api answers it: 404 PLAN_NOT_FOUND, 409
 * ALREADY_SUBSCRIBED or 409 PLAN_CHANGE_NOT_ALLOWED. Call it before taking an order.
 */
export async function assertMayChangeTo(q: Queryable, userId: string, planId: string): Promise<PlanRow> {
  const plan = await selectActivePlan(q, planId);
  if (!plan) throw errors.notFound('plan');
  const verdict = planChangeVerdict(await selectLiveForChange(q, userId), planId);
  if (verdict === 'ALREADY_SUBSCRIBED') throw errors.conflict('You are subscribed to this plan already', 'ALREADY_SUBSCRIBED');
  if (verdict === 'PLAN_CHANGE_NOT_ALLOWED') throw errors.conflict('Your current plan cannot be changed to this one', 'PLAN_CHANGE_NOT_ALLOWED');
  return plan;
}

/**
 * Whether a paid plan order may still start its plan, inside the payment's transaction (the user
 * locked, so two payments settle one after the other): a renewal always may (activatePlanOrder
 * decides what it renews); a new plan only while the change rules allow it. A second order of a
 * plan bought meanwhile does not (issue 21): its payment is refunded instead.
 */
export async function planOrderApplies(tx: Queryable, order: LifecycleOrder): Promise<boolean> {
  if (order.kind !== 'plan' || !order.plan_id || order.renewal_of) return true;
  await lockUser(tx, order.user_id);
  return planChangeVerdict(await selectLiveForChange(tx, order.user_id), order.plan_id) === 'allowed';
}

/** What the lifecycle reads of an order (a row of `orders`). */
export type LifecycleOrder = Pick<OrderRow, 'id' | 'user_id' | 'kind' | 'plan_id' | 'renewal_of'>;

/**
 * A paid plan order, inside the payment's transaction. A renewal order extends the subscription it
 * renews by one period (active again, no longer past due). Any other order starts the plan now: the
 * user's live subscriptions end (a paid one is canceled, the free one ends and comes back when the
 * paid one ends), and a new active, renewing subscription begins with the order's card saved for
 * its renewals. A renewal paid for a subscription that has ended meanwhile starts the plan afresh,
 * unless the user holds another plan by then (the charge is then left to support).
 */
export async function activatePlanOrder(tx: Queryable, order: LifecycleOrder, paymentMethod: string | null, now = new Date()): Promise<void> {
  if (order.kind !== 'plan' || !order.plan_id) throw new Error(`order ${order.id} is not a plan order`);
  await lockUser(tx, order.user_id);
  if (order.renewal_of) {
    const sub = await lockSubscription(tx, order.renewal_of);
    if (sub && sub.status !== 'canceled') {
      const ends = sub.period ? renewedPeriodEnd(sub.current_period_ends_at ? new Date(sub.current_period_ends_at) : null, sub.period, now) : null;
      if (ends) await extendSubscription(tx, sub.id, ends, order.id, paymentMethod);
      else await extendEndless(tx, sub.id, order.id, paymentMethod);
      return;
    }
    const live = await selectLiveForChange(tx, order.user_id);
    // the free plan came back meanwhile: the paid plan replaces it; another paid plan stays as it is
    if (live.some((s) => !isFreePlan(s))) return;
  }
  const plan = await selectPlanAnyState(tx, order.plan_id);
  await cancelLive(tx, order.user_id, now);
  await insertSubscription(tx, {
    userId: order.user_id,
    planId: order.plan_id,
    periodEndsAt: firstPeriodEnd(now, plan?.period ?? null),
    orderId: order.id,
    paymentMethod,
    createdAt: now,
  });
}

async function extendEndless(tx: Queryable, id: string, orderId: string, paymentMethod: string | null): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET status = 'active', past_due_since = NULL, order_id = $2, payment_method = COALESCE($3, payment_method) WHERE id = $1`,
    [id, orderId, paymentMethod],
  );
}

/** a plan by id whether or not it is still offered (an order may outlive the offer) */
async function selectPlanAnyState(q: Queryable, id: string): Promise<{ period: PlanPeriod | null } | null> {
  const r = await q.query<{ period: PlanPeriod | null }>('SELECT period FROM plans WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

/**
 * A failed renewal charge, inside the payment's transaction: the renewed subscription is past due
 * (since its first failure) and keeps its resources through the grace period. A failed first
 * payment of a new plan changes no subscription.
 */
export async function renewalFailed(tx: Queryable, order: LifecycleOrder, now = new Date()): Promise<void> {
  if (!order.renewal_of) return;
  await markPastDue(tx, order.renewal_of, now);
}

/**
 * Ends a subscription now (canceled, renewal off) and cancels its pending renewal orders; when the
 * user is left with no live subscription, the free plan comes back. Returns the payment ids of the
 * canceled renewal orders, for the provider.
 */
export async function endSubscription(tx: Queryable, subscriptionId: string, userId: string, now = new Date()): Promise<string[]> {
  await lockUser(tx, userId);
  if (!(await cancelSubscription(tx, subscriptionId, now))) return [];
  const payments = await cancelPendingRenewals(tx, subscriptionId);
  await restoreFreePlan(tx, userId, now);
  return payments;
}

/** Gives a user who holds no live subscription the free plan back (active at once). */
export async function restoreFreePlan(tx: Queryable, userId: string, now = new Date()): Promise<void> {
  if ((await countLive(tx, userId)) > 0) return;
  const free = await selectFreeFallbackPlan(tx);
  if (!free) return;
  await insertSubscription(tx, {
    userId,
    planId: free.id,
    periodEndsAt: firstPeriodEnd(now, free.period),
    orderId: null,
    paymentMethod: null,
    createdAt: now,
  });
}

// ---- resources ---------------------------------------------------------------------------------

export interface ActiveResource {
  type: ResourceType;
  /** -1: unlimited */
  limit: number;
  used: number;
}

/**
 * What a user may still do: the sum of limits over the subscriptions that grant resources (active,
 * unpaid, past due within its grace; any -1 makes it unlimited) against the derived use. Estates
 * call this before publishing or promoting.
 */
export async function activeResources(q: Queryable, userId: string): Promise<Record<ResourceType, ActiveResource>> {
  const subs = await selectLiveSubscriptions(q, userId);
  const used = await selectUsage(q, userId);
  const total: Record<ResourceType, ActiveResource> = {
    PUBLICATION: { type: 'PUBLICATION', limit: 0, used: used.get('PUBLICATION') ?? 0 },
    TOP_OFFER: { type: 'TOP_OFFER', limit: 0, used: used.get('TOP_OFFER') ?? 0 },
  };
  for (const s of subs) {
    if (!grantsResources(s.status)) continue;
    for (const r of s.resources.values) {
      const t = total[r.type];
      if (!t) continue;
      t.limit = t.limit === -1 || r.limit === -1 ? -1 : t.limit + r.limit;
    }
  }
  return total;
}
