import type { Estate, EstateGeoData, EstatePhoto } from '../../../shared/contract/estates.ts';
import type { EnergyRating } from '../../../shared/core/energy.ts';

/**
 * What an estate card shows: a subset of the api's Estate. The converted price is there when the
 * visitor's currency differs from the listing's; the home page's cards may lack the kind and badges.
 */
export type EstateCardData = Pick<Estate, 'aliasId' | 'title' | 'price' | 'currency' | 'livingSpace' | 'rooms'> &
  Partial<
    Pick<Estate, 'dealType' | 'estateType' | 'isTopOffer' | 'isNew' | 'priceConverted' | 'updatedDaysAgo' | 'titleLanguage' | 'titleOriginal'>
  > & {
    geoData: Pick<EstateGeoData, 'countryCode' | 'area' | 'city' | 'names'>;
    /** the cover first */
    photos: Pick<EstatePhoto, 'url'>[];
    /** the price before the latest drop, in the visitor's currency when a rate allows (the "reduced" badge) */
    reducedFrom?: { amount: number; currency: Estate['currency'] };
    /** the EU energy class, when the listing has one */
    energyRating?: EnergyRating;
  };
