// The gateway's short-lived caches (api-reader.ts: anonymous api reads for a second; currencies.ts:
// the currency list for five minutes) keep a copy in process memory and, when REDIS_URL is set, a
// second tier in Redis that every gateway instance reads: one instance's api call then serves the
// others. Redis is a cache here, never a dependency: an unreachable Redis reads as a miss and a
// failed write is dropped, so pages go on from memory and the api.
import type { FastifyBaseLogger } from 'fastify';

export interface SharedCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** ioredis is loaded only when REDIS_URL asks for it (a gateway without Redis does not carry it). */
export async function createRedisCache(url: string, log?: FastifyBaseLogger, prefix = 'gw:'): Promise<SharedCache> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 250,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let warned = 0;
  redis.on('error', (err) => {
    // one line per 10 s while Redis is down, not one per request
    if (Date.now() - warned > 10_000) {
      warned = Date.now();
      log?.warn({ err: err.message }, 'redis cache unavailable; reading from the api');
    }
  });
  return {
    async get(key) {
      try {
        return (await redis.get(prefix + key)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
      } catch {
        // a cache write that fails is a later miss
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
