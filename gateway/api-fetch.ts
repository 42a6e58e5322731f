// The fetch the gateway hands to the renderer for one page (RenderRequest.fetch), so the server
// render's api calls get what the browser gets and cost less:
//   - the gateway's aggregation routes (`GET /api/pages/home`) are answered in-process (home.ts);
//     an anonymous one, composed in full, is kept as its JSON for a second per language and
//     currency, as the api reader keeps its parts (three parses and a serialization fewer per page);
//   - other GETs go through the api reader (api-reader.ts): the gateway's undici pool, anonymous
//     GETs coalesced and kept for a second.
// Anything else (writes, other origins) goes to the global fetch, with a time-out. An answer is a
// plain { ok, status, text } (ApiAnswer): the body is already a string here, so wrapping it in a
// Response only to read it back as text cost a stream, an encode and a decode per call.
import type { FastifyBaseLogger } from 'fastify';
import type { ApiAnswer, ApiTransport } from '../renderer/index.ts';
import type { Currency, Language } from '../shared/core/constants.ts';
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

export type ApiFetchFactory = (ctx: ApiFetchContext) => ApiTransport;

/** A write or another origin from a server render: the global fetch, bounded like the browser's calls. */
const FALLBACK_TIMEOUT_MS = 15_000;

function respond(status: number, body: string): ApiAnswer {
  const text = status === 204 || status === 304 ? '' : body;
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) };
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
  return (ctx) => async (href, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(href, apiOrigin);
    if (url.origin !== apiOrigin || method !== 'GET' || init.body) {
      return fetch(href, { ...init, signal: init.signal ?? AbortSignal.timeout(FALLBACK_TIMEOUT_MS) });
    }
    const path = url.pathname + url.search;
    try {
      if (url.pathname === '/api/pages/home') {
        const lang = url.searchParams.get('lang');
        const cur = url.searchParams.get('currency');
        const language = isLanguage(lang) ? lang : ctx.language;
        const currency = isCurrency(cur) ? cur : ctx.currency;
        const key = `${language}|${currency}`;
        const kept = ctx.token ? undefined : homes.get(key);
        if (kept && Date.now() - kept.at < HOME_REUSE_MS) return respond(200, kept.json);
        const { body } = await composeHome(reader, currencies, { ...ctx, language, currency });
        const json = JSON.stringify(body);
        // only a whole answer is kept (a part that failed is asked again on the next page)
        const whole = body.topOffers !== null && body.featuredCountries !== null && body.articles !== null && body.currencies !== null;
        if (!ctx.token && whole) homes.set(key, { at: Date.now(), json });
        return respond(200, json);
      }
      const r = await reader.read(path, {
        authorization: headerOf(init.headers, 'authorization'),
        accept: headerOf(init.headers, 'accept'),
        requestId: ctx.requestId,
      });
      if (r.status >= 500 && ctx.failures) ctx.failures.worst = Math.max(ctx.failures.worst, r.status);
      return respond(r.status, r.body);
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode ?? 502;
      if (ctx.failures) ctx.failures.worst = Math.max(ctx.failures.worst, status);
      ctx.log.warn({ err, path }, 'server-side api call failed');
      return respond(status, JSON.stringify(errorBody(status, undefined)));
    }
  };
}
