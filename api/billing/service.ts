// Subscribing to plans. A user holds at most one live (not canceled) subscription; changing plan
// cancels the old one when its plan may be changed to the new one (upgradableTo).
import type { Db } from '../db/index.ts';
import { errors } from '../errors.ts';
import { findPlan, getSubscription, isFreePlan, type PlanRow, type SubscriptionJson } from './subscriptions.ts';

function mayChange(from: Pick<PlanRow, 'upgradable_to'>, toPlanId: string): boolean {
  return from.upgradable_to === 'all' || (Array.isArray(from.upgradable_to) && from.upgradable_to.includes(toPlanId));
}

export async function subscribeToPlan(db: Db, userId: string, planId: string): Promise<SubscriptionJson> {
  const id = await db.transaction(async (tx) => {
    // serialize a user's plan changes (two tabs subscribing at once)
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const plan = await findPlan(tx, planId);
    if (!plan) throw errors.notFound('plan');
    const live = await tx.query<{ id: string; plan_id: string; upgradable_to: PlanRow['upgradable_to'] }>(
      `SELECT s.id, s.plan_id, p.upgradable_to FROM subscriptions s JOIN plans p ON p.id = s.plan_id
        WHERE s.user_id = $1 AND s.status <> 'canceled'`,
      [userId],
    );
    if (live.rows.some((s) => s.plan_id === planId)) throw errors.conflict('You are subscribed to this plan already', 'ALREADY_SUBSCRIBED');
    if (live.rows.some((s) => !mayChange(s, planId))) throw errors.conflict('Your current plan cannot be changed to this one', 'PLAN_CHANGE_NOT_ALLOWED');
    if (!isFreePlan(plan)) {
      throw errors.notImplemented('Paid plans cannot be bought yet: card payments are coming soon');
    }
    await tx.query(`UPDATE subscriptions SET status = 'canceled', canceled_at = now(), renew = false WHERE user_id = $1 AND status <> 'canceled'`, [userId]);
    const r = await tx.query<{ id: string }>(
      `INSERT INTO subscriptions (user_id, plan_id, status, renew, current_period_ends_at)
       VALUES ($1, $2, 'active', true, CASE WHEN $3::text IS NULL THEN NULL ELSE now() + ('1 ' || $3::text)::interval END)
       RETURNING id`,
      [userId, planId, plan.period],
    );
    return r.rows[0].id;
  });
  const sub = await getSubscription(db, id);
  if (!sub) throw errors.notFound('subscription');
  const { userId: _owner, ...json } = sub;
  return json;
}
