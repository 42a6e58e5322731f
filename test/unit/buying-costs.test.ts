// What it costs to buy, the parts without a server: every country's data file parses and holds its
// source, "as of" date and sane percents (a broken file is refused by name), a progressive tax by its
// bands, and the mortgage calculator's annuity (shared/core/mortgage.ts), zero rate included.
import t from 'tap';
import { bracketTax, buyingCosts, checkCountryCosts, COUNTRY_COSTS, loadCountryCosts, MAX_PERCENT } from '../../api/places/buying-costs.ts';
import { BUYING_COST_KEYS } from '../../shared/contract/buying-costs.ts';
import { annuityPayment, mortgage } from '../../shared/core/mortgage.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';
import { readFileSync, readdirSync } from 'node:fs';

const DIR = new URL('../../api/places/buying-costs/', import.meta.url);

t.test('every data file parses, is checked and is loaded', async (t) => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  t.ok(files.length >= 10, 'at least ten countries');
  for (const f of files) {
    const data = JSON.parse(readFileSync(new URL(f, DIR), 'utf8'));
    t.same(checkCountryCosts(f, data), [], `${f} is sound`);
    t.ok(COUNTRY_COSTS.has(data.countryCode), `${f} is loaded by the api`);
    for (const item of data.items) {
      t.ok(item.source?.url && item.asOf, `${f} ${item.key}: source and asOf`);
      for (const p of [item.percent, item.range?.from, item.range?.to].filter((x) => x !== undefined && item.amount === undefined))
        t.ok(p >= 0 && p <= MAX_PERCENT, `${f} ${item.key}: ${p} % is sane`);
    }
  }
  for (const cc of ['ES', 'IT', 'BG', 'TR', 'GR', 'AT', 'FR', 'HR', 'GB', 'US']) t.ok(COUNTRY_COSTS.has(cc), `${cc} (demo listings) has data`);
});

t.test('every cost key has a label in all four languages', async (t) => {
  for (const lng of LANGUAGES) {
    const labels = JSON.parse(readFileSync(new URL(`../../locales/${lng}/buyingCosts.json`, import.meta.url), 'utf8')).buyingCosts.items;
    for (const k of BUYING_COST_KEYS) t.ok(typeof labels[k] === 'string' && labels[k].trim(), `${lng}: ${k}`);
  }
});

t.test('a broken file is refused, naming the file and the problem', async (t) => {
  const good = JSON.parse(readFileSync(new URL('es.json', DIR), 'utf8'));
  const bad = structuredClone(good);
  bad.items[0].percent = 45;
  delete bad.items[1].source;
  bad.asOf = '1 Oct 2025';
  const problems = checkCountryCosts('es.json', bad);
  t.match(problems.join('\n'), /percent must be 0–30/);
  t.match(problems.join('\n'), /items\[1\] \(vat\): source/);
  t.match(problems.join('\n'), /asOf must be YYYY-MM-DD/);
  t.throws(() => loadCountryCosts({ 'es.json': bad }), /buying-costs data: es\.json/);
  t.match(checkCountryCosts('fr.json', good).join(), /does not match the file name/);
  const noRate = { ...good, currency: 'gbp' };
  t.match(checkCountryCosts('es.json', noRate).join(), /eurRate/);
  const range = structuredClone(good);
  range.items[0].range = { from: 9, to: 11 };
  t.match(checkCountryCosts('es.json', range).join(), /from ≤ typical ≤ to/);
});

t.test('a progressive tax takes each slice at its band’s rate', async (t) => {
  const sdlt = [
    { upTo: 125000, percent: 0 },
    { upTo: 250000, percent: 2 },
    { upTo: 925000, percent: 5 },
    { upTo: 1500000, percent: 10 },
    { upTo: null, percent: 12 },
  ];
  t.equal(bracketTax(100000, sdlt), 0);
  t.equal(bracketTax(250000, sdlt), 2500);
  t.equal(bracketTax(500000, sdlt), 15000);
  t.equal(bracketTax(2000000, sdlt), 2500 + 33750 + 57500 + 60000);
});

t.test('costs for a price: typical amounts, ranges, resale or new build', async (t) => {
  const rates = { eur: 1, usd: 1.08, rub: 100 };
  const resale = buyingCosts('ES', { price: 100000, currency: 'eur', newBuild: false, lang: 'de' }, rates)!;
  t.same(resale.items[0], { key: 'transferTax', label: 'Grunderwerbsteuer', percent: 8, amount: 8000, from: 6000, to: 11000 });
  t.equal(
    resale.total,
    resale.items.reduce((s, i) => s + i.amount, 0),
  );
  const nb = buyingCosts('ES', { price: 100000, currency: 'eur', newBuild: true, lang: 'en' }, rates)!;
  t.same(
    nb.items.map((i) => i.key),
    ['vat', 'stampDuty', 'notary', 'landRegistry', 'legal', 'agency'],
  );
  t.equal(buyingCosts('ZZ', { price: 1, currency: 'eur', newBuild: false, lang: 'en' }, rates), null, 'no data');
  t.equal(buyingCosts('US', { price: 1000, currency: 'eur', newBuild: false, lang: 'en' }, { eur: 1 }), null, 'no usd rate: null');
});

t.test('the annuity: M = P·r / (1 − (1 + r)^−n)', async (t) => {
  // 200,000 at 6 % over 30 years: the textbook 1,199.10
  t.equal(Number(annuityPayment(200000, 6, 360).toFixed(2)), 1199.1);
  const r = 3.5 / 1200;
  const expected = (240000 * r) / (1 - Math.pow(1 + r, -300));
  const m = mortgage({ price: 300000, downPaymentPercent: 20, ratePercent: 3.5, termYears: 25 })!;
  t.equal(m.loan, 240000);
  t.equal(m.months, 300);
  t.equal(m.monthlyPayment, expected);
  t.equal(m.totalInterest, expected * 300 - 240000);
  const zero = mortgage({ price: 120000, downPaymentPercent: 0, ratePercent: 0, termYears: 10 })!;
  t.same([zero.monthlyPayment, zero.totalInterest], [1000, 0], 'no interest: equal shares, no interest');
  t.equal(mortgage({ price: 100, downPaymentPercent: 100, ratePercent: 5, termYears: 10 })!.monthlyPayment, 0, 'all paid up front');
  for (const bad of [
    { price: 1, downPaymentPercent: -1, ratePercent: 1, termYears: 1 },
    { price: 1, downPaymentPercent: 101, ratePercent: 1, termYears: 1 },
    { price: 1, downPaymentPercent: 10, ratePercent: -1, termYears: 1 },
    { price: 1, downPaymentPercent: 10, ratePercent: 1, termYears: 0 },
    { price: 1, downPaymentPercent: Number.NaN, ratePercent: 1, termYears: 5 },
  ])
    t.equal(mortgage(bad), null, JSON.stringify(bad));
});
