// Plans and plan changes. A user holds at most one live (not canceled) subscription; changing plan
// cancels the old one when its plan may be changed to the new one (upgradableTo). The free plan is
// active at once; paid plans need card payments, which are not built yet: they answer 501.
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import type { Plan, Subscription } from '../../shared/contract/billing.ts';
import {
  cancelLiveSubscriptions,
  flipRenew,
  insertActiveSubscription,
  isFreePlan,
  lockUser,
  selectActivePlan,
  selectLivePlans,
  selectPlans,
  selectSubscription,
  type LiveSubscriptionPlan,
} from './sql.ts';

/** Every plan on offer, or only those a new user chooses from. */
export function listPlans(q: Queryable, onlyInitial = false): Promise<Plan[]> {
  return selectPlans(q, onlyInitial);
}

function mayChange(from: LiveSubscriptionPlan, toPlanId: string): boolean {
  return from.upgradableTo === 'all' || (Array.isArray(from.upgradableTo) && from.upgradableTo.includes(toPlanId));
}

export async function subscribeToPlan(db: Db, userId: string, planId: string): Promise<Subscription> {
  const id = await db.transaction(async (tx) => {
    // serialize a user's plan changes (two tabs subscribing at once)
    await lockUser(tx, userId);
    const plan = await selectActivePlan(tx, planId);
    if (!plan) throw errors.notFound('plan');
    const live = await selectLivePlans(tx, userId);
    if (live.some((s) => s.planId === planId)) throw errors.conflict('You are subscribed to this plan already', 'ALREADY_SUBSCRIBED');
    if (live.some((s) => !mayChange(s, planId))) throw errors.conflict('Your current plan cannot be changed to this one', 'PLAN_CHANGE_NOT_ALLOWED');
    if (!isFreePlan(plan)) {
      throw errors.notImplemented('Paid plans cannot be bought yet: card payments are coming soon');
    }
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
