// The exchange-rate job (api/rates) through the real job queue on a real database, against a local
// HTTP server in the publishers' formats: the rates are stored with their day and publisher, become
// current (GET /api/currencies), and the euro values of listings in other currencies follow them so
// a search by price agrees with the prices shown; the next daily run waits in the queue. A failed
// fetch (500, garbage, a time-out) or an implausible jump keeps the last good rates, is logged at warn
// without the URL's secrets, and /api/readyz stays ready.
import t from 'tap';
import { Writable } from 'node:stream';
import pino from 'pino';
import { call, startApi, type StartedApi } from '../helpers/api.ts';
import { cbrXml, ecbXml, startRatesServer } from '../helpers/rates.ts';
import { RATES_QUEUE } from '../../api/rates/plugin.ts';
import { selectRateHistory } from '../../api/rates/sql.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const YESTERDAY = day(-1);
const TODAY = day(0);

async function until<T>(what: string, fn: () => Promise<T | undefined | null | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
    done();
  },
});

const src = await startRatesServer();
t.teardown(src.close);
src.set('/ecb.xml', { body: ecbXml(YESTERDAY, { USD: 1.1, JPY: 163.2, GBP: 0.86 }) });
src.set('/cbr.xml', {
  body: cbrXml(TODAY, [
    { code: 'USD', nominal: 1, value: 91.5, name: 'Доллар США' },
    { code: 'EUR', nominal: 1, value: 100.65, name: 'Евро' },
  ]),
});

const api: StartedApi = await startApi({
  estates: 120,
  logger: pino({ level: 'info' }, sink),
  config: {
    jobsPollSeconds: 0.5,
    rates: { fetch: true, ecbUrl: `${src.url}/ecb.xml?key=s3cret`, cbrUrl: `${src.url}/cbr.xml`, timeoutMs: 800 },
  },
});
t.teardown(api.close);

const currencies = async () =>
  (await call(api, 'GET', '/api/currencies')).body as { code: string; rate: number; date?: string | null; source?: string }[];
const runNow = async () => {
  const id = await api.app.rates.refresh();
  if (!id) throw new Error('a run already waits');
  return until(`job ${id}`, async () => {
    const state = await api.app.jobs.state(RATES_QUEUE, id);
    return state === 'completed' || state === 'failed' ? state : null;
  });
};
const warns = (msg: string) => lines.filter((l) => l.level === 40 && l.msg === msg);

t.test('at start the job fetches both publishers and stores each day with its source', async (t) => {
  const list = await until('the fetched rates', async () => {
    const l = await currencies();
    return l.find((c) => c.code === 'usd')?.source === 'ecb' && l.find((c) => c.code === 'rub')?.source === 'cbr' ? l : null;
  });
  t.same(
    list.map(({ code, rate, date, source }) => ({ code, rate, date, source })),
    [
      { code: 'eur', rate: 1, date: null, source: 'seed' },
      { code: 'usd', rate: 1.1, date: YESTERDAY, source: 'ecb' },
      { code: 'rub', rate: 100.65, date: TODAY, source: 'cbr' },
    ],
  );
  t.same(await selectRateHistory(api.db, 'usd'), [{ source: 'ecb', date: YESTERDAY, rate: 1.1 }], 'the history has the day, its source and the rate');
  t.same(await selectRateHistory(api.db, 'rub'), [{ source: 'cbr', date: TODAY, rate: 100.65 }], 'the rouble from the Bank of Russia, per euro');
  t.ok(src.hits.get('/ecb.xml'), 'the ECB file was read');
});

