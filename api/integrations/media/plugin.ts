// Integration tier: the media store (DATA_DIR/media) and `GET /media/*`, which serves only image files
// by a validated key: no path traversal, a fixed content type per extension, nosniff.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.ts';
import { errors } from '../../errors.ts';
import { contentTypeOf, createDiskMediaStore, isValidMediaKey, type MediaStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

export function mediaRoot(config: ApiConfig): string {
  return join(config.dataDir, 'media');
}

export default fp(
  async (app, opts: { config: ApiConfig }) => {
    const media = createDiskMediaStore(mediaRoot(opts.config));
    app.decorate('media', media);

    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const type = contentTypeOf(key);
      if (!isValidMediaKey(key) || !type) throw errors.notFound('file');
      const full = join(media.root, key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) throw errors.notFound('file');
      return reply
        .type(type)
        .header('content-length', info.size)
        .header('last-modified', info.mtime.toUTCString())
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(full));
    });
  },
  { name: 'media' },
);
