// The photos of an estate, owner only: list, add (every file decoded and re-encoded before anything is
// stored, so one bad file refuses the request; at most MAX_PHOTOS_PER_ESTATE), order, remove. Files
// are stored under keys built from our own ids; a file written for a transaction that fails is
// removed again, and files of removed photos go after the commit (never a row without its file).
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import { MAX_PHOTOS_PER_ESTATE, type AddedPhotos, type EstatePhoto, type EstatePhotoList } from '../../shared/contract/estates.ts';
import { errors } from '../errors.ts';
import { photoKeys, writePhotoFiles, type ProcessedPhoto } from './photos.ts';
import { avifKeyOf } from '../integrations/media/store.ts';
import { deletePhotoRow, estateOwner, insertPhoto, photoRows, renumberPhotos, touchEstate, type PhotoRow } from './sql.ts';

export interface PhotoContext {
  db: Db;
  media: MediaStore;
  /** the caller */
  userId: string;
}

function toPhoto(row: PhotoRow, media: MediaStore): EstatePhoto {
  return { _id: row.id, url: media.url(row.storage_key), position: row.position, width: row.width, height: row.height };
}

const answer = (rows: PhotoRow[], media: MediaStore): EstatePhotoList => ({ photos: rows.map((r) => toPhoto(r, media)) });

/** The estate's id when the caller owns it: 404 when there is no such estate, 403 when it is someone else's. */
export async function ownedEstateId(q: Queryable, userId: string, aliasId: string, lock = false): Promise<string> {
  const row = await estateOwner(q, aliasId, lock);
  if (!row) throw errors.notFound('estate');
  if (row.owner_id !== userId) throw errors.forbidden('Only the owner may change the photos of an estate', 'NOT_OWNER');
  return row.id;
}

export async function listPhotos(c: PhotoContext, aliasId: string): Promise<EstatePhotoList> {
  const estateId = await ownedEstateId(c.db, c.userId, aliasId);
  return answer(await photoRows(c.db, estateId), c.media);
}

/** Stores processed photos after the estate's current ones. */
export async function addPhotos(c: PhotoContext, estateId: string, aliasId: string, processed: readonly ProcessedPhoto[]): Promise<AddedPhotos> {
  const written: string[] = [];
  try {
    const added = await c.db.transaction(async (tx) => {
      await ownedEstateId(tx, c.userId, aliasId, true);
      const existing = await photoRows(tx, estateId);
      if (existing.length + processed.length > MAX_PHOTOS_PER_ESTATE) {
        throw errors.invalidField('body/photo', `would exceed ${MAX_PHOTOS_PER_ESTATE} photos per estate`, 'TOO_MANY_PHOTOS');
      }
      const ids: string[] = [];
      for (const [i, photo] of processed.entries()) {
        const id = randomUUID();
        const keys = photoKeys(estateId, id, photo.large);
        await writePhotoFiles(c.media, keys, photo, written);
        await insertPhoto(tx, {
          id,
          estate_id: estateId,
          position: existing.length + i,
          storage_key: keys.large,
          width: photo.width,
          height: photo.height,
        });
        ids.push(id);
      }
      await touchEstate(tx, estateId);
      return ids;
    });
    return { ...answer(await photoRows(c.db, estateId), c.media), added };
  } catch (err) {
    await Promise.all(written.map((key) => c.media.remove(key).catch(() => undefined)));
    throw err;
  }
}

export async function reorderPhotos(c: PhotoContext, aliasId: string, order: readonly string[]): Promise<EstatePhotoList> {
  const rows = await c.db.transaction(async (tx) => {
    const estateId = await ownedEstateId(tx, c.userId, aliasId, true);
    const current = await photoRows(tx, estateId);
    const known = new Set(current.map((p) => p.id));
    const unknown = order.find((id) => !known.has(id));
    if (unknown !== undefined) throw errors.invalidField('body/order', `names a photo this estate does not have: ${unknown}`, 'UNKNOWN_PHOTO');
    if (new Set(order).size !== order.length || order.length !== current.length) {
      throw errors.invalidField('body/order', 'must list every photo of the estate exactly once', 'INCOMPLETE_ORDER');
    }
    await renumberPhotos(tx, order);
    await touchEstate(tx, estateId);
    return photoRows(tx, estateId);
  });
  return answer(rows, c.media);
}

export async function removePhoto(c: PhotoContext, aliasId: string, photoId: string): Promise<EstatePhotoList> {
  const { removed, rows } = await c.db.transaction(async (tx) => {
    const estateId = await ownedEstateId(tx, c.userId, aliasId, true);
    const key = await deletePhotoRow(tx, estateId, photoId);
    if (key === undefined) throw errors.notFound('photo');
    const rest = await photoRows(tx, estateId);
    await renumberPhotos(
      tx,
      rest.map((p) => p.id),
    );
    await touchEstate(tx, estateId);
    return { removed: key, rows: await photoRows(tx, estateId) };
  });
  // only files of photos we uploaded (demo photos are shared)
  if (removed.startsWith('estates/')) await removeFiles(c.media, [removed]);
  return answer(rows, c.media);
}

/** Removes stored photos (their large WebP keys) with their thumbnails and AVIF siblings; a failed removal leaves an orphan file, nothing worse. */
export async function removeFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const thumb = key.replace(/\.webp$/, '.thumb.webp');
    for (const file of new Set([key, thumb, avifKeyOf(key), avifKeyOf(thumb)])) await media.remove(file).catch(() => undefined);
  }
}
