// The gateway's error catalogue and the two shapes an error takes: `{statusCode, error, message}`
// JSON for /api, /media and /locales (and clients that ask for JSON), a small HTML page otherwise.
// The detail of a 5xx never leaves the server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATUS_CODES } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { ErrorBody } from '../shared/contract/http.ts';
import { escapeHtml } from '../shared/core/html.ts';

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

/** The visitor's words for a failed page (locales/<lng>/app.json: errors.page, and notFound for a 404). */
export interface ErrorPageTexts {
  lang: string;
  title: string;
  text: string;
  home: string;
  /** the words of a page that does not exist (the pages' own 404 says the same) */
  notFound?: { title: string; text: string; home: string };
}

interface AppTexts {
  errors?: { page?: Record<string, string> };
  notFound?: Record<string, string>;
}

/** Every language's error-page texts from the translations, read once; a language whose file cannot be read is left out. */
export function loadErrorTexts(localesDir: string, languages: readonly string[]): Map<string, ErrorPageTexts> {
  const texts = new Map<string, ErrorPageTexts>();
  for (const lang of languages) {
    try {
      const app = JSON.parse(readFileSync(join(localesDir, lang, 'app.json'), 'utf8')) as AppTexts;
      const page = app.errors?.page;
      const nf = app.notFound;
      const notFound = nf?.text && nf.hint && nf.home ? { title: nf.text, text: nf.hint, home: nf.home } : undefined;
      if (page?.title && page.text && page.home)
        texts.set(lang, { lang, title: page.title, text: page.text, home: page.home, ...(notFound ? { notFound } : {}) });
    } catch {
      // the plain English page stands in
    }
  }
  return texts;
}

/** The localized words of a page for this status: a 5xx's, a 404's, none for another 4xx (its message is specific). */
function wordsFor(status: number, texts: ErrorPageTexts | undefined): { title: string; text: string; home: string } | undefined {
  if (!texts) return undefined;
  if (status >= 500) return texts;
  if (status === 404) return texts.notFound;
  return undefined;
}

/**
 * A self-contained error page (no scripts, no external resources). Given the visitor's texts, a 5xx
 * page says in their language that the page could not be loaded, and a 404 that it does not exist;
 * the status stays in the title. Another 4xx keeps its own (English) message.
 */
export function errorPage(body: ErrorBody, texts?: ErrorPageTexts): string {
  const title = `${body.statusCode} - ${escapeHtml(body.error)}`;
  const words = wordsFor(body.statusCode, texts);
  const lang = words && texts ? escapeHtml(texts.lang) : 'en';
  const heading = words ? escapeHtml(words.title) : title;
  const text = words ? escapeHtml(words.text) : escapeHtml(body.message);
  const home = words ? escapeHtml(words.home) : 'Home';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words ? `${heading} (${body.statusCode})` : title}</title></head>
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
