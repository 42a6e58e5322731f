// Authentication for route folders: `preHandler: requireUser` (401 without a live session) or
// `optionalUser` (anonymous allowed). The token comes from `Authorization: Bearer <token>`; the
// gateway turns its session cookie into that header.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.ts';
import { findSessionUser, type AuthUser, type IdlePolicy } from '../auth/sessions.ts';
import { clockOf, DEFAULT_SESSION_IDLE_MS } from '../config.ts';
import { TOKEN_PATTERN } from '../auth/tokens.ts';

export type { AuthUser } from '../auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
}

/** The bearer token of a request, or undefined when there is none or it cannot be one of ours. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match && TOKEN_PATTERN.test(match[1]) ? match[1] : undefined;
}

/** The idle time-out of the app's sessions (SESSION_IDLE_MINUTES) and its clock. */
export function idlePolicy(request: FastifyRequest): IdlePolicy {
  const config = request.server.config;
  return { idleMs: config.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS, now: clockOf(config) };
}

export async function optionalUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  request.user = token ? ((await findSessionUser(request.server.db, token, idlePolicy(request))) ?? undefined) : undefined;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw errors.unauthorized();
  const user = await findSessionUser(request.server.db, token, idlePolicy(request));
  if (!user) throw errors.unauthorized('Session expired or signed out');
  request.user = user;
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', undefined);
  },
  { name: 'auth', dependencies: ['db'] },
);
