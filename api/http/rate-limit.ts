// Rate limits (@fastify/rate-limit) for the routes that invite abuse, counted in Redis when REDIS_URL
// is set (so every api instance counts the same totals), else in this process's memory. A Redis
// failure lets the request pass with a warning rather than failing it (skipOnError). A route can
// stack several limits with different keys (per e-mail address and per client IP), which the
// plugin's per-route option cannot, so limits are preHandlers made by `app.limit(...)`.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { rateLimits, type ApiConfig, type RateLimits } from '../config.ts';
import { errors } from '../errors.ts';
import { connectRedis } from '../integrations/redis.ts';

export type LimitKey = (request: FastifyRequest) => string | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** a preHandler allowing `max` requests per window for each key; a request without a key passes */
    limit(name: string, max: number, key: LimitKey): preHandlerAsyncHookHandler;
    limits: RateLimits;
  }
}

export const byIp: LimitKey = (request) => request.ip;

/** The e-mail address of a JSON body, case-folded. */
export const byBodyEmail: LimitKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** The account (the body's e-mail address) tried from this client address. */
export const byBodyEmailAndIp: LimitKey = (request) => {
  const email = byBodyEmail(request);
  return email === undefined ? undefined : `${email}|${request.ip}`;
};

export const byUser: LimitKey = (request) => request.user?.id;

export default fp(
  async (app, opts: { config: ApiConfig }) => {
    const limits = rateLimits(opts.config);
    const redis = opts.config.redisUrl ? connectRedis(opts.config.redisUrl) : undefined;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis for rate limits unavailable'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      timeWindow: limits.windowMs,
      ...(redis ? { redis, nameSpace: 'rl:', skipOnError: true } : {}),
    });
    app.decorate('limits', limits);
    app.decorate('limit', (name: string, max: number, key: LimitKey): preHandlerAsyncHookHandler => {
      const check = app.createRateLimit({
        max,
        timeWindow: limits.windowMs,
        keyGenerator: (request) => `${name}:${key(request)}`,
      });
      return async (request) => {
        if (key(request) === undefined) return;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          request.log.warn({ limit: name }, 'rate limit exceeded');
          throw errors.tooManyRequests(Math.max(1, result.ttlInSeconds));
        }
      };
    });
  },
  { name: 'rate-limit' },
);
