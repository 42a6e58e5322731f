// The signed-in user's own record, its export and erasure (privacy.ts), the public user directory
// (realtors) and public profiles (shared/contract/users.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/users.ts';
import { currentUser } from '../http/auth.ts';
import { byUser } from '../http/rate-limit.ts';
import { route } from '../http/route.ts';
import { deleteAccount, exportAccount } from './privacy.ts';
import { getCurrentUser, getProfile, listRealtors, updateProfile } from './service.ts';

const routes: FastifyPluginAsync = async (app) => {
  const perUser = app.limit('privacy-user', app.limits.privacyPerUser, byUser);

  route(app, contract.getCurrentUser, (request) => getCurrentUser(app.db, currentUser(request).id));

  route(app, contract.updateCurrentUser, async (request) => {
    const user = await updateProfile(app.db, currentUser(request).id, request.body);
    request.log.info({ userId: user._id }, 'profile updated');
    return { user };
  });

  route(
    app,
    contract.exportCurrentUser,
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('Content-Disposition', `attachment; filename="export-${user.aliasId}.json"`);
      request.log.info({ userId: user.id }, 'account exported');
      return exportAccount(app, user.id);
    },
    { preHandler: [perUser] },
  );

  route(
    app,
    contract.deleteCurrentUser,
    async (request) => {
      const userId = currentUser(request).id;
      await deleteAccount(app, userId, request.body.password);
      request.log.info({ userId }, 'account erased');
      return null;
    },
    { preHandler: [perUser] },
  );

  route(app, contract.listRealtors, (request) => listRealtors(app.db, request.query));

  route(app, contract.getUserProfile, (request) => getProfile(app.db, request.params.aliasId));
};

export default routes;
