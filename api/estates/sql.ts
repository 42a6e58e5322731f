// The estate queries: loading estates with their owner and photos and mapping rows to the contract's
// Estate (numbers come back as float8 so PGlite and pg agree; the price is also given converted into
// the currency asked for), reading one or the own list, writing, and the photo rows. The search runs
// in sql-search.ts. Every value is a parameter; column names come from fixed lists only.
import type { Queryable } from '../db/index.ts';
import type { Currency, EstateStatus, Language, UserTitle } from '../../shared/core/constants.ts';
import { FACET_COLUMNS, FACET_FIELDS, NEW_ESTATE_DAYS, type DealType, type EstateType, type FacetField } from '../../shared/search/facets.ts';
import type { Estate, EstateDetails, EstateEnergy, EstateModeration, EstatePatch } from '../../shared/contract/estates.ts';
import type { PlaceKind } from '../../shared/contract/places.ts';
import { parseVideoUrl, type VideoProvider } from '../../shared/core/media-links.ts';
import { mediaLinks } from './media-links.ts';
import { publicEstate } from './visibility.ts';
import { cachedTranslations, translationsColumn, withTranslations, type TranslatedField } from './translations.ts';

export type Rates = Readonly<Record<string, number>>;

interface PhotoJson {
  id: string;
  key: string;
  position: number;
  width: number | null;
  height: number | null;
}

export interface EstateRow {
  id: string;
  alias_id: string;
  owner_id: string;
  deal_type: DealType;
  estate_type: EstateType;
  title: Record<string, string> | null;
  description: Record<string, string> | null;
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
  energy?: EstateEnergy | string | null;
  video_provider?: VideoProvider | null;
  video_id?: string | null;
  tour_url?: string | null;
  status: EstateStatus;
  top_offer_until: Date | string | null;
  external_ref: string | null;
  views: number;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  confirmed_at?: Date | string | null;
  is_top_offer: boolean;
  o_alias_id: string;
  o_title: UserTitle;
  o_first_name: string;
  o_last_name: string;
  o_is_realtor: boolean;
  o_company: string | null;
  o_phone: string | null;
  o_verified: boolean;
  moderation: EstateModeration;
  moderation_reason: string | null;
  photos: PhotoJson[] | string;
  prev_price?: PrevPriceJson | string | null;
  place_id?: string | null;
  place_names?: unknown;
  [facet: string]: unknown;
}

/** The names of an estate's place and the places around it, by kind (ids are paths: es.andalusia.malaga). */
const PLACE_NAMES_SELECT = `(SELECT json_object_agg(p.kind, p.names) FROM places p
    WHERE e.place_id IS NOT NULL AND p.id IN (SELECT array_to_string((string_to_array(e.place_id, '.'))[1:i], '.')
                                                FROM generate_series(1, cardinality(string_to_array(e.place_id, '.'))) i))`;

type Names = { en: string; de: string; ru: string; es: string };
type NamesJson = Partial<Record<PlaceKind, Names>>;

/** The city and area of a listing in every language, from the place index (null parts it has not). */
export function localizedPlace(row: Pick<EstateRow, 'place_names'>): { city: Names | null; area: Names | null } | undefined {
  const names = (typeof row.place_names === 'string' ? JSON.parse(row.place_names) : row.place_names) as NamesJson | null | undefined;
  if (!names) return undefined;
  return { city: names.city ?? null, area: names.area ?? names.region ?? null };
}

