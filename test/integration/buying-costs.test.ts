// What it costs to buy, through the gateway (issue 26, item 2): the costs of a country worked out for
// a price, for a resale or a new build, in the asked currency at the product's rates, labelled in the
// asked language; a progressive tax by its bands; bad input a 400 naming the field, an unknown
// country a 404. Runs on PGlite and, with DATABASE_URL, on a PostgreSQL server.
import t from 'tap';
import { startStack } from '../helpers/stack.ts';
import type { BuyingCosts } from '../../shared/contract/buying-costs.ts';
import type { CurrencyInfo } from '../../shared/contract/geodata.ts';

t.test('buying costs through the gateway', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(stack.close);
  const get = async (path: string) => {
    const res = await fetch(`${stack.gatewayUrl}${path}`);
    return { status: res.status, body: await res.json() };
  };
  const rates = (await get('/api/currencies')).body as CurrencyInfo[];
  const rate = (c: string) => rates.find((r) => r.code === c)!.rate;

  await t.test('a Spanish resale: transfer tax by region, notary, registry, legal fees, no VAT', async (t) => {
    const { status, body } = await get('/api/countries/ES/buying-costs?price=300000&currency=eur');
    t.equal(status, 200);
    const b = body as BuyingCosts;
    t.equal(b.currency, 'eur');
    t.equal(b.newBuild, false);
    const itp = b.items.find((i) => i.key === 'transferTax')!;
    t.same([itp.percent, itp.amount, itp.from, itp.to], [8, 24000, 18000, 33000], 'ITP 8 % typical, 6–11 % by region');
    t.equal(itp.label, 'Transfer tax', 'English by default');
    t.notOk(
      b.items.some((i) => i.key === 'vat'),
      'no VAT on a resale',
    );
    t.ok(
      ['notary', 'landRegistry', 'legal', 'agency'].every((k) => b.items.some((i) => i.key === k)),
      'notary, registry, legal, agency',
    );
    t.equal(
      b.total,
      b.items.reduce((s, i) => s + i.amount, 0),
      'the total is the sum',
    );
    t.match(b.source.url, /^https:\/\//, 'a source');
    t.match(b.asOf, /^\d{4}-\d{2}-\d{2}$/, 'an as-of date');
  });

  await t.test('a Spanish new build: 10 % IVA and AJD instead of ITP; labels in the asked language', async (t) => {
    const { status, body } = await get('/api/countries/es/buying-costs?price=200000&currency=eur&newBuild=true&lang=es');
    t.equal(status, 200);
    const b = body as BuyingCosts;
    t.equal(b.newBuild, true);
    t.equal(b.items.find((i) => i.key === 'vat')?.amount, 20000, 'IVA 10 %');
    t.equal(b.items.find((i) => i.key === 'stampDuty')?.amount, 2400, 'AJD 1.2 % typical');
    t.notOk(
      b.items.some((i) => i.key === 'transferTax'),
      'no ITP on a new build',
    );
    t.equal(b.items.find((i) => i.key === 'vat')?.label, 'IVA de obra nueva', 'Spanish label');
  });

  await t.test('another currency: amounts converted at the product rates', async (t) => {
    const { body } = await get('/api/countries/ES/buying-costs?price=324000&currency=usd');
    const b = body as BuyingCosts;
    t.equal(b.currency, 'usd');
    t.equal(b.items.find((i) => i.key === 'transferTax')?.amount, 25920, '8 % of the price in usd');
    // a fixed fee in the country's own currency is converted: Italy's 100 € registry taxes in roubles
    const it = (await get('/api/countries/IT/buying-costs?price=10000000&currency=rub')).body as BuyingCosts;
    t.equal(it.items.find((i) => i.key === 'landRegistry')?.amount, Math.round(100 * rate('rub')), '100 € in rub');
  });

  await t.test('a progressive tax: England’s stamp duty by its bands, converted from pounds', async (t) => {
    // 0.87 GBP per EUR is the file's reference rate: 500,000 GBP = 574,712.64 EUR
    const price = 500000 / 0.87;
    const { body } = await get(`/api/countries/GB/buying-costs?price=${price}&currency=eur`);
    const sdlt = (body as BuyingCosts).items.find((i) => i.key === 'stampDuty')!;
    // 0 % to 125k, 2 % of 125k, 5 % of 250k: 2,500 + 12,500 = 15,000 GBP
    t.equal(sdlt.amount, Math.round(15000 / 0.87), '15,000 GBP in eur');
    t.equal(sdlt.percent, undefined, 'no single rate');
  });

  await t.test('every country with demo listings has its costs', async (t) => {
    for (const cc of ['ES', 'IT', 'BG', 'TR', 'GR', 'AT', 'FR', 'HR', 'GB', 'US', 'DE']) {
      const { status, body } = await get(`/api/countries/${cc}/buying-costs?price=250000&currency=eur`);
      t.equal(status, 200, cc);
      t.ok((body as BuyingCosts).total > 0 && (body as BuyingCosts).items.length >= 3, `${cc}: items and a total`);
    }
  });

  await t.test('bad input: 400 naming the field; an unknown country 404', async (t) => {
    const cases: [string, string][] = [
      ['/api/countries/ES/buying-costs?currency=eur', 'price'],
      ['/api/countries/ES/buying-costs?price=-5&currency=eur', 'price'],
      ['/api/countries/ES/buying-costs?price=0&currency=eur', 'price'],
      ['/api/countries/ES/buying-costs?price=abc&currency=eur', 'price'],
      ['/api/countries/ES/buying-costs?price=100000&currency=gbp', 'currency'],
      ['/api/countries/ES/buying-costs?price=100000', 'currency'],
      ['/api/countries/ES/buying-costs?price=100000&currency=eur&newBuild=maybe', 'newBuild'],
      ['/api/countries/ESP/buying-costs?price=100000&currency=eur', 'code'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await get(path);
      t.equal(status, 400, path);
      t.ok(
        (body.errors ?? []).some((e: { field: string }) => e.field === field),
        `${path} names ${field}: ${JSON.stringify(body.errors ?? body.message)}`,
      );
    }
    const unknown = await get('/api/countries/ZZ/buying-costs?price=100000&currency=eur');
    t.equal(unknown.status, 404, 'a country without data');
  });
});
