// Floor plans and documents of an estate (issue 24, item 4), owner only (anyone else gets 404, so a
// listing's existence does not leak): add one file, remove, order. Image floor plans go through the
// photo pipeline (photos.ts: recognised by content, re-encoded WebP with a thumbnail); PDFs are
// recognised by their `%PDF-` signature and stored as they came, under a key that ends in a file
// name made from the title, so `/media` can answer them as a download with that name. Files written
// for a failed transaction are removed again; files of removed rows go after the commit.
import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import { MEDIA_HASH_LENGTH } from '../integrations/media/store.ts';
import { MAX_DOCUMENT_TITLE, MAX_DOCUMENTS_PER_ESTATE, type DocumentKind } from '../../shared/core/documents.ts';
import type { EstateDocument, EstateDocumentList } from '../../shared/contract/documents.ts';
import { errors } from '../errors.ts';
import { photoKeys, writePhotoFiles, type ProcessedPhoto } from './photos.ts';
import { removeFiles } from './photo-service.ts';
import { estateOwner, touchEstate } from './sql.ts';

export interface DocumentContext {
  db: Db;
  media: MediaStore;
  /** the caller */
  userId: string;
}

/** A file ready to store: a PDF as uploaded, or an image floor plan already re-encoded. */
export type PreparedFile = { type: 'pdf'; data: Buffer } | { type: 'image'; photo: ProcessedPhoto };

interface DocumentRow {
  id: string;
  estate_id?: string;
  kind: DocumentKind;
  title: string;
  storage_key: string;
  content_type: 'application/pdf' | 'image/webp';
  size: number;
  width: number | null;
  height: number | null;
  position: number;
}

/** A PDF starts with `%PDF-` (a few bytes of junk before it are tolerated by readers, not by us). */
export function isPdf(buf: Uint8Array): boolean {
  return buf.length >= 5 && Buffer.from(buf.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** The download's file name from a title: lower-case latin letters and digits joined by `-`, else the kind. */
export function fileNameOf(title: string, kind: DocumentKind): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || (kind === 'floorplan' ? 'floor-plan' : 'document');
}

function safe(s: string): string {
  if (!/^[a-z0-9-]+$/.test(s)) throw new Error('unsafe id in a storage key');
  return s;
}

/** `estates/<estate>/<document>--<hash>/<name>.pdf`: our ids, the content's hash and a name we made. */
export function pdfKey(estateId: string, documentId: string, data: Uint8Array, name: string): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, MEDIA_HASH_LENGTH);
  return `estates/${safe(estateId)}/${safe(documentId)}--${hash}/${safe(name)}.pdf`;
}

export const toDocument = (row: DocumentRow, media: Pick<MediaStore, 'url'>): EstateDocument => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  url: media.url(row.storage_key),
  size: Number(row.size),
  contentType: row.content_type,
  width: row.width,
  height: row.height,
});

const COLUMNS = 'id, estate_id, kind, title, storage_key, content_type, size, width, height, position';

async function documentRows(q: Queryable, estateId: string): Promise<DocumentRow[]> {
  const r = await q.query<DocumentRow>(`SELECT ${COLUMNS} FROM estate_documents WHERE estate_id = $1 ORDER BY position, created_at, id`, [estateId]);
  return r.rows;
}

/** The floor plans and documents of these estates, in order, by estate id (for the estate answer). */
export async function documentsOf(
  q: Queryable,
  estateIds: readonly string[],
  media: Pick<MediaStore, 'url'>,
): Promise<Map<string, EstateDocument[]>> {
  const byEstate = new Map<string, EstateDocument[]>();
  if (!estateIds.length) return byEstate;
  const r = await q.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM estate_documents WHERE estate_id = ANY($1::text[]) ORDER BY estate_id, position, created_at, id`,
    [estateIds],
  );
  for (const row of r.rows) {
    const list = byEstate.get(row.estate_id as string) ?? [];
    list.push(toDocument(row, media));
    byEstate.set(row.estate_id as string, list);
  }
  return byEstate;
}

/** The estate's id when the caller owns it; 404 otherwise (someone else's estate looks like none). */
export async function ownedEstate(q: Queryable, userId: string, aliasId: string, lock = false): Promise<string> {
  const row = await estateOwner(q, aliasId, lock);
  if (!row || row.owner_id !== userId) throw errors.notFound('estate');
  return row.id;
}

const list = (rows: DocumentRow[], media: MediaStore): EstateDocumentList => ({ documents: rows.map((r) => toDocument(r, media)) });

async function renumber(tx: Queryable, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) await tx.query('UPDATE estate_documents SET position = $1 WHERE id = $2', [position, id]);
}

/** Stores one floor plan or document after the estate's others. */
export async function addDocument(
  c: DocumentContext,
  aliasId: string,
  input: { kind: DocumentKind; title: string; file: PreparedFile },
): Promise<EstateDocument> {
  const written: string[] = [];
  try {
    return await c.db.transaction(async (tx) => {
      const estateId = await ownedEstate(tx, c.userId, aliasId, true);
      const existing = await documentRows(tx, estateId);
      if (existing.length >= MAX_DOCUMENTS_PER_ESTATE) {
        throw errors.invalidField('body/file', `would exceed ${MAX_DOCUMENTS_PER_ESTATE} floor plans and documents per estate`, 'TOO_MANY_DOCUMENTS');
      }
      const id = randomUUID();
      let row: DocumentRow;
      const base = { id, estate_id: estateId, kind: input.kind, title: input.title, position: existing.length };
      if (input.file.type === 'pdf') {
        const key = pdfKey(estateId, id, input.file.data, fileNameOf(input.title, input.kind));
        await c.media.put(key, input.file.data, 'application/pdf');
        written.push(key);
        row = { ...base, storage_key: key, content_type: 'application/pdf', size: input.file.data.length, width: null, height: null };
      } else {
        const photo = input.file.photo;
        const keys = photoKeys(estateId, id, photo.large);
        await writePhotoFiles(c.media, keys, photo, written);
        row = { ...base, storage_key: keys.large, content_type: 'image/webp', size: photo.large.length, width: photo.width, height: photo.height };
      }
      await tx.query(
        `INSERT INTO estate_documents (id, estate_id, kind, title, storage_key, content_type, size, width, height, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [row.id, estateId, row.kind, row.title, row.storage_key, row.content_type, row.size, row.width, row.height, row.position],
      );
      await touchEstate(tx, estateId);
      return toDocument(row, c.media);
    });
  } catch (err) {
    await removeFiles(c.media, written);
    throw err;
  }
}