/** The columns of an estate with its owner and photos; `e` is estates, `u` its owner. */
export const ESTATE_SELECT = `e.id, e.alias_id, e.owner_id, e.deal_type, e.estate_type, e.title, e.description,
  e.price::float8 AS price, e.currency, e.price_eur::float8 AS price_eur, e.country_code, e.area, e.city, e.address,
  e.lat, e.lng, e.build_year, e.living_space::float8 AS living_space, e.total_space::float8 AS total_space,
  e.plot_area::float8 AS plot_area, e.rooms, e.bedrooms, ${FACET_FIELDS.map((f) => `e.${FACET_COLUMNS[f]}`).join(', ')},
  e.details, e.energy, e.video_provider, e.video_id, e.tour_url, e.status, e.top_offer_until, e.external_ref, e.views, e.created_at, e.updated_at, e.published_at, e.confirmed_at,
  (e.top_offer_until IS NOT NULL AND e.top_offer_until > now()) AS is_top_offer,
  u.alias_id AS o_alias_id, u.title AS o_title, u.first_name AS o_first_name, u.last_name AS o_last_name,
  u.is_realtor AS o_is_realtor, u.company AS o_company, u.phone AS o_phone, (u.verified_at IS NOT NULL) AS o_verified,
  e.moderation, e.moderation_reason,
  COALESCE((SELECT json_agg(json_build_object('id', p.id, 'key', p.storage_key, 'position', p.position,
                                              'width', p.width, 'height', p.height) ORDER BY p.position, p.created_at, p.id)
              FROM estate_photos p WHERE p.estate_id = e.id), '[]'::json) AS photos,
  (SELECT json_build_object('price', h.price::float8, 'currency', h.currency, 'eur', h.price_eur::float8)
     FROM estate_price_history h WHERE h.estate_id = e.id ORDER BY h.changed_at DESC, h.id DESC OFFSET 1 LIMIT 1) AS prev_price,
  e.place_id, ${PLACE_NAMES_SELECT} AS place_names`;

/** The price an estate had before its latest change (estate_price_history, migration 008). */
interface PrevPriceJson {
  price: number;
  currency: Currency;
  eur: number;
}

/** The earlier price when the latest change lowered it (same currency: by amount; else by its euro value). */
export function priceDrop(row: Pick<EstateRow, 'price' | 'currency' | 'price_eur' | 'prev_price'>): { amount: number; currency: Currency } | null {
  const prev = typeof row.prev_price === 'string' ? (JSON.parse(row.prev_price) as PrevPriceJson) : row.prev_price;
  if (!prev) return null;
  const lower = prev.currency === row.currency ? Number(row.price) < Number(prev.price) : Number(row.price_eur) < Number(prev.eur);
  return lower ? { amount: Number(prev.price), currency: prev.currency } : null;
}

/** The price at the current rates (as the pages convert it), or through the stored euro value when a rate is missing. */
function converted(row: EstateRow, rateTo: number, rates: Rates): number {
  const rateFrom = rates[row.currency];
  return rateFrom ? Math.round((Number(row.price) / rateFrom) * rateTo) : Math.round(Number(row.price_eur) * rateTo);
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A row of ESTATE_SELECT as the api answers it, its price converted into `currency`. */
export function toEstate(row: EstateRow, currency: Currency, rates: Rates): Estate {
  const photos = typeof row.photos === 'string' ? (JSON.parse(row.photos) as PhotoJson[]) : row.photos;
  const published = row.published_at === null ? null : new Date(row.published_at);
  const details: EstateDetails = { ...row.details };
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
      amount: currency === row.currency ? Number(row.price) : converted(row, rate, rates),
      currency,
    },
    previousPrice: priceDrop(row),
    geoData: {
      countryCode: row.country_code.trim(),
      area: row.area,
      city: row.city,
      address: row.address,
      lat: num(row.lat),
      lng: num(row.lng),
      ...(row.place_id !== undefined ? { placeId: row.place_id } : {}),
      ...(localizedPlace(row) ? { names: localizedPlace(row) } : {}),
    },
    buildYear: row.build_year,
    livingSpace: Number(row.living_space),
    totalSpace: num(row.total_space),
    rooms: row.rooms,
    bedrooms: row.bedrooms,
    ...facets,
    details,
    energy: (typeof row.energy === 'string' ? (JSON.parse(row.energy) as EstateEnergy) : row.energy) ?? null,
    ...mediaLinks(row),
    status: row.status,
    ...(row.moderation && row.moderation !== 'approved' ? { moderation: row.moderation, moderationReason: row.moderation_reason } : {}),
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
      verified: row.o_verified === true,
    },
    isTopOffer: row.is_top_offer === true,
    topOfferUntil: iso(row.top_offer_until),
    isNew: published !== null && row.status === 'published' && Date.now() - published.getTime() < NEW_ESTATE_DAYS * 86_400_000,
    views: row.views,
    externalRef: row.external_ref,
    publishedAt: iso(row.published_at),
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
    ...(row.confirmed_at ? { confirmedAt: iso(row.confirmed_at) as string } : {}),
    updatedDaysAgo: Math.max(0, Math.floor((Date.now() - new Date(row.confirmed_at ?? row.updated_at).getTime()) / 86_400_000)),
  };
}

