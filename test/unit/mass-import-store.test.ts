// The mass import page's store runs for real (the app's store, every saga) against a scripted api:
// the watch polls an import until a final status and then stops (and reloads the history), gives up
// after repeated failures, stops when the page is left; opening the page in the browser resumes
// watching the import under way; upload, start and cancel land in the state the screens show.
import t from 'tap';
import { ApiError } from '../../client/lib/api.ts';
import { POLL, failureOf } from '../../client/features/massImport/sagas.ts';
import {
  cancelImport,
  importProgressed,
  initialMassImportState,
  massImportClosed,
  massImportOpened,
  massImportReducer,
  openImport,
  startImport,
  startOver,
  uploadImport,
  watchImport,
  type MassImportState,
} from '../../client/features/massImport/slice.ts';
import { percentOf, type Import, type ImportStatus, type ImportValidation } from '../../client/features/massImport/model.ts';
import { parseCsv } from '../../client/features/massImport/api.ts';
import { uploadErrorMessage } from '../../client/features/massImport/messages.ts';
import { apiError, makeStore, until } from './client-store-helpers.ts';

const saved = { ...POLL };
POLL.firstMs = 5;
POLL.maxMs = 20;
t.teardown(() => Object.assign(POLL, saved));

const report = { total: 3, new: 2, updated: 1, unchanged: 0, withdrawn: 0, drafts: 0, problems: [], problemCount: 0 };

function job(id: string, status: ImportStatus, processed = 0, extra: Partial<Import> = {}): Import {
  return {
    _id: id,
    format: 'openimmo',
    status,
    fileName: 'feed.zip',
    fullFeed: false,
    progress: { total: 3, processed, created: Math.min(processed, 2), updated: Math.max(0, processed - 2), unchanged: 0, withdrawn: 0, failed: 0 },
    report,
    error: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    startedAt: status === 'validated' ? null : '2026-11-23T10:00:01.000Z',
    finishedAt: null,
    ...extra,
  };
}

const list = (values: Import[]) => ({ meta: { page: 1, onPage: 20, totalPages: 1, total: values.length }, values });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jobCalls = (calls: { method: string; path: string }[], id: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === `/api/import/${id}`).length;
const withHistory = (values: Import[]): { massImport: MassImportState } => ({
  massImport: { ...initialMassImportState, history: { status: 'success', page: 1, values, meta: list(values).meta } },
});

t.test('the watch polls until the import is done, then stops and reloads the history', async (t) => {
  const answers = [job('i1', 'queued'), job('i1', 'running', 1), job('i1', 'running', 2), job('i1', 'done', 3)];
  let listed = 0;
  const { store, h } = makeStore(
    {
      'GET /api/import/i1': () => answers.shift() ?? t.fail('polled after the final status'),
      'GET /api/import': () => {
        listed += 1;
        return list([job('i1', 'done', 3)]);
      },
    },
    { browser: true, state: withHistory([job('i1', 'queued')]) },
  );
  const seen: number[] = [];
  store.subscribe(() => {
    const c = store.getState().massImport.current;
    if (c && 'progress' in c && seen.at(-1) !== c.progress.processed) seen.push(c.progress.processed);
  });
  store.dispatch(watchImport({ id: 'i1' }));
  const s = await until(store, (s) => s.massImport.current?.status === 'done' && !s.massImport.watching && listed === 1);
  t.same(seen, [0, 1, 2, 3], 'every poll shows its progress');
  t.equal(percentOf(s.massImport.current!), 100);
  t.equal(s.massImport.history.values[0]!.status, 'done', 'the history shows the outcome');
  await sleep(60);
  t.equal(jobCalls(h.calls, 'i1'), 4, 'no call after the final status');
  t.notOk(store.getState().massImport.watchLost);
});

for (const final of ['failed', 'canceled'] as const) {
  t.test(`the watch stops at ${final} too`, async (t) => {
    const answers = [job('i2', 'running', 1), job('i2', final, 1, { error: final === 'failed' ? 'the server restarted' : null })];
    const { store, h } = makeStore(
      { 'GET /api/import/i2': () => answers.shift() ?? job('i2', final, 1), 'GET /api/import': () => list([]) },
      { browser: true },
    );
    store.dispatch(watchImport({ id: 'i2' }));
    await until(store, (s) => s.massImport.current?.status === final && !s.massImport.watching);
    await sleep(60);
    t.equal(jobCalls(h.calls, 'i2'), 2);
  });
}

