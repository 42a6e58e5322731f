// Demo estates: 50 realtors over the featured countries and `count` published estates with titles and
// descriptions in en, de, ru, es, believable prices, facets, details, top offers, and 3-6 photos each
// from a small drawn set. Deterministic for a seed; fast (a few statements per 2,000 rows, unnest).
// Run again on a database that has estates, it adds more (new aliasIds, the same realtors).
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { FACET_COLUMNS, FACET_FIELDS } from '../../shared/search/facets.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createRng, type Rng } from './estates-random.ts';
import { DEMO_COUNTRIES } from './estates-places.ts';
import { demoCityPlaceId } from '../places/catalog.ts';
import { ensureDemoRealtors, type DemoRealtor } from './estates-realtors.ts';
import { generateEstate, type GeneratedEstate } from './estates-generate.ts';
import { writeDemoPhotos } from './images/index.ts';

export interface SeedEstatesOptions {
  /** how many estates to add (default 2000) */
  count?: number;
  /** PRNG seed (default 42) */
  seed?: number;
  /** where the demo photos are drawn; without it estates still reference `demo/…` keys */
  media?: Pick<MediaStore, 'put' | 'exists'>;
  /** rows per INSERT statement (default 2000) */
  batchSize?: number;
}

export interface SeedEstatesResult {
  realtors: number;
  estates: number;
  photos: number;
  ms: number;
}

const FALLBACK_RATES: Record<string, number> = { eur: 1, usd: 1.08, rub: 98 };
const DAY = 86_400_000;
/** 36^6: seeded aliasIds end in six base-36 characters (user-made ones in seven, so they never meet) */
const CODE_SPACE = 36 ** 6;

