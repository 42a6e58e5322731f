// Estate photos: upload (multipart), order, delete. Owner only. Files are recognised by content,
// re-encoded to webp (api/services/photos.ts) and stored in the media store under keys built from our
// own ids, so no upload can choose where it lands or what type it is served as.
//   GET    /estate/:aliasId/photos                → {photos}
//   POST   /estate/:aliasId/photos  (multipart, one or more file parts) → 201 {photos, added}
//   PATCH  /estate/:aliasId/photos/order {order: [photoId, …]} → {photos}
//   DELETE /estate/:aliasId/photos/:photoId      → {photos}
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EstatePhoto } from '../../shared/types.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError, errors } from '../errors.ts';
import { currentUser, requireUser } from '../http/auth.ts';
import {
  MAX_PHOTO_BYTES, MAX_PHOTOS_PER_ESTATE, PhotoRejected, photoKeys, processPhoto, type ProcessedPhoto,
} from './photos.ts';

interface PhotoRow {
  id: string;
  position: number;
  storage_key: string;
  width: number | null;
  height: number | null;
}

/** Files one request may carry. */
const MAX_FILES_PER_REQUEST = 10;

const aliasParams = {
  type: 'object',
  required: ['aliasId'],
  properties: { aliasId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const photoParams = {
  type: 'object',
  required: ['aliasId', 'photoId'],
  properties: {
    aliasId: { type: 'string', minLength: 1, maxLength: 100 },
    photoId: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

const orderBody = {
  type: 'object',
  required: ['order'],
  additionalProperties: false,
  properties: {
    order: { type: 'array', maxItems: MAX_PHOTOS_PER_ESTATE, items: { type: 'string', minLength: 1, maxLength: 100 } },
  },
} as const;

function toPhoto(row: PhotoRow, url: (key: string) => string): EstatePhoto {
  return { _id: row.id, url: url(row.storage_key), position: row.position, width: row.width, height: row.height };
}

async function listPhotos(q: Queryable, estateId: string): Promise<PhotoRow[]> {
  const r = await q.query<PhotoRow>(
    'SELECT id, position, storage_key, width, height FROM estate_photos WHERE estate_id = $1 ORDER BY position, created_at',
    [estateId],
  );
  return r.rows;
}

/** The estate's id when the caller owns it: 404 when there is no such estate, 403 when it is someone else's. */
async function ownedEstateId(q: Queryable, request: FastifyRequest, aliasId: string, lock = false): Promise<string> {
  const user = currentUser(request);
  const r = await q.query<{ id: string; owner_id: string }>(
    `SELECT id, owner_id FROM estates WHERE alias_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [aliasId],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('estate');
  if (row.owner_id !== user.id) throw errors.forbidden('Only the owner may change the photos of an estate', 'NOT_OWNER');
  return row.id;
}

/** Positions 0..n-1 in the given order (the first photo is the cover). */
async function renumber(q: Queryable, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await q.query('UPDATE estate_photos SET position = $1 WHERE id = $2', [position, id]);
  }
}

function rejection(err: PhotoRejected, file: string): ApiError {
  const status = err.reason === 'unsupported-type' ? 415 : 400;
  return new ApiError(status, err.reason === 'unsupported-type' ? 'UNSUPPORTED_PHOTO_TYPE' : 'INVALID_PHOTO', `${file} ${err.message}`);
}

export default async function photoRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_FILES_PER_REQUEST, fields: 10, fieldSize: 1024, parts: 20 },
      throwFileSizeLimit: true,
    });
  }
  const url = (key: string) => app.media.url(key);
  const answer = (rows: PhotoRow[]) => ({ photos: rows.map((r) => toPhoto(r, url)) });

  app.get<{ Params: { aliasId: string } }>(
    '/estate/:aliasId/photos',
    { preHandler: requireUser, schema: { params: aliasParams } },
    async (request) => {
      const estateId = await ownedEstateId(app.db, request, request.params.aliasId);
      return answer(await listPhotos(app.db, estateId));
    },
  );

  app.post<{ Params: { aliasId: string } }>(
    '/estate/:aliasId/photos',
    { preHandler: requireUser, schema: { params: aliasParams } },
    async (request, reply) => {
      if (!request.isMultipart()) throw errors.invalidField('body', 'must be multipart/form-data with image files');
      const estateId = await ownedEstateId(app.db, request, request.params.aliasId);

      // decode and re-encode every file before anything is stored: one bad file rejects the request
      const processed: ProcessedPhoto[] = [];
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const field = `body/${part.fieldname}`;
        const data = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new ApiError(413, 'PHOTO_TOO_LARGE', `${field} must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MiB`);
          }
          throw err;
        });
        if (data.length === 0) throw errors.invalidField(field, 'is empty');
        try {
          processed.push(await processPhoto(data));
        } catch (err) {
          if (err instanceof PhotoRejected) throw rejection(err, field);
          throw err;
        }
      }
      if (processed.length === 0) throw errors.invalidField('body/photo', 'is required');

      const written: string[] = [];
      try {
        const added = await app.db.transaction(async (tx) => {
          await ownedEstateId(tx, request, request.params.aliasId, true);
          const existing = await listPhotos(tx, estateId);
          if (existing.length + processed.length > MAX_PHOTOS_PER_ESTATE) {
            throw errors.invalidField('body/photo', `would exceed ${MAX_PHOTOS_PER_ESTATE} photos per estate`);
          }
          const ids: string[] = [];
          for (const [i, photo] of processed.entries()) {
            const id = randomUUID();
            const keys = photoKeys(estateId, id);
            await app.media.put(keys.large, photo.large);
            written.push(keys.large);
            await app.media.put(keys.thumb, photo.thumb);
            written.push(keys.thumb);
            await tx.query(
              `INSERT INTO estate_photos (id, estate_id, position, storage_key, width, height) VALUES ($1, $2, $3, $4, $5, $6)`,
              [id, estateId, existing.length + i, keys.large, photo.width, photo.height],
            );
            ids.push(id);
          }
          await tx.query('UPDATE estates SET updated_at = now() WHERE id = $1', [estateId]);
          return ids;
        });
        const rows = await listPhotos(app.db, estateId);
        request.log.info({ estateId, photos: added.length }, 'estate photos added');
        return reply.code(201).send({ ...answer(rows), added });
      } catch (err) {
        await Promise.all(written.map((key) => app.media.remove(key).catch(() => undefined)));
        throw err;
      }
    },
  );

  app.patch<{ Params: { aliasId: string }; Body: { order: string[] } }>(
    '/estate/:aliasId/photos/order',
    { preHandler: requireUser, schema: { params: aliasParams, body: orderBody } },
    async (request) => {
      const rows = await app.db.transaction(async (tx) => {
        const estateId = await ownedEstateId(tx, request, request.params.aliasId, true);
        const current = await listPhotos(tx, estateId);
        const order = request.body.order;
        const known = new Set(current.map((p) => p.id));
        const unknown = order.find((id) => !known.has(id));
        if (unknown !== undefined) throw errors.invalidField('body/order', `names a photo this estate does not have: ${unknown}`);
        if (new Set(order).size !== order.length || order.length !== current.length) {
          throw errors.invalidField('body/order', 'must list every photo of the estate exactly once');
        }
        await renumber(tx, order);
        await tx.query('UPDATE estates SET updated_at = now() WHERE id = $1', [estateId]);
        return listPhotos(tx, estateId);
      });
      return answer(rows);
    },
  );

  app.delete<{ Params: { aliasId: string; photoId: string } }>(
    '/estate/:aliasId/photos/:photoId',
    { preHandler: requireUser, schema: { params: photoParams } },
    async (request) => {
      const { removed, rows } = await app.db.transaction(async (tx) => {
        const estateId = await ownedEstateId(tx, request, request.params.aliasId, true);
        const gone = await tx.query<{ storage_key: string }>(
          'DELETE FROM estate_photos WHERE id = $1 AND estate_id = $2 RETURNING storage_key',
          [request.params.photoId, estateId],
        );
        if (!gone.rows[0]) throw errors.notFound('photo');
        const rest = await listPhotos(tx, estateId);
        await renumber(tx, rest.map((p) => p.id));
        await tx.query('UPDATE estates SET updated_at = now() WHERE id = $1', [estateId]);
        return { removed: gone.rows[0].storage_key, rows: await listPhotos(tx, estateId) };
      });
      // files go after the commit; only files of photos we uploaded (demo photos are shared)
      if (removed.startsWith('estates/')) {
        await app.media.remove(removed).catch(() => undefined);
        await app.media.remove(removed.replace(/\.webp$/, '.thumb.webp')).catch(() => undefined);
      }
      return answer(rows);
    },
  );
}
