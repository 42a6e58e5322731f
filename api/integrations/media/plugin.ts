// Integration tier: the media store (an S3 bucket when S3_BUCKET is set, else DATA_DIR/media) and
// `GET /media/*`, which serves only image files (and PDFs, as attachments in a sandbox) by a validated key: no path traversal, a fixed content
// type per extension, nosniff, an ETag (304 for a matching If-None-Match), streamed from either store.
import { join } from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import type { ApiConfig } from '../../config.ts';
import { errors } from '../../errors.ts';
import { createS3MediaStore } from './s3-store.ts';
import {
  acceptsAvif,
  avifKeyOf,
  contentTypeOf,
  createDiskMediaStore,
  isDownloadKey,
  isImmutableMediaKey,
  isValidMediaKey,
  mediaTypeOf,
  type MediaStore,
} from './store.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
/** a year, immutable, for content-hashed keys (their preview is made from them alone); else a day */
const cacheControlOf = (key: string): string => (isImmutableMediaKey(key) ? IMMUTABLE : DAY);

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
    const s3 = opts.config.s3 ? createS3MediaStore(opts.config.s3) : undefined;
    const media = s3 ?? createDiskMediaStore(mediaRoot(opts.config));
    if (s3) app.addHook('onClose', async () => s3.client.destroy());
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
        .header('cache-control', cacheControlOf(key))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data);
    });

    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const type = mediaTypeOf(key);
      if (!isValidMediaKey(key) || !type) throw errors.notFound('file');
      // a content-named photo may have an AVIF sibling, kept where smaller than its WebP: a browser
      // that takes AVIF gets it at the same URL (one URL in the markup, caches told by Vary)
      const negotiated = key.endsWith('.webp') && isImmutableMediaKey(key);
      const avif = negotiated && acceptsAvif(request.headers.accept) ? await media.open(avifKeyOf(key)) : null;
      const object = avif ?? (await media.open(key));
      if (!object) throw errors.notFound('file');
      if (negotiated) reply.header('vary', 'Accept');
      reply
        .type(avif ? 'image/avif' : type)
        .header('etag', object.etag)
        .header('last-modified', object.lastModified.toUTCString())
        .header('cache-control', cacheControlOf(key))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");
      // a PDF (a floor plan or document) is a download, never a page of ours: attachment under the
      // name in its key, and a sandbox should a browser open it anyway
      if (isDownloadKey(key)) {
        reply
          .header('content-disposition', `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`)
          .header('content-security-policy', "sandbox; default-src 'none'");
      }
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
