// Prices in the visitor's currency: every estate a public page shows goes through toCardData (lists)
// or convertedPrice (one estate), so a currency switch changes every price on the page at once,
// converted with the rates the store holds (GET /api/currencies, supplied at start).
import type { Currency } from '../../../shared/core/constants.ts';
import { convertPrice, type Rates } from '../../../shared/core/format.ts';

/**
 * The price in `to`, rounded to whole units as prices are shown, or null when it is already in `to`
 * or a rate is missing (the original is shown).
 */
export function convertedPrice(price: number, from: Currency, to: Currency, rates: Rates): { amount: number; currency: Currency } | null {
  if (from === to) return null;
  const amount = convertPrice(price, from, to, rates);
  return amount === null ? null : { amount: Math.round(amount), currency: to };
}