/** A readable, unique-per-ordinal code: an invertible scramble of the ordinal in base 36. */
export function seededAliasCode(ordinal: number): string {
  return ((ordinal * 1_234_567 + 890_123) % CODE_SPACE).toString(36).padStart(6, '0');
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function loadRates(q: Queryable): Promise<Record<string, number>> {
  const r = await q.query<{ code: string; rate: string | number }>('SELECT code, rate FROM currencies');
  const rates = { ...FALLBACK_RATES };
  for (const row of r.rows) rates[row.code] = Number(row.rate);
  return rates;
}

function pickCurrency(r: Rng, countryCurrency: string): string {
  if (countryCurrency === 'usd') return r.chance(0.95) ? 'usd' : 'eur';
  return r.weighted([
    ['eur', 88],
    ['usd', 8],
    ['rub', 4],
  ]);
}

/** A price in `currency` that looks like a lister typed it, and its EUR value. */
function priceIn(eur: number, currency: string, rates: Record<string, number>): { price: number; priceEur: number } {
  const raw = eur * rates[currency];
  const step = raw >= 1_000_000 ? 10_000 : raw >= 100_000 ? 1000 : raw >= 10_000 ? 100 : 10;
  const price = Math.max(step, Math.round(raw / step) * step);
  return { price, priceEur: Math.round((price / rates[currency]) * 100) / 100 };
}

interface Row extends GeneratedEstate {
  aliasId: string;
  ownerId: string;
  price: number;
  currency: string;
  priceEur: number;
}

const ESTATE_COLUMNS = [
  ['id', 'text'],
  ['alias_id', 'text'],
  ['owner_id', 'text'],
  ['deal_type', 'text'],
  ['estate_type', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['price', 'numeric'],
  ['currency', 'text'],
  ['price_eur', 'numeric'],
  ['country_code', 'text'],
  ['area', 'text'],
  ['city', 'text'],
  ['address', 'text'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['build_year', 'int4'],
  ['living_space', 'numeric'],
  ['total_space', 'numeric'],
  ['plot_area', 'numeric'],
  ['rooms', 'int4'],
  ['bedrooms', 'int4'],
  ['details', 'text'],
  ['views', 'int4'],
  ['published_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['top_offer_until', 'timestamptz'],
  // the place index's id of the demo city (api/places/catalog.ts), so the trigger need not look it up;
  // null when the catalogue is not in the database (the trigger then finds or makes the place)
  ['place_id', 'text'],
  ...FACET_FIELDS.map((f) => [FACET_COLUMNS[f], 'text'] as const),
] as const;

const JSON_COLUMNS = new Set(['title', 'description', 'details']);
const FACET_COLUMN_SET = new Set<string>(Object.values(FACET_COLUMNS));

const INSERT_ESTATES = `INSERT INTO estates (${ESTATE_COLUMNS.map(([c]) => c).join(', ')}, status, updated_at)
SELECT ${ESTATE_COLUMNS.map(([c]) =>
  JSON_COLUMNS.has(c)
    ? `t.${c}::jsonb`
    : FACET_COLUMN_SET.has(c)
      ? `string_to_array(t.${c}, ',')`
      : c === 'place_id'
        ? '(SELECT p.id FROM places p WHERE p.id = t.place_id)'
        : `t.${c}`,
).join(', ')},
       'published', t.published_at
  FROM unnest(${ESTATE_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
    AS t(${ESTATE_COLUMNS.map(([c]) => c).join(', ')})`;

function estateParams(rows: Row[], now: number): unknown[][] {
  const iso = (ms: number) => new Date(ms).toISOString();
  const value = (row: Row, column: string): unknown => {
    switch (column) {
      case 'id':
        return row.id;
      case 'alias_id':
        return row.aliasId;
      case 'owner_id':
        return row.ownerId;
      case 'deal_type':
        return row.dealType;
      case 'estate_type':
        return row.estateType;
      case 'title':
        return JSON.stringify(row.title);
      case 'description':
        return JSON.stringify(row.description);
      case 'price':
        return row.price;
      case 'currency':
        return row.currency;
      case 'price_eur':
        return row.priceEur;
      case 'country_code':
        return row.countryCode;
      case 'area':
        return row.city.area;
      case 'city':
        return row.city.name;
      case 'address':
        return row.address;
      case 'lat':
        return row.lat;
      case 'lng':
        return row.lng;
      case 'build_year':
        return row.buildYear;
      case 'living_space':
        return row.livingSpace;
      case 'total_space':
        return row.totalSpace;
      case 'plot_area':
        return row.plotArea;
      case 'rooms':
        return row.rooms;
      case 'bedrooms':
        return row.bedrooms;
      case 'details':
        return JSON.stringify(row.details);
      case 'views':
        return row.views;
      case 'published_at':
        return iso(now - row.publishedDaysAgo * DAY - (row.views % 1000) * 60_000);
      case 'created_at':
        return iso(now - (row.publishedDaysAgo + row.createdDaysBefore) * DAY);
      case 'top_offer_until':
        return row.topOfferDays === null ? null : iso(now + row.topOfferDays * DAY);
      case 'place_id':
        return demoCityPlaceId(row.countryCode, row.city.area, row.city.name);
      default: {
        const field = FACET_FIELDS.find((f) => FACET_COLUMNS[f] === column)!;
        return row.facets[field].join(',');
      }
    }
  };
  return ESTATE_COLUMNS.map(([column]) => rows.map((row) => value(row, column)));
}

async function insertBatch(q: Queryable, rows: Row[], now: number): Promise<number> {
  await q.query(INSERT_ESTATES, estateParams(rows, now));
  const photoRows = rows.flatMap((row) => row.photos.map((p, position) => ({ estateId: row.id, position, p })));
  await q.query(
    `INSERT INTO estate_photos (estate_id, position, storage_key, width, height, created_at)
     SELECT t.estate_id, t.position, t.storage_key, t.width, t.height, now()
       FROM unnest($1::text[], $2::int4[], $3::text[], $4::int4[], $5::int4[]) AS t(estate_id, position, storage_key, width, height)`,
    [
      photoRows.map((x) => x.estateId),
      photoRows.map((x) => x.position),
      photoRows.map((x) => x.p.storageKey),
      photoRows.map((x) => x.p.width),
      photoRows.map((x) => x.p.height),
    ],
  );
  return photoRows.length;
}

/** Moves aliasIds that are taken already (a re-run, or a rare clash) to fresh ordinals. */
async function freeAliases(q: Queryable, rows: Row[], nextOrdinal: () => number): Promise<void> {
  for (;;) {
    const taken = await q.query<{ alias_id: string }>('SELECT alias_id FROM estates WHERE alias_id = ANY($1::text[])', [rows.map((r) => r.aliasId)]);
    if (!taken.rows.length) return;
    const set = new Set(taken.rows.map((r) => r.alias_id));
    for (const row of rows) if (set.has(row.aliasId)) row.aliasId = aliasOf(row, nextOrdinal());
  }
}

const aliasOf = (row: GeneratedEstate, ordinal: number) => `${slug(row.city.name)}-${row.estateType}-${seededAliasCode(ordinal)}`;

async function seedInto(
  q: Queryable,
  opts: Required<Omit<SeedEstatesOptions, 'media'>>,
  passwordHash: string,
): Promise<Omit<SeedEstatesResult, 'ms'>> {
  const realtors = await ensureDemoRealtors(q, opts.seed, passwordHash);
  if (!realtors.length) throw new Error('seedEstates: no demo realtors (are the countries seeded?)');
  const byCountry = new Map<string, DemoRealtor[]>();
  for (const x of realtors) byCountry.set(x.countryCode, [...(byCountry.get(x.countryCode) ?? []), x]);
  const rates = await loadRates(q);
  const existing = Number((await q.query<{ n: number }>('SELECT count(*)::integer AS n FROM estates')).rows[0].n);
  let ordinal = existing;
  const nextOrdinal = () => ordinal++;
  // a different stream for every run on a non-empty database, the same stream for the same state
  const r = createRng(opts.seed + existing * 7_919);
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const countries = DEMO_COUNTRIES.filter((c) => byCountry.has(c.code)).map((c) => [c, c.weight] as const);
  let estates = 0;
  let photos = 0;
  while (estates < opts.count) {
    const n = Math.min(opts.batchSize, opts.count - estates);
    const rows: Row[] = [];
    for (let i = 0; i < n; i++) {
      const country = r.weighted(countries);
      const g = generateEstate(r, country, year);
      const team = byCountry.get(country.code)!;
      const owner = team.find((x) => x.city.name === g.city.name && r.chance(0.7)) ?? r.pick(team);
      const currency = pickCurrency(r, country.currency);
      rows.push({ ...g, ...priceIn(g.priceEur, currency, rates), currency, aliasId: aliasOf(g, nextOrdinal()), ownerId: owner.id });
    }
    await freeAliases(q, rows, nextOrdinal);
    photos += await insertBatch(q, rows, now);
    estates += n;
  }
  return { realtors: realtors.length, estates, photos };
}

/**
 * Adds demo realtors (once) and `count` published demo estates. Given a Db, it runs in one
 * transaction and refreshes the planner's statistics (and the visibility map) afterwards; given a
 * transaction's Queryable, it runs inside it and only ANALYZEs.
 */
export async function seedEstates(db: Db | Queryable, options: SeedEstatesOptions = {}): Promise<SeedEstatesResult> {
  const started = performance.now();
  const opts = { count: options.count ?? 2000, seed: options.seed ?? 42, batchSize: options.batchSize ?? 2000 };
  const drawing = options.media ? writeDemoPhotos(options.media) : Promise.resolve(0);
  // nobody knows this password: demo realtors can only be entered through a password reset
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const isDb = 'transaction' in db;
  const result = isDb ? await db.transaction((tx) => seedInto(tx, opts, passwordHash)) : await seedInto(db, opts, passwordHash);
  // fresh statistics for the planner, and (outside a transaction) the visibility map that
  // index-only scans of the search index need
  for (const table of ['estates', 'estate_photos', 'estate_search']) await db.query(`${isDb ? 'VACUUM ANALYZE' : 'ANALYZE'} ${table}`);
  await drawing;
  return { ...result, ms: Math.round(performance.now() - started) };
}
