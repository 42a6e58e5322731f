// Plans, subscriptions, orders, the payment webhook and the local test-mode payment steps
// (shared/contract/billing.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/billing.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { localProvider } from '../integrations/payments/plugin.ts';
import { createPlanOrder, createProductOrder, getOrder, type OrderDeps } from './orders.ts';
import { listPlans, subscribeToPlan, toggleRenew } from './service.ts';
import webhookRoutes from './webhook.ts';

const routes: FastifyPluginAsync = async (app) => {
  route(app, contract.listInitialPlans, () => listPlans(app.db, true));

  route(app, contract.listPlans, () => listPlans(app.db));

  route(app, contract.subscribe, async (request) => {
    const user = currentUser(request);
    const subscription = await subscribeToPlan(app.db, user.id, request.body.planId);
    request.log.info({ userId: user.id, planId: request.body.planId }, 'subscribed');
    return { subscription };
  });

  route(app, contract.toggleRenew, (request) => toggleRenew(app.db, currentUser(request).id, request.body.subscriptionId));

  const deps = (): OrderDeps => ({ db: app.db, payments: app.payments, log: app.log });

  route(app, contract.createOrder, async (request) => {
    const user = currentUser(request);
    const answer = await createPlanOrder(deps(), user.id, request.body, request.headers['idempotency-key']);
    const { order } = answer;
    request.log.info({ userId: user.id, orderId: order._id, planId: order.planId, amount: order.amount, currency: order.currency }, 'plan ordered');
    return answer;
  });

  route(app, contract.getOrder, (request) => getOrder(deps(), currentUser(request).id, request.params.orderId, 'plan'));

  route(app, contract.createProductOrder, async (request) => {
    const user = currentUser(request);
    const answer = await createProductOrder(deps(), user.id, request.body, request.headers['idempotency-key']);
    const { order } = answer;
    request.log.info(
      { userId: user.id, orderId: order._id, estateAliasId: order.estateAliasId, days: order.days, status: order.status, amount: order.amount },
      'top offer ordered',
    );
    return answer;
  });

  route(app, contract.getProductOrder, (request) => getOrder(deps(), currentUser(request).id, request.params.productOrderId, 'product'));

  // the webhook keeps its body raw for the signature: its own encapsulated plugin
  await app.register(webhookRoutes);

  // the test-mode card steps exist only while the local provider pays (no Stripe keys)
  const local = localProvider(app.payments);
  if (local) {
    route(app, contract.confirmLocalPayment, (request) => local.confirm(request.params.paymentId, request.body));
    route(app, contract.authenticateLocalPayment, (request) => local.authenticate(request.params.paymentId, request.body));
  }
};

export default routes;
