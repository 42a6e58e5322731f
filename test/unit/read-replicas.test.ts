// The pure parts of the read replicas (api/db/replicas.ts, api/db/reads.ts): which statements a
// replica may answer, how replay lag is measured without an idle primary reading as lag, and the
// read-your-writes marks (expiry, a failing Redis counting as "wrote recently"). The replica itself
// is exercised in test/server-db/read-replica.test.ts.
import t from 'tap';
import type { Redis } from 'ioredis';
import { isPlainRead, parseLsn, redactUrl, replayLag } from '../../api/db/replicas.ts';
import { RecentWrites } from '../../api/db/reads.ts';

t.test('only plain reads may go to a replica', async (t) => {
  for (const sql of [
    'SELECT 1',
    '  select id, updated_at FROM estates WHERE id = $1',
    'WITH page AS (SELECT id FROM estates) SELECT * FROM page',
    'EXPLAIN (FORMAT JSON) SELECT 1 FROM estates',
  ])
    t.ok(isPlainRead(sql), sql);
  for (const sql of [
    'UPDATE estates SET views = views + 1 WHERE id = $1',
    'INSERT INTO x VALUES (1)',
    'WITH gone AS (DELETE FROM x RETURNING id) SELECT count(*) FROM gone',
    'SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE SKIP LOCKED',
    'SELECT 1 FROM x FOR SHARE',
    "SELECT nextval('seq')",
    'SELECT pg_advisory_xact_lock(42)',
    'BEGIN',
    'CREATE TABLE x (id int)',
  ])
    t.notOk(isPlainRead(sql), sql);
});

t.test('LSNs compare as numbers', async (t) => {
  t.equal(parseLsn('0/3000148'), 0x3000148n);
  t.ok(parseLsn('1/0') > parseLsn('0/FFFFFFFF'), 'the high word counts');
});

t.test('replay lag from the sampled primary positions', async (t) => {
  const now = 100_000;
  const samples = [
    { at: 90_000, lsn: 100n },
    { at: 95_000, lsn: 200n },
    { at: 99_000, lsn: 300n },
  ];
  t.equal(replayLag(samples, 300n, 3600, now), 0, 'caught up with the newest sample: no lag, however long ago the last commit (an idle primary)');
  t.equal(replayLag(samples, 250n, 3600, now), 5, 'holds what the primary had 5 s ago, not what it had 1 s ago');
  t.equal(replayLag(samples, 250n, 2, now), 2, 'bounded by the age of its last replayed commit');
  t.equal(replayLag(samples, 50n, null, now), Infinity, 'behind every sample and no replayed commit: unknown, too much');
  t.equal(replayLag([], 50n, null, now), 0, 'no sample of the primary yet: nothing known to be missing');
});

t.test('URLs lose their password in logs and status', async (t) => {
  t.equal(redactUrl('postgres://app:secret@r1:5432/estate'), 'postgres://app:***@r1:5432/estate');
  t.equal(redactUrl('postgres://app@r1/estate'), 'postgres://app@r1/estate');
});

t.test('read-your-writes marks', async (t) => {
  let clock = 1_000;
  const recent = new RecentWrites(7_000, undefined, undefined, () => clock);
  t.equal(await recent.wroteRecently('token-a'), false, 'no write yet');
  await recent.mark('token-a');
  t.equal(await recent.wroteRecently('token-a'), true, 'right after the write');
  t.equal(await recent.wroteRecently('token-b'), false, 'another session is not marked');
  clock += 6_999;
  t.equal(await recent.wroteRecently('token-a'), true, 'until the window ends');
  clock += 1;
  t.equal(await recent.wroteRecently('token-a'), false, 'then replicas again');

  const errors: string[] = [];
  const stored = new Map<string, string>();
  const fakeRedis = {
    async set(key: string, value: string, px: string, ms: number) {
      t.equal(px, 'PX');
      t.equal(ms, 7_000, 'Redis keeps the mark for the window');
      stored.set(key, value);
    },
    async exists(key: string) {
      if (key.endsWith('!')) throw new Error('never');
      return stored.has(key) ? 1 : 0;
    },
  };
  const writer = new RecentWrites(7_000, fakeRedis as unknown as Redis);
  const reader = new RecentWrites(7_000, fakeRedis as unknown as Redis);
  await writer.mark('token-c');
  t.equal(await reader.wroteRecently('token-c'), true, 'another instance finds the mark in Redis');
  t.notOk(
    [...stored.keys()].some((k) => k.includes('token-c')),
    'the token itself is never stored',
  );
  const down = new RecentWrites(7_000, { exists: () => Promise.reject(new Error('down')) } as unknown as Redis, (err) => errors.push(err.message));
  t.equal(await down.wroteRecently('token-d'), true, 'Redis unreachable: read from the primary');
  t.same(errors, ['down'], 'and the failure is reported');
});
