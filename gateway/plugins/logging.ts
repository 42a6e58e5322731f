// One JSON line per request, written by Fastify's log controller when the response is done: reqId
// (the logger's child binding), method, url (secrets masked), status, responseTime in ms, and the
// time spent on the gateway's own api calls when there were any. Fastify's "incoming request" line is
// dropped. The request id is echoed as `x-request-id` so a user's report can be matched to the line.
import fp from 'fastify-plugin';
import { LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { sanitizeUrl } from '../logger.ts';

const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: a sane incoming x-request-id is kept, anything else gets a fresh UUID. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

const upstreamTimes = new WeakMap<FastifyRequest, number>();

/** Adds an api call's duration to the request's log line. */
export function recordUpstream(request: FastifyRequest, ms: number): void {
  upstreamTimes.set(request, (upstreamTimes.get(request) ?? 0) + ms);
}

export class GatewayLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {
    // the completed line says everything
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line: Record<string, unknown> = {
      method: request.method,
      url: sanitizeUrl(request.url),
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    const up = upstreamTimes.get(request);
    if (up !== undefined) line.upstreamTime = Math.round(up * 100) / 100;
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(): void {
    // a 404 is a completed request like any other
  }
}

async function loggingPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

export default fp(loggingPlugin, { name: 'gateway-logging' });
