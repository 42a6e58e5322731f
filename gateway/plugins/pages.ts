// Aggregation routes: `GET /api/pages/home?lang&currency` answers the home page's data in one
// request (gateway/home.ts composes it). The language is the `lang` query when valid, else the
// request's resolved language; the currency likewise from `currency`, else the cookie.
import type { FastifyInstance } from 'fastify';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, isCurrency, isLanguage, resolveCurrency, resolveLanguage } from '../context.ts';
import type { CurrencyCache } from '../currencies.ts';
import { composeHome } from '../home.ts';
import { sessionToken } from '../session.ts';
import type { ApiReader } from '../api-reader.ts';
import { recordUpstream } from './logging.ts';

export interface PagesOptions {
  reader: ApiReader;
  currencies: CurrencyCache;
}

export default async function pagesPlugin(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const { reader, currencies } = opts;

  app.get<{ Querystring: { lang?: string; lng?: string; currency?: string } }>('/api/pages/home', async (request, reply) => {
    const q = request.query;
    const language = isLanguage(q.lang)
      ? q.lang
      : resolveLanguage({
          query: q.lng,
          cookie: request.cookies[LANGUAGE_COOKIE],
          host: request.headers.host,
          acceptLanguage: request.headers['accept-language'],
        });
    const currency = isCurrency(q.currency) ? q.currency : resolveCurrency(request.cookies[CURRENCY_COOKIE]);
    const { body, upstreamMs } = await composeHome(reader, currencies, {
      language,
      currency,
      token: sessionToken(request),
      requestId: request.id,
      log: request.log,
    });
    recordUpstream(request, upstreamMs);
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    return body;
  });
}
