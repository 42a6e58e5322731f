// Prices in the visitor's currency: every estate a public page shows goes through toCardData (lists)
// or convertedPrice (one estate), so a currency switch changes every price on the page at once,
// converted with the rates the store holds (GET /api/currencies, supplied at start).
import type { Currency } from '../../../shared/core/constants.ts';
import { convertPrice, type Rates } from '../../../shared/core/format.ts';
import type { Estate } from '../../../shared/contract/estates.ts';
import type { EstateCardData } from '../estate/index.ts';

/**
 * The price in `to`, rounded to whole units as prices are shown, or null when it is already in `to`
 * or a rate is missing (the original is shown).
 */
export function convertedPrice(price: number, from: Currency, to: Currency, rates: Rates): { amount: number; currency: Currency } | null {
  if (from === to) return null;
  const amount = convertPrice(price, from, to, rates);
  return amount === null ? null : { amount: Math.round(amount), currency: to };
}

/** What an estate card needs of an api estate, with the price converted to the visitor's currency. */
export function toCardData(estate: Estate, currency: Currency, rates: Rates): EstateCardData {
  const card: EstateCardData = {
    aliasId: estate.aliasId,
    title: estate.title,
    price: estate.price,
    currency: estate.currency,
    livingSpace: estate.livingSpace,
    rooms: estate.rooms,
    dealType: estate.dealType,
    estateType: estate.estateType,
    isTopOffer: estate.isTopOffer,
    isNew: estate.isNew,
    geoData: {
      countryCode: estate.geoData.countryCode,
      area: estate.geoData.area,
      city: estate.geoData.city,
      ...(estate.geoData.names ? { names: estate.geoData.names } : {}),
    },
    photos: (estate.photos ?? []).map((p) => ({ url: p.url })),
  };
  const converted = convertedPrice(estate.price, estate.currency, currency, rates);
  if (converted) card.priceConverted = converted;
  if (estate.previousPrice) {
    const { amount, currency: from } = estate.previousPrice;
    card.reducedFrom = convertedPrice(amount, from, currency, rates) ?? { amount, currency: from };
  }
  return card;
}