t.test('the watch backs off while nothing moves and gives up after five failures in a row', async (t) => {
  const { store, h } = makeStore({ 'GET /api/import/i3': () => apiError(503, 'busy') }, { browser: true });
  store.dispatch(watchImport({ id: 'i3' }));
  const s = await until(store, (s) => s.massImport.watchLost);
  t.equal(jobCalls(h.calls, 'i3'), POLL.maxFailures);
  t.notOk(s.massImport.watching);
  t.equal(h.logs.filter((l) => l.msg === 'import progress failed').length, POLL.maxFailures, 'each failure is logged');
});

t.test('a failure between successes does not end the watch', async (t) => {
  const answers: (() => Import)[] = [() => job('i4', 'running', 1), () => apiError(502, 'bad gateway'), () => job('i4', 'done', 3)];
  const { store } = makeStore({ 'GET /api/import/i4': () => answers.shift()!(), 'GET /api/import': () => list([]) }, { browser: true });
  store.dispatch(watchImport({ id: 'i4' }));
  const s = await until(store, (s) => s.massImport.current?.status === 'done');
  t.notOk(s.massImport.watchLost);
});

t.test('an import that is gone (404) ends the watch at once', async (t) => {
  const { store, h } = makeStore({ 'GET /api/import/i5': () => apiError(404, 'Not Found') }, { browser: true });
  store.dispatch(watchImport({ id: 'i5' }));
  await until(store, (s) => s.massImport.watchLost);
  t.equal(jobCalls(h.calls, 'i5'), 1);
});

t.test('leaving the page stops the watch', async (t) => {
  const { store, h } = makeStore({ 'GET /api/import/i6': () => job('i6', 'running', 1) }, { browser: true });
  store.dispatch(watchImport({ id: 'i6' }));
  await until(store, () => jobCalls(h.calls, 'i6') >= 2);
  store.dispatch(massImportClosed());
  t.notOk(store.getState().massImport.watching);
  const n = jobCalls(h.calls, 'i6');
  await sleep(80);
  t.equal(jobCalls(h.calls, 'i6'), n, 'no more polls');
});

t.test('opening the page resumes watching the running import from the history the server loaded', async (t) => {
  const answers = [job('r1', 'running', 2), job('r1', 'done', 3)];
  const { store, h } = makeStore(
    { 'GET /api/import/r1': () => answers.shift() ?? job('r1', 'done', 3), 'GET /api/import': () => list([job('r1', 'done', 3)]) },
    { browser: true, state: withHistory([job('r1', 'running', 1), job('old', 'done', 3)]) },
  );
  store.dispatch(massImportOpened());
  t.equal(store.getState().massImport.current?._id, 'r1', 'the running import is shown at once');
  t.ok(store.getState().massImport.resumed, 'marked as resumed: its heading does not take the focus');
  const s = await until(store, (s) => s.massImport.current?.status === 'done' && !s.massImport.watching);
  t.equal(s.massImport.current?._id, 'r1');
  t.ok(jobCalls(h.calls, 'r1') >= 2);
});

t.test('opening the page without a loaded history asks for it, then resumes', async (t) => {
  const answers = [job('r2', 'done', 3)];
  const { store, h } = makeStore(
    { 'GET /api/import': () => list([job('r2', 'queued')]), 'GET /api/import/r2': () => answers.shift() ?? job('r2', 'done', 3) },
    { browser: true },
  );
  store.dispatch(massImportOpened());
  await until(store, (s) => s.massImport.current?.status === 'done');
  t.equal(h.calls[0]!.path, '/api/import');
  t.same(h.calls[0]!.query, { page: 1 });
});

t.test('opening the page with nothing under way watches nothing; on the server it does nothing at all', async (t) => {
  const browser = makeStore({ 'GET /api/import': () => list([job('d', 'done', 3)]) }, { browser: true, state: withHistory([job('d', 'done', 3)]) });
  browser.store.dispatch(massImportOpened());
  await sleep(20);
  t.equal(browser.store.getState().massImport.current, null);
  t.same(browser.h.calls, []);
  const server = makeStore({}, { browser: false, state: withHistory([job('r', 'running', 1)]) });
  server.store.dispatch(massImportOpened());
  await sleep(20);
  t.same(server.h.calls, [], 'the server never polls');
  t.equal(server.store.getState().massImport.watching, false);
});

