// The api's load shedding (shared/server/pressure.ts): a shed request gets 503 OVERLOADED as JSON
// with Retry-After (the gateway passes the 503 on); /api/healthz and /api/readyz always answer.
import type { FastifyInstance } from 'fastify';
import { registerLoadShedding, type PressureLimits } from '../../shared/server/pressure.ts';
import { errorBody } from '../errors.ts';

export async function registerPressure(app: FastifyInstance, limits: Partial<PressureLimits> = {}): Promise<void> {
  await registerLoadShedding(app, limits, {
    health: /^\/api\/(?:healthz|readyz)(?:\?|$)/,
    answer: (_request, reply) => {
      reply.code(503).type('application/json; charset=utf-8');
      return errorBody(503, 'The server is busy, retry shortly', 'OVERLOADED');
    },
  });
}
