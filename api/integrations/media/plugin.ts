// Integration tier: the media store (an S3 bucket when S3_BUCKET is set, else DATA_DIR/media) and
// `GET /media/*`, which serves only image files by a validated key: no path traversal, a fixed content
// type per extension, nosniff, an ETag (304 for a matching If-None-Match), streamed from either store.
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.ts';
import { errors } from '../../errors.ts';
import { createS3MediaStore } from './s3-store.ts';
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
    const s3 = opts.config.s3 ? createS3MediaStore(opts.config.s3) : undefined;
    const media = s3 ?? createDiskMediaStore(mediaRoot(opts.config));
    if (s3) app.addHook('onClose', async () => s3.client.destroy());
    app.decorate('media', media);

    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const type = contentTypeOf(key);
      if (!isValidMediaKey(key) || !type) throw errors.notFound('file');
      const object = await media.open(key);
      if (!object) throw errors.notFound('file');
      reply
        .type(type)
        .header('etag', object.etag)
        .header('last-modified', object.lastModified.toUTCString())
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === object.etag.replace(/^W\//, ''))) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-length', object.size).send(object.body);
    });
  },
  { name: 'media' },
);
