// The import flow through real HTTP: upload and validation report (nothing written), start, progress
// to done, the estates under the owner's list, the history, cancel, owner-only access, the template.
import t from 'tap';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { csvFeed, listingsOf, upload, waitForImport } from './api-import-fixtures.ts';

t.test('the import flow', async (t) => {
  // small batches, so a run can be caught between two of them
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5, import: { batchSize: 10 } } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const other = await signIn(api, DEMO.newbie.email, DEMO.newbie.password);
  const ownBefore = await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token);

  const feed = csvFeed([...listingsOf(4), { externalId: 'BAD-1', rooms: 'many' }]);

  t.test('without a session: 401', async (t) => {
    const res = await upload(api, undefined, feed);
    t.equal(res.status, 401);
  });

  const up = await upload(api, token, feed, { name: 'C:\\exports\\my feed.csv' });
  t.equal(up.status, 201, JSON.stringify(up.body));
  t.match(up.body, { format: 'csv', status: 'validated', fileName: 'my feed.csv', fullFeed: false });
  t.match(up.body.report, { total: 5, new: 4, updated: 0, unchanged: 0, withdrawn: 0, drafts: 0 });
  const bad = up.body.report.problems.filter((p: { externalId: string }) => p.externalId === 'BAD-1');
  t.ok(bad.length >= 1, 'the bad listing is reported');
  t.equal(bad[0].field, 'rooms');

  const ownAfterValidation = await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token);
  t.equal(ownAfterValidation.body.meta.total, ownBefore.body.meta.total, 'validation writes no estate');

  t.test('only the owner sees it', async (t) => {
    t.equal((await call(api, 'GET', `/api/import/${up.body._id}`, undefined, other)).status, 404);
    t.equal((await call(api, 'POST', `/api/import/${up.body._id}/start`, undefined, other)).status, 404);
    t.equal((await call(api, 'DELETE', `/api/import/${up.body._id}`, undefined, other)).status, 404);
    const list = await call(api, 'GET', '/api/import', undefined, other);
    t.equal(list.body.meta.total, 0);
  });

  const start = await call(api, 'POST', `/api/import/${up.body._id}/start`, undefined, token);
  t.equal(start.status, 202);
  t.ok(['queued', 'running', 'done'].includes(start.body.status));
  const again = await call(api, 'POST', `/api/import/${up.body._id}/start`, undefined, token);
  t.equal(again.status, 409, 'a started import cannot start twice');
  t.equal(again.body.code, 'IMPORT_NOT_STARTABLE');

  const done = await waitForImport(api, token, up.body._id);
  t.equal(done.status, 'done');
  t.match(done.progress, { total: 5, processed: 5, created: 4, updated: 0, unchanged: 0, failed: 1 });
  t.ok(done.startedAt && done.finishedAt);

  const own = await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token);
  t.equal(own.body.meta.total, ownBefore.body.meta.total + 4, 'four estates were created');
  const created = own.body.values.filter((e: { externalRef: string | null }) => e.externalRef?.startsWith('L-'));
  t.equal(created.length, 4);
  t.ok(created.every((e: { status: string }) => e.status === 'published'));
  t.equal(created.find((e: { externalRef: string }) => e.externalRef === 'L-2').price, 202000);

  const list = await call(api, 'GET', '/api/import', undefined, token);
  t.equal(list.status, 200);
  t.equal(list.body.values[0]._id, up.body._id, 'newest first');

  t.test('cancel: a validated import at once; a finished one 409', async (t) => {
    const next = await upload(api, token, csvFeed(listingsOf(2, 100)));
    const canceled = await call(api, 'DELETE', `/api/import/${next.body._id}`, undefined, token);
    t.equal(canceled.status, 200);
    t.equal(canceled.body.status, 'canceled');
    t.equal((await call(api, 'POST', `/api/import/${next.body._id}/start`, undefined, token)).status, 409);
    const finished = await call(api, 'DELETE', `/api/import/${up.body._id}`, undefined, token);
    t.equal(finished.status, 409);
    t.equal(finished.body.code, 'IMPORT_FINISHED');
  });

  t.test('a feed with no importable listing is invalid and cannot start', async (t) => {
    const res = await upload(
      api,
      token,
      csvFeed([
        { externalId: 'BAD-2', rooms: 'many' },
        { externalId: 'BAD-3', rooms: 'several' },
      ]),
    );
    t.equal(res.status, 201);
    t.equal(res.body.status, 'invalid');
    t.equal(res.body.report.total, 2);
    t.ok(res.body.report.problems.length >= 2);
    const start = await call(api, 'POST', `/api/import/${res.body._id}/start`, undefined, token);
    t.equal(start.status, 409);
    t.equal(start.body.code, 'IMPORT_NOT_STARTABLE');
  });

  t.test('problems come in the user’s language', async (t) => {
    await call(api, 'PATCH', '/api/user/current', { language: 'de' }, token);
    const res = await call(api, 'GET', `/api/import/${up.body._id}`, undefined, token);
    const p = res.body.report.problems.find((x: { externalId: string }) => x.externalId === 'BAD-1');
    t.match(p.message, /^Der Wert ist nicht lesbar/, p.message);
    await call(api, 'PATCH', '/api/user/current', { language: 'en' }, token);
  });

  t.test('a second import of the same user waits for the first', async (t) => {
    const a = await upload(api, token, csvFeed(listingsOf(30, 200)));
    const b = await upload(api, token, csvFeed(listingsOf(3, 300)));
    await call(api, 'POST', `/api/import/${a.body._id}/start`, undefined, token);
    await call(api, 'POST', `/api/import/${b.body._id}/start`, undefined, token);
    const doneA = await waitForImport(api, token, a.body._id);
    const doneB = await waitForImport(api, token, b.body._id);
    t.equal(doneA.status, 'done');
    t.equal(doneB.status, 'done');
    t.ok(new Date(doneB.startedAt) >= new Date(doneA.finishedAt), 'b started after a finished');
  });

  t.test('a running import can be canceled; what it wrote stays', async (t) => {
    const big = await upload(api, token, csvFeed(listingsOf(1500, 1000)));
    await call(api, 'POST', `/api/import/${big.body._id}/start`, undefined, token);
    await waitForImport(api, token, big.body._id, (b) => b.progress.processed > 0, 30_000);
    const res = await call(api, 'DELETE', `/api/import/${big.body._id}`, undefined, token);
    t.equal(res.status, 200);
    t.equal(res.body.status, 'running', 'it stops at its next batch');
    const end = await waitForImport(api, token, big.body._id);
    t.equal(end.status, 'canceled');
    t.ok(end.progress.processed > 0 && end.progress.processed < 1500, `stopped at ${end.progress.processed}`);
    t.equal(end.progress.created, end.progress.processed, 'what it wrote is reported');
    const own = await call(api, 'GET', '/api/estate/my?onPage=1', undefined, token);
    t.equal(own.body.meta.total, ownBefore.body.meta.total + 4 + 33 + end.progress.created, 'and stays written');
  });
});

t.test('the CSV template', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(api.close);
  const res = await fetch(`${api.url}/api/import/template.csv`);
  t.equal(res.status, 200);
  t.match(res.headers.get('content-type'), /text\/csv/);
  const text = await res.text();
  t.match(text, /externalId/);
  t.ok(text.split(/\r?\n/).filter(Boolean).length >= 2, 'a header and an example row');
});

t.test('an upload without a file, and an oversized one', async (t) => {
  const api = await startApi({ estates: 0, config: { import: { maxBytes: 2048 } } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const form = new FormData();
  form.append('fullFeed', 'true');
  const none = await fetch(`${api.url}/api/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  t.equal(none.status, 400);
  t.equal((await none.json()).code, 'VALIDATION');
  const big = await upload(api, token, csvFeed(listingsOf(100)));
  t.equal(big.status, 413);
  t.equal(big.body.code, 'TOO_LARGE');
  const list = await call(api, 'GET', '/api/import', undefined, token);
  t.equal(list.body.meta.total, 0, 'nothing recorded');
});
