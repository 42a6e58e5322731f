// The gateway's load shedding (shared/server/pressure.ts): a shed request gets 503 with Retry-After,
// a localized page or JSON under /api; /healthz and /readyz always answer.
import type { FastifyInstance } from 'fastify';
import { registerLoadShedding, type PressureLimits } from '../shared/server/pressure.ts';
import { errorBody } from './errors.ts';
import { errorPayload } from './plugins/errors.ts';

export async function registerPressure(app: FastifyInstance, limits: Partial<PressureLimits> = {}): Promise<void> {
  await registerLoadShedding(app, limits, {
    health: /^\/(?:healthz|readyz)(?:\?|$)/,
    answer: (request, reply) => errorPayload(request, reply, errorBody(503, undefined)),
  });
}
