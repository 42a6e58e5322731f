// Liveness and readiness. /healthz answers as long as the process serves requests; /readyz also
// needs the api's own /api/readyz (which checks the database) to answer 200 within two seconds.
import type { FastifyInstance } from 'fastify';
import type { Upstream } from '../upstream.ts';

const READY_TIMEOUT_MS = 2_000;

export default async function healthPlugin(app: FastifyInstance, opts: { upstream: Upstream }): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const res = await opts.upstream.get('/api/readyz', { requestId: request.id, timeout: READY_TIMEOUT_MS });
      if (res.status === 200) return { status: 'ok', api: 'ok' };
      request.log.warn({ apiStatus: res.status }, 'api not ready');
    } catch (err) {
      request.log.warn({ err }, 'api unreachable for readiness');
    }
    reply.code(503).header('retry-after', '5');
    return { status: 'unavailable', api: 'unavailable' };
  });
}
