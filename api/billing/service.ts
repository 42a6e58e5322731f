// Plans and plan changes. A user holds at most one live (not canceled) subscription; changing plan
// cancels the old one when its plan may be changed to the new one (upgradableTo, the rules of
// subscriptions.ts). The free plan is active at once; a paid plan is bought with an order (orders.ts).
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import type { Plan, Subscription } from '../../shared/contract/billing.ts';
import { cancelLiveSubscriptions, flipRenew, insertActiveSubscription, isFreePlan, lockUser, selectPlans, selectSubscription } from './sql.ts';
import { assertMayChangeTo } from './subscriptions.ts';

/** Every plan on offer, or only those a new user chooses from. */
export function listPlans(q: Queryable, onlyInitial = false): Promise<Plan[]> {
  return selectPlans(q, onlyInitial);
}

/**
 * Subscribes to a free plan at once. A paid plan is bought with an order (POST /api/billing/orders)
 * and starts when its payment arrives: asked here, it is answered 409 USE_ORDERS.
 */
export async function subscribeToPlan(db: Db, userId: string, planId: string): Promise<Subscription> {
  const id = await db.transaction(async (tx) => {
    // serialize a user's plan changes (two tabs subscribing at once)
    await lockUser(tx, userId);
    const plan = await assertMayChangeTo(tx, userId, planId);
    if (!isFreePlan(plan)) throw errors.conflict('A paid plan is bought with an order: POST /api/billing/orders', 'USE_ORDERS');
    await cancelLiveSubscriptions(tx, userId);
    return insertActiveSubscription(tx, userId, planId, plan.period);
  });
  const sub = await selectSubscription(db, id, userId);
  if (!sub) throw errors.notFound('subscription');
  return sub;
}

/** Switches the automatic renewal of one of the user's live subscriptions; 404 for any other. */
export async function toggleRenew(db: Db, userId: string, subscriptionId: string): Promise<Subscription> {
  if (!(await flipRenew(db, subscriptionId, userId))) throw errors.notFound('subscription');
  const sub = await selectSubscription(db, subscriptionId, userId);
  if (!sub) throw errors.notFound('subscription');
  return sub;
}

// What the operator area (api/admin/orders.ts, plans.ts) needs of billing's rows: the customer lock
// every billing write takes first, and how a plan row reads. Exported here so that other domains do
// not reach into billing's SQL module.
export { lockUser as lockBillingCustomer, isFreePlan, planOfRow, type PlanRow } from './sql.ts';
