// The current rates on the pages, through the gateway and the real renderer: after the rate job took
// the ECB's file (served locally), an estate page in another currency names the rate, its publisher
// and its day, and every converted price says it is approximate.
import t from 'tap';
import { startStack } from '../helpers/stack.ts';
import { ecbXml, startRatesServer } from '../helpers/rates.ts';
import { call } from '../helpers/api.ts';

const TODAY = new Date().toISOString().slice(0, 10);
const [y, m, d] = TODAY.split('-');

const src = await startRatesServer();
t.teardown(src.close);
src.set('/ecb.xml', { body: ecbXml(TODAY, { USD: 1.0812, GBP: 0.86 }) });

const stack = await startStack({
  estates: 40,
  api: { config: { jobsPollSeconds: 0.5, rates: { fetch: true, ecbUrl: `${src.url}/ecb.xml`, timeoutMs: 2000 } } },
});
t.teardown(() => stack.close());

// the gateway caches the currencies for five minutes: ask for a page only once the job took the file
for (let i = 0; ; i++) {
  const list = (await call({ url: stack.apiUrl }, 'GET', '/api/currencies')).body as { code: string; source?: string }[];
  if (list.find((c) => c.code === 'usd')?.source === 'ecb') break;
  if (i > 300) throw new Error('the rates were not fetched');
  await new Promise((r) => setTimeout(r, 100));
}

const eurListing = await stack.api.db.query<{ alias_id: string }>(
  `SELECT alias_id FROM estates WHERE currency = 'eur' AND status = 'published' ORDER BY alias_id LIMIT 1`,
);
const alias = eurListing.rows[0].alias_id;

t.test('the gateway hands the rate day and publisher to the pages', async (t) => {
  const res = await fetch(`${stack.gatewayUrl}/api/currencies`);
  const list = (await res.json()) as { code: string; date?: string | null; source?: string }[];
  t.match(
    list.find((c) => c.code === 'usd'),
    { rate: 1.0812, date: TODAY, source: 'ecb' },
  );
});

t.test('an estate page in dollars: the price is approximate and the rate line names the ECB and the day', async (t) => {
  const res = await fetch(`${stack.gatewayUrl}/estate/${encodeURIComponent(alias)}?lng=en`, { headers: { cookie: 'currency=usd' } });
  t.equal(res.status, 200);
  const html = await res.text();
  const price = /<div class="estate-view__price">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  t.match(
    price,
    /<span aria-hidden="true">≈ <\/span><span class="visually-hidden">approximately <\/span>\$[\d,]+/,
    'the converted price is marked approximate',
  );
  t.match(price, /title="Converted at the current exchange rate, so approximate"/);
  t.match(
    price,
    `<p class="rate-note">€1 = $1.08<span class="rate-note__source"> · ECB, <time dateTime="${TODAY}">${d}/${m}/${y}</time></span></p>`,
    'the rate with its day',
  );
  const de = await (await fetch(`${stack.gatewayUrl}/estate/${encodeURIComponent(alias)}?lng=de`, { headers: { cookie: 'currency=usd' } })).text();
  t.match(de, `1\u00a0€ = 1,08\u00a0$<span class="rate-note__source"> · EZB, <time dateTime="${TODAY}">${d}.${m}.${y}</time>`, 'in German');
});

t.test('the same page in the listing’s own currency has no conversion and no rate line', async (t) => {
  const html = await (await fetch(`${stack.gatewayUrl}/estate/${encodeURIComponent(alias)}?lng=en`, { headers: { cookie: 'currency=eur' } })).text();
  const price = /<div class="estate-view__price">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  t.notMatch(price, 'rate-note');
  t.notMatch(price, '≈');
});

t.test('search cards in dollars: converted prices are approximate', async (t) => {
  const html = await (await fetch(`${stack.gatewayUrl}/search?lng=en`, { headers: { cookie: 'currency=usd' } })).text();
  const marked =
    html.match(/<span class="approx" title="[^"]+"><span aria-hidden="true">≈ <\/span><span class="visually-hidden">approximately <\/span>\$/g) ?? [];
  t.ok(marked.length > 0, 'converted card prices carry the mark');
  t.notMatch(html, /"price-tag__main"[^>]*>≈/, 'never a bare ≈');
});
