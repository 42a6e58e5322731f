// The import endpoints of shared/contract/import.ts. The upload is multipart (the parser registered in
// this plugin's scope only, with the import's own size limit): the `file` part streams to a file under
// DATA_DIR/imports, never into memory, and over IMPORT_MAX_BYTES the answer is 413 TOO_LARGE. A
// validated upload is then kept in the import file store (./files.ts: that folder, or S3 with S3_BUCKET).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../shared/contract/import.ts';
import { ApiError, errors } from '../errors.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { createImportFiles, uploadDir } from './files.ts';
import { importSettings } from './settings.ts';
import { csvTemplate } from './formats/index.ts';
import { languageOf } from './messages.ts';
import {
  cancelImport,
  getImport,
  listImports,
  recoverOrphans,
  registerImportWorker,
  startImport,
  validateUpload,
  type ImportContext,
} from './service.ts';

/** `fullFeed=true` (also 1, on, yes) */
const truthy = (v: unknown) => typeof v === 'string' && /^(true|1|on|yes)$/i.test(v.trim());

/** A file name as shown in the history: its last path segment, printable, at most 200 characters. */
const displayName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .slice(0, 200) || 'feed';

export default async function importRoutes(app: FastifyInstance): Promise<void> {
  const settings = importSettings({ ...app.config.import, premoderation: app.config.moderation === 'pre' });
  const files = createImportFiles(app.config.dataDir, app.config.s3);
  app.addHook('onClose', () => files.close());
  const c: ImportContext = {
    db: app.db,
    media: app.media,
    jobs: app.jobs,
    settings,
    dataDir: app.config.dataDir,
    files,
    log: app.log,
    translate: (ownerId) => app.translations.request({ ownerId }),
  };
  await app.register(multipart, {
    limits: { fileSize: settings.maxBytes, files: 1, fields: 5, fieldSize: 100, parts: 6 },
    throwFileSizeLimit: true,
  });
  await registerImportWorker(c);
  app.addHook('onReady', async () => {
    const n = await recoverOrphans(c);
    if (n) app.log.warn({ imports: n }, 'imports resumed after an unclean stop');
  });

  const lng = (request: FastifyRequest) => languageOf(currentUser(request).language);

  route(app, contract.getImportTemplate, async (_request, reply) => {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="import-template.csv"')
      .send(csvTemplate()) as never;
  });

  route(app, contract.uploadImport, async (request) => {
    if (!request.isMultipart()) throw errors.invalidField('body', 'must be multipart/form-data with the part file', 'NOT_MULTIPART');
    const user = currentUser(request);
    let filePath: string | undefined;
    let fileName: string | undefined;
    let fullFeed = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'fullFeed') fullFeed = truthy(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || filePath) {
          part.file.resume();
          continue;
        }
        filePath = join(uploadDir(app.config.dataDir), `${randomUUID()}.upload`);
        fileName = displayName(part.filename);
        await pipeline(part.file, createWriteStream(filePath));
      }
    } catch (err) {
      if (filePath) await rm(filePath, { force: true });
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new ApiError(413, 'TOO_LARGE', `file must be at most ${settings.maxBytes} bytes`);
      }
      throw err;
    }
    if (!filePath) throw errors.invalidField('body/file', 'is required', 'FILE_REQUIRED');
    return validateUpload(c, user, { filePath, fileName: fileName!, fullFeed });
  });

  route(app, contract.startImport, (request) => startImport(c, currentUser(request).id, request.params.id, lng(request)));
  route(app, contract.getImport, (request) => getImport(c, currentUser(request).id, request.params.id, lng(request)));
  route(app, contract.cancelImport, (request) => cancelImport(c, currentUser(request).id, request.params.id, lng(request)));
  route(app, contract.listImports, (request) =>
    listImports(c, currentUser(request).id, request.query.page ?? 1, request.query.onPage ?? contract.IMPORTS_ON_PAGE, lng(request)),
  );
}
