// The home page's data, composed by the gateway from api calls made in parallel:
//   GET /api/pages/home?lang          featured countries and countries with estate counts, latest news
//   GET /api/estate/search?topOffersSeparately=true&onPage=8&currency&lang   top offers and latest estates (titles in lang)
//   GET /api/articles/feed/article/{lang}?page=1&onPage=4                latest articles
//   currencies from the five-minute cache
// A part whose call fails is null (and logged); when every call fails the error is the upstream's
// (502/504). Used by `GET /api/pages/home` (plugins/pages.ts) and, through the renderer's fetch, by
// the server render of the home page, so both see the same shape (shared/contract/pages.ts
// HomePageData). Anonymous calls go through the api reader's one-second shared cache.
import type { FastifyBaseLogger } from 'fastify';
import type { Currency, Language } from '../shared/core/constants.ts';
import type { ArticleFeed } from '../shared/contract/articles.ts';
import type { EstateSearchResult } from '../shared/contract/estates.ts';
import type { HomePage, HomePageData } from '../shared/contract/pages.ts';
import type { CurrencyCache } from './currencies.ts';
import type { ApiReader } from './api-reader.ts';
import { UpstreamError } from './upstream.ts';

export const HOME_ESTATES = 8;
export const HOME_ARTICLES = 4;

export interface ComposeContext {
  language: Language;
  currency: Currency;
  token?: string;
  requestId?: string;
  log?: FastifyBaseLogger;
}

export interface Composed<T> {
  body: T;
  /** summed time of the api calls, ms */
  upstreamMs: number;
}

export async function composeHome(reader: ApiReader, currencies: CurrencyCache, ctx: ComposeContext): Promise<Composed<HomePageData>> {
  const authorization = ctx.token ? `Bearer ${ctx.token}` : undefined;
  let upstreamMs = 0;
  const failures: unknown[] = [];
  async function part<T>(path: string): Promise<T | null> {
    try {
      const res = await reader.read(path, { authorization, requestId: ctx.requestId });
      upstreamMs += res.ms;
      if (res.status === 200) return JSON.parse(res.body) as T;
      ctx.log?.warn({ path, apiStatus: res.status }, 'home part failed');
      failures.push(res.status);
    } catch (err) {
      ctx.log?.warn({ err, path }, 'home part failed');
      failures.push(err);
    }
    return null;
  }
  const lang = ctx.language;
  const [page, search, articles, list] = await Promise.all([
    part<HomePage>(`/api/pages/home?lang=${lang}`),
    part<EstateSearchResult>(`/api/estate/search?topOffersSeparately=true&onPage=${HOME_ESTATES}&currency=${ctx.currency}&lang=${lang}`),
    part<ArticleFeed>(`/api/articles/feed/article/${lang}?page=1&onPage=${HOME_ARTICLES}`),
    currencies.get(ctx.log, ctx.requestId),
  ]);
  if (failures.length === 3) {
    throw failures.find((f): f is UpstreamError => f instanceof UpstreamError) ?? new UpstreamError(502, 'The api failed every home page call');
  }
  return {
    upstreamMs,
    body: {
      language: lang,
      currency: ctx.currency,
      topOffers: search?.topOffers ?? null,
      latestEstates: search?.values ?? null,
      featuredCountries: page?.featuredCountries ?? null,
      countries: page?.countries ?? null,
      news: page?.news ?? null,
      articles: articles?.values ?? null,
      currencies: list,
    },
  };
}
