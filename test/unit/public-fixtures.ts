// Api-shaped fixtures for the public site's store tests (not a test file itself).
import type { Estate, EstateSearchResult } from '../../shared/contract/estates.ts';
import { FACET_FIELDS, type FacetField } from '../../shared/search/facets.ts';

const noFacets = () => Object.fromEntries(FACET_FIELDS.map((f) => [f, []])) as unknown as Record<FacetField, string[]>;

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
    priceConverted: { amount: 250_000, currency: 'eur' },
    geoData: { countryCode: 'ES', area: 'Andalusia', city: 'Málaga', address: null, lat: null, lng: null },
    buildYear: null,
    livingSpace: 120,
    totalSpace: null,
    rooms: 4,
    bedrooms: null,
    ...noFacets(),
    details: {},
    status: 'published',
    photos: [{ _id: `p-${aliasId}`, url: `/media/${aliasId}.webp`, position: 0, width: null, height: null }],
    owner: { _id: 'owner-1', aliasId: 'realtor-1', title: 'mr', firstName: 'Juan', lastName: 'García', isRealtor: true, company: null, phone: null },
    isTopOffer: false,
    topOfferUntil: null,
    isNew: false,
    views: 0,
    externalRef: null,
    publishedAt: '2025-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

export function estateList(values: Estate[], over: Partial<EstateSearchResult['meta']> = {}, topOffers: Estate[] = []): EstateSearchResult {
  return {
    meta: {
      page: 1,
      onPage: 12,
      totalPages: 1,
      total: values.length,
      totalExact: true,
      lang: 'en',
      orderBy: 'newest',
      countryCode: null,
      currency: 'eur',
      ...over,
    },
    values,
    topOffers,
  };
}

export const RATES = [
  { code: 'eur' as const, sign: '€', rate: 1 },
  { code: 'usd' as const, sign: '$', rate: 1.1 },
  { code: 'rub' as const, sign: '₽', rate: 100 },
];
