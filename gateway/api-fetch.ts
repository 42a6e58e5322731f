// The fetch the gateway hands to the renderer for one page (RenderRequest.fetch), so the server
// render's api calls get what the browser gets and cost less:
//   - the gateway's aggregation routes (`GET /api/pages/home`) are answered in-process (home.ts);
//   - other GETs to the api go over the gateway's undici pool (cheaper than the global fetch);
//   - anonymous GETs (no Authorization) are coalesced and kept for a second: a burst of page views
//     makes one api call per distinct URL. Signed-in calls are never shared.
// Anything else (writes, other origins) goes to the global fetch unchanged.
import type { FastifyBaseLogger } from 'fastify';
import type { Currency, Language } from '../shared/constants.ts';
import { isCurrency, isLanguage } from './context.ts';
import type { CurrencyCache } from './currencies.ts';
import { errorBody } from './errors.ts';
import { composeHome } from './home.ts';
import type { Upstream } from './upstream.ts';

export const SHARED_TTL_MS = 1_000;
const MAX_ENTRIES = 500;
const MAX_BODY_CHARS = 512 * 1024;

interface Cached {
  status: number;
  contentType: string;
  body: string;
  expires: number;
}

export interface ApiFetchContext {
  language: Language;
  currency: Currency;
  token?: string;
  requestId: string;
  log: FastifyBaseLogger;
}

export interface ApiFetchFactory {
  (ctx: ApiFetchContext): typeof fetch;
  /** entries held by the anonymous-GET cache (for tests and the benchmark) */
  readonly size: number;
}

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

export function createApiFetch(upstream: Upstream, currencies: CurrencyCache, apiUrl: string): ApiFetchFactory {
  const apiOrigin = new URL(apiUrl).origin;
  const shared = new Map<string, Cached>();
  const inflight = new Map<string, Promise<Cached>>();

  function remember(key: string, entry: Cached): void {
    if (entry.status !== 200 || entry.body.length > MAX_BODY_CHARS) return;
    if (shared.size >= MAX_ENTRIES) {
      const now = Date.now();
      for (const [k, v] of shared) if (v.expires <= now) shared.delete(k);
      if (shared.size >= MAX_ENTRIES) shared.delete(shared.keys().next().value as string);
    }
    shared.set(key, entry);
  }

  async function get(path: string, headers: Record<string, string>): Promise<Cached> {
    const res = await upstream.raw('GET', path, headers);
    return { status: res.status, contentType: res.contentType, body: res.body, expires: Date.now() + SHARED_TTL_MS };
  }

  const factory = ((ctx: ApiFetchContext): typeof fetch =>
    async (input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const url = new URL(href, apiOrigin);
      if (url.origin !== apiOrigin || method !== 'GET' || init?.body) return fetch(input, init);
      const path = url.pathname + url.search;

      try {
        if (url.pathname === '/api/pages/home') {
          const lang = url.searchParams.get('lang');
          const cur = url.searchParams.get('currency');
          const { body } = await composeHome(upstream, currencies, {
            ...ctx,
            language: isLanguage(lang) ? lang : ctx.language,
            currency: isCurrency(cur) ? cur : ctx.currency,
          });
          return respond(200, 'application/json; charset=utf-8', JSON.stringify(body));
        }

        const authorization = headerOf(init?.headers, 'authorization');
        const headers: Record<string, string> = { accept: headerOf(init?.headers, 'accept') ?? 'application/json', 'x-request-id': ctx.requestId };
        if (authorization) {
          headers.authorization = authorization;
          const r = await get(path, headers);
          return respond(r.status, r.contentType, r.body);
        }
        const hit = shared.get(path);
        if (hit && hit.expires > Date.now()) return respond(hit.status, hit.contentType, hit.body);
        let pending = inflight.get(path);
        if (!pending) {
          pending = get(path, headers).finally(() => inflight.delete(path));
          inflight.set(path, pending);
          pending.then((entry) => remember(path, entry), () => undefined);
        }
        const r = await pending;
        return respond(r.status, r.contentType, r.body);
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode ?? 502;
        ctx.log.warn({ err, path }, 'server-side api call failed');
        return respond(status, 'application/json; charset=utf-8', JSON.stringify(errorBody(status, undefined)));
      }
    }) as ApiFetchFactory;
  Object.defineProperty(factory, 'size', { get: () => shared.size });
  return factory;
}
