// The operator area's api (shared/contract/admin.ts), every route behind the role guard
// (api/admin/guard.ts). Moderators (and admins): accounts and listings found, reports read, listings
// moderated, accounts blocked and unblocked. Admins only: roles, the verified badge (a trust mark
// that speaks for the site, so it is the admins' call), the audit trail, and billing (billing-routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/admin.ts';
import { errors } from '../errors.ts';
import { currentUser } from '../http/auth.ts';
import { adminRoute } from './guard.ts';
import { adminUser, changeRoles, parseRoles, searchUsers } from './roles.ts';
import { moderate, searchEstates } from './moderation.ts';
import { changeAccount, type AccountAction } from './accounts.ts';
import { listOpenReports } from '../reports/service.ts';
import { listOperatorActions } from '../audit/service.ts';
import billingRoutes from './billing-routes.ts';
import { dashboard } from './dashboard.ts';
import contentRoutes from './content-routes.ts';

const routes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('roles', undefined);
  // admins only: orders and refunds, plans and prices, exchange rates
  await app.register(billingRoutes);
  // admins only: articles, news, legal pages and country guides
  await app.register(contentRoutes);

  adminRoute(app, 'moderator', contract.listAdminUsers, (request) => searchUsers(app.db, request.query));

  adminRoute(app, 'admin', contract.setUserRoles, async (request) => {
    const roles = parseRoles(request.body.roles);
    const targetId = request.params.id;
    const change = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query("SELECT 1 FROM users WHERE id = $1 AND password_hash <> '!erased'", [targetId]);
      if (!rows[0]) throw errors.notFound('user');
      return changeRoles(tx, app.db.kind, targetId, roles, { keepLastAdmin: true, actor: currentUser(request).id });
    });
    request.log.info({ userId: targetId, by: currentUser(request).id, before: change.before, after: change.after }, 'roles changed');
    return (await adminUser(app.db, targetId))!;
  });

  adminRoute(app, 'moderator', contract.getAdminDashboard, (request) => dashboard(app.db, request.roles?.includes('admin') === true));

  adminRoute(app, 'moderator', contract.listAdminReports, (request) => listOpenReports(app.db, request.query));
  adminRoute(app, 'moderator', contract.listAdminEstates, (request) => searchEstates(app.db, request.query));
  adminRoute(app, 'moderator', contract.moderateEstate, async (request) => {
    const actor = currentUser(request).id;
    const estate = await moderate(app, { aliasId: request.params.aliasId, actor, action: request.body.action, reason: request.body.reason });
    request.log.info({ estateId: estate._id, by: actor, action: request.body.action }, 'listing moderated');
    return estate;
  });

  const account = (action: AccountAction) => async (request: { params: { id: string }; body?: unknown } & Parameters<typeof currentUser>[0]) => {
    const actor = currentUser(request).id;
    const reason = (request.body as { reason?: string } | undefined)?.reason;
    const user = await changeAccount(app.db, { userId: request.params.id, actor, action, reason });
    request.log.info({ userId: user._id, by: actor, action }, 'account changed');
    return user;
  };
  adminRoute(app, 'moderator', contract.blockUser, account('block'));
  adminRoute(app, 'moderator', contract.unblockUser, account('unblock'));
  adminRoute(app, 'admin', contract.verifyUser, account('verify'));
  adminRoute(app, 'admin', contract.unverifyUser, account('unverify'));

  adminRoute(app, 'admin', contract.listAudit, async (request) => {
    const { actor, action, target, page, onPage } = request.query;
    const [type, ...rest] = target ? target.split(':') : [];
    const list = await listOperatorActions(app.db, {
      actor,
      action,
      target: type ? { type, id: rest.length ? rest.join(':') : undefined } : undefined,
      page,
      onPage,
    });
    return {
      meta: list.meta,
      values: list.values.map((a) => ({
        id: a.id,
        at: a.at,
        actor: a.actor,
        action: a.action,
        target: `${a.targetType}:${a.targetId}`,
        reason: a.reason,
        ...(a.before === null || a.before === undefined ? {} : { before: a.before }),
        ...(a.after === null || a.after === undefined ? {} : { after: a.after }),
      })),
    };
  });
};

export default routes;
