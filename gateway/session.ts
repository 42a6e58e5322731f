// The session cookie (docs/decisions/0001): `sid` holds the api's opaque token; httpOnly, SameSite=Lax,
// path /, Secure when PUBLIC_ORIGIN is https. The gateway alone reads it and turns it into
// `Authorization: Bearer` toward the api and the renderer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.ts';

export const SESSION_COOKIE = 'sid';
/**
 * Over https the cookie is `__Host-sid` (docs/decisions/0011): browsers accept that name only with
 * Secure, Path=/ and no Domain, so a sibling subdomain cannot plant a session (fixation) or shadow it.
 * Over http (development) it stays `sid`.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';

export function sessionCookieName(config: Pick<GatewayConfig, 'secureCookies'>): string {
  return config.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session cookie's name for this gateway (only that one is read). */
function cookieNameOf(request: FastifyRequest): string {
  const config = (request.server as { gatewayConfig?: GatewayConfig }).gatewayConfig;
  return config ? sessionCookieName(config) : SESSION_COOKIE;
}

/** The raw session cookie of the request, whatever its shape. */
export function sessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[cookieNameOf(request)];
}
/** the api's token shape (api/auth/tokens.ts); anything else in the cookie is ignored */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;
/** cookie lifetime when the api does not say when the session expires */
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;

/** The session token from the sid cookie, when it has a token's shape. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const v = sessionCookie(request);
  return v && TOKEN_SHAPE.test(v) ? v : undefined;
}

export function isTokenShaped(v: unknown): v is string {
  return typeof v === 'string' && TOKEN_SHAPE.test(v);
}

export function setSessionCookie(reply: FastifyReply, config: GatewayConfig, token: string, maxAgeS = SESSION_MAX_AGE_S): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeS)),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: GatewayConfig): void {
  reply.clearCookie(sessionCookieName(config), { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' });
}
