// One error handler and one not-found handler for the whole gateway (registered first, so every
// encapsulated plugin inherits them). 4xx keep their message; 5xx are logged in full and answered
// with a fixed phrase.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError, errorBody, errorPage, wantsJson } from '../errors.ts';
import type { ErrorBody } from '../errors.ts';
import { UpstreamError } from '../upstream.ts';

export function sendError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody): FastifyReply {
  reply.code(body.statusCode);
  if (body.statusCode === 503) reply.header('retry-after', '5');
  if (wantsJson(request)) return reply.type('application/json; charset=utf-8').send(body);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPage(body));
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
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
