// The operator area's api (shared/contract/admin.ts), every route behind the role guard
// (api/admin/guard.ts): the account search (moderators) and the roles of an account (admins).
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/admin.ts';
import { errors } from '../errors.ts';
import { currentUser } from '../http/auth.ts';
import { adminRoute } from './guard.ts';
import { adminUser, changeRoles, parseRoles, searchUsers } from './roles.ts';

const routes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('roles', undefined);

  adminRoute(app, 'moderator', contract.listAdminUsers, (request) => searchUsers(app.db, request.query));

  adminRoute(app, 'admin', contract.setUserRoles, async (request) => {
    const roles = parseRoles(request.body.roles);
    const targetId = request.params.id;
    const change = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query("SELECT 1 FROM users WHERE id = $1 AND password_hash <> '!erased'", [targetId]);
      if (!rows[0]) throw errors.notFound('user');
      return changeRoles(tx, app.db.kind, targetId, roles, { keepLastAdmin: true });
    });
    request.log.info({ userId: targetId, by: currentUser(request).id, before: change.before, after: change.after }, 'roles changed');
    return (await adminUser(app.db, targetId))!;
  });
};

export default routes;
