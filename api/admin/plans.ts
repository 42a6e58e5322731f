// Plans and prices for admins (issue 23, item 8). A plan's prices are minor units per period in every
// currency (plans.prices, migration 001), read when an order is made and when a renewal is charged:
// so a change applies to every new order at once, while a running subscription, paid for its
// period, is charged the new price only at its renewal. A free plan stays free (it is the plan
// users fall back to) and stays offered. Each change is one transaction with its audit entry
// (before and after).
import { RESOURCE_TYPES } from '../../shared/core/constants.ts';
import type { AdminPlan, PlanPatchBody } from '../../shared/contract/admin-billing.ts';
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { isFreePlan, planOfRow, type PlanRow } from '../billing/service.ts';

type AdminPlanRow = PlanRow & { live: number };

const SELECT = `SELECT p.*, (SELECT count(*)::integer FROM subscriptions s WHERE s.plan_id = p.id AND s.status <> 'canceled') AS live FROM plans p`;

const toAdminPlan = (row: AdminPlanRow): AdminPlan => ({ ...planOfRow(row), active: row.is_active, liveSubscriptions: Number(row.live) });

/** Every plan, offered or not, in display order. */
export async function listAdminPlans(q: Queryable): Promise<AdminPlan[]> {
  const r = await q.query<AdminPlanRow>(`${SELECT} ORDER BY p.sort, p.id`);
  return r.rows.map(toAdminPlan);
}

/** The resources as given, checked: each type once, a limit of -1 (unlimited) or more. 400 naming the field. */
function checkResources(resources: NonNullable<PlanPatchBody['resources']>): PlanRow['resources'] {
  const seen = new Set<string>();
  resources.forEach((r, i) => {
    if (!(RESOURCE_TYPES as readonly string[]).includes(r.type)) throw errors.invalidField(`body/resources/${i}/type`, 'is not a resource type');
    if (seen.has(r.type)) throw errors.invalidField(`body/resources/${i}/type`, 'is given twice', 'DUPLICATE');
    seen.add(r.type);
    if (r.limit < -1) throw errors.invalidField(`body/resources/${i}/limit`, 'must be -1 (unlimited) or more', 'OUT_OF_RANGE');
  });
  return resources.map((r) => ({ type: r.type, limit: r.limit }));
}

/** Changes a plan's prices, resources or offer. 404 unknown plan; 409 PLAN_IS_FREE for a price or a withdrawal of a free plan. */
export async function updatePlan(db: Db, actor: string, planId: string, body: PlanPatchBody): Promise<AdminPlan> {
  if (body.prices === undefined && body.resources === undefined && body.active === undefined) {
    throw errors.invalidField('body', 'must change prices, resources or active', 'EMPTY');
  }
  const resources = body.resources ? checkResources(body.resources) : undefined;
  return db.transaction(async (tx) => {
    const r = await tx.query<PlanRow>('SELECT * FROM plans WHERE id = $1 FOR UPDATE', [planId]);
    const plan = r.rows[0];
    if (!plan) throw errors.notFound('plan');
    const free = isFreePlan(plan);
    if (free && body.prices) throw errors.conflict('The free plan stays free: users fall back to it', 'PLAN_IS_FREE');
    if (free && body.active === false) throw errors.conflict('The free plan stays offered: users fall back to it', 'PLAN_IS_FREE');
    const prices = body.prices ? { eur: body.prices.eur, usd: body.prices.usd, rub: body.prices.rub } : plan.prices;
    const next = { prices, resources: resources ?? plan.resources, active: body.active ?? plan.is_active };
    await tx.query('UPDATE plans SET prices = $2::jsonb, resources = $3::jsonb, is_active = $4 WHERE id = $1', [
      planId,
      JSON.stringify(next.prices),
      JSON.stringify(next.resources),
      next.active,
    ]);
    await recordOperatorAction(tx, {
      actor,
      action: 'plan.update',
      targetType: 'plan',
      targetId: planId,
      before: { prices: plan.prices, resources: plan.resources, active: plan.is_active },
      after: next,
    });
    const updated = await tx.query<AdminPlanRow>(`${SELECT} WHERE p.id = $1`, [planId]);
    return toAdminPlan(updated.rows[0]);
  });
}
