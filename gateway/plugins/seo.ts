// What crawlers and link previews fetch besides pages: `robots.txt` (keeps crawlers out of the
// private area and the api, names the sitemap index by its absolute URL from PUBLIC_ORIGIN) and the
// site's own 1200×630 preview image for pages without a photo of their own (client/app/head.ts).
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { FLAG_SPRITE_VERSION, flagSprite } from '../../renderer/flags.ts';

export interface SeoOptions {
  config: GatewayConfig;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Disallow: /private',
    'Disallow: /api/',
    'Disallow: /article-preview/',
    'Disallow: /reset-password/',
    'Disallow: /saved-searches/',
    'Allow: /',
    '',
    `Sitemap: ${base}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/** The preview image: the brand colour with the logo's house mark, drawn once. */
const OG_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">' +
  '<rect width="1200" height="630" fill="#b3261e"/>' +
  '<g transform="translate(420 135) scale(11.25)"><path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z" fill="#fff"/></g>' +
  '</svg>';

export default async function seoPlugin(app: FastifyInstance, opts: SeoOptions): Promise<void> {
  const robots = robotsTxt(opts.config.publicOrigin);
  // the flags every page <use>s (client/ui/Flag.tsx): the current version for a year, any other briefly
  app.get('/flags.svg', async (request, reply) => {
    const current = (request.query as { v?: string }).v === FLAG_SPRITE_VERSION;
    return reply
      .type('image/svg+xml')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      .send(flagSprite());
  });
  app.get('/robots.txt', async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots);
  });

  let image: Promise<Buffer> | null = null;
  app.get('/og-image.png', async (_request, reply) => {
    // sharp (tens of MB once loaded) only when the first preview image is asked for
    image ??= import('sharp').then(({ default: sharp }) => sharp(Buffer.from(OG_SVG)).png({ compressionLevel: 9, palette: true }).toBuffer());
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await image);
  });
}
