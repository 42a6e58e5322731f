// The one guard of the operator area (issue 23): every /api/admin/* route passes through
// requireRole (api/admin/routes.ts registers them with adminRoute, which adds it, and refuses at
// start-up an /api/admin route registered without it). Signed out: 401; without the role: 403
// FORBIDDEN; with it but without two-factor sign-in enrolled: 403 MFA_REQUIRED. Admin implies moderator.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Endpoint } from '../../shared/contract/http.ts';
import { hasRole, type Role } from '../../shared/contract/roles.ts';
import { errors } from '../errors.ts';
import { requireUser } from '../http/auth.ts';
import { route, type EndpointHandler, type RouteOptions } from '../http/route.ts';
import { isMfaEnrolled } from '../auth/mfa.ts';
import { rolesOf } from './roles.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the roles of the signed-in operator, set by requireRole */
    roles: Role[] | undefined;
  }
  interface FastifyContextConfig {
    /** the role an /api/admin route demands (set by adminRoute) */
    operatorRole?: Role;
  }
}

export function requireRole(role: Role): preHandlerAsyncHookHandler {
  return async function requireRoleHandler(request: FastifyRequest) {
    if (!request.user) await requireUser(request);
    const user = request.user!;
    const roles = await rolesOf(request.server.db, user.id);
    if (!hasRole(roles, role)) throw errors.forbidden(`This needs the ${role} role`, 'FORBIDDEN');
    if (!(await isMfaEnrolled(request.server.db, user.id)))
      throw errors.forbidden('Turn on two-factor sign-in first (POST /api/auth/mfa/setup)', 'MFA_REQUIRED');
    request.roles = roles;
  };
}

/** Registers an operator endpoint behind requireRole(role). */
export function adminRoute<E extends Endpoint>(app: FastifyInstance, role: Role, e: E, handler: EndpointHandler<E>, opts: RouteOptions = {}): void {
  if (!e.path.startsWith('/api/admin/')) throw new Error(`${e.path} is not an operator route`);
  route(app, e, handler, { ...opts, preHandler: [requireRole(role), ...(opts.preHandler ?? [])], config: { operatorRole: role } });
}

/** Refuses (at start-up) an /api/admin route registered without adminRoute. */
export function guardAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (opts) => {
    const url = opts.url ?? '';
    if (url.startsWith('/api/admin') && !(opts.config as { operatorRole?: Role } | undefined)?.operatorRole)
      throw new Error(`${opts.method} ${url} has no role guard: register it with adminRoute (api/admin/guard.ts)`);
  });
}
