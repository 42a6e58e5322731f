// The photo endpoints of shared/contract/estates.ts: list, upload (multipart, one or more file parts),
// order and remove, owner only. Uploads are recognised by content and re-encoded (photos.ts); the
// rules live in photo-service.ts. The multipart parser is registered in this plugin's scope only.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/estates.ts';
import { ApiError, errors } from '../errors.ts';
import { currentUser } from '../http/auth.ts';
import { byUser } from '../http/rate-limit.ts';
import { MAX_PHOTOS_PER_ESTATE } from '../../shared/contract/estates.ts';
import type { EndpointRequest } from '../../shared/server/route.ts';
import { route } from '../http/route.ts';
import { addPhotos, listPhotos, ownedEstateId, removePhoto, reorderPhotos, type PhotoContext } from './photo-service.ts';
import { MAX_PHOTO_BYTES, PhotoRejected, processPhoto, type ProcessedPhoto } from './photos.ts';

/** Files one request may carry. */
const MAX_FILES_PER_REQUEST = 10;

function rejection(err: PhotoRejected, field: string): ApiError {
  if (err.reason === 'unsupported-type') return new ApiError(415, 'UNSUPPORTED_PHOTO_TYPE', `${field} ${err.message}`);
  return errors.invalidField(field, err.message, 'INVALID_PHOTO');
}

/** Every file part decoded and re-encoded; the first bad one refuses the request. */
async function readPhotos(request: EndpointRequest<typeof contract.uploadEstatePhotos>, room: number): Promise<ProcessedPhoto[]> {
  try {
    return await readPhotoParts(request, room);
  } catch (err) {
    // the size limit can trip while the parser moves to the next part, outside a part's toBuffer()
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'PHOTO_TOO_LARGE', `body/photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MiB`);
    }
    throw err;
  }
}

async function readPhotoParts(request: EndpointRequest<typeof contract.uploadEstatePhotos>, room: number): Promise<ProcessedPhoto[]> {
  const processed: ProcessedPhoto[] = [];
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const field = `body/${part.fieldname}`;
    // counted before anything is decoded (photo-service.ts checks again in its transaction)
    if (processed.length >= room) {
      throw errors.invalidField('body/photo', `would exceed ${MAX_PHOTOS_PER_ESTATE} photos per estate`, 'TOO_MANY_PHOTOS');
    }
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new ApiError(413, 'PHOTO_TOO_LARGE', `${field} must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MiB`);
      }
      throw err;
    });
    if (data.length === 0) throw errors.invalidField(field, 'is empty', 'EMPTY_FILE');
    try {
      processed.push(await processPhoto(data));
    } catch (err) {
      if (err instanceof PhotoRejected) throw rejection(err, field);
      throw err;
    }
  }
  if (processed.length === 0) throw errors.invalidField('body/photo', 'is required', 'REQUIRED');
  return processed;
}

export default async function photoRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_FILES_PER_REQUEST, fields: 10, fieldSize: 1024, parts: 20 },
      throwFileSizeLimit: true,
    });
  }
  // an upload refused before all its parts were read (a bad first file, too many photos) closes
  // its connection in stages after the answer (api/http/linger.ts, registered in hardening.ts)
  const context = (request: Parameters<typeof currentUser>[0]): PhotoContext => ({ db: app.db, media: app.media, userId: currentUser(request).id });

  route(app, contract.listEstatePhotos, (request) => listPhotos(context(request), request.params.aliasId));

  const perUser = app.limit('photo-uploads-user', app.limits.photoUploadsPerUser, byUser);
  route(
    app,
    contract.uploadEstatePhotos,
    async (request) => {
      if (!request.isMultipart()) throw errors.invalidField('body', 'must be multipart/form-data with image files', 'NOT_MULTIPART');
      const c = context(request);
      const estateId = await ownedEstateId(app.db, c.userId, request.params.aliasId);
      const room = MAX_PHOTOS_PER_ESTATE - (await listPhotos(c, request.params.aliasId)).photos.length;
      const answer = await addPhotos(c, estateId, request.params.aliasId, await readPhotos(request, room));
      request.log.info({ estateId, photos: answer.added.length }, 'estate photos added');
      return answer;
    },
    { preHandler: [perUser] },
  );

  route(app, contract.reorderEstatePhotos, (request) => reorderPhotos(context(request), request.params.aliasId, request.body.order));

  route(app, contract.deleteEstatePhoto, (request) => removePhoto(context(request), request.params.aliasId, request.params.photoId));
}
