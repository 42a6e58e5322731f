// Creating, changing and deleting estates, owner only, each in one transaction. Publishing (on create,
// or a status change to published) takes a PUBLICATION resource: the user's row is locked, the
// derived use (resource_usage) is compared with the active plans' limits, and the write happens in
// the same transaction, so two parallel publishes cannot both take the last one.
import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { Db, Queryable } from '../db/index.ts';
import { UNLIMITED, type Currency, type EstateStatus } from '../../shared/constants.ts';
import { FACET_COLUMNS, FACET_FIELDS, type FacetField } from '../../shared/facets.ts';
import { errors } from '../errors.ts';
import { slugify } from '../db/alias.ts';
import { activeResources } from '../billing/subscriptions.ts';
import { countryExists } from '../users/service.ts';
import { currencyRates, loadEstates, type EstateJson } from './serialize.ts';

/** The body of `POST /api/estate` (validated by its schema); PATCH takes any subset. */
export interface EstateInput extends Partial<Record<FacetField, string[]>> {
  dealType: string;
  estateType: string;
  title: Record<string, string>;
  description?: Record<string, string>;
  price: number;
  currency: Currency;
  geoData: { countryCode: string; area?: string | null; city: string; address?: string | null; lat?: number | null; lng?: number | null };
  buildYear?: number | null;
  livingSpace: number;
  totalSpace?: number | null;
  rooms: number;
  bedrooms?: number | null;
  details?: Record<string, unknown>;
  externalRef?: string | null;
  status?: EstateStatus;
}

export type EstatePatch = Partial<EstateInput>;

/** The owner of a write, from the auth plugin's request.user. */
export interface Actor {
  id: string;
}

const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Per-language description HTML reduced to p, br, strong, em, ul, ol, li (no attributes). */
export function sanitizeDescription(description: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lng, html] of Object.entries(description ?? {})) {
    const clean = sanitizeHtml(html, DESCRIPTION_HTML).trim();
    if (clean) out[lng] = clean;
  }
  return out;
}

function trimTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));
}

/** Throws 403 unless the user may publish one more estate now. Call inside the writing transaction. */
export async function assertCanPublish(tx: Queryable, userId: string): Promise<void> {
  // serialises concurrent publishes of one user until the transaction ends
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { PUBLICATION: pub } = await activeResources(tx, userId);
  if (pub.limit === UNLIMITED) return;
  if (pub.limit <= 0) {
    throw errors.forbidden('Publishing needs a plan with publications: choose a plan first, or save the estate as a draft', 'NO_PUBLICATION_RESOURCE');
  }
  if (pub.used >= pub.limit) {
    throw errors.forbidden(
      `All ${pub.limit} publications of your plans are in use: archive an estate or change your plan, or save this one as a draft`,
      'PUBLICATION_LIMIT_REACHED',
    );
  }
}

async function checkCountry(q: Queryable, code: string): Promise<string> {
  const upper = code.toUpperCase();
  if (!(await countryExists(q, upper))) throw errors.invalidField('body/geoData/countryCode', `is not a known country: ${code.slice(0, 8)}`);
  return upper;
}

function checkSpaces(livingSpace: number | undefined, totalSpace: number | null | undefined): void {
  if (livingSpace !== undefined && totalSpace != null && totalSpace < livingSpace) {
    throw errors.invalidField('body/totalSpace', 'must not be less than livingSpace');
  }
}

function priceEur(price: number, currency: string, rates: Readonly<Record<string, number>>): number {
  const rate = rates[currency];
  if (!rate) throw errors.invalidField('body/currency', 'has no exchange rate');
  return Math.round((price / rate) * 100) / 100;
}

/** Column values of the fields present in `input` (a create body or a patch). */
function columnsOf(input: EstatePatch): Map<string, unknown> {
  const cols = new Map<string, unknown>();
  const set = (col: string, v: unknown) => {
    if (v !== undefined) cols.set(col, v);
  };
  set('deal_type', input.dealType);
  set('estate_type', input.estateType);
  if (input.title !== undefined) cols.set('title', JSON.stringify(trimTexts(input.title)));
  if (input.description !== undefined) cols.set('description', JSON.stringify(sanitizeDescription(input.description)));
  set('price', input.price);
  set('currency', input.currency);
  if (input.geoData) {
    const g = input.geoData;
    cols.set('area', g.area?.trim() || null);
    cols.set('city', g.city.trim());
    cols.set('address', g.address?.trim() || null);
    cols.set('lat', g.lat ?? null);
    cols.set('lng', g.lng ?? null);
  }
  set('build_year', input.buildYear);
  set('living_space', input.livingSpace);
  set('total_space', input.totalSpace);
  set('rooms', input.rooms);
  set('bedrooms', input.bedrooms);
  for (const f of FACET_FIELDS) if (input[f] !== undefined) cols.set(FACET_COLUMNS[f], [...new Set(input[f])]);
  if (input.details !== undefined) {
    const { plotArea, ...rest } = input.details as { plotArea?: number | null };
    cols.set('details', JSON.stringify(rest));
    cols.set('plot_area', plotArea ?? null);
  }
  if (input.externalRef !== undefined) cols.set('external_ref', input.externalRef?.trim() || null);
  return cols;
}

