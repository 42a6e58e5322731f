// The gateway's error catalogue and the two shapes an error takes: `{statusCode, error, message}`
// JSON for /api, /media and /locales (and clients that ask for JSON), a small HTML page otherwise.
// The detail of a 5xx never leaves the server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATUS_CODES } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { ErrorBody } from '../shared/contract/http.ts';

export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const errors = {
  notFound: (what = 'page') => new GatewayError(404, 'NOT_FOUND', `The ${what} was not found`),
  badRequest: (message: string) => new GatewayError(400, 'BAD_REQUEST', message),
  unauthorized: (message: string) => new GatewayError(401, 'UNAUTHORIZED', message),
  crossSite: () => new GatewayError(403, 'CROSS_SITE_WRITE', 'Cookie-authenticated writes must come from this site'),
  badGateway: () => new GatewayError(502, 'API_UNREACHABLE', 'The api is unreachable'),
  gatewayTimeout: () => new GatewayError(504, 'API_TIMEOUT', 'The api did not answer in time'),
};

/** What a client may read about a 5xx: a fixed phrase per status, never the error's own text. */
const PUBLIC_5XX: Record<number, string> = {
  502: 'The api is unreachable',
  503: 'The service is unavailable, try again shortly',
  504: 'The api did not answer in time',
};

export type { ErrorBody };

/** The stable code of each 5xx a client may see (the detail stays on the server). */
const PUBLIC_5XX_CODE: Record<number, string> = { 502: 'API_UNREACHABLE', 503: 'UNAVAILABLE', 504: 'API_TIMEOUT' };

export function errorBody(statusCode: number, message: string | undefined, code?: string): ErrorBody {
  const status = statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
  const safe = status >= 500 ? (PUBLIC_5XX[status] ?? 'Something went wrong on our side') : message || STATUS_CODES[status] || 'Error';
  const reason = STATUS_CODES[status] ?? 'Error';
  const stable = status >= 500 ? (PUBLIC_5XX_CODE[status] ?? 'INTERNAL') : (code ?? reason.toUpperCase().replace(/[^A-Z0-9]+/g, '_'));
  return { statusCode: status, error: reason, code: stable, message: safe };
}

export function wantsJson(request: FastifyRequest): boolean {
  // the path as the client sent it: one with no plain form was routed to a path outside /api
  const url = request.originalUrl ?? request.url;
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || url.startsWith('/locales/')) return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The visitor's words for a failed page (locales/<lng>/common.json, errors.page). */
export interface ErrorPageTexts {
  lang: string;
  title: string;
  text: string;
  home: string;
}

/** Every language's error-page texts from the translations; a language whose file cannot be read is left out. */
export function loadErrorTexts(localesDir: string, languages: readonly string[]): Map<string, ErrorPageTexts> {
  const texts = new Map<string, ErrorPageTexts>();
  for (const lang of languages) {
    try {
      const page = (JSON.parse(readFileSync(join(localesDir, lang, 'common.json'), 'utf8')) as { errors?: { page?: Record<string, string> } }).errors
        ?.page;
      if (page?.title && page.text && page.home) texts.set(lang, { lang, title: page.title, text: page.text, home: page.home });
    } catch {
      // the plain English page stands in
    }
  }
  return texts;
}

/**
 * A self-contained error page (no scripts, no external resources). A 5xx page given the visitor's
 * texts says in their language that the page could not be loaded; the status stays in the title.
 */
export function errorPage(body: ErrorBody, texts?: ErrorPageTexts): string {
  const title = `${body.statusCode} - ${escapeHtml(body.error)}`;
  const localized = texts && body.statusCode >= 500;
  const lang = localized ? escapeHtml(texts.lang) : 'en';
  const heading = localized ? escapeHtml(texts.title) : title;
  const text = localized ? escapeHtml(texts.text) : escapeHtml(body.message);
  const home = localized ? escapeHtml(texts.home) : 'Home';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${localized ? `${heading} (${body.statusCode})` : title}</title></head>
<body>
<main>
<h1>${heading}</h1>
<p>${text}</p>
<p><a href="/">${home}</a></p>
</main>
</body>
</html>
`;
}
