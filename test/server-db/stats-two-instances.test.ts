// Listing statistics across api instances on one PostgreSQL server (issue 24, item 1): a visitor whose
// views reach two api processes in one day is counted once (the daily salted hash is shared through the
// database, not kept per process). PGlite is one process, so this lives with the server-only tests.
import t from 'tap';
import { call, startSecondApi } from '../helpers/api.ts';
import { echoRenderer, startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from '../integration/api-estates-fixtures.ts';
import type { EstateStats } from '../../shared/contract/stats.ts';

const BROWSER = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${n} Safari/537.36`;

if (!process.env.DATABASE_URL) t.fail('needs a PostgreSQL server: DATABASE_URL=postgres://… npx tap test/server-db/');

t.test('two api processes count a visitor once', async (t) => {
  const stack = await startStack({ estates: 0, gateway: { renderer: echoRenderer }, api: { config: { stats: { flushMs: 0, flushSize: 10_000 } } } });
  const second = await startSecondApi(stack.api, { config: { stats: { flushMs: 0, flushSize: 10_000 } } });
  t.teardown(async () => {
    await second.app.close();
    await stack.close();
  });
  const owner = await newUser(stack.api);
  const flat = (await call(stack.api, 'POST', '/api/estate', estateBody(), owner.token)).body as { aliasId: string };
  const headers = { 'user-agent': BROWSER(7) };
  for (const url of [stack.api.url, second.url, second.url]) {
    t.equal((await fetch(`${url}/api/estate/${flat.aliasId}/view`, { method: 'POST', headers })).status, 204);
  }
  await fetch(`${second.url}/api/estate/${flat.aliasId}/view`, { method: 'POST', headers: { 'user-agent': BROWSER(8) } });
  await Promise.all([stack.api.app.stats.flush(), second.app.stats.flush()]);
  const res = await call<EstateStats>(stack.api, 'GET', `/api/estate/${flat.aliasId}/stats`, undefined, owner.token);
  t.equal(res.body.totals.views, 2, 'one visitor through both processes is one view; a second visitor is another');
});
