// Liveness and readiness. /healthz answers as long as the process serves requests; /readyz also
// needs the api's own /api/readyz (which checks the database) to answer 200 within two seconds.
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import type { UploadSlots } from '../body-guard.ts';
import type { Upstream } from '../upstream.ts';

const READY_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  upstream: Upstream;
  /** the proxy's pool and upload slots: /readyz says when they are saturated */
  proxyPool?: Pool;
  slots?: UploadSlots;
}

/** The proxy's load: busy connections of the pool, requests queued for one, uploads in flight. */
export function proxyLoad(opts: HealthOptions, connections: number) {
  const stats = opts.proxyPool?.stats;
  const busy = stats ? stats.running : 0;
  const queued = stats ? stats.pending : 0;
  const uploads = opts.slots ? { active: opts.slots.active, limit: opts.slots.limit } : undefined;
  return { connections: { busy, queued, limit: connections }, ...(uploads ? { uploads } : {}), saturated: busy >= connections && queued > 0 };
}

export default async function healthPlugin(app: FastifyInstance, opts: HealthOptions & { connections?: number }): Promise<void> {
  const connections = opts.connections ?? 128;
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      // a gateway whose api connections are all busy with requests queued behind them is not ready
      // for more traffic even when the api is: a balancer should send it elsewhere
      const load = proxyLoad(opts, connections);
      if (load.saturated) {
        request.log.warn(load, 'proxy saturated');
        reply.code(503).header('retry-after', '5');
        return { status: 'saturated', api: 'unknown', proxy: load };
      }
      const res = await opts.upstream.get('/api/readyz', { requestId: request.id, timeout: READY_TIMEOUT_MS });
      if (res.status === 200) return { status: 'ok', api: 'ok', proxy: load };
      request.log.warn({ apiStatus: res.status }, 'api not ready');
    } catch (err) {
      request.log.warn({ err }, 'api unreachable for readiness');
    }
    reply.code(503).header('retry-after', '5');
    return { status: 'unavailable', api: 'unavailable' };
  });
}
