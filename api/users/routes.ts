// The signed-in user's own record, the public user directory (realtors) and public profiles
// (shared/contract/users.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/users.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { getCurrentUser, getProfile, listRealtors, updateProfile } from './service.ts';

const routes: FastifyPluginAsync = async (app) => {
  route(app, contract.getCurrentUser, (request) => getCurrentUser(app.db, currentUser(request).id));

  route(app, contract.updateCurrentUser, async (request) => {
    const user = await updateProfile(app.db, currentUser(request).id, request.body);
    request.log.info({ userId: user._id }, 'profile updated');
    return { user };
  });

  route(app, contract.listRealtors, (request) => listRealtors(app.db, request.query));

  route(app, contract.getUserProfile, (request) => getProfile(app.db, request.params.aliasId));
};

export default routes;
