// The api's Redis connection (REDIS_URL), for state every instance must share: the rate-limit and
// sign-in counters. Unset, that state stays in the process's memory (one instance). Commands fail fast
// while Redis is unreachable (no offline queue; 1 s time-out on a half-open connection), so a Redis
// outage costs a logged warning per request instead of requests that hang; callers decide what a
// failed count means.
import { Redis } from 'ioredis';

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    // while disconnected a command fails at once instead of waiting in a queue for its time-out
    enableOfflineQueue: false,
    // reconnect with a short back-off for ever: Redis coming back heals the instance
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}
