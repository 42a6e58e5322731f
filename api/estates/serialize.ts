// Estates as the API shows them (shared/types.ts Estate): one SELECT that loads estates by id with
// their owner and photos, and the row → JSON mapping. Numbers come back as float8 so PGlite and pg
// agree; a price is also given converted into the currency the caller asked for.
import type { Queryable } from '../db/index.ts';
import type { Currency, EstateStatus, UserTitle } from '../../shared/constants.ts';
import { FACET_COLUMNS, FACET_FIELDS, NEW_ESTATE_DAYS, type DealType, type EstateType, type FacetField } from '../../shared/facets.ts';

export interface EstatePhotoJson {
  _id: string;
  url: string;
  position: number;
  width: number | null;
  height: number | null;
}

export interface EstateOwnerJson {
  _id: string;
  aliasId: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  company: string | null;
  phone: string | null;
}

export type EstateJson = { [F in FacetField]: string[] } & {
  _id: string;
  aliasId: string;
  dealType: DealType;
  estateType: EstateType;
  title: Record<string, string>;
  description: Record<string, string>;
  price: number;
  currency: Currency;
  priceConverted: { amount: number; currency: Currency };
  geoData: { countryCode: string; area: string | null; city: string; address: string | null; lat: number | null; lng: number | null };
  buildYear: number | null;
  livingSpace: number;
  totalSpace: number | null;
  rooms: number;
  bedrooms: number | null;
  details: Record<string, unknown>;
  status: EstateStatus;
  photos: EstatePhotoJson[];
  owner: EstateOwnerJson;
  isTopOffer: boolean;
  topOfferUntil: string | null;
  isNew: boolean;
  views: number;
  externalRef: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export interface EstateRow {
  id: string;
  alias_id: string;
  owner_id: string;
  deal_type: DealType;
  estate_type: EstateType;
  title: Record<string, string>;
  description: Record<string, string>;
  price: number;
  currency: Currency;
  price_eur: number;
  country_code: string;
  area: string | null;
  city: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  build_year: number | null;
  living_space: number;
  total_space: number | null;
  plot_area: number | null;
  rooms: number;
  bedrooms: number | null;
  details: Record<string, unknown>;
  status: EstateStatus;
  top_offer_until: Date | string | null;
  external_ref: string | null;
  views: number;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  is_top_offer: boolean;
  o_alias_id: string;
  o_title: UserTitle;
  o_first_name: string;
  o_last_name: string;
  o_is_realtor: boolean;
  o_company: string | null;
  o_phone: string | null;
  photos: { id: string; key: string; position: number; width: number | null; height: number | null }[] | string;
  [facet: string]: unknown;
}

/** The columns of an estate with its owner and photos; `e` is estates, `u` its owner. */
export const ESTATE_SELECT = `e.id, e.alias_id, e.owner_id, e.deal_type, e.estate_type, e.title, e.description,
  e.price::float8 AS price, e.currency, e.price_eur::float8 AS price_eur, e.country_code, e.area, e.city, e.address,
  e.lat, e.lng, e.build_year, e.living_space::float8 AS living_space, e.total_space::float8 AS total_space,
  e.plot_area::float8 AS plot_area, e.rooms, e.bedrooms, ${FACET_FIELDS.map((f) => `e.${FACET_COLUMNS[f]}`).join(', ')},
  e.details, e.status, e.top_offer_until, e.external_ref, e.views, e.created_at, e.updated_at, e.published_at,
  (e.top_offer_until IS NOT NULL AND e.top_offer_until > now()) AS is_top_offer,
  u.alias_id AS o_alias_id, u.title AS o_title, u.first_name AS o_first_name, u.last_name AS o_last_name,
  u.is_realtor AS o_is_realtor, u.company AS o_company, u.phone AS o_phone,
  COALESCE((SELECT json_agg(json_build_object('id', p.id, 'key', p.storage_key, 'position', p.position,
                                              'width', p.width, 'height', p.height) ORDER BY p.position, p.created_at, p.id)
              FROM estate_photos p WHERE p.estate_id = e.id), '[]'::json) AS photos`;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function estateJson(row: EstateRow, currency: Currency, rates: Readonly<Record<string, number>>): EstateJson {
  const photos = typeof row.photos === 'string' ? (JSON.parse(row.photos) as Exclude<EstateRow['photos'], string>) : row.photos;
  const published = row.published_at === null ? null : new Date(row.published_at);
  const details = { ...row.details };
  if (row.plot_area !== null && details.plotArea === undefined) details.plotArea = Number(row.plot_area);
  const facets = Object.fromEntries(FACET_FIELDS.map((f) => [f, (row[FACET_COLUMNS[f]] as string[] | null) ?? []])) as {
    [F in FacetField]: string[];
  };
  const rate = rates[currency] ?? 1;
  return {
    _id: row.id,
    aliasId: row.alias_id,
    dealType: row.deal_type,
    estateType: row.estate_type,
    title: row.title ?? {},
    description: row.description ?? {},
    price: Number(row.price),
    currency: row.currency,
    priceConverted: {
      amount: currency === row.currency ? Number(row.price) : Math.round(Number(row.price_eur) * rate),
      currency,
    },
    geoData: {
      countryCode: row.country_code.trim(),
      area: row.area,
      city: row.city,
      address: row.address,
      lat: num(row.lat),
      lng: num(row.lng),
    },
    buildYear: row.build_year,
    livingSpace: Number(row.living_space),
    totalSpace: num(row.total_space),
    rooms: row.rooms,
    bedrooms: row.bedrooms,
    ...facets,
    details,
    status: row.status,
    photos: photos.map((p) => ({ _id: p.id, url: `/media/${p.key}`, position: p.position, width: p.width, height: p.height })),
    owner: {
      _id: row.owner_id,
      aliasId: row.o_alias_id,
      title: row.o_title,
      firstName: row.o_first_name,
      lastName: row.o_last_name,
      isRealtor: row.o_is_realtor,
      company: row.o_company,
      phone: row.o_phone,
    },
    isTopOffer: row.is_top_offer === true,
    topOfferUntil: iso(row.top_offer_until),
    isNew: published !== null && row.status === 'published' && Date.now() - published.getTime() < NEW_ESTATE_DAYS * 86_400_000,
    views: row.views,
    externalRef: row.external_ref,
    publishedAt: iso(row.published_at),
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
  };
}

/** Estates by id as JSON with prices converted into `currency`; ids not found are absent. */
export async function loadEstateMap(
  q: Queryable,
  ids: readonly string[],
  currency: Currency,
  rates: Readonly<Record<string, number>>,
): Promise<Map<string, EstateJson>> {
  if (!ids.length) return new Map();
  const r = await q.query<EstateRow>(`SELECT ${ESTATE_SELECT} FROM estates e JOIN users u ON u.id = e.owner_id WHERE e.id = ANY($1::text[])`, [ids]);
  return new Map(r.rows.map((row) => [row.id, estateJson(row, currency, rates)]));
}

/** Picks `ids` from a loaded map, in order, skipping any that vanished meanwhile. */
export function inOrder(map: ReadonlyMap<string, EstateJson>, ids: readonly string[]): EstateJson[] {
  return ids.flatMap((id) => {
    const e = map.get(id);
    return e ? [e] : [];
  });
}

/** Estates by id, in the order of `ids`. */
export async function loadEstates(q: Queryable, ids: readonly string[], currency: Currency, rates: Readonly<Record<string, number>>): Promise<EstateJson[]> {
  return inOrder(await loadEstateMap(q, ids, currency, rates), ids);
}

const RATES_TTL_MS = 30_000;
const ratesCache = new WeakMap<object, { at: number; rates: Record<string, number> }>();

/** Units of each currency per 1 eur (the currencies table), cached for a few seconds per database. */
export async function currencyRates(db: Queryable): Promise<Record<string, number>> {
  const hit = ratesCache.get(db);
  if (hit && Date.now() - hit.at < RATES_TTL_MS) return hit.rates;
  const r = await db.query<{ code: string; rate: number }>('SELECT code, rate::float8 AS rate FROM currencies');
  const rates: Record<string, number> = { eur: 1 };
  for (const row of r.rows) rates[row.code] = Number(row.rate);
  ratesCache.set(db, { at: Date.now(), rates });
  return rates;
}
