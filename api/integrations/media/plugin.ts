// Integration tier: the media store (DATA_DIR/media) and `GET /media/*`, which serves only image files
// by a validated key: no path traversal, a fixed content type per extension, nosniff.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
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

/** The size of a link preview image (Open Graph, Twitter cards). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Where the preview rendition of a media key is kept. */
export const ogKey = (key: string): string => `og-cache/${key.replace(/\.[a-z]+$/, '')}.jpg`;

export default fp(
  async (app, opts: { config: ApiConfig }) => {
    const media = createDiskMediaStore(mediaRoot(opts.config));
    app.decorate('media', media);

    // The link-preview rendition of a stored image (renderer/seo.ts): 1200×630, cropped to cover,
    // JPEG (what every chat and social network reads). Made on first ask and kept beside the media;
    // it is answered only while its source exists.
    app.get('/media/og/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isValidMediaKey(key) || !contentTypeOf(key) || !(await media.exists(key))) throw errors.notFound('file');
      const derived = ogKey(key);
      let data: Buffer;
      if (await media.exists(derived)) data = await media.read(derived);
      else {
        data = await sharp(await media.read(key), { failOn: 'error' })
          .resize({ width: OG_SIZE.width, height: OG_SIZE.height, fit: 'cover', position: 'attention' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
        await media.put(derived, data);
      }
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data);
    });

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