const CAST: Record<string, string> = { title: '::jsonb', description: '::jsonb', details: '::jsonb' };
for (const f of FACET_FIELDS) CAST[FACET_COLUMNS[f]] = '::text[]';

/** A new aliasId: "<city>-<type>-<7 base-36 characters>" (seeded ones end in 6, so they never meet). */
export function newAliasId(city: string, estateType: string): string {
  const code = Array.from(randomBytes(7), (b) => (b % 36).toString(36)).join('');
  return `${slugify(city, 40) || 'estate'}-${estateType}-${code}`;
}

export async function createEstate(db: Db, actor: Actor, input: EstateInput): Promise<EstateJson> {
  checkSpaces(input.livingSpace, input.totalSpace);
  const status: EstateStatus = input.status ?? 'published';
  if (status === 'archived') throw errors.invalidField('body/status', 'must be draft or published for a new estate');
  const rates = await currencyRates(db);
  return db.transaction(async (tx) => {
    const countryCode = await checkCountry(tx, input.geoData.countryCode);
    if (status === 'published') await assertCanPublish(tx, actor.id);
    const cols = columnsOf(input);
    cols.set('owner_id', actor.id);
    cols.set('country_code', countryCode);
    cols.set('price_eur', priceEur(input.price, input.currency, rates));
    cols.set('status', status);
    const names = [...cols.keys()];
    const values = names.map((c, i) => `$${i + 2}${CAST[c] ?? ''}`);
    const publishedAt = status === 'published' ? 'now()' : 'NULL';
    for (let attempt = 0; attempt < 5; attempt++) {
      const r = await tx.query<{ id: string }>(
        `INSERT INTO estates (alias_id, ${names.join(', ')}, published_at) VALUES ($1, ${values.join(', ')}, ${publishedAt})
         ON CONFLICT (alias_id) DO NOTHING RETURNING id`,
        [newAliasId(input.geoData.city, input.estateType), ...cols.values()],
      );
      if (r.rows.length) return (await loadEstates(tx, [r.rows[0].id], input.currency, rates))[0];
    }
    throw errors.conflict('Could not find a free aliasId, please retry');
  });
}

interface OwnedRow {
  id: string;
  owner_id: string;
  status: EstateStatus;
  price: number;
  currency: Currency;
  living_space: number;
  total_space: number | null;
}

/** The estate to change, locked: 404 when absent or not visible to the actor, 403 when someone else's. */
async function lockOwned(tx: Queryable, actor: Actor, aliasId: string, action: string): Promise<OwnedRow> {
  const r = await tx.query<OwnedRow>(
    `SELECT id, owner_id, status, price::float8 AS price, currency, living_space::float8 AS living_space,
            total_space::float8 AS total_space
       FROM estates WHERE alias_id = $1 FOR UPDATE`,
    [aliasId],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('estate');
  if (row.owner_id !== actor.id) {
    if (row.status !== 'published') throw errors.notFound('estate');
    throw errors.forbidden(`Only the owner may ${action} this estate`, 'NOT_OWNER');
  }
  return row;
}

export async function updateEstate(db: Db, actor: Actor, aliasId: string, patch: EstatePatch): Promise<EstateJson> {
  const rates = await currencyRates(db);
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, actor, aliasId, 'change');
    checkSpaces(patch.livingSpace ?? Number(current.living_space), patch.totalSpace === undefined ? current.total_space : patch.totalSpace);
    const cols = columnsOf(patch);
    if (patch.geoData) cols.set('country_code', await checkCountry(tx, patch.geoData.countryCode));
    if (patch.price !== undefined || patch.currency !== undefined) {
      cols.set('price_eur', priceEur(patch.price ?? Number(current.price), patch.currency ?? current.currency, rates));
    }
    const extra: string[] = ['updated_at = now()'];
    if (patch.status !== undefined && patch.status !== current.status) {
      if (patch.status === 'published') {
        await assertCanPublish(tx, actor.id);
        extra.push('published_at = COALESCE(published_at, now())');
      }
      cols.set('status', patch.status);
    }
    const names = [...cols.keys()];
    const sets = names.map((c, i) => `${c} = $${i + 2}${CAST[c] ?? ''}`);
    await tx.query(`UPDATE estates SET ${[...sets, ...extra].join(', ')} WHERE id = $1`, [current.id, ...cols.values()]);
    return (await loadEstates(tx, [current.id], patch.currency ?? current.currency, rates))[0];
  });
}

/** Deletes the estate (its photos rows go with it); returns the storage keys of its uploaded photos. */
export async function deleteEstate(db: Db, actor: Actor, aliasId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, actor, aliasId, 'delete');
    const photos = await tx.query<{ storage_key: string }>('SELECT storage_key FROM estate_photos WHERE estate_id = $1', [current.id]);
    await tx.query('DELETE FROM estates WHERE id = $1', [current.id]);
    // demo photos are shared between estates; only an estate's own uploads go with it
    return photos.rows.map((p) => p.storage_key).filter((k) => k.startsWith('estates/'));
  });
}
