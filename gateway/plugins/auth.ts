// Sign-in and sign-out through the gateway (docs/decisions/0001). The api answers sign-in with
// {user, subscriptions, token}; the gateway keeps the token in the httpOnly sid cookie and answers
// {user, subscriptions, roles, mfa} only, so the token never reaches JavaScript. The body (with the
// second factor `otp`) and the api's error codes (MFA_CODE_REQUIRED, MFA_CODE_INVALID) pass through. Sign-out revokes the token at
// the api and clears the cookie; only a POST from this site does (a link elsewhere cannot sign anyone out).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInAtGateway, type Session } from '../../shared/contract/auth.ts';
import type { GatewayConfig } from '../config.ts';
import { isCrossSiteCookieWrite, isOwnOrigin } from '../csrf.ts';
import { errorBody, errors } from '../errors.ts';
import { SESSION_MAX_AGE_S, clearSessionCookie, isTokenShaped, sessionToken, setSessionCookie } from '../session.ts';
import type { Upstream } from '../upstream.ts';
import { gatewayRoute } from '../route.ts';
import { recordUpstream } from './logging.ts';

export interface AuthOptions {
  config: GatewayConfig;
  upstream: Upstream;
}

const BODY_LIMIT = 16 * 1024;

/** Seconds until an ISO expiry the api may send, bounded to the default lifetime. */
function maxAgeFrom(expiresAt: unknown): number {
  if (typeof expiresAt !== 'string') return SESSION_MAX_AGE_S;
  const ms = Date.parse(expiresAt) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms / 1000, SESSION_MAX_AGE_S) : SESSION_MAX_AGE_S;
}

/** An api error body passed on as it is for 4xx; 5xx become the gateway's own phrase. */
function passError(status: number, body: unknown): { status: number; body: unknown } {
  if (status >= 500) return { status: 502, body: errorBody(502, undefined) };
  if (typeof body === 'object' && body !== null) return { status, body };
  return { status, body: errorBody(status, undefined) };
}

export default async function authPlugin(app: FastifyInstance, opts: AuthOptions): Promise<void> {
  const { config, upstream } = opts;

  gatewayRoute(app, signInAtGateway, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    // a login form posted from another site (login CSRF) is refused like any cross-site write
    if ((request.headers.origin || request.headers.referer) && !isOwnOrigin(request, config)) throw errors.crossSite();
    // the api's answer (shared/contract/auth.ts signIn), read defensively: it crosses a process boundary
    const res = await upstream.request<Partial<Session> & { expiresAt?: unknown }>('POST', '/api/auth/sign-in', {
      body: request.body ?? {},
      requestId: request.id,
      headers: { 'x-forwarded-for': request.ip },
    });
    recordUpstream(request, res.ms);
    reply.header('cache-control', 'no-store');
    if (res.status !== 200) {
      // a 429 says when to try again (the browser and the sign-in form read it)
      const retryAfter = res.headers['retry-after'];
      if (res.status === 429 && typeof retryAfter === 'string') reply.header('retry-after', retryAfter);
      const { status, body } = passError(res.status, res.body);
      return reply.code(status).send(body);
    }
    const { token, expiresAt, user, subscriptions, roles, mfa } = res.body ?? {};
    if (!isTokenShaped(token)) {
      request.log.error('api sign-in answer had no usable token');
      throw errors.badGateway();
    }
    if (!user || !Array.isArray(subscriptions)) {
      request.log.error('api sign-in answer had no user or subscriptions');
      throw errors.badGateway();
    }
    setSessionCookie(reply, config, token, maxAgeFrom(expiresAt));
    request.log.info({ userId: user._id }, 'signed in');
    // the api's answer without the token
    return { user, subscriptions, roles: Array.isArray(roles) ? roles : undefined, mfa: typeof mfa?.enrolled === 'boolean' ? mfa : undefined };
  });

  /** Ends the session at the api (best effort) and drops the cookie. */
  async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = sessionToken(request);
    clearSessionCookie(reply, config);
    reply.header('cache-control', 'no-store');
    if (token) {
      try {
        const res = await upstream.request('POST', '/api/auth/sign-out', { token, requestId: request.id });
        recordUpstream(request, res.ms);
        if (res.status >= 500) request.log.warn({ apiStatus: res.status }, 'api sign-out failed; cookie cleared anyway');
      } catch (err) {
        // the browser is signed out either way; the token expires at the api on its own
        request.log.warn({ err }, 'api unreachable for sign-out; cookie cleared anyway');
      }
    }
  }

  app.post('/api/auth/sign-out', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (isCrossSiteCookieWrite(request, config)) throw errors.crossSite();
    await endSession(request, reply);
    return reply.code(204).send();
  });

  // The sign-out form without JavaScript (client/session/user/components/SignOutForm.tsx): a POST
  // from this site only, then home. GET /sign-out is a page that asks; it never signs out.
  await app.register(async (form) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, _body, done) => done(null, {}));
    form.post('/sign-out', async (request, reply) => {
      if (!isOwnOrigin(request, config)) throw errors.crossSite();
      await endSession(request, reply);
      return reply.code(303).header('location', '/').send();
    });
  });
}
