import { useMemo } from 'react';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';
import { formatPlacement, formatPrice } from '../../../../shared/core/format.ts';
import { useEstateCards, localized, type EstateCardData } from '../../estate/index.ts';
import type { MapPoint } from '../../map/index.ts';

/** A listing with coordinates as a map marker's card, in the visitor's language and currency. */
export function pointOf(e: Estate, card: EstateCardData, language: Language, currency: Currency, top: boolean): MapPoint[] {
  const { lat, lng } = e.geoData;
  if (typeof lat !== 'number' || typeof lng !== 'number') return [];
  const shown =
    card.priceConverted && card.priceConverted.currency === currency ? card.priceConverted : { amount: card.price, currency: card.currency };
  return [
    {
      id: e._id,
      lat,
      lng,
      title: localized(e.title, language) || e.aliasId,
      price: formatPrice(shown.amount, shown.currency, language),
      place: formatPlacement(e.geoData, language),
      href: `/estate/${encodeURIComponent(e.aliasId)}`,
      top,
    },
  ];
}

const NONE: readonly Estate[] = [];

/**
 * The listings with coordinates as map markers: top offers first, texts in the visitor's language and
 * currency. None while the map is not `shown` (the list view: nothing to build on the server).
 */
export function useMapPoints(
  topOffers: readonly Estate[],
  values: readonly Estate[],
  language: Language,
  currency: Currency,
  shown = true,
): MapPoint[] {
  const estates = useMemo(() => (shown ? [...topOffers, ...values] : NONE), [shown, topOffers, values]);
  const cards = useEstateCards(estates);
  return useMemo(
    () => estates.flatMap((e, i): MapPoint[] => pointOf(e, cards[i], language, currency, i < topOffers.length)),
    [estates, cards, language, currency, topOffers.length],
  );
}
