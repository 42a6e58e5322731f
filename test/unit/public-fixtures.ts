// Api-shaped fixtures for the public site's store tests (not a test file itself).
import type { Estate, EstateList } from '../../shared/types.ts';

export function estate(aliasId: string, over: Partial<Estate> = {}): Estate {
  return {
    _id: `id-${aliasId}`,
    aliasId,
    dealType: 'sale',
    estateType: 'villa',
    title: { en: `Villa ${aliasId}`, de: `Villa ${aliasId} (de)` },
    description: { en: 'A fine villa.' },
    price: 250_000,
    currency: 'eur',
    geoData: { countryCode: 'ES', area: 'Andalusia', city: 'Málaga' },
    livingSpace: 120,
    rooms: 4,
    status: 'published',
    photos: [{ _id: `p-${aliasId}`, url: `/media/${aliasId}.webp`, position: 0 }],
    owner: { _id: 'owner-1', aliasId: 'realtor-1', title: 'mr', firstName: 'Juan', lastName: 'García', isRealtor: true },
    isTopOffer: false,
    locationTypes: [], heating: [], floorCovering: [], floorType: [], kitchenType: [], bathroom: [], otherFacilities: [],
    securitySystems: [], comfort: [], furnishings: [], additionalEquipment: [], glazing: [], glassFrame: [], windowView: [],
    condition: [],
    ...over,
  };
}

export function estateList(values: Estate[], over: Partial<EstateList['meta']> = {}, topOffers: Estate[] = []): EstateList {
  return { meta: { page: 1, onPage: 12, totalPages: 1, total: values.length, ...over }, values, topOffers };
}

export const RATES = [
  { code: 'eur' as const, sign: '€', rate: 1 },
  { code: 'usd' as const, sign: '$', rate: 1.1 },
  { code: 'rub' as const, sign: '₽', rate: 100 },
];
