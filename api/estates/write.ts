// Creating, changing and deleting estates, owner only, each in one transaction. Publishing (on create,
// or a status change to published) takes a PUBLICATION resource: the user's row is locked, the
// derived use is compared with the active plans' limits, and the write happens in the same
// transaction, so two parallel publishes cannot both take the last one. Inputs are cleaned first:
// texts trimmed, descriptions reduced to a few safe tags, repeated facet values dropped.
import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { Db, Queryable } from '../db/index.ts';
import { UNLIMITED, type EstateStatus } from '../../shared/core/constants.ts';
import { FACET_FIELDS } from '../../shared/search/facets.ts';
import type { Estate, EstateInput, EstatePatch } from '../../shared/contract/estates.ts';
import { errors } from '../errors.ts';
import { slugify } from '../db/alias.ts';
import { activeResources } from '../billing/subscriptions.ts';
import { isKnownCountry } from '../geodata/service.ts';
import { checkedEnergy } from './energy.ts';
import { checkedTourUrl, checkedVideoUrl } from './media-links.ts';
import {
  currencyRates,
  deleteEstateRow,
  estateColumns,
  insertEstate,
  loadEstates,
  lockEstate,
  lockUser,
  updateEstateRow,
  type LockedEstate,
  type Rates,
} from './sql.ts';

/** The owner of a write, from the auth plugin's request.user. */
export interface Actor {
  id: string;
}

const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

type Texts = Partial<Record<string, string>>;

/** Per-language description HTML reduced to p, br, strong, em, ul, ol, li (no attributes). */
export function sanitizeDescription(description: Texts | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lng, html] of Object.entries(description ?? {})) {
    const clean = sanitizeHtml(html ?? '', DESCRIPTION_HTML).trim();
    if (clean) out[lng] = clean;
  }
  return out;
}

function trimTexts(texts: Texts): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])));
}

/** The input as stored: texts trimmed (blank optional ones null), descriptions sanitized, facets without repeats. */
export function cleaned<T extends EstatePatch>(input: T): T {
  const out: T = { ...input };
  if (input.title !== undefined) out.title = trimTexts(input.title);
  if (input.description !== undefined) out.description = sanitizeDescription(input.description);
  if (input.geoData) {
    const g = input.geoData;
    out.geoData = { ...g, area: g.area?.trim() || null, city: g.city.trim(), address: g.address?.trim() || null };
  }
  for (const f of FACET_FIELDS) {
    const values = input[f];
    if (values !== undefined) out[f] = [...new Set(values)] as T[typeof f];
  }
  if (input.externalRef !== undefined) out.externalRef = input.externalRef?.trim() || null;
  if (input.energy !== undefined) out.energy = checkedEnergy(input.energy);
  if (input.videoUrl !== undefined) out.videoUrl = checkedVideoUrl(input.videoUrl);
  if (input.tourUrl !== undefined) out.tourUrl = checkedTourUrl(input.tourUrl);
  return out;
}

/** Throws 403 unless the user may publish one more estate now. Call inside the writing transaction. */
export async function assertCanPublish(tx: Queryable, userId: string): Promise<void> {
  await lockUser(tx, userId);
  const { PUBLICATION: pub } = await activeResources(tx, userId);
  if (pub.limit === UNLIMITED) return;
  if (pub.limit <= 0) {
    throw errors.forbidden(
      'Publishing needs a plan with publications: choose a plan first, or save the estate as a draft',
      'NO_PUBLICATION_RESOURCE',
    );
  }
  if (pub.used >= pub.limit) {
    throw errors.forbidden(
      `All ${pub.limit} publications of your plans are in use: archive an estate or change your plan, or save this one as a draft`,
      'PUBLICATION_LIMIT_REACHED',
    );
  }
}

export async function checkCountry(q: Queryable, code: string): Promise<string> {
  const upper = code.toUpperCase();
  if (!(await isKnownCountry(q, upper))) {
    throw errors.invalidField('body/geoData/countryCode', `is not a known country: ${code.slice(0, 8)}`, 'UNKNOWN_COUNTRY');
  }
  return upper;
}

export function checkSpaces(livingSpace: number | undefined, totalSpace: number | null | undefined): void {
  if (livingSpace !== undefined && totalSpace != null && totalSpace < livingSpace) {
    throw errors.invalidField('body/totalSpace', 'must not be less than livingSpace', 'LESS_THAN_LIVING_SPACE');
  }
}

export function priceEur(price: number, currency: string, rates: Rates): number {
  const rate = rates[currency];
  if (!rate) throw errors.invalidField('body/currency', 'has no exchange rate', 'NO_EXCHANGE_RATE');
  return Math.round((price / rate) * 100) / 100;
}

