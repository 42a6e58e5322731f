// The old portal's URLs (shared/routing/redirects.ts, docs/product.md): a GET or HEAD whose path is in the table is
// answered 301 before anything else runs, with the request's query string kept. Paths under the
// gateway's own prefixes (/api, /assets, /media, /locales) are never looked up.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { findRedirect } from '../../shared/routing/redirects.ts';

const SKIP = /^\/(?:api|assets|media|locales)(?:\/|$)/;

/** The Location for a request URL (path plus query), or null when the path is not redirected. */
export function redirectLocation(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (SKIP.test(path)) return null;
  const target = findRedirect(path);
  if (target === null) return null;
  const query = q === -1 ? '' : url.slice(q + 1);
  if (query === '') return target;
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}

async function redirectsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const location = redirectLocation(request.url);
    if (location === null) return;
    // a permanent redirect may be cached by browsers, but not for ever by shared caches
    return reply.code(301).header('location', location).header('cache-control', 'public, max-age=86400').send();
  });
}

export default fp(redirectsPlugin, { name: 'gateway-redirects' });
