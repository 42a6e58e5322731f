// The job queue's stop() returns only when nothing of pg-boss's still talks to the database. pg-boss
// 10 lets a worker's fetch run on after its own stop() returns, then runs the job that fetch brought
// and completes it without awaiting: with the database closed right after stop(), that statement hit
// a closed pool ("Cannot use a pool after calling end on the pool", an unhandled rejection seen in
// test/server-db/api-billing-renewal-instances). Here a fetch is held open while the queue stops.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb, type Db } from '../../api/db/index.ts';
import { createJobQueue } from '../../api/integrations/jobs/queue.ts';
import { migratedPgliteImage } from '../helpers/pglite-image.ts';

const FETCH = /FOR UPDATE SKIP LOCKED/;

t.test('stop() waits for a fetch in flight; the job it brought is not run and is kept for the next start', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'job-stop-'));
  const real = await openDb({ dataDir, inMemory: true, pgliteImage: await migratedPgliteImage() });
  await migrate(real);
  t.teardown(async () => {
    await real.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let closed = false;
  const late: string[] = [];
  let hold: Promise<void> | undefined;
  let release = () => {};
  let fetched = () => {};
  const fetchedOne = new Promise<void>((resolve) => (fetched = resolve));
  // the database as the queue sees it: statements after "close" are recorded and refused; a fetch
  // that took a job waits for `release` before it answers
  const db: Db = Object.create(real, {
    query: {
      value: async (sql: string, params?: readonly unknown[]) => {
        if (closed) {
          late.push(sql.trim().slice(0, 60));
          throw new Error('Cannot use a pool after calling end on the pool');
        }
        const r = await real.query(sql, params);
        if (hold && FETCH.test(sql) && r.rows.length) {
          fetched();
          await hold;
        }
        return r;
      },
    },
  });

  const ran: string[] = [];
  const queue = createJobQueue(db, { pollingIntervalSeconds: 0.5 });
  await queue.queue('stop-test', { retryLimit: 3, retryDelaySeconds: 0 });
  await queue.work('stop-test', async (job) => {
    ran.push(job.id);
  });
  await queue.start();

  hold = new Promise<void>((resolve) => (release = resolve));
  const id = await queue.send('stop-test', { n: 1 });
  queue.notify('stop-test');
  await fetchedOne;

  // the queue stops while its worker's fetch is still out; the fetch answers later than pg-boss's own
  // stop() returns (about 0.9 s here)
  const stopping = queue.stop(5_000);
  const released = new Promise<void>((resolve) =>
    setTimeout(() => {
      release();
      resolve();
    }, 1_500),
  );
  await stopping;
  closed = true;
  await released;
  await new Promise((r) => setTimeout(r, 1_000));

  t.same(late, [], 'nothing reached the database after stop() returned');
  t.same(ran, [], 'the job fetched while stopping did not run');
  const state = (await real.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0]?.state;
  t.not(state, 'active', `the job is not left taken (${state})`);

  // the next start runs it
  closed = false;
  hold = undefined;
  const again = createJobQueue(real, { pollingIntervalSeconds: 0.5 });
  await again.queue('stop-test', { retryLimit: 3, retryDelaySeconds: 0 });
  await again.work('stop-test', async (job) => {
    ran.push(job.id);
  });
  await again.start();
  const deadline = Date.now() + 10_000;
  while (!ran.length && Date.now() < deadline) {
    again.notify('stop-test');
    await new Promise((r) => setTimeout(r, 100));
  }
  await again.stop();
  t.same(ran, [id], 'run once, at the next start');
});