export async function reorderDocuments(c: DocumentContext, aliasId: string, ids: readonly string[]): Promise<EstateDocumentList> {
  const rows = await c.db.transaction(async (tx) => {
    const estateId = await ownedEstate(tx, c.userId, aliasId, true);
    const current = await documentRows(tx, estateId);
    const known = new Set(current.map((d) => d.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw errors.invalidField('body/ids', `names a document this estate does not have: ${unknown}`, 'UNKNOWN_DOCUMENT');
    if (new Set(ids).size !== ids.length || ids.length !== current.length) {
      throw errors.invalidField('body/ids', 'must list every floor plan and document of the estate exactly once', 'INCOMPLETE_ORDER');
    }
    await renumber(tx, ids);
    await touchEstate(tx, estateId);
    return documentRows(tx, estateId);
  });
  return list(rows, c.media);
}

export async function removeDocument(c: DocumentContext, aliasId: string, id: string): Promise<EstateDocumentList> {
  const { key, rows } = await c.db.transaction(async (tx) => {
    const estateId = await ownedEstate(tx, c.userId, aliasId, true);
    const gone = await tx.query<{ storage_key: string }>('DELETE FROM estate_documents WHERE estate_id = $1 AND id = $2 RETURNING storage_key', [
      estateId,
      id,
    ]);
    if (!gone.rows[0]) throw errors.notFound('document');
    const rest = await documentRows(tx, estateId);
    await renumber(
      tx,
      rest.map((d) => d.id),
    );
    await touchEstate(tx, estateId);
    return { key: gone.rows[0].storage_key, rows: await documentRows(tx, estateId) };
  });
  await removeFiles(c.media, [key]);
  return list(rows, c.media);
}

/**
 * Replaces the estate's floor plans by those of its feed (the import run, api/import/run.ts), in
 * order; its documents stay. Files are written first; returns the keys written (to remove if the
 * transaction fails) and the keys of the replaced floor plans (to remove after it commits).
 */
export async function replaceImportedFloorPlans(
  tx: Queryable,
  media: MediaStore,
  estateId: string,
  plans: readonly { title: string; file: PreparedFile }[],
): Promise<{ written: string[]; replaced: string[] }> {
  const old = await tx.query<{ storage_key: string }>(
    `DELETE FROM estate_documents WHERE estate_id = $1 AND kind = 'floorplan' RETURNING storage_key`,
    [estateId],
  );
  const kept = await tx.query<{ id: string }>('SELECT id FROM estate_documents WHERE estate_id = $1 ORDER BY position, created_at, id', [estateId]);
  const written: string[] = [];
  for (const [position, plan] of plans.entries()) {
    const id = randomUUID();
    const title = [...plan.title].slice(0, MAX_DOCUMENT_TITLE).join('');
    let row: Omit<DocumentRow, 'position' | 'kind' | 'title' | 'id'>;
    if (plan.file.type === 'pdf') {
      const key = pdfKey(estateId, id, plan.file.data, fileNameOf(title, 'floorplan'));
      await media.put(key, plan.file.data, 'application/pdf');
      written.push(key);
      row = { storage_key: key, content_type: 'application/pdf', size: plan.file.data.length, width: null, height: null };
    } else {
      const keys = photoKeys(estateId, id, plan.file.photo.large);
      await writePhotoFiles(media, keys, plan.file.photo, written);
      const { photo } = plan.file;
      row = { storage_key: keys.large, content_type: 'image/webp', size: photo.large.length, width: photo.width, height: photo.height };
    }
    await tx.query(
      `INSERT INTO estate_documents (id, estate_id, kind, title, storage_key, content_type, size, width, height, position)
       VALUES ($1, $2, 'floorplan', $3, $4, $5, $6, $7, $8, $9)`,
      [id, estateId, title, row.storage_key, row.content_type, row.size, row.width, row.height, position],
    );
  }
  // the owner's documents after the floor plans
  await renumber(tx, [
    ...(
      await tx.query<{ id: string }>(`SELECT id FROM estate_documents WHERE estate_id = $1 AND kind = 'floorplan' ORDER BY position`, [estateId])
    ).rows.map((r) => r.id),
    ...kept.rows.map((r) => r.id),
  ]);
  return { written, replaced: old.rows.map((r) => r.storage_key) };
}
