// What search engines and link previews read in a page's head (docs/architecture.md "Search engines
// and link previews"): the absolute canonical URL and hreflang alternates, a description and title
// from the page's own content, robots rules, Open Graph and Twitter card tags with an absolute
// 1200×630 image, and schema.org JSON-LD. Everything is computed from the rendered store, so it says
// exactly what the page shows; renderHeadFields writes the tags, JSON-LD through the same escaping
// as the preloaded data.
import type { TFunction } from 'i18next';
import { DEFAULT_PAGE, LANGUAGES, type Language } from '../shared/core/constants.ts';
import type { Estate } from '../shared/contract/estates.ts';
import { countryName, normalizeCountryCode } from '../shared/geo/countries.ts';
import { fullName, placeParts } from '../shared/core/format.ts';
import { buildSearchUrl, parseSearchQuery, type SearchState } from '../shared/search/search-query.ts';
import type { PageResolution } from '../client/app/resolve.ts';
import { articleIdFor } from '../client/features/content/index.ts';
import { searchSubject } from '../client/features/search/routes.ts';
import { selectArticle } from '../client/features/content/slice.ts';
import { pickLocalized } from '../client/lib/localized.ts';
import { BRAND_NAME, OPERATOR } from '../client/lib/operator.ts';
import type { RootState } from '../client/store/configureStore.ts';
import { escapeHtml } from '../shared/core/html.ts';
import { serializeForScript } from './serialize.ts';

/** The size link previews ask for; the api derives it from a stored photo (`/media/og/<key>`). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
/** The site's own preview image (gateway/plugins/seo.ts draws it). */
export const DEFAULT_OG_IMAGE_PATH = '/og-image.png';
/** Longest meta description written; search engines show about this much. */
export const DESCRIPTION_MAX = 160;

const OG_LOCALES: Record<Language, string> = { ru: 'ru_RU', en: 'en_US', de: 'de_DE', es: 'es_ES' };

/** Query keys that never change what a page shows (campaign tracking, click ids; the language and currency are the visitor's). */
const NOISE = /^(?:utm_.*|gclid|fbclid|yclid|msclkid|mc_cid|mc_eid|_ga|ref|lng|currency)$/i;

/** Screens that are never search results: sign-in and friends, previews, the later seller steps. */
const NOINDEX_SCREENS = new Set<string>([
  'signUp',
  'signIn',
  'signOut',
  'forgotPassword',
  'resetPassword',
  'unsubscribeSearch',
  'articlePreview',
  'advertPrice',
  'advertPhotos',
  'advertContact',
  'advertPlan',
  'advertPublish',
  'notFound',
]);

/** A search with more filters than this (or any sort) is not indexed: it canonicalizes to nothing useful. */
export const MAX_INDEXED_FACETS = 2;

export interface HeadFields {
  title: string;
  description: string;
  /** absent on the 404 page */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  /** `<meta property|name content>` pairs: Open Graph and Twitter */
  meta: { key: 'property' | 'name'; name: string; content: string }[];
  /** schema.org objects, one `<script type="application/ld+json">` each */
  jsonLd: Record<string, unknown>[];
}

export interface SeoInput {
  page: PageResolution;
  state: RootState;
  status: number;
  language: Language;
  pathname: string;
  search: string;
  /** the public origin (https://example.com); root-relative links when absent */
  origin?: string;
  t: TFunction;
  /** the page's unique title as the document shows it (client/app/title.ts) */
  title: string;
}

/** Plain text from sanitized HTML or free text: tags dropped, entities of the common kind decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/h[1-6]>/gi, '. ')
    .replace(/<\/?(?:p|div|br|li|ul|ol|tr|td|th|table|section|blockquote|h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/^[.\s]+/, '')
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The filters of a search that count as facets: a range (`_gte`/`_lte`) counts once; page, currency and order do not. */
export function facetCount(state: SearchState): number {
  const keys = new Set<string>();
  for (const key of Object.keys(state)) {
    if (key === 'page' || key === 'currency' || key === 'orderBy') continue;
    keys.add(key.replace(/_(?:gte|lte)$/, ''));
  }
  return keys.size;
}

/** The stable form of a search URL: its filters in canonical order, without currency; page 1 is the bare URL. */
export function canonicalSearchPath(pathname: string, search: string, countryCode: string | null): string {
  const state = parseSearchQuery(search);
  const { currency: _currency, ...rest } = state;
  return buildSearchUrl({ ...rest }, countryCode);
}

function cleanQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (NOISE.test(key)) params.delete(key);
  if (params.get('page') === String(DEFAULT_PAGE)) params.delete('page');
  params.sort();
  return params.toString();
}

/** The canonical path and query of a page, without the language (`lng`) and tracking noise. */
export function canonicalPath(page: PageResolution, pathname: string, search: string): string {
  if (page.kind === 'screen' && page.screen === 'search') return canonicalSearchPath(pathname, search, page.match.params.countryCode ?? null);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const q = cleanQuery(search);
  return `${path}${q ? `?${q}` : ''}`;
}

