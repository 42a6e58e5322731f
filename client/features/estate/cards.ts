// An api estate as a card shows it, priced in the visitor's currency (every list of a public page goes
// through toCardData, so a currency switch changes every price on the page at once).
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { Currency } from '../../../shared/core/constants.ts';
import type { Rates } from '../../../shared/core/format.ts';
import type { Estate } from '../../../shared/contract/estates.ts';
import { convertedPrice, selectCurrencies, selectCurrentCurrency } from '../../session/currencies/index.ts';
import type { EstateCardData } from './types.ts';

/** What a card reads of an api estate (a listing the browser remembers keeps just this). */
export type CardSource = Pick<
  Estate,
  'aliasId' | 'title' | 'price' | 'currency' | 'livingSpace' | 'rooms' | 'dealType' | 'estateType' | 'isTopOffer' | 'isNew' | 'previousPrice'
> &
  Partial<Pick<Estate, 'energy' | 'updatedDaysAgo' | 'titleLanguage' | 'titleOriginal'>> & {
    geoData: Pick<Estate['geoData'], 'countryCode' | 'area' | 'city' | 'names'>;
    photos: { url: string }[];
  };

/** What an estate card needs of an api estate, with the price converted to the visitor's currency. */
export function toCardData(estate: CardSource, currency: Currency, rates: Rates): EstateCardData {
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
  if (estate.updatedDaysAgo !== undefined) card.updatedDaysAgo = estate.updatedDaysAgo;
  // a machine-translated title (lists asked with lang): the language it reads in and the original
  if (estate.titleOriginal) Object.assign(card, { titleLanguage: estate.titleLanguage, titleOriginal: estate.titleOriginal });
  if (estate.energy && 'rating' in estate.energy) card.energyRating = estate.energy.rating;
  const converted = convertedPrice(estate.price, estate.currency, currency, rates);
  if (converted) card.priceConverted = converted;
  if (estate.previousPrice) {
    const { amount, currency: from } = estate.previousPrice;
    card.reducedFrom = convertedPrice(amount, from, currency, rates) ?? { amount, currency: from };
  }
  return card;
}

/** Estates as cards priced in the visitor's currency; recomputed when the currency or the list changes. */
export function useEstateCards(estates: readonly CardSource[] | null | undefined): EstateCardData[] {
  const currency = useSelector(selectCurrentCurrency);
  const rates = useSelector(selectCurrencies);
  return useMemo(() => (estates ?? []).map((e) => toCardData(e, currency, rates)), [estates, currency, rates]);
}