t.test('the euro values of listings in other currencies follow the new rates, so a search in dollars finds the shown price', async (t) => {
  const stale = await until('the re-derivation', async () => {
    const r = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM estates e JOIN currencies c ON c.code = e.currency WHERE e.price_eur <> round(e.price / c.rate, 2)`,
    );
    return r.rows[0].n === 0 ? { n: 0 } : null;
  });
  t.equal(stale.n, 0, 'every euro value is the price at the current rate');
  const usd = await api.db.query<{ alias_id: string; price: number; price_eur: number }>(
    `SELECT alias_id, price::float8 AS price, price_eur::float8 AS price_eur FROM estates WHERE currency = 'usd' AND status = 'published' ORDER BY alias_id LIMIT 1`,
  );
  t.ok(usd.rows.length, 'the seed has a listing in dollars');
  const e = usd.rows[0];
  t.equal(e.price_eur, Math.round((e.price / 1.1) * 100) / 100);
  const found = await call(api, 'GET', `/api/estate/search?currency=usd&price_gte=${e.price}&price_lte=${e.price}`);
  t.equal(found.status, 200);
  t.ok(
    (found.body.values as { aliasId: string }[]).some((v) => v.aliasId === e.alias_id),
    'a search for exactly its price in dollars finds it',
  );
  const one = await call(api, 'GET', `/api/estate/${e.alias_id}?currency=rub`);
  t.equal(one.body.priceConverted.amount, Math.round((e.price / 1.1) * 100.65), 'converted at the current rates');
});

t.test('the next daily run waits in the queue, once, at 16:30 UTC', async (t) => {
  const r = await api.db.query<{ start_after: Date | string }>(
    `SELECT start_after FROM pgboss.job WHERE name = $1 AND state = 'created' AND singleton_key = 'daily'`,
    [RATES_QUEUE],
  );
  t.equal(r.rows.length, 1, 'one waiting daily job');
  const at = new Date(r.rows[0].start_after);
  t.equal(at.toISOString().slice(11, 19), '16:30:00');
  t.ok(at.getTime() > Date.now() && at.getTime() <= Date.now() + 86_400_000, 'within the next day');
});

t.test('a failed fetch keeps the last good rates, warns once per publisher without secrets, and readyz stays ready', async (t) => {
  const before = await currencies();
  const cases: [string, () => void, string][] = [
    [
      'a 500',
      () => {
        src.set('/ecb.xml', { status: 500, body: 'upstream error' });
        src.set('/cbr.xml', { status: 500, body: 'upstream error' });
      },
      'HTTP_STATUS',
    ],
    [
      'garbage',
      () => {
        src.set('/ecb.xml', { body: '<html><body>Maintenance</body></html>', contentType: 'text/html' });
        src.set('/cbr.xml', { body: Buffer.from('\u0000\u0001binary') });
      },
      'MALFORMED',
    ],
    [
      'a time-out',
      () => {
        src.set('/ecb.xml', { body: ecbXml(TODAY, { USD: 1.2 }), delayMs: 3000 });
        src.set('/cbr.xml', { body: 'late', delayMs: 3000 });
      },
      'TIMEOUT',
    ],
    [
      'an old file',
      () => {
        src.set('/ecb.xml', { body: ecbXml(day(-40), { USD: 1.2 }) });
        src.set('/cbr.xml', { status: 404, body: '' });
      },
      'STALE',
    ],
  ];
  for (const [what, serve, code] of cases) {
    const seen = warns('exchange rates not updated: the last good rates stay').length;
    serve();
    t.equal(await runNow(), 'failed', `${what}: the run fails (every publisher failed)`);
    t.same(await currencies(), before, `${what}: the rates are the last good ones`);
    const ready = await call(api, 'GET', '/api/readyz');
    t.equal(ready.status, 200, `${what}: readyz stays ready`);
    const w = warns('exchange rates not updated: the last good rates stay').slice(seen);
    t.equal(w.length, 2, `${what}: one warn line per publisher`);
    t.equal(w.find((l) => l.source === 'ecb')?.code, code, `${what}: the ECB's line says ${code}`);
  }
  const all = JSON.stringify(lines);
  t.notMatch(all, 's3cret', "the URL's query never reaches the log");
  t.match(all, `${src.url}/ecb.xml`, 'the URL without it does');
});

t.test('an implausible jump is refused for that currency; the other publisher still counts', async (t) => {
  src.set('/ecb.xml', { body: ecbXml(TODAY, { USD: 2.5 }) });
  src.set('/cbr.xml', {
    body: cbrXml(TODAY, [{ code: 'EUR', nominal: 1, value: 101.2, name: 'Евро' }]),
  });
  t.equal(await runNow(), 'completed');
  const list = await currencies();
  t.match(
    list.find((c) => c.code === 'usd'),
    { rate: 1.1, date: YESTERDAY, source: 'ecb' },
    'the dollar keeps its rate',
  );
  t.match(
    list.find((c) => c.code === 'rub'),
    { rate: 101.2, date: TODAY, source: 'cbr' },
    "the rouble's correction of the same day is taken",
  );
  const refusedLine = warns('exchange rate refused as implausible').at(-1);
  t.match(refusedLine, { currency: 'usd', rate: 2.5, current: 1.1 });
});

t.test('a newer day becomes current and joins the history', async (t) => {
  src.set('/ecb.xml', { body: ecbXml(TODAY, { USD: 1.12 }) });
  t.equal(await runNow(), 'completed');
  t.match(
    (await currencies()).find((c) => c.code === 'usd'),
    { rate: 1.12, date: TODAY, source: 'ecb' },
  );
  t.same(
    (await selectRateHistory(api.db, 'usd')).map((h) => [h.date, h.rate]),
    [
      [TODAY, 1.12],
      [YESTERDAY, 1.1],
    ],
  );
  const r = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM estates e JOIN currencies c ON c.code = e.currency WHERE e.price_eur <> round(e.price / c.rate, 2)`,
  );
  t.equal(r.rows[0].n, 0, 'the euro values were re-derived again');
});
