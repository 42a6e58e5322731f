// Load shedding (@fastify/under-pressure) for both servers: when this process's event loop lags
// past the limit, new requests are answered at once with 503 and Retry-After instead of waiting
// behind the backlog until every answer is late. Health checks always answer, so a balancer reads
// /readyz rather than a shed request. The api answers JSON (`api/http/pressure.ts`), the gateway a
// localized page or JSON under /api (`gateway/pressure.ts`). Measured in `npm run bench -- --faults`.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PressureLimits {
  /** shed new requests while the event loop lags more than this, ms (default 1000; 0: never) */
  maxEventLoopDelayMs: number;
  /** the Retry-After of a shed request, s (default 2) */
  retryAfterS: number;
  /** nothing is shed this long after the server is ready (start-up work is not load), ms (default 3000) */
  startupGraceMs: number;
}

export const DEFAULT_PRESSURE: PressureLimits = { maxEventLoopDelayMs: 1000, retryAfterS: 2, startupGraceMs: 3000 };

export interface Shedding {
  /** the health checks' paths (query included): never shed */
  health: RegExp;
  /** the 503's body, status and type set on `reply` (Retry-After is already set) */
  answer: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export async function registerLoadShedding(app: FastifyInstance, limits: Partial<PressureLimits>, shedding: Shedding): Promise<void> {
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
      if (shedding.health.test(request.url) || Date.now() < sheddingFrom) return undefined;
      request.log.warn({ type, value }, 'shedding load: 503');
      reply.header('retry-after', String(retryAfterS));
      // under-pressure sends what the handler returns when it is not null or a promise (and then
      // runs no further onRequest hook), but types the handler as returning void: the one way to
      // answer without the later hooks running on a sent reply
      return shedding.answer(request, reply) as unknown as void;
    },
  });
}
