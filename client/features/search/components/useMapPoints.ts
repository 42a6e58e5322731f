import { useCallback, useMemo, useRef } from 'react';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';
import { formatPlacement, formatPrice } from '../../../../shared/core/format.ts';
import { createApiCaller, type ApiCaller } from '../../../lib/api.ts';
import { getEstate, toCardData, useEstateCards, localized, type EstateCardData } from '../../estate/index.ts';
import type { MapPoint } from '../../map/index.ts';
import { useCurrency } from '../../../session/currencies/index.ts';

/** A listing with coordinates as a map marker's card, in the visitor's language and currency. */
function pointOf(e: Estate, card: EstateCardData, language: Language, currency: Currency, top: boolean): MapPoint[] {
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

/** The listings with coordinates as map markers: top offers first, texts in the visitor's language and currency. */
export function useMapPoints(topOffers: readonly Estate[], values: readonly Estate[], language: Language, currency: Currency): MapPoint[] {
  const estates = useMemo(() => [...topOffers, ...values], [topOffers, values]);
  const cards = useEstateCards(estates);
  return useMemo(
    () => estates.flatMap((e, i): MapPoint[] => pointOf(e, cards[i], language, currency, i < topOffers.length)),
    [estates, cards, language, currency, topOffers.length],
  );
}

/** The card of a listing the map shows but the page does not: loaded when its marker is clicked. */
export function useLoadMapPoint(language: Language): (aliasId: string) => Promise<MapPoint | null> {
  const { currency, rates } = useCurrency();
  const caller = useRef<ApiCaller | null>(null);
  return useCallback(
    async (aliasId: string) => {
      caller.current ??= createApiCaller({ base: '' });
      const estate = await getEstate(caller.current, { params: { aliasId }, query: { currency } });
      return pointOf(estate, toCardData(estate, currency, rates), language, currency, false)[0] ?? null;
    },
    [language, currency, rates],
  );
}