/** A read in the reader's language: the cached machine translations of `fields` in `lang` come with the rows (translations.ts). */
export interface ReadIn {
  lang: Language;
  fields?: readonly TranslatedField[];
}

/**
 * Estates by id with prices converted into `currency`, in the order of `ids`; ids not found are left
 * out. With `readIn`, titles and descriptions as read in that language, from the same query.
 */
export async function loadEstates(q: Queryable, ids: readonly string[], currency: Currency, rates: Rates, readIn?: ReadIn): Promise<Estate[]> {
  if (!ids.length) return [];
  const extra = readIn ? `, ${translationsColumn('$2', readIn.fields)}` : '';
  const r = await q.query<EstateRow>(
    `SELECT ${ESTATE_SELECT}${extra} FROM estates e JOIN users u ON u.id = e.owner_id WHERE e.id = ANY($1::text[])`,
    readIn ? [ids, readIn.lang] : [ids],
  );
  const byId = new Map(r.rows.map((row) => [row.id, readRow(row, currency, rates, readIn)]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    return e ? [e] : [];
  });
}

/** A row as the api answers it; with `readIn`, its `translations` column applied. */
export function readRow(row: EstateRow, currency: Currency, rates: Rates, readIn?: ReadIn): Estate {
  const estate = toEstate(row, currency, rates);
  return readIn ? withTranslations(estate, readIn.lang, cachedTranslations(row.translations), readIn.fields) : estate;
}

const RATES_TTL_MS = 30_000;
const ratesCache = new WeakMap<object, { at: number; rates: Record<string, number> }>();

/** Drops the cached rates of a database (the exchange-rate job, after it changed them). */
export function forgetCurrencyRates(db: Queryable): void {
  ratesCache.delete(db);
}

