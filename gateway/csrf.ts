// Cookie-authenticated writes must come from our own origin (docs/architecture.md "Contracts", decision
// 0001): the Origin header's host, or when there is no Origin the Referer's host, must equal the
// request's Host (or the host of PUBLIC_ORIGIN). A write with neither header is refused too: every
// browser sends Origin on POST/PUT/PATCH/DELETE, so only a non-browser client lacks both, and such a
// client should use `Authorization: Bearer` rather than the cookie.
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { sessionCookie } from './session.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The host the request came from (Origin, else Referer), or null when neither names one. */
export function sourceHost(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return hostOf(origin);
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return hostOf(referer);
  return null;
}

export function isOwnOrigin(request: FastifyRequest, config: GatewayConfig): boolean {
  const source = sourceHost(request);
  if (!source) return false;
  const host = (request.headers.host ?? '').toLowerCase();
  return source === host || source === hostOf(config.publicOrigin);
}

/** True for a write that carries the session cookie and does not come from our own origin. */
export function isCrossSiteCookieWrite(request: FastifyRequest, config: GatewayConfig): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  if (sessionCookie(request) === undefined) return false;
  return !isOwnOrigin(request, config);
}
