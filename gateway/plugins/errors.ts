// One error handler and one not-found handler for the whole gateway (registered first, so every
// encapsulated plugin inherits them). 4xx keep their message; 5xx are logged in full and answered
// with a fixed phrase.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError, errorBody, errorPage, loadErrorTexts, wantsJson } from '../errors.ts';
import type { ErrorBody, ErrorPageTexts } from '../errors.ts';
import { UpstreamError } from '../upstream.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';
import { LANGUAGE_COOKIE, resolveLanguage } from '../context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the error page's texts per language (a page that failed is told in the visitor's language) */
    errorTexts: Map<string, ErrorPageTexts>;
  }
}

function visitorTexts(request: FastifyRequest): ErrorPageTexts | undefined {
  const texts = request.server.errorTexts;
  if (!texts?.size) return undefined;
  const language = resolveLanguage({
    query: (request.query as { lng?: string } | undefined)?.lng,
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    host: request.headers.host,
    acceptLanguage: request.headers['accept-language'],
  });
  return texts.get(language) ?? texts.get('en');
}

/** Sets the status and headers of an error answer and gives its payload: JSON for api clients, else a page. */
export function errorPayload(request: FastifyRequest, reply: FastifyReply, body: ErrorBody): string | ErrorBody {
  reply.code(body.statusCode);
  if (body.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
  // an error of the gateway's own (403 CROSS_SITE_WRITE, 404, 502, 504, …) is never kept by a cache
  reply.header('cache-control', 'no-store');
  if (wantsJson(request)) {
    reply.type('application/json; charset=utf-8');
    return body;
  }
  const texts = body.statusCode >= 500 || body.statusCode === 404 ? visitorTexts(request) : undefined;
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return errorPage(body, texts);
}

export function sendError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.send(errorPayload(request, reply, body));
}

async function errorsPlugin(app: FastifyInstance, opts: { localesDir?: string }): Promise<void> {
  app.decorate('errorTexts', opts.localesDir ? loadErrorTexts(opts.localesDir, LANGUAGES) : new Map<string, ErrorPageTexts>());
  app.setErrorHandler((err: FastifyError | GatewayError | UpstreamError, request, reply) => {
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode <= 599 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.debug({ err: { message: err.message, code: (err as FastifyError).code } }, 'request rejected');
    const code = err instanceof GatewayError ? err.code : undefined;
    const retryAfter = (err as { retryAfterS?: number }).retryAfterS;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    if (reply.sent || reply.raw.headersSent) return;
    return sendError(request, reply, errorBody(status, err.message, code));
  });

  app.setNotFoundHandler((request, reply) => {
    return sendError(request, reply, errorBody(404, 'The page was not found', 'NOT_FOUND'));
  });
}

export default fp(errorsPlugin, { name: 'gateway-errors' });
