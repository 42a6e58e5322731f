// `GET /sitemap.xml` (the index) and `GET /sitemaps/{lang}/{file}.xml`, XML streamed from the
// database (service.ts); the gateway passes both through (gateway/plugins/proxy.ts). Absolute URLs
// from PUBLIC_ORIGIN; a file goes out gzipped to a client that takes gzip (the gateway leaves an
// encoded answer as it is). Not part of the JSON contract: crawlers read them, nothing of ours calls them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors.ts';
import { acceptsGzip, createSitemapCache, parseSitemapFile, sitemapChunks, sitemapIndex, type SitemapSource } from './service.ts';
import { counts, type Counts } from './sql.ts';
import { fromReplica } from '../db/reads.ts';

/** How long the counts (how many files there are) are reused. */
const COUNTS_TTL_MS = 60_000;

const XML = 'application/xml; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=3600';

export default async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const startedAt = new Date();
  let kept: { at: number; value: Promise<Counts> } | null = null;
  const keptCounts = (): Promise<Counts> => {
    if (!kept || Date.now() - kept.at > COUNTS_TTL_MS) {
      const value = counts(app.db);
      value.catch(() => (kept = null));
      kept = { at: Date.now(), value };
    }
    return kept.value;
  };
  const source = (): SitemapSource => ({ db: app.db, origin: app.config.publicOrigin, startedAt, counts: keptCounts });
  const cache = createSitemapCache();

  app.get(
    '/sitemap.xml',
    { schema: { hide: true } },
    fromReplica(async (_request: FastifyRequest, reply: FastifyReply) => {
      return reply
        .type(XML)
        .header('cache-control', CACHE_CONTROL)
        .send(await sitemapIndex(source()));
    }),
  );

  app.get(
    '/sitemaps/*',
    { schema: { hide: true } },
    fromReplica(async (request: FastifyRequest, reply: FastifyReply) => {
      const tail = (request.params as { '*': string })['*'];
      const file = parseSitemapFile(tail);
      if (!file) throw errors.notFound('sitemap');
      const gzip = acceptsGzip(request.headers['accept-encoding']);
      reply.type(XML).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
      const cached = cache.get(tail, gzip);
      if (cached) {
        if (gzip) reply.header('content-encoding', 'gzip');
        return reply.header('x-sitemap-cache', 'hit').send(cached);
      }
      const chunks = await sitemapChunks(source(), file);
      if (!chunks) throw errors.notFound('sitemap');
      if (gzip) reply.header('content-encoding', 'gzip');
      return reply.header('x-sitemap-cache', 'miss').send(cache.fill(tail, chunks, gzip));
    }),
  );
}
