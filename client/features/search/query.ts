import type { Currency } from '../../../shared/core/constants.ts';
import { CURRENCIES } from '../../../shared/core/constants.ts';
import { convertPrice, type Rates } from '../../../shared/core/format.ts';
import { parseSearchQuery, type SearchState } from '../../../shared/search/search-query.ts';

/** The api refuses pages beyond this; a larger page in a URL asks for this one. */
export const MAX_PAGE = 100_000;

/** The currency a search URL names explicitly (`currency=usd`), or null when it names none. */
export function urlCurrency(search: string): Currency | null {
  const raw = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('currency')?.trim().toLowerCase();
  return raw && (CURRENCIES as readonly string[]).includes(raw) ? (raw as Currency) : null;
}

/**
 * The search state a URL describes, with the country of a /search/{CC} path in geoData.countryCode.
 * A URL that names no currency is in the visitor's (`visitorCurrency`): the price fields, the price
 * filter sent to the api and the header then agree.
 */
export function searchStateOf(search: string, pathCountry: string | null, visitorCurrency?: Currency): SearchState {
  const query = parseSearchQuery(search);
  if (pathCountry) query['geoData.countryCode'] = pathCountry;
  if (query.page > MAX_PAGE) query.page = MAX_PAGE;
  if (visitorCurrency && !urlCurrency(search)) query.currency = visitorCurrency;
  return query;
}

/**
 * The same search in another currency: the price bounds converted (rounded to whole units) so that
 * they keep meaning the same amounts; bounds that cannot be converted (no rate) are dropped.
 */
export function inCurrency(state: SearchState, to: Currency, rates: Rates): SearchState {
  if (state.currency === to) return state;
  const next: SearchState = { ...state, currency: to, page: 1 };
  for (const key of ['price_gte', 'price_lte'] as const) {
    const v = state[key];
    if (v === undefined) continue;
    const converted = convertPrice(v, state.currency, to, rates);
    if (converted === null) delete next[key];
    else next[key] = Math.round(converted);
  }
  return next;
}
