// The fetch the gateway hands to the renderer for one page (RenderRequest.fetch), so the server
// render's api calls get what the browser gets and cost less:
//   - the gateway's aggregation routes (`GET /api/pages/home`) are answered in-process (home.ts);
//     an anonymous one, composed in full, is kept as its JSON for a second per language and
//     currency, as the api reader keeps its parts (three parses and a serialization fewer per page);
//   - other GETs go through the api reader (api-reader.ts): the gateway's undici pool, anonymous
//     GETs coalesced and kept for a second.
// Anything else (writes, other origins) goes to the global fetch unchanged.
import type { FastifyBaseLogger } from 'fastify';
import type { Currency, Language } from '../shared/constants.ts';
import { isCurrency, isLanguage } from './context.ts';
import type { CurrencyCache } from './currencies.ts';
import { errorBody } from './errors.ts';
import { composeHome } from './home.ts';
import type { ApiReader } from './api-reader.ts';

export interface ApiFetchContext {
  language: Language;
  currency: Currency;
  token?: string;
  requestId: string;
  log: FastifyBaseLogger;
  /** the worst 5xx status the page's api calls met (ssr.ts turns a page-data failure into it) */
  failures?: { worst: number };
}

export type ApiFetchFactory = (ctx: ApiFetchContext) => typeof fetch;

function respond(status: number, contentType: string, body: string): Response {
  const empty = status === 204 || status === 304 || body === '';
  return new Response(empty ? null : body, { status, headers: { 'content-type': contentType } });
}

function headerOf(headers: HeadersInit | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  if (Array.isArray(headers)) return headers.find(([k]) => k.toLowerCase() === name)?.[1];
  const hit = Object.entries(headers).find(([k]) => k.toLowerCase() === name);
  return hit?.[1];
}

/** How long an anonymous home aggregate is reused: the api reader's time for its parts. */
export const HOME_REUSE_MS = 1000;

export function createApiFetch(reader: ApiReader, currencies: CurrencyCache, apiUrl: string): ApiFetchFactory {
  const apiOrigin = new URL(apiUrl).origin;
  const homes = new Map<string, { at: number; json: string }>();
  return (ctx) => async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = new URL(href, apiOrigin);
    if (url.origin !== apiOrigin || method !== 'GET' || init?.body) return fetch(input, init);
    const path = url.pathname + url.search;
    try {
      if (url.pathname === '/api/pages/home') {
        const lang = url.searchParams.get('lang');
        const cur = url.searchParams.get('currency');
        const language = isLanguage(lang) ? lang : ctx.language;
        const currency = isCurrency(cur) ? cur : ctx.currency;
        const key = `${language}|${currency}`;
        const kept = ctx.token ? undefined : homes.get(key);
        if (kept && Date.now() - kept.at < HOME_REUSE_MS) return respond(200, 'application/json; charset=utf-8', kept.json);
        const { body } = await composeHome(reader, currencies, { ...ctx, language, currency });
        const json = JSON.stringify(body);
        // only a whole answer is kept (a part that failed is asked again on the next page)
        const whole = body.topOffers !== null && body.featuredCountries !== null && body.articles !== null && body.currencies !== null;
        if (!ctx.token && whole) homes.set(key, { at: Date.now(), json });
        return respond(200, 'application/json; charset=utf-8', json);
      }
      const r = await reader.read(path, {
        authorization: headerOf(init?.headers, 'authorization'),
        accept: headerOf(init?.headers, 'accept'),
        requestId: ctx.requestId,
      });
      if (r.status >= 500 && ctx.failures) ctx.failures.worst = Math.max(ctx.failures.worst, r.status);
      return respond(r.status, r.contentType, r.body);
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode ?? 502;
      if (ctx.failures) ctx.failures.worst = Math.max(ctx.failures.worst, status);
      ctx.log.warn({ err, path }, 'server-side api call failed');
      return respond(status, 'application/json; charset=utf-8', JSON.stringify(errorBody(status, undefined)));
    }
  };
}
