// Plans and subscriptions. The free plan is subscribed at once; paid plans need the payment
// integration, which is not built yet: subscribing to one answers 501 until it is.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../errors.ts';
import { currentUser, requireUser } from '../http/auth.ts';
import { Body, errorResponses } from '../http/schema-common.ts';
import { PlanSchema, SubscriptionSchema } from '../../shared/contract/billing.ts';
import { getSubscription, listPlans } from './subscriptions.ts';
import { subscribeToPlan } from './service.ts';

const Id = Type.String({ minLength: 1, maxLength: 100 });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bearer = [{ bearer: [] }];

  app.get(
    '/billing/initial-plans',
    { schema: { tags: ['billing'], summary: 'The plans a new user chooses from', response: { 200: Type.Array(PlanSchema) } } },
    async () => listPlans(app.db, true),
  );

  app.get(
    '/billing/plans',
    { schema: { tags: ['billing'], summary: 'Every plan on offer, prices in minor units of each currency', response: { 200: Type.Array(PlanSchema) } } },
    async () => listPlans(app.db),
  );

  app.post(
    '/billing/subscribe',
    {
      preHandler: [requireUser],
      schema: {
        tags: ['billing'],
        security: bearer,
        summary: 'Subscribe to a plan: a free plan is active at once; paid plans answer 501 until payments exist',
        body: Body({ planId: Id }),
        response: { 201: Type.Object({ subscription: SubscriptionSchema }), ...errorResponses(400, 401, 404, 409, 501) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const subscription = await subscribeToPlan(app.db, user.id, request.body.planId);
      request.log.info({ userId: user.id, planId: request.body.planId }, 'subscribed');
      return reply.code(201).send({ subscription });
    },
  );

  app.post(
    '/billing/toggle-renew',
    {
      preHandler: [requireUser],
      schema: {
        tags: ['billing'],
        security: bearer,
        summary: "Switch a subscription's automatic renewal on or off (owner only)",
        body: Body({ subscriptionId: Id }),
        response: { 200: SubscriptionSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { subscriptionId } = request.body;
      const r = await app.db.query(
        `UPDATE subscriptions SET renew = NOT renew WHERE id = $1 AND user_id = $2 AND status <> 'canceled' RETURNING id`,
        [subscriptionId, user.id],
      );
      if (!r.rows.length) throw errors.notFound('subscription');
      const sub = await getSubscription(app.db, subscriptionId);
      if (!sub) throw errors.notFound('subscription');
      const { userId: _owner, ...json } = sub;
      return json;
    },
  );
};

export default routes;
