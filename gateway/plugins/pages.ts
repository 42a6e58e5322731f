// Aggregation: `GET /api/pages/home` composes the home page's data from four api calls made in
// parallel, so the browser makes one request:
//   { language, topOffers, latestEstates, countries, news, articles, currencies }
// topOffers/latestEstates from `/api/estate/search?topOffersSeparately=true`, countries with their
// estate counts from `/api/geodata/countries`, the latest news and articles of the language from the
// article feeds, currencies from the five-minute cache. A part whose call fails is null (and logged);
// when every call fails the answer is the upstream error (502/504).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Country, CurrencyInfo, Estate, ArticleFeed, EstateList } from '../../shared/types.ts';
import type { Language } from '../../shared/constants.ts';
import { LANGUAGE_COOKIE, resolveLanguage } from '../context.ts';
import type { CurrencyCache } from '../currencies.ts';
import { sessionToken } from '../session.ts';
import { UpstreamError } from '../upstream.ts';
import type { Upstream } from '../upstream.ts';
import { recordUpstream } from './logging.ts';

export interface HomePageData {
  language: Language;
  topOffers: Estate[] | null;
  latestEstates: Estate[] | null;
  countries: Country[] | null;
  news: ArticleFeed | null;
  articles: ArticleFeed | null;
  currencies: CurrencyInfo[];
}

export const HOME_ESTATES = 8;
export const HOME_ARTICLES = 4;

export interface PagesOptions {
  upstream: Upstream;
  currencies: CurrencyCache;
}

export default async function pagesPlugin(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const { upstream, currencies } = opts;

  async function part<T>(request: FastifyRequest, path: string, failures: unknown[]): Promise<T | null> {
    try {
      const res = await upstream.get<T>(path, { token: sessionToken(request), requestId: request.id });
      recordUpstream(request, res.ms);
      if (res.status === 200) return res.body;
      request.log.warn({ path, apiStatus: res.status }, 'home part failed');
      failures.push(res.status);
    } catch (err) {
      request.log.warn({ err, path }, 'home part failed');
      failures.push(err);
    }
    return null;
  }

  app.get<{ Querystring: { lng?: string } }>('/api/pages/home', async (request, reply) => {
    const language = resolveLanguage({
      query: request.query.lng,
      cookie: request.cookies[LANGUAGE_COOKIE],
      host: request.headers.host,
      acceptLanguage: request.headers['accept-language'],
    });
    const failures: unknown[] = [];
    const [search, countries, news, articles, list] = await Promise.all([
      part<EstateList>(request, `/api/estate/search?topOffersSeparately=true&onPage=${HOME_ESTATES}`, failures),
      part<Country[]>(request, '/api/geodata/countries', failures),
      part<ArticleFeed>(request, `/api/articles/feed/news/${language}?page=1&onPage=${HOME_ARTICLES}`, failures),
      part<ArticleFeed>(request, `/api/articles/feed/article/${language}?page=1&onPage=${HOME_ARTICLES}`, failures),
      currencies.get(request.log, request.id),
    ]);
    if (failures.length === 4) {
      const upstreamErr = failures.find((f): f is UpstreamError => f instanceof UpstreamError);
      throw upstreamErr ?? new UpstreamError(502, 'The api failed every home page call');
    }
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    const body: HomePageData = {
      language,
      topOffers: search?.topOffers ?? null,
      latestEstates: search?.values ?? null,
      countries,
      news,
      articles,
      currencies: list,
    };
    return body;
  });
}
