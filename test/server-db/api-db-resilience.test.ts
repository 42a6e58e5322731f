// Regression: the pg pool had no 'error' listener, so a PostgreSQL server ending idle connections
// (a restart, an administrator, a dropped database) crashed the whole api process.
// test/server-db/ holds what only a PostgreSQL server can show (PGlite has no server connections):
// `npm test` leaves it out, the server-database pass of .ci/run runs it with DATABASE_URL set.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';

const serverUrl = process.env.DATABASE_URL;

if (!serverUrl) t.fail('needs a PostgreSQL server: DATABASE_URL=postgres://… npx tap test/server-db/');
else
  t.test('the api survives the server ending its idle connections and answers again', async (t) => {
    const api = await startApi({ estates: 0 });
    t.teardown(() => api.close());

    // several requests at once, so the pool holds more than one connection
    const warm = await Promise.all(Array.from({ length: 6 }, () => call(api, 'GET', '/api/currencies')));
    t.ok(
      warm.every((r) => r.status === 200),
      'answers while the pool fills',
    );

    const ended = await api.db.query<{ ended: number }>(
      `SELECT count(*)::int AS ended FROM (
         SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()) x`,
    );
    t.ok(ended.rows[0].ended >= 1, 'the server ended at least one idle pooled connection');
    await new Promise((r) => setTimeout(r, 200));

    const after = await Promise.all(Array.from({ length: 6 }, () => call(api, 'GET', '/api/currencies')));
    t.same(
      after.map((r) => r.status),
      [200, 200, 200, 200, 200, 200],
      'still answering: the pool replaced the lost connections',
    );
  });
