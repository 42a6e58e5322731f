import type { Currency } from '../../../shared/constants.ts';
import type { Estate, EstateGeoData, EstatePhoto } from '../../../shared/types.ts';

/** What an estate card shows: a subset of the api's Estate, plus an optional converted price. */
export type EstateCardData = Pick<Estate, 'aliasId' | 'title' | 'price' | 'currency' | 'livingSpace' | 'rooms'> &
  Partial<Pick<Estate, 'dealType' | 'estateType' | 'isTopOffer' | 'isNew'>> & {
    geoData: Pick<EstateGeoData, 'countryCode' | 'area' | 'city'>;
    /** the cover first */
    photos: Pick<EstatePhoto, 'url'>[];
    /** the price in the visitor's currency, when it differs from the listing's */
    priceConverted?: { amount: number; currency: Currency };
  };
