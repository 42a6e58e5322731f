// Read replicas (docs/decisions/0026-read-replicas.md) on a real streaming replica: a primary and its
// replica started here (test/helpers/replica.ts, Debian's PostgreSQL, and redis-server: this folder
// needs both, as .ci/run provides them). With the replica's replay paused:
// - an anonymous visitor and another user read the estate page and search from the replica: they
//   still see the price from before the owner's change, which only the primary holds;
// - the owner, right after the change, reads it through the same endpoints (read-your-writes);
// - a second api with DATABASE_READ_MAX_LAG_S=1 leaves the lagging replica out and reads the primary;
// - with Redis, a second api instance also sends the owner, and only the owner, to the primary;
// replay resumed, the replica catches up and is used again; stopped, every read still answers from
// the primary, and started again, it is taken back.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApi } from '../../api/app.ts';
import type { ApiConfig } from '../../api/config.ts';
import type { ReplicaStatus } from '../../api/db/replicas.ts';
import { call, type StartedApi } from '../helpers/api.ts';
import { startReplicaPair } from '../helpers/replica.ts';
import { startRedis } from '../helpers/redis.ts';
import { estateBody, newUser } from '../integration/api-estates-fixtures.ts';

/** Waits for a condition, polling every 50 ms, up to `ms`; fails with `what` after that. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await sleep(50);
  }
}

t.test('reads on a streaming replica, read-your-writes, lag and outage', async (t) => {
  const pair = await startReplicaPair();
  t.teardown(pair.close);
  // with Redis a second api instance finds the writer's mark too
  const redis = await startRedis();
  t.teardown(redis.close);

  const folders: string[] = [];
  t.teardown(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));
  const start = async (read: NonNullable<ApiConfig['databaseRead']>, seed: boolean): Promise<StartedApi> => {
    const dataDir = await mkdtemp(join(tmpdir(), 'api-replica-'));
    folders.push(dataDir);
    const app = await buildApi(
      {
        dataDir,
        databaseUrl: pair.primaryUrl,
        databaseRead: read,
        redisUrl: redis.url,
        logLevel: 'silent',
        publicOrigin: 'http://marketplace.test',
        seed,
        seedEstates: 0,
        pressure: { maxEventLoopDelayMs: 0 },
        // views and impressions are written at close only: no background writes in between
        stats: { flushMs: 0, flushSize: 1_000_000 },
      },
      { logger: false },
    );
    t.teardown(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    return { app, url: `http://127.0.0.1:${port}`, dataDir, db: app.db, close: () => app.close() };
  };
  const status = (api: StartedApi): ReplicaStatus => api.db.replicas!.status()[0];

  // the api used throughout never leaves the replica out for lag: its reads show what the replica holds
  const api = await start({ urls: [pair.replicaUrl], maxLagS: 3600, checkMs: 100 }, true);
  await until('the replica is in use', () => status(api).healthy);
  t.match(status(api).url, /^postgres:\/\/app@127\.0\.0\.1:\d+\/estate$/, 'the status names the replica');

  const owner = await newUser(api);
  const other = await newUser(api, null); // signed in, no write since
  const created = await call(api, 'POST', '/api/estate', estateBody({ price: 400_000 }), owner.token);
  t.equal(created.status, 201, 'the owner lists an estate');
  const alias: string = created.body.aliasId;
  const page = (token?: string) => call(api, 'GET', `/api/estate/${alias}?currency=eur`, undefined, token);
  const searched = async (token?: string) => {
    const r = await call(api, 'GET', '/api/estate/search?dealType=sale&currency=eur&onPage=50', undefined, token);
    return (r.body.values as { aliasId: string; price: number }[]).find((e) => e.aliasId === alias)?.price;
  };
  await until('the replica holds the new estate', async () => (await page()).status === 200);
  t.equal(await searched(), 400_000, 'anonymous search finds it');

  await pair.sql('replica', 'SELECT pg_wal_replay_pause()');
  await until(
    'replay paused',
    async () => (await pair.sql<{ s: string }>('replica', 'SELECT pg_get_wal_replay_pause_state() AS s'))[0].s === 'paused',
  );
  const readsBefore = status(api).reads;

  const changed = await call(api, 'PATCH', `/api/estate/${alias}`, { price: 460_000 }, owner.token);
  t.equal(changed.status, 200, 'the owner changes the price');
  t.equal(
    (await pair.sql<{ price: number }>('primary', 'SELECT price FROM estates WHERE alias_id = $1', [alias]))[0].price,
    460_000,
    'the primary has it',
  );

  t.equal((await page(owner.token)).body.price, 460_000, 'the owner reads the change at once (estate page)');
  t.equal(await searched(owner.token), 460_000, 'and in search');
  t.equal((await page()).body.price, 400_000, 'an anonymous reader is served by the replica, which has not replayed it');
  t.equal(await searched(), 400_000, 'anonymous search too');
  t.equal((await page(other.token)).body.price, 400_000, "another user's session reads the replica as well");
  t.ok(status(api).reads > readsBefore, `the replica answered statements (${status(api).reads - readsBefore} since the pause)`);

  const second = await start({ urls: [pair.replicaUrl], maxLagS: 3600, checkMs: 100 }, false);
  await until('the second api uses the replica', () => status(second).healthy);
  const onSecond = (token?: string) => call(second, 'GET', `/api/estate/${alias}?currency=eur`, undefined, token);
  // an unreachable Redis would send every signed-in reader to the primary: the other user shows it is reached
  await until('the second api reads Redis', async () => (await onSecond(other.token)).body.price === 400_000);
  t.equal((await onSecond(owner.token)).body.price, 460_000, 'another api instance sends the owner to the primary too (the mark in Redis)');
  t.equal((await onSecond(other.token)).body.price, 400_000, 'and the other user to the replica');

  t.test('a replica lagging past DATABASE_READ_MAX_LAG_S is left out', async (t) => {
    const strict = await start({ urls: [pair.replicaUrl], maxLagS: 1, checkMs: 100 }, false);
    await until('the lagging replica is left out', () => !status(strict).healthy);
    t.match(status(strict).reason, /replay lag [\d.]+ s over 1 s/, `left out: ${status(strict).reason}`);
    const r = await call(strict, 'GET', `/api/estate/${alias}?currency=eur`);
    t.equal(r.body.price, 460_000, 'anonymous reads go to the primary meanwhile');

    await pair.sql('replica', 'SELECT pg_wal_replay_resume()');
    await until('the replica caught up and is used again', () => status(strict).healthy);
    const lag = status(strict).lagS;
    t.ok(lag !== null && lag <= 1, `caught up: lag ${lag} s`);
    await until('the anonymous reader sees the change on the replica', async () => (await page()).body.price === 460_000);
    const before = status(strict).reads;
    t.equal((await call(strict, 'GET', `/api/estate/${alias}?currency=eur`)).body.price, 460_000);
    t.ok(status(strict).reads > before, 'the replica answers again');
  });

  t.test('a replica that is down is left out; reads answer from the primary', async (t) => {
    await pair.stopReplica();
    const answers = await Promise.all([page(), page(), call(api, 'GET', '/api/estate/search?dealType=sale'), call(api, 'GET', '/api/places?q=Mal')]);
    t.same(
      answers.map((r) => r.status),
      [200, 200, 200, 200],
      'no request fails while the replica is down',
    );
    await until('the stopped replica is left out', () => !status(api).healthy);
    t.match(status(api).reason, /unreachable|connection|terminat|shut/i, `left out: ${status(api).reason}`);
    t.equal((await page()).body.price, 460_000, 'answered by the primary');

    await pair.startReplica();
    await until('the replica is taken back after its restart', () => status(api).healthy);
    const before = status(api).reads;
    t.equal((await page()).status, 200);
    t.ok(status(api).reads > before, 'and reads go to it again');
  });
});