/** The path with `lng` set, or without it (x-default). */
function withLanguage(path: string, lng: Language | null): string {
  if (!lng) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
}

export function absolute(origin: string | undefined, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${(origin ?? '').replace(/\/+$/, '')}${path}`;
}

/** The preview image of a photo URL (`/media/<key>` → `/media/og/<key>`), or null for anything else. */
export function ogImagePath(photoUrl: string | undefined | null): string | null {
  if (!photoUrl || !photoUrl.startsWith('/media/') || photoUrl.startsWith('/media/og/')) return null;
  return `/media/og/${photoUrl.slice('/media/'.length)}`;
}

function firstPhoto(estates: readonly { photos: readonly { url: string }[] }[] | null | undefined): string | null {
  for (const e of estates ?? []) {
    const url = ogImagePath(e.photos[0]?.url);
    if (url) return url;
  }
  return null;
}

function estateOf(state: RootState, aliasId: string | undefined): Estate | null {
  return state.estate.aliasId === aliasId ? state.estate.estate : null;
}

const schemaLanguage = (l: Language) => l;

function breadcrumbs(origin: string | undefined, language: Language, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(origin, withLanguage(item.path, language)),
    })),
  };
}

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
    inLanguage: schemaLanguage(language),
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

interface PageFacts {
  title: string;
  description: string | null;
  image: string | null;
  jsonLd: Record<string, unknown>[];
  ogType: string;
  /** an extra noindex reason of the page itself */
  noindex?: boolean;
}

function facts(input: SeoInput, canonicalUrl: string): PageFacts {
  const { page, state, language, origin, t, search } = input;
  const out: PageFacts = { title: input.title, description: null, image: null, jsonLd: [], ogType: 'website' };
  if (page.kind !== 'screen') return out;
  const { screen, match } = page;
  const home = { name: t('titles.home'), path: '/' };
  switch (screen) {
    case 'home': {
      out.image = firstPhoto(state.home.data?.topOffers);
      out.jsonLd.push(
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          '@id': absolute(origin, '/#organization'),
          name: BRAND_NAME,
          legalName: OPERATOR.company,
          url: absolute(origin, '/'),
          logo: absolute(origin, DEFAULT_OG_IMAGE_PATH),
          email: OPERATOR.email,
          telephone: OPERATOR.phone,
          address: {
            '@type': 'PostalAddress',
            streetAddress: OPERATOR.street,
            postalCode: OPERATOR.postcode,
            addressLocality: OPERATOR.city,
            addressCountry: OPERATOR.countryCode,
          },
          sameAs: [OPERATOR.social.url],
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          '@id': absolute(origin, '/#website'),
          name: BRAND_NAME,
          url: absolute(origin, '/'),
          inLanguage: language,
          publisher: { '@id': absolute(origin, '/#organization') },
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: absolute(origin, `/search?placeName={search_term_string}&lng=${language}`) },
            'query-input': 'required name=search_term_string',
          },
        },
      );
      break;
    }
    case 'estate': {
      const e = estateOf(state, match.params.aliasId);
      if (!e) break;
      const title = pickLocalized(e.title, language)?.text ?? input.title;
      const text = plainText(pickLocalized(e.description, language)?.text ?? '');
      const place = [placeParts(e.geoData, language).city, countryName(e.geoData.countryCode, language)].filter(Boolean).join(', ');
      out.description = text || `${title} – ${place}`;
      out.image = ogImagePath(e.photos[0]?.url);
      out.ogType = 'article';
      out.jsonLd.push(estateJsonLd(e, canonicalUrl, origin, language, title, clip(out.description, 500)));
      out.jsonLd.push(
        breadcrumbs(origin, language, [
          home,
          { name: countryName(e.geoData.countryCode, language), path: buildSearchUrl({}, e.geoData.countryCode) },
          ...cityCrumb(e, language),
          { name: title, path: `/estate/${encodeURIComponent(e.aliasId)}` },
        ]),
      );
      break;
    }
    case 'search': {
      const cc = normalizeCountryCode(match.params.countryCode);
      const q = parseSearchQuery(search);
      const place = state.search.list.meta.place;
      const subject = searchSubject(q, t, place);
      const where = place?.label ?? (cc ? countryName(cc, language) : t('search.anyCountry'));
      out.description = t('seo.searchDescription', { what: subject || t('search.title'), where, total: state.search.list.meta.total });
      out.image = firstPhoto(state.search.list.topOffers) ?? firstPhoto(state.search.list.values);
      out.noindex = facetCount(q) > MAX_INDEXED_FACETS || q.orderBy !== undefined;
      const crumbs = [home, { name: t('search.title'), path: '/search' }];
      if (cc) crumbs.push({ name: countryName(cc, language), path: buildSearchUrl({}, cc) });
      if (place && place.kind !== 'country')
        crumbs.push({ name: place.name, path: buildSearchUrl({ placeId: place.id, placeName: place.name }, cc) });
      out.jsonLd.push(breadcrumbs(origin, language, crumbs));
      break;
    }
    case 'country': {
      const cc = normalizeCountryCode(match.params.countryCode);
      const guide = state.countries.guide.info;
      const name = cc ? countryName(cc, language) : '';
      const text = guide && guide.countryCode === cc ? plainText(guide.fullText) : '';
      out.description = text || (cc ? t('seo.countryDescription', { country: name }) : null);
      out.jsonLd.push(
        breadcrumbs(origin, language, [
          home,
          { name: t('titles.countries'), path: '/countries' },
          ...(cc ? [{ name, path: `/countries/${cc}` }] : []),
        ]),
      );
      break;
    }
    case 'realtor': {
      const p = state.realtors.profile;
      const user = p.aliasId === match.params.aliasId ? p.user : null;
      if (!user) break;
      const about = plainText(pickLocalized(user.about as Record<Language, string>, language)?.text ?? '');
      const name = user.company || fullName(user, t);
      out.description = about || t('seo.realtorDescription', { name, count: user.estates.published });
      out.image = firstPhoto(p.estates.values);
      out.ogType = 'profile';
      break;
    }
    case 'article':
    case 'staticPage': {
      const which = articleIdFor(match);
      const entry = which ? selectArticle(state, which.id, language, which.preview) : null;
      const a = entry?.article;
      if (!a) break;
      out.description = plainText(a.preview ?? '') || plainText(a.body);
      out.image = a.image ? ogImagePath(a.image) : null;
      if (screen === 'article') {
        out.ogType = 'article';
        out.jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'Article',
          '@id': canonicalUrl,
          mainEntityOfPage: canonicalUrl,
          headline: clip(a.title, 110),
          description: clip(out.description, 300),
          inLanguage: a.language,
          ...(a.publishedAt ? { datePublished: a.publishedAt } : {}),
          image: [absolute(origin, out.image ?? DEFAULT_OG_IMAGE_PATH)],
          author: { '@type': 'Organization', name: BRAND_NAME, url: absolute(origin, '/') },
          publisher: { '@type': 'Organization', name: BRAND_NAME, logo: { '@type': 'ImageObject', url: absolute(origin, DEFAULT_OG_IMAGE_PATH) } },
        });
      }
      break;
    }
    default:
      break;
  }
  return out;
}

/** Everything the head says about a page for search engines and link previews. */
export function pageHead(input: SeoInput): HeadFields {
  const { page, status, language, origin, t } = input;
  const is404 = status === 404 || page.kind !== 'screen' || page.screen === 'notFound';
  if (is404) {
    return { title: input.title, description: t('meta.description'), alternates: [], noindex: true, meta: [], jsonLd: [] };
  }
  const path = canonicalPath(page, input.pathname, input.search);
  const canonical = absolute(origin, withLanguage(path, language));
  const f = facts(input, canonical);
  const isPrivate = page.kind === 'screen' && page.match.route.guard?.private === true;
  const noindex = status !== 200 || isPrivate || (page.kind === 'screen' && NOINDEX_SCREENS.has(page.screen)) || f.noindex === true;
  const description = clip(f.description || t('meta.description'));
  const image = absolute(origin, f.image ?? DEFAULT_OG_IMAGE_PATH);
  const meta: HeadFields['meta'] = [
    { key: 'property', name: 'og:type', content: f.ogType },
    { key: 'property', name: 'og:site_name', content: BRAND_NAME },
    { key: 'property', name: 'og:title', content: f.title },
    { key: 'property', name: 'og:description', content: description },
    { key: 'property', name: 'og:url', content: canonical },
    { key: 'property', name: 'og:locale', content: OG_LOCALES[language] },
    ...LANGUAGES.filter((l) => l !== language).map((l) => ({ key: 'property' as const, name: 'og:locale:alternate', content: OG_LOCALES[l] })),
    { key: 'property', name: 'og:image', content: image },
    { key: 'property', name: 'og:image:width', content: String(OG_IMAGE.width) },
    { key: 'property', name: 'og:image:height', content: String(OG_IMAGE.height) },
    { key: 'property', name: 'og:image:alt', content: f.title },
    { key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', name: 'twitter:title', content: f.title },
    { key: 'name', name: 'twitter:description', content: description },
    { key: 'name', name: 'twitter:image', content: image },
  ];
  return {
    title: f.title,
    description,
    canonical,
    alternates: [
      ...LANGUAGES.map((lng) => ({ hreflang: lng, href: absolute(origin, withLanguage(path, lng)) })),
      { hreflang: 'x-default', href: absolute(origin, path) },
    ],
    noindex,
    meta,
    jsonLd: noindex ? [] : f.jsonLd,
  };
}

/** The Open Graph, Twitter and JSON-LD tags (the title, description, robots and links are the document's own). */
export function renderHeadFields(h: Pick<HeadFields, 'meta' | 'jsonLd'>): string {
  return (
    h.meta.map((m) => `<meta ${m.key}="${escapeHtml(m.name)}" content="${escapeHtml(m.content)}">`).join('') +
    h.jsonLd.map((obj) => `<script type="application/ld+json">${serializeForScript(obj)}</script>`).join('')
  );
}
