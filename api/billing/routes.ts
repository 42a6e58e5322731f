// Plans and subscriptions (shared/contract/billing.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/billing.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { listPlans, subscribeToPlan, toggleRenew } from './service.ts';

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
};

export default routes;
