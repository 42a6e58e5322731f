// Load shedding (@fastify/under-pressure): when the api's event loop lags past the limit, new
// requests are answered at once with 503 OVERLOADED and Retry-After instead of waiting behind the
// backlog (the gateway passes the 503 on). Health checks always answer. Measured in
// `npm run bench -- --faults`.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

export interface PressureLimits {
  /** shed new requests while the event loop lags more than this, ms (default 1000; 0: never) */
  maxEventLoopDelayMs: number;
  /** the Retry-After of a shed request, s (default 2) */
  retryAfterS: number;
  /** nothing is shed this long after the server is ready (start-up work is not load), ms (default 3000) */
  startupGraceMs: number;
}

export const DEFAULT_PRESSURE: PressureLimits = { maxEventLoopDelayMs: 1000, retryAfterS: 2, startupGraceMs: 3000 };

const HEALTH = /^\/api\/(?:healthz|readyz)(?:\?|$)/;

export async function registerPressure(app: FastifyInstance, limits: Partial<PressureLimits> = {}): Promise<void> {
  const { maxEventLoopDelayMs, retryAfterS, startupGraceMs } = { ...DEFAULT_PRESSURE, ...limits };
  if (maxEventLoopDelayMs <= 0) return;
  // start-up work (migrations, seeding, first renders) blocks the loop: that lag is not load, so
  // nothing is shed until the server has been ready for a moment
  let sheddingFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    sheddingFrom = Date.now() + startupGraceMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // a window with no sample at all counts as an infinite lag in under-pressure: make the window as
    // long as the limit, so only a loop blocked past the limit sheds, not a process paused 250 ms
    sampleInterval: Math.max(100, Math.min(1000, maxEventLoopDelayMs)),
    retryAfter: retryAfterS,
    pressureHandler: (request, reply, type, value) => {
      if (HEALTH.test(request.url) || Date.now() < sheddingFrom) return undefined;
      request.log.warn({ type, value }, 'shedding load: 503');
      reply.code(503).header('retry-after', String(retryAfterS)).type('application/json; charset=utf-8');
      return errorBody(503, 'The server is busy, retry shortly', 'OVERLOADED') as unknown as void;
    },
  });
}