/** Units of each currency per 1 eur (the currencies table), cached for a few seconds per database. */
export async function currencyRates(db: Queryable): Promise<Rates> {
  const hit = ratesCache.get(db);
  if (hit && Date.now() - hit.at < RATES_TTL_MS) return hit.rates;
  const r = await db.query<{ code: string; rate: number }>('SELECT code, rate::float8 AS rate FROM currencies');
  const rates: Record<string, number> = { eur: 1 };
  for (const row of r.rows) rates[row.code] = Number(row.rate);
  ratesCache.set(db, { at: Date.now(), rates });
  return rates;
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface EstateHead {
  id: string;
  owner_id: string;
  status: EstateStatus;
  currency: Currency;
  /** when visitors' reports hid it (issue 23), else null */
  hidden_at: Date | null;
  /** anyone may see it (api/estates/visibility.ts) */
  public: boolean;
}

const HEAD = `id, owner_id, status, currency, hidden_at, ${publicEstate('estates')} AS public`;

/** Who owns the estate of `aliasId`, its status and currency; undefined when there is none. */
export async function estateHead(q: Queryable, aliasId: string): Promise<EstateHead | undefined> {
  const r = await q.query<EstateHead>(`SELECT ${HEAD} FROM estates WHERE alias_id = $1`, [aliasId]);
  return r.rows[0];
}

/**
 * The estate whose aliasId ends in this short code ("rfo9xg" of "torrevieja-office-rfo9xg"), among
 * those the viewer may see; undefined when none or several do (migration 018 indexes the code).
 */
export async function estateHeadByCode(q: Queryable, code: string, viewerId: string | undefined): Promise<EstateHead | undefined> {
  const r = await q.query<EstateHead>(
    `SELECT ${HEAD} FROM estates
      WHERE substring(alias_id from '[^-]+$') = $1 AND (${publicEstate('estates')} OR owner_id = $2) LIMIT 2`,
    [code, viewerId ?? null],
  );
  return r.rows.length === 1 ? r.rows[0] : undefined;
}

export async function countView(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE estates SET views = views + 1 WHERE id = $1', [id]);
}

/** The ids of one page of an owner's estates (latest change first) and how many there are. */
export async function ownEstateIds(
  q: Queryable,
  ownerId: string,
  status: EstateStatus | undefined,
  page: number,
  onPage: number,
): Promise<{ ids: string[]; total: number }> {
  const params: unknown[] = [ownerId];
  let where = 'e.owner_id = $1';
  if (status) where += ` AND e.status = $${params.push(status)}`;
  const [ids, count] = await Promise.all([
    q.query<{ id: string }>(
      `SELECT e.id FROM estates e WHERE ${where} ORDER BY e.updated_at DESC, e.id DESC LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`,
      params,
    ),
    q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM estates e WHERE ${where}`, params),
  ]);
  return { ids: ids.rows.map((x) => x.id), total: Number(count.rows[0].n) };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Locks the user's row until the transaction ends: publishes of one user wait for each other. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Column values of the fields present in a cleaned create body or patch. */
export function estateColumns(input: EstatePatch): Map<string, unknown> {
  const cols = new Map<string, unknown>();
  const set = (col: string, v: unknown) => {
    if (v !== undefined) cols.set(col, v);
  };
  set('deal_type', input.dealType);
  set('estate_type', input.estateType);
  if (input.title !== undefined) cols.set('title', JSON.stringify(input.title));
  if (input.description !== undefined) cols.set('description', JSON.stringify(input.description));
  set('price', input.price);
  set('currency', input.currency);
  if (input.geoData) {
    const g = input.geoData;
    cols.set('area', g.area ?? null);
    cols.set('city', g.city);
    cols.set('address', g.address ?? null);
    cols.set('lat', g.lat ?? null);
    cols.set('lng', g.lng ?? null);
  }
  set('build_year', input.buildYear);
  set('living_space', input.livingSpace);
  set('total_space', input.totalSpace);
  set('rooms', input.rooms);
  set('bedrooms', input.bedrooms);
  for (const f of FACET_FIELDS) if (input[f] !== undefined) cols.set(FACET_COLUMNS[f], input[f]);
  if (input.details !== undefined) {
    const { plotArea, ...rest } = input.details;
    cols.set('details', JSON.stringify(rest));
    cols.set('plot_area', plotArea ?? null);
  }
  if (input.externalRef !== undefined) cols.set('external_ref', input.externalRef);
  // checked into its stored form by cleaned() (write.ts, energy.ts)
  if (input.energy !== undefined) cols.set('energy', input.energy === null ? null : JSON.stringify(input.energy));
  // canonical links by cleaned() (api/estates/media-links.ts): the video kept as provider and id
  if (input.videoUrl !== undefined) {
    const video = input.videoUrl === null ? null : parseVideoUrl(input.videoUrl);
    cols.set('video_provider', video?.provider ?? null);
    cols.set('video_id', video?.id ?? null);
  }
  if (input.tourUrl !== undefined) cols.set('tour_url', input.tourUrl);
  return cols;
}

const CAST: Record<string, string> = { title: '::jsonb', description: '::jsonb', details: '::jsonb', energy: '::jsonb' };
for (const f of FACET_FIELDS) CAST[FACET_COLUMNS[f]] = '::text[]';

/** Inserts an estate under `aliasId`; its id, or null when the aliasId is taken. */
export async function insertEstate(tx: Queryable, aliasId: string, cols: ReadonlyMap<string, unknown>, publish: boolean): Promise<string | null> {
  const names = [...cols.keys()];
  const values = names.map((c, i) => `$${i + 2}${CAST[c] ?? ''}`);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO estates (alias_id, ${names.join(', ')}, published_at) VALUES ($1, ${values.join(', ')}, ${publish ? 'now()' : 'NULL'})
     ON CONFLICT (alias_id) DO NOTHING RETURNING id`,
    [aliasId, ...cols.values()],
  );
  return r.rows[0]?.id ?? null;
}

export interface LockedEstate {
  id: string;
  owner_id: string;
  status: EstateStatus;
  price: number;
  currency: Currency;
  living_space: number;
  total_space: number | null;
  /** the review state (migration 023) */
  moderation: EstateModeration;
}

/** The estate of `aliasId`, locked until the transaction ends; undefined when there is none. */
export async function lockEstate(tx: Queryable, aliasId: string): Promise<LockedEstate | undefined> {
  const r = await tx.query<LockedEstate>(
    `SELECT id, owner_id, status, price::float8 AS price, currency, living_space::float8 AS living_space,
            total_space::float8 AS total_space, moderation
       FROM estates WHERE alias_id = $1 FOR UPDATE`,
    [aliasId],
  );
  return r.rows[0];
}

/** Writes `cols` and the change time; `publish` sets the first publication time if there is none. */
export async function updateEstateRow(tx: Queryable, id: string, cols: ReadonlyMap<string, unknown>, publish: boolean): Promise<void> {
  const names = [...cols.keys()];
  const sets = names.map((c, i) => `${c} = $${i + 2}${CAST[c] ?? ''}`);
  // an edit by the owner (or an import that changed it) confirms the listing is still on the market
  const extra = [
    'updated_at = now()',
    'confirmed_at = now()',
    'stale_notified_at = NULL',
    ...(publish ? ['published_at = COALESCE(published_at, now())'] : []),
  ];
  await tx.query(`UPDATE estates SET ${[...sets, ...extra].join(', ')} WHERE id = $1`, [id, ...cols.values()]);
}

/** Deletes the estate (its photo and document rows go with it); returns the storage keys its photos, floor plans and documents had. */
export async function deleteEstateRow(tx: Queryable, id: string): Promise<string[]> {
  const photos = await tx.query<{ storage_key: string }>(
    'SELECT storage_key FROM estate_photos WHERE estate_id = $1 UNION ALL SELECT storage_key FROM estate_documents WHERE estate_id = $1',
    [id],
  );
  await tx.query('DELETE FROM estates WHERE id = $1', [id]);
  return photos.rows.map((p) => p.storage_key);
}

// ---------------------------------------------------------------------------------------------
// Photos

export interface PhotoRow {
  id: string;
  position: number;
  storage_key: string;
  width: number | null;
  height: number | null;
}

/** The estate of `aliasId` and its owner, optionally locked; undefined when there is none. */
export async function estateOwner(q: Queryable, aliasId: string, lock = false): Promise<{ id: string; owner_id: string } | undefined> {
  const r = await q.query<{ id: string; owner_id: string }>(`SELECT id, owner_id FROM estates WHERE alias_id = $1${lock ? ' FOR UPDATE' : ''}`, [
    aliasId,
  ]);
  return r.rows[0];
}

export async function photoRows(q: Queryable, estateId: string): Promise<PhotoRow[]> {
  const r = await q.query<PhotoRow>(
    'SELECT id, position, storage_key, width, height FROM estate_photos WHERE estate_id = $1 ORDER BY position, created_at',
    [estateId],
  );
  return r.rows;
}

export async function insertPhoto(tx: Queryable, photo: PhotoRow & { estate_id: string }): Promise<void> {
  await tx.query('INSERT INTO estate_photos (id, estate_id, position, storage_key, width, height) VALUES ($1, $2, $3, $4, $5, $6)', [
    photo.id,
    photo.estate_id,
    photo.position,
    photo.storage_key,
    photo.width,
    photo.height,
  ]);
}

/** Positions 0..n-1 in the given order (the first photo is the cover). */
export async function renumberPhotos(tx: Queryable, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.query('UPDATE estate_photos SET position = $1 WHERE id = $2', [position, id]);
  }
}

/** Deletes a photo of the estate; its storage key, or undefined when the estate has no such photo. */
export async function deletePhotoRow(tx: Queryable, estateId: string, photoId: string): Promise<string | undefined> {
  const r = await tx.query<{ storage_key: string }>('DELETE FROM estate_photos WHERE id = $1 AND estate_id = $2 RETURNING storage_key', [
    photoId,
    estateId,
  ]);
  return r.rows[0]?.storage_key;
}

/** Marks the estate changed now. */
export async function touchEstate(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE estates SET updated_at = now(), confirmed_at = now(), stale_notified_at = NULL WHERE id = $1', [id]);
}
