// Regression (issue 21 item 4, "an import slows the whole all-in-one"): a running import must not hold
// the process. With the gateway and the api in one process, as `npm start` runs them, a batch of
// listings read together is written in several transactions, its progress is visible through the
// gateway between them, and other requests through the gateway are answered while it still runs.
import t from 'tap';
import { DEMO } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { csvFeed, listingsOf } from './api-import-fixtures.ts';

const TOTAL = 60;

t.test('requests through the gateway are answered while an import runs', async (t) => {
  // one batch of every listing, each committed on its own (transactionMs 0: one listing per transaction)
  const stack = await startStack({
    estates: 0,
    api: { config: { jobsPollSeconds: 0.5, import: { batchSize: 1000, transactionMs: 0, restMs: 0 } } },
  });
  t.teardown(stack.close);
  const origin = stack.gatewayUrl;
  const signIn = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: DEMO.realtor.email, password: DEMO.realtor.password }),
  });
  t.equal(signIn.status, 200);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const get = async (path: string) => {
    const res = await fetch(`${origin}${path}`, { headers: { cookie } });
    // eslint-disable-next-line no-restricted-syntax
    return { status: res.status, body: (await res.json()) as any };
  };

  const form = new FormData();
  form.append('file', new Blob([csvFeed(listingsOf(TOTAL))]), 'feed.csv');
  const up = await fetch(`${origin}/api/import`, { method: 'POST', headers: { cookie, origin }, body: form });
  t.equal(up.status, 201);
  const id = ((await up.json()) as { _id: string })._id;
  t.equal((await fetch(`${origin}/api/import/${id}/start`, { method: 'POST', headers: { cookie, origin } })).status, 202);

  const seen = new Set<number>();
  const answeredMidRun: number[] = [];
  let last;
  for (;;) {
    last = (await get(`/api/import/${id}`)).body;
    if (!['queued', 'running'].includes(last.status)) break;
    const processed = last.progress.processed as number;
    if (last.status === 'running' && processed > 0) {
      seen.add(processed);
      // another request through the gateway, answered while the import has not ended
      if (answeredMidRun.length < 3) {
        const currencies = await get('/api/currencies');
        t.equal(currencies.status, 200);
        t.ok(Array.isArray(currencies.body) && currencies.body.some((c: { code: string }) => c.code === 'eur'), 'the currencies');
        const after = (await get(`/api/import/${id}`)).body;
        if (after.status === 'running') answeredMidRun.push(after.progress.processed);
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  t.equal(last.status, 'done');
  t.match(last.progress, { total: TOTAL, processed: TOTAL, created: TOTAL, failed: 0 });
  const between = [...seen].filter((n) => n > 0 && n < TOTAL);
  t.ok(between.length >= 3, `progress seen at ${between.length} points between 0 and ${TOTAL} (one batch, several commits)`);
  t.ok(answeredMidRun.length >= 1, `other requests answered while the import ran (at ${answeredMidRun.join(', ')} of ${TOTAL})`);
  t.ok(
    answeredMidRun.every((n) => n < TOTAL),
    'the import had not ended',
  );

  const mine = await get('/api/estate/my?onPage=1');
  t.equal(mine.status, 200);
  t.ok(mine.body.meta.total >= TOTAL, 'every listing written');
});
