// Jobs survive a restart: an import running when the api closes stops between two batches, goes back
// to the queue, and the next api on the same database resumes it after its last committed batch. It
// ends done with every listing written exactly once, never left running. On PGlite (one folder in DATA_DIR) and on a
// PostgreSQL server (one scratch database the two apis share).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { buildApi } from '../../api/app.ts';
import type { ApiConfig } from '../../api/config.ts';
import { call, DEMO, signIn } from '../helpers/api.ts';
import { scratchDatabase } from '../helpers/server-database.ts';
import { csvFeed, listingsOf, upload, waitForImport } from './api-import-fixtures.ts';

const TOTAL = 1500;

async function start(config: ApiConfig) {
  const app = await buildApi(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

// on PGlite the two apis open one database folder in DATA_DIR; with DATABASE_URL, one scratch database on the server
t.test('an import interrupted by a restart resumes and ends done', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-import-restart-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const serverUrl = process.env.DATABASE_URL?.trim();
  const database = serverUrl ? await scratchDatabase(serverUrl, 'restart') : undefined;
  if (database) t.teardown(() => database.drop());
  const config: ApiConfig = {
    dataDir,
    databaseUrl: database?.url,
    logLevel: (process.env.LOG_LEVEL as ApiConfig['logLevel']) || 'silent',
    publicOrigin: 'http://marketplace.test',
    seedEstates: 0,
    jobsPollSeconds: 0.5,
    import: { batchSize: 10 },
  };

  const first = await start(config);
  let token: string;
  let id: string;
  try {
    token = await signIn(first, DEMO.realtor.email, DEMO.realtor.password);
    const up = await upload(first, token, csvFeed(listingsOf(TOTAL)));
    t.equal(up.status, 201);
    id = up.body._id;
    t.equal((await call(first, 'POST', `/api/import/${id}/start`, undefined, token)).status, 202);
    const mid = await waitForImport(first, token, id, (b) => b.progress.processed >= 5, 30_000);
    t.equal(mid.status, 'running');
  } finally {
    await first.app.close();
  }

  const second = await start(config);
  t.teardown(() => second.app.close());
  const paused = await call(second, 'GET', `/api/import/${id!}`, undefined, token!);
  // interrupted between two batches: back in the queue with its committed progress
  t.ok(paused.body.progress.processed > 0 && paused.body.progress.processed < TOTAL, `stopped at ${paused.body.progress.processed} of ${TOTAL}`);
  t.ok(['queued', 'running'].includes(paused.body.status), `${paused.body.status} after the restart`);
  t.not(paused.body.status, 'done');

  const done = await waitForImport(second, token!, id!, undefined, 120_000);
  t.equal(done.status, 'done');
  t.match(done.progress, { total: TOTAL, processed: TOTAL, created: TOTAL, failed: 0 });
  const own = await call(second, 'GET', '/api/estate/my?onPage=1', undefined, token!);
  const imported = await second.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM imported_listings');
  t.equal(imported.rows[0].n, TOTAL, 'every listing written exactly once');
  t.ok(own.body.meta.total >= TOTAL);
});
