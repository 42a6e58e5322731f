// Estate writes for the mass import (api/import/sync.ts), each inside the import's transaction: the
// same cleaning, checks and columns as the estate endpoints (write.ts), but the caller holds the
// transaction (a batch of listings, each in its own savepoint) and decides publication from the
// room left in the user's plans instead of refusing: a listing beyond the limit becomes a draft.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { UNLIMITED, type EstateStatus } from '../../shared/core/constants.ts';
import type { EstateInput } from '../../shared/contract/estates.ts';
import { activeResources } from '../billing/subscriptions.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import { photoKeys, writePhotoFiles, type ProcessedPhoto } from './photos.ts';
import { currencyRates, estateColumns, insertPhoto, lockUser, updateEstateRow, type Rates } from './sql.ts';
import { checkCountry, checkSpaces, cleaned, insertUnderNewAlias, priceEur, type ModerationMode } from './write.ts';

export type { Rates };

/** Exchange rates for a batch of writes. */
export const ratesFor = (q: Queryable): Promise<Rates> => currencyRates(q);

/** How many more estates the user may publish now (Infinity when unlimited); locks the user's row. */
export async function publicationRoom(tx: Queryable, userId: string): Promise<number> {
  await lockUser(tx, userId);
  const { PUBLICATION: pub } = await activeResources(tx, userId);
  return pub.limit === UNLIMITED ? Infinity : Math.max(0, pub.limit - pub.used);
}

export interface ImportedEstate {
  id: string;
  status: EstateStatus;
}

/** Creates an estate of `ownerId` with the given status. Throws ApiError (400) for an invalid listing. */
export async function createImportedEstate(
  tx: Queryable,
  rates: Rates,
  ownerId: string,
  body: EstateInput,
  status: EstateStatus,
  mode: ModerationMode = {},
): Promise<ImportedEstate> {
  checkSpaces(body.livingSpace, body.totalSpace);
  const input = cleaned(body);
  const cols = estateColumns(input);
  cols.set('owner_id', ownerId);
  cols.set('country_code', await checkCountry(tx, input.geoData.countryCode));
  cols.set('price_eur', priceEur(input.price, input.currency, rates));
  cols.set('status', status);
  if (status === 'published' && mode.premoderation) cols.set('moderation', 'pending');
  return { id: await insertUnderNewAlias(tx, input, cols, status === 'published'), status };
}

/** The estate's owner and status, locked; undefined when it is gone. */
export async function lockImportedEstate(tx: Queryable, estateId: string): Promise<{ owner_id: string; status: EstateStatus } | undefined> {
  const r = await tx.query<{ owner_id: string; status: EstateStatus }>('SELECT owner_id, status FROM estates WHERE id = $1 FOR UPDATE', [estateId]);
  return r.rows[0];
}

/** Overwrites every field the listing has; `status` changes it when given (publishing sets the first publication time). */
export async function updateImportedEstate(
  tx: Queryable,
  rates: Rates,
  estateId: string,
  body: EstateInput,
  status?: EstateStatus,
  mode: ModerationMode = {},
): Promise<void> {
  checkSpaces(body.livingSpace, body.totalSpace);
  const input = cleaned(body);
  const cols = estateColumns(input);
  cols.set('country_code', await checkCountry(tx, input.geoData.countryCode));
  cols.set('price_eur', priceEur(input.price, input.currency, rates));
  if (status) cols.set('status', status);
  // published again (after the feed withdrew it): under MODERATION=pre it waits for review, as the form's re-publication does
  if (status === 'published' && mode.premoderation) cols.set('moderation', 'pending');
  await updateEstateRow(tx, estateId, cols, status === 'published');
}

/** Sets the status only (withdrawal: archived). */
export async function setImportedEstateStatus(tx: Queryable, estateId: string, status: EstateStatus): Promise<void> {
  await updateEstateRow(tx, estateId, new Map([['status', status]]), status === 'published');
}

/**
 * Replaces the estate's photos by `processed` (in order, the first the cover). Files are written first;
 * returns the keys written (to remove if the transaction fails) and the keys of the replaced photos
 * (to remove after it commits).
 */
export async function replaceImportedPhotos(
  tx: Queryable,
  media: MediaStore,
  estateId: string,
  processed: readonly ProcessedPhoto[],
): Promise<{ written: string[]; replaced: string[] }> {
  const old = await tx.query<{ storage_key: string }>('DELETE FROM estate_photos WHERE estate_id = $1 RETURNING storage_key', [estateId]);
  const written: string[] = [];
  for (const [position, photo] of processed.entries()) {
    const id = randomUUID();
    const keys = photoKeys(estateId, id, photo.large);
    await writePhotoFiles(media, keys, photo, written);
    await insertPhoto(tx, { id, estate_id: estateId, position, storage_key: keys.large, width: photo.width, height: photo.height });
  }
  // demo photos are shared between estates; only uploads go with their estate
  return { written, replaced: old.rows.map((r) => r.storage_key).filter((k) => k.startsWith('estates/')) };
}
