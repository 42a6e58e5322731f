// Estate search: the querystring of `GET /api/estate/search` checked into a filter (list values must
// be known, prices are compared in eur, a place id matches with hyphens or spaces), the defaults
// (page, currency, order, language), and the answer with its meta. The query itself is in
// sql-search.ts.
import type { Db, Queryable } from '../db/index.ts';
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import { energyRank } from '../../shared/core/energy.ts';
import { DEFAULT_ORDER_BY, ESTATE_TYPES, FACETS, FACET_FIELDS } from '../../shared/search/facets.ts';
import { DEFAULT_ON_PAGE, type Estate, type EstateSearchResult, type SearchQuery } from '../../shared/contract/estates.ts';
import { ApiError } from '../errors.ts';
import { parseBbox } from '../../shared/geo/bbox.ts';
import { SEARCH_EXACT_TOTAL } from '../../shared/contract/limits.ts';
import { listValues } from '../../shared/search/search-query.ts';
import { currencyRates, type Rates } from './sql.ts';
import { placeExists, placeIdsNamed, placeInfo } from '../places/service.ts';
import { TRANSLATED_FIELDS } from './translations.ts';
import { buildWhere, RANGE_COLUMNS, searchEstateRows, type RangeFilter, type SearchFilter } from './sql-search.ts';

export const TOP_OFFERS_LIMIT = 4;

type Problem = { field: string; value: string };

/** The comma list of `field` (read as the search-query codec reads it), every value checked against `known`; an unknown value goes to `problems`. */
export function parseList(field: string, raw: string | undefined, known: readonly string[], problems: Problem[]): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const values = listValues(String(raw));
  if (!values.length) return undefined;
  const unknown = values.find((v) => !known.includes(v));
  if (unknown !== undefined) {
    problems.push({ field, value: unknown.slice(0, 40) });
    return undefined;
  }
  return values;
}

/** One 400 naming every list with an unknown value. */
function unknownValues(problems: readonly Problem[]): ApiError {
  const texts = problems.map((p) => `has an unknown value "${p.value}"`);
  return new ApiError(
    400,
    'VALIDATION',
    problems.map((p, i) => `querystring/${p.field} ${texts[i]}`).join('; '),
    {},
    problems.map((p, i) => ({ field: p.field, code: 'INVALID_CHOICE', message: `${p.field} ${texts[i]}` })),
  );
}

/** A place id is a slug of a city or an area ("lloret-de-mar"); it matches with hyphens or spaces. */
function placeKeys(raw: string): string[] {
  const lower = raw.trim().toLowerCase();
  return [...new Set([lower, lower.replace(/[-_]+/g, ' ')])];
}

/** The checked filter of a search query; prices in the query's currency become eur bounds. */
export function searchFilter(q: SearchQuery, rates: Rates): SearchFilter {
  const problems: Problem[] = [];
  const types = parseList('estateType', q.estateType, ESTATE_TYPES, problems);
  const facets: SearchFilter['facets'] = {};
  for (const field of FACET_FIELDS) {
    const values = parseList(field, q[field], FACETS[field], problems);
    if (values) facets[field] = values;
  }
  if (problems.length) throw unknownValues(problems);
  const bbox = q.bbox !== undefined && q.bbox.trim() !== '' ? parseBbox(q.bbox.trim()) : undefined;
  if (bbox && 'problem' in bbox) {
    throw new ApiError(400, 'VALIDATION', `querystring/bbox ${bbox.problem}`, {}, [
      { field: 'bbox', code: 'INVALID_FORMAT', message: `bbox ${bbox.problem}` },
    ]);
  }
  const ranges: SearchFilter['ranges'] = {};
  for (const key of Object.keys(RANGE_COLUMNS) as RangeFilter[]) if (q[key] !== undefined) ranges[key] = q[key];
  const rate = rates[q.currency ?? 'eur'] ?? 1;
  const filter: SearchFilter = { ranges, facets };
  if (q.dealType) filter.dealType = q.dealType;
  if (types) filter.estateTypes = types;
  const country = q['geoData.countryCode'];
  if (country) filter.countryCode = country.toUpperCase();
  if (q['owner._id']) filter.ownerId = q['owner._id'];
  if (q.energyRating_lte) filter.energyRankMax = energyRank(q.energyRating_lte);
  if (bbox) filter.bbox = bbox.bbox;
  if (q.price_gte !== undefined) filter.priceEurMin = Math.floor((q.price_gte / rate) * 100) / 100;
  if (q.price_lte !== undefined) filter.priceEurMax = Math.ceil((q.price_lte / rate) * 100) / 100;
  const place = q.placeId ?? q.placeName;
  if (place && place.trim()) {
    filter.places = q.placeId ? placeKeys(place) : [place.trim().toLowerCase()];
    // both an id and a name may be given; the name then narrows further
    if (q.placeId && q.placeName && q.placeName.trim()) filter.placeName = q.placeName.trim().toLowerCase();
  }
  return filter;
}