t.test('confirming starts the import and watches it to the end', async (t) => {
  const validated: ImportValidation = { _id: 's1', format: 'csv', status: 'validated', fileName: 'feed.csv', fullFeed: true, report };
  const answers = [job('s1', 'running', 2), job('s1', 'done', 3)];
  const { store, h } = makeStore(
    {
      'POST /api/import/s1/start': () => job('s1', 'queued'),
      'GET /api/import/s1': () => answers.shift() ?? job('s1', 'done', 3),
      'GET /api/import': () => list([job('s1', 'done', 3)]),
    },
    { browser: true, state: { massImport: { ...initialMassImportState, current: validated } } },
  );
  store.dispatch(startImport({ id: 's1' }));
  t.ok(store.getState().massImport.starting);
  const s = await until(store, (s) => s.massImport.current?.status === 'done' && !s.massImport.watching);
  t.notOk(s.massImport.starting);
  t.same(
    h.calls.map((c) => `${c.method} ${c.path}`),
    ['POST /api/import/s1/start', 'GET /api/import/s1', 'GET /api/import/s1', 'GET /api/import'],
  );
});

t.test('a start the api refuses is kept with its code and not watched', async (t) => {
  const { store, h } = makeStore(
    { 'POST /api/import/s2/start': () => apiError(409, 'not startable', { statusCode: 409, code: 'IMPORT_NOT_STARTABLE', message: 'x' }) },
    { browser: true },
  );
  store.dispatch(startImport({ id: 's2' }));
  const s = await until(store, (s) => !s.massImport.starting);
  t.same(s.massImport.actionError, { statusCode: 409, code: 'IMPORT_NOT_STARTABLE', what: 'start' });
  t.notOk(s.massImport.watching);
  t.equal(h.calls.length, 1);
});

t.test('cancelling shows the canceled import and reloads the history', async (t) => {
  const { store } = makeStore(
    { 'DELETE /api/import/c1': () => job('c1', 'canceled', 1), 'GET /api/import': () => list([job('c1', 'canceled', 1)]) },
    { browser: true, state: { massImport: { ...initialMassImportState, current: job('c1', 'queued') } } },
  );
  store.dispatch(cancelImport({ id: 'c1' }));
  const s = await until(store, (s) => s.massImport.history.status === 'success');
  t.equal(s.massImport.current?.status, 'canceled');
  t.notOk(s.massImport.canceling);
});

t.test('opening a past import shows its report; a running one is watched', async (t) => {
  const { store } = makeStore(
    { 'GET /api/import/o1': () => job('o1', 'done', 3), 'GET /api/import/o2': () => apiError(404, 'Not Found') },
    { browser: true },
  );
  store.dispatch(openImport({ id: 'o1' }));
  let s = await until(store, (s) => s.massImport.current?._id === 'o1');
  t.notOk(s.massImport.opening);
  t.notOk(s.massImport.watching, 'a finished import is not watched');
  store.dispatch(openImport({ id: 'o2' }));
  s = await until(store, (s) => s.massImport.actionError !== null);
  t.same(s.massImport.actionError, { statusCode: 404, code: null, what: 'open' });
});

