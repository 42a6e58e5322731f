// The estate page's head: its own description and photo, a schema.org RealEstateListing and the
// breadcrumbs country → city → listing.
import type { Language } from '../../../shared/core/constants.ts';
import type { Estate } from '../../../shared/contract/estates.ts';
import { countryName } from '../../../shared/geo/countries.ts';
import { placeParts } from '../../../shared/core/format.ts';
import { buildSearchUrl } from '../../../shared/search/search-query.ts';
import { pickLocalized } from '../../lib/localized.ts';
import { absolute, breadcrumbs, clip, ogImagePath, plainText, type HeadContext, type HeadFacts } from '../../lib/head.ts';

function estateJsonLd(
  e: Estate,
  url: string,
  origin: string | undefined,
  language: Language,
  title: string,
  description: string,
): Record<string, unknown> {
  const g = e.geoData;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: title,
    description,
    inLanguage: language,
    datePosted: e.publishedAt ?? e.createdAt,
    dateModified: e.updatedAt,
    image: e.photos.map((p) => absolute(origin, p.url)),
    offers: {
      '@type': 'Offer',
      price: e.price,
      priceCurrency: e.currency.toUpperCase(),
      availability: 'https://schema.org/InStock',
      businessFunction: e.dealType === 'sale' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      url,
    },
    about: {
      '@type': e.estateType === 'apartment' || e.estateType === 'elite-apartment' ? 'Apartment' : e.estateType === 'room' ? 'Room' : 'Accommodation',
      floorSize: { '@type': 'QuantitativeValue', value: e.livingSpace, unitCode: 'MTK', unitText: 'm²' },
      numberOfRooms: e.rooms,
      ...(e.bedrooms != null ? { numberOfBedrooms: e.bedrooms } : {}),
      ...(e.buildYear != null ? { yearBuilt: e.buildYear } : {}),
      address: {
        '@type': 'PostalAddress',
        addressCountry: g.countryCode,
        addressLocality: g.city,
        ...(g.area ? { addressRegion: g.area } : {}),
        ...(g.address ? { streetAddress: g.address } : {}),
      },
      ...(g.lat != null && g.lng != null ? { geo: { '@type': 'GeoCoordinates', latitude: g.lat, longitude: g.lng } } : {}),
    },
  };
}

/** The crumb of an estate's city, in lang, searching that place (none without a place of the index). */
function cityCrumb(e: Estate, language: Language): { name: string; path: string }[] {
  const g = e.geoData;
  if (!g.placeId || !g.names?.city) return [];
  const name = placeParts(g, language).city;
  return [{ name, path: buildSearchUrl({ placeId: g.placeId, placeName: name }, g.countryCode) }];
}

export function estateHead({ state, match, language, origin, t, title: pageTitle, canonicalUrl }: HeadContext): HeadFacts {
  const e = state.estate.aliasId === match.params.aliasId ? state.estate.estate : null;
  if (!e) return {};
  const title = pickLocalized(e.title, language)?.text ?? pageTitle;
  const text = plainText(pickLocalized(e.description, language)?.text ?? '');
  const place = [placeParts(e.geoData, language).city, countryName(e.geoData.countryCode, language)].filter(Boolean).join(', ');
  const description = text || `${title} – ${place}`;
  return {
    description,
    image: ogImagePath(e.photos[0]?.url),
    ogType: 'article',
    jsonLd: [
      estateJsonLd(e, canonicalUrl, origin, language, title, clip(description, 500)),
      breadcrumbs(origin, language, [
        { name: t('titles.home'), path: '/' },
        { name: countryName(e.geoData.countryCode, language), path: buildSearchUrl({}, e.geoData.countryCode) },
        ...cityCrumb(e, language),
        { name: title, path: `/estate/${encodeURIComponent(e.aliasId)}` },
      ]),
    ],
  };
}
