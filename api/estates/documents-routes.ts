// The floor-plan and document endpoints of shared/contract/documents.ts: upload (multipart: `kind`,
// an optional `title`, one `file` part), order and remove, owner only. The file is checked by its
// content (documents.ts isPdf, photos.ts sniffImage), never by its name or declared type; a bad one
// answers 400 naming `file`, a larger one than MAX_DOCUMENT_BYTES 413. The multipart parser is
// registered in this plugin's scope only, with that limit.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/documents.ts';
import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_TITLE, type DocumentKind } from '../../shared/core/documents.ts';
import { ApiError, errors } from '../errors.ts';
import { currentUser } from '../http/auth.ts';
import { byUser } from '../http/rate-limit.ts';
import type { EndpointRequest } from '../../shared/server/route.ts';
import { route } from '../http/route.ts';
import { addDocument, isPdf, ownedEstate, removeDocument, reorderDocuments, type DocumentContext, type PreparedFile } from './documents.ts';
import { PhotoRejected, processPhoto, sniffImage } from './photos.ts';

const MIB = MAX_DOCUMENT_BYTES / 1024 / 1024;
const tooLarge = () =>
  new ApiError(413, 'FILE_TOO_LARGE', `body/file must be at most ${MIB} MiB`, {}, [
    { field: 'file', code: 'FILE_TOO_LARGE', message: `file must be at most ${MIB} MiB` },
  ]);

interface UploadParts {
  kind?: string;
  title?: string;
  file?: Buffer;
}

async function readParts(request: EndpointRequest<typeof contract.uploadEstateDocument>): Promise<UploadParts> {
  const got: UploadParts = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || got.file) {
          await part.toBuffer().catch(() => undefined);
          throw errors.invalidField(`body/${part.fieldname}`, 'is not expected: send one file part named file', 'UNEXPECTED_FILE');
        }
        got.file = await part.toBuffer();
      } else if (part.fieldname === 'kind' || part.fieldname === 'title') {
        got[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  return got;
}

/** The upload checked: the kind, the title, and the file recognised and (an image) re-encoded. */
async function prepare(parts: UploadParts): Promise<{ kind: DocumentKind; title: string; file: PreparedFile }> {
  const kind = parts.kind?.trim();
  if (!kind) throw errors.invalidField('body/kind', 'is required', 'REQUIRED');
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind))
    throw errors.invalidField('body/kind', `must be one of ${DOCUMENT_KINDS.join(', ')}`, 'INVALID');
  const title = (parts.title ?? '').trim();
  if ([...title].length > MAX_DOCUMENT_TITLE) throw errors.invalidField('body/title', `must be at most ${MAX_DOCUMENT_TITLE} characters`, 'TOO_LONG');
  if ([...title].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    throw errors.invalidField('body/title', 'must not contain control characters', 'INVALID');
  const data = parts.file;
  if (!data) throw errors.invalidField('body/file', 'is required', 'REQUIRED');
  if (data.length === 0) throw errors.invalidField('body/file', 'is empty', 'EMPTY_FILE');
  if (data.length > MAX_DOCUMENT_BYTES) throw tooLarge();
  if (isPdf(data)) return { kind: kind as DocumentKind, title, file: { type: 'pdf', data } };
  if (kind === 'document') throw errors.invalidField('body/file', 'must be a PDF file', 'NOT_A_PDF');
  if (!sniffImage(data)) throw errors.invalidField('body/file', 'must be a PDF file or a JPEG, PNG or WebP image', 'UNSUPPORTED_FILE');
  try {
    return { kind: 'floorplan', title, file: { type: 'image', photo: await processPhoto(data) } };
  } catch (err) {
    if (err instanceof PhotoRejected) throw errors.invalidField('body/file', err.message, 'INVALID_FILE');
    throw err;
  }
}

export default async function documentRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: true,
    });
  }
  const context = (request: Parameters<typeof currentUser>[0]): DocumentContext => ({
    db: app.db,
    media: app.media,
    userId: currentUser(request).id,
  });

  const perUser = app.limit('photo-uploads-user', app.limits.photoUploadsPerUser, byUser);
  route(
    app,
    contract.uploadEstateDocument,
    async (request) => {
      if (!request.isMultipart()) throw errors.invalidField('body', 'must be multipart/form-data with a file part', 'NOT_MULTIPART');
      const c = context(request);
      // someone else's estate answers 404 before the file is read
      await ownedEstate(app.db, c.userId, request.params.aliasId);
      const document = await addDocument(c, request.params.aliasId, await prepare(await readParts(request)));
      request.log.info({ aliasId: request.params.aliasId, documentId: document._id, kind: document.kind }, 'estate document added');
      return document;
    },
    { preHandler: [perUser] },
  );

  route(app, contract.reorderEstateDocuments, (request) => reorderDocuments(context(request), request.params.aliasId, request.body.ids));

  route(app, contract.deleteEstateDocument, (request) => removeDocument(context(request), request.params.aliasId, request.params.id));
}