/**
 * The WHERE of a search over `estate_search s` (fixed fragments, values as parameters), for another
 * domain that filters the published estates as the search does (saved-search alerts); `add` narrows it.
 */
export async function searchWhere(
  db: Queryable,
  q: SearchQuery,
): Promise<{ readonly sql: string; readonly params: unknown[]; add(sql: (p: (value: unknown) => string) => string): void }> {
  const filter = searchFilter(q, await currencyRates(db));
  await resolvePlaces(db, q, filter);
  return buildWhere(filter);
}

/**
 * Places through the place index (decision 0014): a placeId of the index matches that place and
 * everything inside it; a placeName alone matches every place one of whose spellings it is
 * ("malaga", "Малага", "Málaga"). Anything else keeps the plain city or area match of searchFilter.
 */
export async function resolvePlaces(db: Queryable, q: SearchQuery, filter: SearchFilter): Promise<string | null> {
  const id = q.placeId?.trim();
  if (id && (await placeExists(db, id))) {
    filter.placeIds = [id];
    delete filter.places;
    delete filter.placeName;
    return id;
  }
  const name = q.placeName?.trim();
  if (!id && name) {
    const ids = await placeIdsNamed(db, name);
    if (ids.length) {
      filter.placeIds = ids;
      delete filter.places;
      return ids.length === 1 ? ids[0] : null;
    }
  }
  return null;
}

/**
 * A listing as a result card shows it (`fields=card`): the cover photo alone, no description, details
 * or facet lists. A search page's answer was four fifths texts and photos no card shows, parsed on
 * every page the gateway renders.
 */
export function asCard(estate: Estate): Estate {
  const card: Estate = { ...estate, description: {}, details: {}, photos: estate.photos.slice(0, 1) };
  for (const field of FACET_FIELDS) card[field] = [];
  return card;
}

export async function searchEstates(db: Db, q: SearchQuery, opts: { exactTotal?: number } = {}): Promise<EstateSearchResult> {
  const rates = await currencyRates(db);
  const currency = q.currency ?? 'eur';
  const orderBy = q.orderBy ?? DEFAULT_ORDER_BY;
  const page = q.page ?? 1;
  const onPage = q.onPage ?? DEFAULT_ON_PAGE;
  const lang: Language = q.lang && (LANGUAGES as readonly string[]).includes(q.lang) ? q.lang : 'en';
  const filter = searchFilter(q, rates);
  const placeId = await resolvePlaces(db, q, filter);
  const { values, topOffers, total, totalExact } = await searchEstateRows(db, filter, {
    order: orderBy,
    page,
    onPage,
    topOffers: q.topOffersSeparately ? TOP_OFFERS_LIMIT : 0,
    currency,
    rates,
    exactTotal: opts.exactTotal ?? SEARCH_EXACT_TOTAL,
    // titles (and, for whole listings, descriptions) in the reader's language: cached translations only
    ...(q.lang ? { readIn: { lang: q.lang, fields: q.fields === 'card' ? (['title'] as const) : TRANSLATED_FIELDS } } : {}),
  });
  return {
    meta: {
      page,
      onPage,
      totalPages: Math.max(1, Math.ceil(total / onPage)),
      total,
      totalExact,
      lang,
      orderBy,
      countryCode: filter.countryCode ?? null,
      currency,
      place: placeId ? await placeInfo(db, placeId, lang) : null,
    },
    values: q.fields === 'card' ? values.map(asCard) : values,
    topOffers: q.fields === 'card' ? topOffers.map(asCard) : topOffers,
  };
}