/** A new aliasId: "<city>-<type>-<7 base-36 characters>" (seeded ones end in 6, so they never meet). */
export function newAliasId(city: string, estateType: string): string {
  const code = Array.from(randomBytes(7), (b) => (b % 36).toString(36)).join('');
  return `${slugify(city, 40) || 'estate'}-${estateType}-${code}`;
}

/** Tries of a fresh aliasId before giving up (a clash is one in 36⁷ per estate of the same city and type). */
export const ALIAS_TRIES = 5;

/**
 * Inserts the estate under a fresh aliasId (`newAlias`), drawing another while the drawn one is
 * taken; after ALIAS_TRIES taken ones, 409 ALIAS_TAKEN. The estate's id.
 */
export async function insertUnderNewAlias(
  tx: Queryable,
  input: { geoData: { city: string }; estateType: string },
  cols: ReadonlyMap<string, unknown>,
  publish: boolean,
  newAlias: (city: string, estateType: string) => string = newAliasId,
): Promise<string> {
  for (let attempt = 0; attempt < ALIAS_TRIES; attempt++) {
    const id = await insertEstate(tx, newAlias(input.geoData.city, input.estateType), cols, publish);
    if (id) return id;
  }
  throw errors.conflict('Could not find a free aliasId, please retry', 'ALIAS_TAKEN');
}

/** How listings are moderated: `pre` (MODERATION=pre) holds new and re-published ones for review. */
export interface ModerationMode {
  premoderation?: boolean;
}

export async function createEstate(db: Db, actor: Actor, body: EstateInput, mode: ModerationMode = {}): Promise<Estate> {
  checkSpaces(body.livingSpace, body.totalSpace);
  const status: EstateStatus = body.status ?? 'published';
  const input = cleaned(body);
  const rates = await currencyRates(db);
  return db.transaction(async (tx) => {
    const countryCode = await checkCountry(tx, input.geoData.countryCode);
    if (status === 'published') await assertCanPublish(tx, actor.id);
    const cols = estateColumns(input);
    cols.set('owner_id', actor.id);
    cols.set('country_code', countryCode);
    cols.set('price_eur', priceEur(input.price, input.currency, rates));
    cols.set('status', status);
    if (status === 'published' && mode.premoderation) cols.set('moderation', 'pending');
    const id = await insertUnderNewAlias(tx, input, cols, status === 'published');
    return (await loadEstates(tx, [id], input.currency, rates))[0];
  });
}

/** The estate to change, locked: 404 when absent or not visible to the actor, 403 when someone else's. */
async function lockOwned(tx: Queryable, actor: Actor, aliasId: string, action: string): Promise<LockedEstate> {
  const row = await lockEstate(tx, aliasId);
  if (!row) throw errors.notFound('estate');
  if (row.owner_id !== actor.id) {
    if (row.status !== 'published') throw errors.notFound('estate');
    throw errors.forbidden(`Only the owner may ${action} this estate`, 'NOT_OWNER');
  }
  return row;
}

export async function updateEstate(db: Db, actor: Actor, aliasId: string, body: EstatePatch, mode: ModerationMode = {}): Promise<Estate> {
  const patch = cleaned(body);
  const rates = await currencyRates(db);
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, actor, aliasId, 'change');
    checkSpaces(patch.livingSpace ?? Number(current.living_space), patch.totalSpace === undefined ? current.total_space : patch.totalSpace);
    const cols = estateColumns(patch);
    if (patch.geoData) cols.set('country_code', await checkCountry(tx, patch.geoData.countryCode));
    if (patch.price !== undefined || patch.currency !== undefined) {
      cols.set('price_eur', priceEur(patch.price ?? Number(current.price), patch.currency ?? current.currency, rates));
    }
    let publish = false;
    if (patch.status !== undefined && patch.status !== current.status) {
      if (patch.status === 'published') {
        await assertCanPublish(tx, actor.id);
        publish = true;
      }
      cols.set('status', patch.status);
    }
    // an operator unpublished or rejected it: the owner cannot publish around that; an edit asks for
    // another review. Under MODERATION=pre, publishing again waits for review too.
    if (current.moderation === 'unpublished' || current.moderation === 'rejected' || (publish && mode.premoderation))
      cols.set('moderation', 'pending');
    await updateEstateRow(tx, current.id, cols, publish);
    return (await loadEstates(tx, [current.id], patch.currency ?? current.currency, rates))[0];
  });
}

/** Deletes the estate (its photos rows go with it); returns the storage keys of its uploaded photos. */
export async function deleteEstate(db: Db, actor: Actor, aliasId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, actor, aliasId, 'delete');
    const keys = await deleteEstateRow(tx, current.id);
    // demo photos are shared between estates; only an estate's own uploads go with it
    return keys.filter((k) => k.startsWith('estates/'));
  });
}
