// The operator area's billing routes (shared/contract/admin-billing.ts), admins only, each behind the
// role guard: orders and refunds, plans and prices, exchange rates and their overrides. Also the
// minute timer that ends overrides whose day is over (every instance runs it; ending is idempotent).
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/admin-billing.ts';
import { currentUser } from '../http/auth.ts';
import { afterRateChange, expireRateOverrides, overrideRate } from '../rates/overrides.ts';
import { adminRoute } from './guard.ts';
import { listOrders, refundOrder } from './orders.ts';
import { listAdminPlans, updatePlan } from './plans.ts';
import { listAdminRates } from './rates.ts';

/** How often the api looks for overrides whose day is over. */
const OVERRIDE_CHECK_MS = 60_000;

const routes: FastifyPluginAsync = async (app) => {
  adminRoute(app, 'admin', contract.listAdminOrders, (request) => listOrders(app.db, request.query));

  adminRoute(app, 'admin', contract.refundOrder, async (request) => {
    const actor = currentUser(request).id;
    const order = await refundOrder(app, { orderId: request.params.id, actor, reason: request.body.reason });
    request.log.info({ orderId: order._id, by: actor, status: order.status, amount: order.amount, currency: order.currency }, 'order refund asked');
    return order;
  });

  adminRoute(app, 'admin', contract.listAdminPlans, () => listAdminPlans(app.db));

  adminRoute(app, 'admin', contract.updatePlan, async (request) => {
    const actor = currentUser(request).id;
    const plan = await updatePlan(app.db, actor, request.params.planId, request.body);
    request.log.info({ planId: plan._id, by: actor, prices: plan.prices, active: plan.active }, 'plan changed');
    return plan;
  });

  adminRoute(app, 'admin', contract.listAdminRates, () => listAdminRates(app.db));

  adminRoute(app, 'admin', contract.overrideRate, async (request) => {
    const actor = currentUser(request).id;
    const { currency, rate, note } = request.body;
    const o = await overrideRate(app.db, { currency, rate, note: note.trim(), actor });
    request.log.info({ currency, rate, by: actor, expiresAt: o.expires_at }, 'exchange rate overridden');
    await afterRateChange(app.db, app.log);
    return (await listAdminRates(app.db)).find((r) => r.code === currency)!;
  });

  const timer = setInterval(() => {
    expireRateOverrides(app.db).then(
      (ended) => (ended.length ? afterRateChange(app.db, app.log) : undefined),
      (err: unknown) => app.log.warn({ err }, 'exchange rate overrides not checked'),
    );
  }, OVERRIDE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default routes;
