// "What it costs to buy" rendered as the server does (client/features/estate/components/BuyingCosts.tsx):
// the figures come in the listing's currency and show in the visitor's at the page's rates (each
// amount, range and total converted and rounded to a whole unit); without a rate for the visitor's
// currency they stay in the listing's, never a euro figure with a dollar sign.
import t from 'tap';
import { BuyingCosts } from '../../client/features/estate/components/BuyingCosts.tsx';
import type { BuyingCosts as Costs } from '../../shared/contract/buying-costs.ts';
import { elementWithClass, render, textOf } from './components-render.tsx';

const costs: Costs = {
  countryCode: 'ES',
  price: 300_000,
  newBuild: false,
  items: [
    { key: 'transferTax', label: 'Transfer tax', percent: 8, amount: 24_000, from: 18_000, to: 33_000 },
    { key: 'notary', label: 'Notary', amount: 900 },
  ],
  total: 24_900,
  currency: 'eur',
  source: { name: 'Agencia Tributaria', url: 'https://sede.agenciatributaria.gob.es/' },
  asOf: '2026-01-01',
};

const rows = (html: string) => [...html.matchAll(/<tr[^>]*data-key="([^"]+)"[^>]*>([^]*?)<\/tr>/g)].map((m) => ({ key: m[1], text: textOf(m[2]!) }));

t.test('in the visitor’s currency: every amount converted at the page’s rate', async (t) => {
  const html = render(<BuyingCosts costs={costs} language="en" currency="usd" rates={{ eur: 1, usd: 1.1 }} />);
  const [tax, notary] = rows(html);
  t.match(tax!.text, /Transfer tax 8 % \$26,400/, '24,000 € at 1.1 $/€');
  t.match(tax!.text, /\$19,800/, 'the range’s low end converted');
  t.match(tax!.text, /\$36,300/, 'and its high end');
  t.match(notary!.text, /\$990$/, '900 € at 1.1 $/€');
  t.equal(textOf(elementWithClass(html, 'buying-costs__total')!), '$27,390', 'the total converted');
  t.match(textOf(html), /\$357,390/, 'price and costs together converted');
  t.notMatch(textOf(elementWithClass(html, 'buying-costs__table')!), /€/, 'nothing left in euros');
});

t.test('amounts are rounded to a whole unit after conversion', async (t) => {
  const html = render(<BuyingCosts costs={costs} language="en" currency="usd" rates={{ eur: 1, usd: 1.0833 }} />);
  const [, notary] = rows(html);
  t.match(notary!.text, /\$975$/, '900 × 1.0833 = 974.97 → 975');
});

t.test('without a rate for the visitor’s currency the figures stay in the listing’s', async (t) => {
  const html = render(<BuyingCosts costs={costs} language="en" currency="usd" rates={{ eur: 1 }} />);
  t.equal(textOf(elementWithClass(html, 'buying-costs__total')!), '€24,900');
  t.notMatch(textOf(elementWithClass(html, 'buying-costs__table')!), /\$/, 'no dollar sign on euro figures');
});
