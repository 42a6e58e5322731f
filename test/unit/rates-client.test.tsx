// Converted prices say they are approximate, and the estate page says which rate it used: the
// base is the stronger currency ("€1 = $1.10", "$1 = 91.50 ₽"), with each publisher and day.
import t from 'tap';
import { rateBetween } from '../../shared/core/format.ts';
import type { CurrencyInfo } from '../../shared/contract/geodata.ts';
import { RateNote } from '../../client/session/currencies/components/RateNote.tsx';
import { ApproxPrice } from '../../client/session/currencies/components/ApproxPrice.tsx';
import { render, textOf, tr } from './components-render.tsx';

const rates: CurrencyInfo[] = [
  { code: 'eur', sign: '€', rate: 1, date: null, source: 'seed' },
  { code: 'usd', sign: '$', rate: 1.1, date: '2026-11-20', source: 'ecb' },
  { code: 'rub', sign: '₽', rate: 100.65, date: '2026-11-21', source: 'cbr' },
];

t.test('the rate between two currencies: one unit of the stronger, the sources of both', async (t) => {
  t.match(rateBetween('eur', 'usd', rates), { base: 'eur', quote: 'usd', value: 1.1, sources: [{ source: 'ecb', date: '2026-11-20' }] });
  t.match(rateBetween('usd', 'eur', rates), { base: 'eur', quote: 'usd', value: 1.1 }, 'either way round');
  const cross = rateBetween('rub', 'usd', rates);
  t.equal(cross?.base, 'usd');
  t.equal(Math.round((cross?.value ?? 0) * 100) / 100, 91.5);
  t.same(cross?.sources, [
    { source: 'cbr', date: '2026-11-21' },
    { source: 'ecb', date: '2026-11-20' },
  ]);
  t.equal(rateBetween('usd', 'usd', rates), null);
  t.equal(rateBetween('eur', 'rub', rates.slice(0, 2)), null, 'no rate, no sentence');
});

t.test('the estate page line: the rate, the publisher and the day, in the language', async (t) => {
  const en = render(<RateNote from="eur" to="usd" rates={rates} language="en" />);
  t.equal(textOf(en), '€1 = $1.1 · ECB, 20/11/2026');
  t.match(en, '<time dateTime="2026-11-20">20/11/2026</time>', 'a machine-readable day');
  const ru = render(<RateNote from="usd" to="rub" rates={rates} language="ru" />, 'ru');
  t.match(textOf(ru), /^1 \$ = 91,5 ₽ · ЕЦБ, 20\.11\.2026 · Банк России, 21\.11\.2026$/);
  const seeded = render(<RateNote from="eur" to="usd" rates={[rates[0], { code: 'usd', sign: '$', rate: 1.08 }]} language="de" />, 'de');
  t.equal(textOf(seeded), `1 € = 1,08 $ · ${tr('de', 'rates.sources.seed')}`, 'a built-in rate has no day');
  t.equal(render(<RateNote from="eur" to="eur" rates={rates} language="en" />), '', 'nothing when nothing was converted');
});

t.test('a converted price: ≈ for the eye, a word for screen readers, a tooltip', async (t) => {
  for (const lng of ['en', 'ru', 'de', 'es'] as const) {
    const html = render(<ApproxPrice amount={1350000} currency="usd" language={lng} />, lng);
    t.match(html, '<span aria-hidden="true">≈ </span>', `${lng}: the sign is hidden from screen readers`);
    t.match(html, `<span class="visually-hidden">${tr(lng, 'rates.approx')} </span>`, `${lng}: the word is read instead`);
    t.match(html, `title="${tr(lng, 'rates.approxTitle')}"`, `${lng}: explained on hover`);
    t.not(tr(lng, 'rates.approx'), lng === 'en' ? '' : tr('en', 'rates.approx'), `${lng}: translated`);
  }
});
