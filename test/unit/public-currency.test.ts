// Prices in the visitor's currency: conversion through the api's rates, the cards every list shows,
// plan prices, and the currency choice kept in the cookie.
import t from 'tap';
import { formatPlanPrice } from '../../client/features/plans/components/PlanList.tsx';
import { selectCurrency } from '../../client/session/currencies/slice.ts';
import { convertedPrice } from '../../client/session/currencies/cards.ts';
import { toCardData } from '../../client/features/estate/cards.ts';
import { makeStore } from './client-store-helpers.ts';
import { estate, RATES } from './public-fixtures.ts';

t.test('a price converts through eur with the rates; none when the same currency or a rate is missing', async (t) => {
  t.same(convertedPrice(100_000, 'eur', 'usd', RATES), { amount: 110_000, currency: 'usd' });
  t.same(convertedPrice(110_000, 'usd', 'rub', RATES), { amount: 10_000_000, currency: 'rub' });
  t.equal(convertedPrice(5, 'eur', 'eur', RATES), null);
  t.equal(convertedPrice(5, 'eur', 'usd', []), null);
});

t.test('a card carries the converted price in the chosen currency', async (t) => {
  const card = toCardData(estate('a', { price: 200_000, currency: 'eur' }), 'rub', RATES);
  t.same(card.priceConverted, { amount: 20_000_000, currency: 'rub' });
  t.equal(card.price, 200_000);
  t.same(card.photos, [{ url: '/media/a.webp' }]);
  t.notOk('priceConverted' in toCardData(estate('b'), 'eur', RATES), 'no conversion in the listing’s own currency');
});

t.test('plan prices from minor units, per language', async (t) => {
  t.equal(formatPlanPrice(1990, 'eur', 'de'), '19,90\u00a0€');
  t.equal(formatPlanPrice(1990, 'usd', 'en'), '$19.90');
  t.equal(formatPlanPrice(99000, 'rub', 'ru'), '990\u00a0₽');
  t.equal(formatPlanPrice(123450, 'eur', 'en'), '€1,234.50');
});

t.test('choosing a currency updates the store and the currency cookie (browser)', async (t) => {
  const { store, h } = makeStore({}, { browser: true, state: { currencies: { list: RATES, current: 'eur' } } });
  store.dispatch(selectCurrency('usd'));
  t.equal(store.getState().currencies.current, 'usd');
  t.equal(h.cookies.currency, 'usd');
});
