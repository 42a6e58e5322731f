// The catch-all page route: every GET/HEAD no other route took is rendered by the renderer. The
// gateway resolves the request's context (language, currency, domain from the Host, currencies,
// analytics id, session token) and hands it over; it honours the renderer's redirect (302) and
// status (404 for unknown paths and missing data).
import type { FastifyInstance } from 'fastify';
import { analyticsIdFor, publicConfigFor } from '../config.ts';
import { analyticsAllowed, consentOf, CONSENT_COOKIE } from '../../shared/core/consent.ts';
import type { GatewayConfig } from '../config.ts';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, domainOf, isLanguage, resolveCurrency, resolveLanguage } from '../context.ts';
import type { CurrencyCache } from '../currencies.ts';
import type { RenderResult, Renderer } from '../../renderer/index.ts';
import { createApiFetch } from '../api-fetch.ts';
import type { ApiReader } from '../api-reader.ts';
import { createLimiter } from '../limiter.ts';
import { errors } from '../errors.ts';
import { sessionToken } from '../session.ts';

/** What the gateway needs of the renderer (renderer/index.ts; tests pass their own). */
export type PageRenderer = Pick<Renderer, 'render'>;

export interface SsrOptions {
  config: GatewayConfig;
  apiUrl: string;
  renderer: PageRenderer;
  currencies: CurrencyCache;
  reader: ApiReader;
  /** renders in flight at once (default 8); more wait in arrival order */
  concurrency?: number;
  /** renders waiting at most (default 1 000); beyond that a page is refused with 503 */
  maxWaiting?: number;
  /** one deadline for a whole page (its api calls included), ms: past it the page is a 504 (default 10 000) */
  deadlineMs?: number;
}

/** The page's data failed: 502 (renderer/index.ts PAGE_DATA_ERROR_STATUS) is sharpened to what the api calls met. */
const PAGE_DATA_ERROR_STATUS = 502;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const RESERVED = /^\/(?:api|assets|media|locales)(?:[/?]|$)/;

/** A redirect target the renderer gives must stay on this site. */
function isLocalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export default async function ssrPlugin(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const { config, apiUrl, renderer, currencies, reader } = opts;
  const apiFetch = createApiFetch(reader, currencies, apiUrl);
  const limiter = createLimiter(opts.concurrency ?? 8, opts.maxWaiting ?? 1_000);
  const deadlineMs = opts.deadlineMs ?? 10_000;

  app.route<{ Querystring: { lng?: string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      // the gateway's own prefixes never name a page: an unknown file or call there is a plain 404
      if (RESERVED.test(request.url)) return reply.callNotFound();
      const token = sessionToken(request);
      const host = request.headers.host;
      const domain = domainOf(host);
      const language = resolveLanguage({
        query: request.query.lng,
        cookie: request.cookies[LANGUAGE_COOKIE],
        host,
        acceptLanguage: request.headers['accept-language'],
      });
      const currency = resolveCurrency(request.cookies[CURRENCY_COOKIE]);
      const list = await currencies.get(request.log, request.id);
      const failures = { worst: 0 };
      // one deadline for the whole page: a hung api costs at most deadlineMs, however many calls the page makes
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(errors.gatewayTimeout()), deadlineMs);
      });
      const rendering = limiter.run(() =>
        renderer.render({
          url: request.url,
          language,
          domain,
          currency,
          currencies: list,
          apiBase: apiUrl,
          token,
          // no analytics script before the visitor said yes (shared/core/consent.ts)
          analyticsId: analyticsAllowed(consentOf(request.cookies[CONSENT_COOKIE])) ? analyticsIdFor(config, domain) : undefined,
          requestId: request.id,
          // canonical, alternate and preview URLs are absolute (search engines want them so)
          origin: config.publicOrigin,
          publicConfig: publicConfigFor(config, domain),
          fetch: apiFetch({ language, currency, token, requestId: request.id, log: request.log, failures }),
        }),
      );
      rendering.catch(() => undefined);
      let result: RenderResult;
      try {
        result = await Promise.race([rendering, deadline]);
      } finally {
        clearTimeout(timer);
      }
      // a page whose data failed says how: 502 unreachable, 503 unavailable, 504 too slow
      if (result.status === PAGE_DATA_ERROR_STATUS && [503, 504].includes(failures.worst)) result = { ...result, status: failures.worst };
      // a screen showing its own error state for its failed main data (the search list) is no 200
      // when the api failed: 502, 503 or 504 as the calls met, so caches and monitors see the outage
      if (result.status === 200 && result.dataFailed && failures.worst >= 500)
        result = { ...result, status: [503, 504].includes(failures.worst) ? failures.worst : 502 };
      if (result.redirect) {
        const location = isLocalPath(result.redirect) ? result.redirect : '/';
        const status = REDIRECT_STATUSES.has(result.status) ? result.status : 302;
        return reply.code(status).header('location', location).header('cache-control', 'no-store').send();
      }
      // a language chosen through `?lng=` is remembered, as the language switch does: a reload or the
      // next page without the parameter keeps it (a guided flow begun in Spanish stays Spanish)
      if (isLanguage(request.query.lng) && request.cookies[LANGUAGE_COOKIE] !== request.query.lng)
        reply.setCookie(LANGUAGE_COOKIE, request.query.lng, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
      reply
        .code(result.status >= 200 && result.status <= 599 ? result.status : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', token ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie, accept-language');
      // as bytes: encoded once here, where a string would be measured (Content-Length) and then
      // encoded again by the socket write, both over the whole document
      return reply.send(Buffer.from(result.html ?? ''));
    },
  });
}
