// Which requests read from a replica (docs/decisions/0026-read-replicas.md). Public read routes wrap
// their handler in `fromReplica`; the request's plain reads then go to a healthy replica, unless the
// request's session wrote within the last few seconds (read-your-writes): a change a user just made
// must show on the next page they load, although a replica may not have replayed it yet.
//
// A write is any POST, PUT, PATCH or DELETE carrying a session token. Its token (hashed) is marked
// before the answer leaves, for `readYourWritesMs` (max lag plus two checks). The mark lives in the
// process's memory and, with REDIS_URL, also in Redis (`ryw:<hash>` with that expiry), so the next
// read finds it whichever api instance serves it. A Redis that cannot answer counts as "wrote
// recently": the read goes to the primary, never to a replica that may miss the write.
// Without replicas nothing is marked and fromReplica runs the handler as it is.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ApiConfig } from '../config.ts';
import { bearerToken } from '../http/auth.ts';
import { connectRedis } from '../integrations/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs fn with plain reads on a replica, unless the request's session wrote a moment ago. */
    readFromReplica<T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T>;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Beyond this many marks in memory, the expired ones are swept out. */
const SWEEP_AT = 10_000;

/** The marks of sessions that wrote recently, keyed by a hash of their token (the token is never stored). */
export class RecentWrites {
  private readonly local = new Map<string, number>();

  constructor(
    readonly windowMs: number,
    private readonly redis?: Redis,
    private readonly onRedisError: (err: Error) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  private static key(token: string): string {
    return createHash('sha256').update(token).digest('base64url').slice(0, 24);
  }

  async mark(token: string): Promise<void> {
    const key = RecentWrites.key(token);
    const now = this.now();
    if (this.local.size >= SWEEP_AT) for (const [k, until] of this.local) if (until <= now) this.local.delete(k);
    this.local.set(key, now + this.windowMs);
    await this.redis?.set(`ryw:${key}`, '1', 'PX', this.windowMs).catch((err: Error) => this.onRedisError(err));
  }

  async wroteRecently(token: string): Promise<boolean> {
    const key = RecentWrites.key(token);
    const until = this.local.get(key);
    if (until !== undefined) {
      if (until > this.now()) return true;
      this.local.delete(key);
    }
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(`ryw:${key}`)) === 1;
    } catch (err) {
      this.onRedisError(err as Error);
      return true;
    }
  }
}

/** A route handler whose plain reads go to a replica (where the request allows it). */
export function fromReplica<R extends FastifyRequest, A extends unknown[], T>(
  handler: (request: R, ...rest: A) => T | Promise<T>,
): (request: R, ...rest: A) => Promise<T> {
  return (request, ...rest) => request.server.readFromReplica(request, async () => handler(request, ...rest));
}

export default fp(
  async (app: FastifyInstance, opts: { config: ApiConfig }) => {
    const replicas = app.db.replicas;
    if (!replicas) {
      app.decorate('readFromReplica', <T>(_request: FastifyRequest, fn: () => Promise<T>) => fn());
      return;
    }
    let redis: Redis | undefined;
    if (opts.config.redisUrl) {
      redis = connectRedis(opts.config.redisUrl);
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis for read-your-writes unavailable'));
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    const recent = new RecentWrites(replicas.readYourWritesMs, redis, (err) =>
      app.log.warn({ err: err.message }, 'read-your-writes mark not shared; reads stay on the primary'),
    );

    // marked before the answer leaves, so the writer's next request already finds the mark
    app.addHook('onSend', async (request, _reply, payload) => {
      if (WRITES.has(request.method)) {
        const token = bearerToken(request);
        if (token) await recent.mark(token);
      }
      return payload;
    });

    app.decorate('readFromReplica', async <T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T> => {
      const token = bearerToken(request);
      if (token && (await recent.wroteRecently(token))) return fn();
      return app.db.onReplica(fn);
    });
  },
  { name: 'reads', dependencies: ['db', 'auth'] },
);