t.test('the upload: the report lands as the import shown; a refusal keeps its status and code', async (t) => {
  const realFetch = globalThis.fetch;
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  const seen: { url: string; fields: [string, string][]; credentials?: RequestCredentials }[] = [];
  let answer: () => Response = () =>
    Response.json({ _id: 'u1', format: 'kyero', status: 'validated', fileName: 'feed.xml', fullFeed: true, report } satisfies ImportValidation, {
      status: 201,
    });
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const form = init.body as FormData;
    seen.push({
      url,
      fields: [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
      credentials: init.credentials,
    });
    return answer();
  }) as typeof fetch;
  const { store, h } = makeStore(
    { 'GET /api/import': () => list([{ ...job('u1', 'validated'), format: 'kyero', fileName: 'feed.xml' }]) },
    { browser: true },
  );
  const file = new File(['<root/>'], 'feed.xml', { type: 'text/xml' });
  store.dispatch(uploadImport({ file, fullFeed: true }));
  t.ok(store.getState().massImport.upload.busy);
  let s = await until(store, (s) => !s.massImport.upload.busy);
  t.equal(s.massImport.current?._id, 'u1');
  t.notOk(s.massImport.resumed);
  s = await until(store, (s) => s.massImport.history.status === 'success');
  t.equal(s.massImport.history.values[0]!.status, 'validated', 'the history is reloaded with the checked file');
  t.same(
    h.calls.map((c) => `${c.method} ${c.path}`),
    ['GET /api/import'],
  );
  t.same(seen[0], {
    url: '/api/import',
    fields: [
      ['fullFeed', 'true'],
      ['file', 'feed.xml'],
    ],
    credentials: 'same-origin',
  });

  answer = () => Response.json({ statusCode: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_FORMAT', message: 'no' }, { status: 415 });
  store.dispatch(startOver());
  store.dispatch(uploadImport({ file, fullFeed: false }));
  s = await until(store, (s) => !s.massImport.upload.busy);
  t.equal(s.massImport.current, null);
  t.same(s.massImport.upload.error, { statusCode: 415, code: 'UNSUPPORTED_FORMAT' });
  t.same(seen[1]!.fields, [['file', 'feed.xml']], 'no fullFeed field when not chosen');
});

t.test('the reducer: progress of an import refreshes its history row; start over clears the panel', async (t) => {
  let s = massImportReducer(withHistory([job('a', 'running', 1), job('b', 'done', 3)]).massImport, importProgressed(job('a', 'running', 2)));
  t.equal((s.current as Import).progress.processed, 2);
  t.equal(s.history.values[0]!.progress.processed, 2);
  t.equal(s.history.values[1]!._id, 'b');
  s = massImportReducer(s, importProgressed(job('zzz', 'done', 3)));
  t.equal(s.current?._id, 'a', 'another import does not replace the one shown');
  t.equal(s.history.values.length, 2, 'an import not on the page is not added to it');
  s = massImportReducer(s, startOver());
  t.equal(s.current, null);
});

t.test('failures and messages', async (t) => {
  t.same(
    failureOf(
      new ApiError(413, 'big', {
        statusCode: 413,
        code: 'TOO_LARGE',
        message: 'x',
        errors: [{ field: 'file', code: 'TOO_LARGE', message: 'x', limit: 10 * 1024 * 1024 }],
      }),
    ),
    {
      statusCode: 413,
      code: 'TOO_LARGE',
      limit: 10 * 1024 * 1024,
    },
  );
  t.same(failureOf(new Error('boom')), { statusCode: 0, code: null });
  t.same(uploadErrorMessage({ statusCode: 413, code: 'TOO_LARGE', limit: 10 * 1024 * 1024 }), {
    key: 'massImport.errors.TOO_LARGE',
    values: { size: 10 },
  });
  t.same(uploadErrorMessage({ statusCode: 400, code: 'XML_DTD_FORBIDDEN' }), { key: 'massImport.errors.XML_DTD_FORBIDDEN' });
  t.same(uploadErrorMessage({ statusCode: 415, code: null }), { key: 'massImport.errors.UNSUPPORTED_FORMAT' });
  t.same(uploadErrorMessage({ statusCode: 400, code: 'SOMETHING_NEW' }), { key: 'massImport.errors.unreadable' });
  t.same(uploadErrorMessage({ statusCode: 0, code: null }), { key: 'massImport.errors.network' });
  t.same(uploadErrorMessage({ statusCode: 504, code: null }), { key: 'massImport.errors.timeout' }, 'the gateway gave up waiting for the check');
  t.same(uploadErrorMessage({ statusCode: 500, code: null }), { key: 'massImport.errors.unexpected' });
});

t.test('the template reader behind the column guide', async (t) => {
  t.same(parseCsv('externalId;title_en;features\r\nA-1;"Flat ""Sol""";"balcony,pool"\r\n'), [
    ['externalId', 'title_en', 'features'],
    ['A-1', 'Flat "Sol"', 'balcony,pool'],
  ]);
  t.same(parseCsv('a,b\n"x\ny",2'), [
    ['a', 'b'],
    ['x\ny', '2'],
  ]);
});
