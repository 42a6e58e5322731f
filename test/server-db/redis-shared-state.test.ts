// REDIS_URL: state that several instances share, against Debian's redis-server. Two apis count one
// sign-in limit together (attempts spread over both hit it at the same total as one api); two gateway
// readers and currency caches make one api call between them; with Redis gone, the limits let
// requests through (skipOnError) and the caches read from the api. Needs redis-server, like the rest of
// this folder (test/server-db/, which .ci/run runs with it installed); the apis use DATABASE_URL's
// server there, PGlite when it is unset.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { startRedis } from '../helpers/redis.ts';
import { createApiReader } from '../../gateway/api-reader.ts';
import { createCurrencyCache } from '../../gateway/currencies.ts';
import { createRedisCache } from '../../gateway/shared-cache.ts';
import type { Upstream } from '../../gateway/upstream.ts';

t.test('shared state in Redis', async (t) => {
  const redis = await startRedis();
  t.teardown(redis.close);

  await t.test('sign-in attempts spread over two apis hit the per-address limit at the same total', async (t) => {
    const config = { redisUrl: redis.url, rateLimits: { authPerAddress: 4, authPerIp: 100 } };
    // one after the other: two embedded databases starting at once are slow on a small machine
    const a = await startApi({ seed: false, config });
    const b = await startApi({ seed: false, config });
    t.teardown(() => Promise.all([a.close(), b.close()]));
    const attempt = (api: typeof a) => call(api, 'POST', '/api/auth/sign-in', { email: 'spread@example.com', password: 'wrong-password-1' });
    const statuses: number[] = [];
    for (const api of [a, b, a, b]) statuses.push((await attempt(api)).status);
    t.notOk(statuses.includes(429), `four attempts over both apis pass the limit (${statuses})`);
    const fifthA = await attempt(a);
    const fifthB = await attempt(b);
    t.equal(fifthA.status, 429, 'the fifth, on api A, is limited');
    t.equal(fifthB.status, 429, 'and on api B');
    t.ok(Number(fifthB.headers.get('retry-after')) >= 1, 'with Retry-After');
    t.equal(fifthB.body.code, 'TOO_MANY_REQUESTS');
    // another address is counted on its own
    t.not((await call(b, 'POST', '/api/auth/sign-in', { email: 'other@example.com', password: 'wrong-password-1' })).status, 429);
  });

  await t.test('two gateway readers and currency caches share one api call through Redis', async (t) => {
    let calls = 0;
    const upstream = {
      base: 'http://api.invalid',
      async raw() {
        calls++;
        return { status: 200, contentType: 'application/json', body: JSON.stringify({ n: calls }) };
      },
      async get() {
        calls++;
        return { status: 200, headers: {}, body: [{ code: 'eur', sign: '€', rate: 1 }], ms: 1 };
      },
    } as unknown as Upstream;
    const c1 = await createRedisCache(redis.url, undefined, `gw-test-${process.pid}:`);
    const c2 = await createRedisCache(redis.url, undefined, `gw-test-${process.pid}:`);
    t.teardown(async () => {
      await c1.close();
      await c2.close();
    });
    const r1 = createApiReader(upstream, 5_000, c1);
    const r2 = createApiReader(upstream, 5_000, c2);
    const first = await r1.read('/api/estates?page=1', {});
    const second = await r2.read('/api/estates?page=1', {});
    t.equal(calls, 1, 'the second gateway answered from Redis');
    t.equal(second.body, first.body);
    t.equal(second.status, 200);
    await r2.read('/api/estates?page=1', { authorization: 'Bearer x' });
    t.equal(calls, 2, 'a signed-in read is never shared');

    calls = 0;
    const k1 = createCurrencyCache(upstream, 60_000, c1);
    const k2 = createCurrencyCache(upstream, 60_000, c2);
    t.same(await k1.get(), [{ code: 'eur', sign: '€', rate: 1 }]);
    t.same(await k2.get(), [{ code: 'eur', sign: '€', rate: 1 }]);
    t.equal(calls, 1, 'currencies fetched once for both gateways');
  });

  await t.test('Redis gone: limits let requests through, caches read from the api', async (t) => {
    const api = await startApi({ seed: false, config: { redisUrl: redis.url, rateLimits: { authPerAddress: 1 } } });
    t.teardown(api.close);
    const cache = await createRedisCache(redis.url, undefined, `gw-down-${process.pid}:`);
    t.teardown(cache.close);
    await redis.close();
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await call(api, 'POST', '/api/auth/sign-in', { email: 'down@example.com', password: 'wrong-password-1' })).status);
    }
    t.notOk(statuses.includes(500), `no 500 while Redis is down (${statuses})`);
    t.notOk(statuses.includes(429), 'the limit cannot count, so it lets requests through');
    let calls = 0;
    const upstream = {
      async raw() {
        calls++;
        return { status: 200, contentType: 'application/json', body: '{}' };
      },
    } as unknown as Upstream;
    const reader = createApiReader(upstream, 1_000, cache);
    t.equal((await reader.read('/api/x', {})).status, 200);
    t.equal(calls, 1, 'read from the api');
    t.ok(Date.now() - started < 4_000, `answered within the time-outs (${Date.now() - started} ms)`);
  });
});
