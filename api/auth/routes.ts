// Sign-up, sign-in, sign-out and password reset. Unknown addresses and wrong passwords answer alike;
// forgot-password answers 202 whether or not the address exists.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../errors.ts';
import { bearerToken, requireUser } from '../http/auth.ts';
import { byBodyEmail, byIp } from '../http/rate-limit.ts';
import { errorResponses, NoContent } from '../http/schema-common.ts';
import { ForgotPasswordBody, OwnUserSchema, ResetPasswordBody, SignInBody, SignInSchema, SignUpBody } from '../../shared/contract/users.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeSession } from './sessions.ts';
import { listSubscriptions } from '../billing/subscriptions.ts';
import { findUserByEmail, ownUser } from '../users/service.ts';
import { createUser, requestPasswordReset, resetPassword } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const perIp = app.limit('auth-ip', app.limits.authPerIp, byIp);
  const perAddress = app.limit('auth-address', app.limits.authPerAddress, byBodyEmail);

  app.post(
    '/auth/sign-up',
    {
      preHandler: [perIp],
      schema: {
        tags: ['auth'],
        summary: 'Create an account; company is optional, for realtors too',
        body: SignUpBody,
        response: { 201: Type.Object({ user: OwnUserSchema }), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const row = await createUser(app.db, request.body, await hashPassword(request.body.password));
      request.log.info({ userId: row.id }, 'user signed up');
      return reply.code(201).send({ user: ownUser(row) });
    },
  );

  app.post(
    '/auth/sign-in',
    {
      preHandler: [perIp, perAddress],
      schema: { tags: ['auth'], body: SignInBody, response: { 200: SignInSchema, ...errorResponses(400, 401, 429) } },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findUserByEmail(app.db, email);
      // verify against a dummy hash for an unknown address so both failures take as long
      const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
      if (!row || !ok) throw errors.invalidCredentials();
      const token = await createSession(app.db, row.id);
      request.log.info({ userId: row.id }, 'user signed in');
      return { user: ownUser(row), subscriptions: await listSubscriptions(app.db, row.id), token };
    },
  );

  app.post(
    '/auth/sign-out',
    { preHandler: [requireUser], schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 204: NoContent, ...errorResponses(401) } } },
    async (request, reply) => {
      await revokeSession(app.db, bearerToken(request) as string);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: [perIp, perAddress],
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link (1 hour); answers 202 whether or not the address exists',
        body: ForgotPasswordBody,
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email);
      return reply.code(202).send({ message: 'If the address belongs to an account, a reset link is on its way' });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: [perIp],
      schema: { tags: ['auth'], body: ResetPasswordBody, response: { 204: NoContent, ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      const userId = await resetPassword(app.db, request.body.resetToken, await hashPassword(request.body.password));
      request.log.info({ userId }, 'password reset');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
