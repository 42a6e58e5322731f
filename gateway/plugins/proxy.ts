// `/api/*`, `/media/*` and the sitemaps (`/sitemap.xml`, `/sitemaps/*`) streamed to the api through @fastify/http-proxy over one undici pool:
// connect time-out 2 s, response and body time-out 10 s, no retries. Toward the api the gateway
// drops the browser's cookies, turns the sid cookie into `Authorization: Bearer`, and passes the
// request id and client address. A refused or broken connection answers 502 JSON, a slow api 504.
// Cookie-authenticated writes from another origin are refused with 403 before anything is sent.
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';
import type { GatewayConfig } from '../config.ts';
import { isCrossSiteCookieWrite } from '../csrf.ts';
import { errorBody, errors } from '../errors.ts';
import { clearSessionCookie, sessionToken } from '../session.ts';
import { sendError } from './errors.ts';

export interface ProxyOptions {
  config: GatewayConfig;
  apiUrl: string;
  timeouts: { connect: number; response: number };
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);
/** hop-by-hop and identity headers the browser must not set toward the api */
const DROP = ['cookie', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

function upstreamStatus(error: { statusCode?: number; code?: string; cause?: { code?: string } }): 502 | 504 {
  if (error.statusCode === 504 || TIMEOUT_CODES.has(error.code ?? '') || TIMEOUT_CODES.has(error.cause?.code ?? '')) return 504;
  return 502;
}

export default async function proxyPlugin(app: FastifyInstance, opts: ProxyOptions): Promise<void> {
  const { config, apiUrl, timeouts } = opts;
  const pool = new Pool(apiUrl, {
    connect: { timeout: timeouts.connect },
    headersTimeout: timeouts.response,
    bodyTimeout: timeouts.response,
    connections: 128,
    pipelining: 1,
  });
  app.addHook('onClose', async () => {
    await pool.close();
  });

  app.addHook('onRequest', async (request) => {
    if (isCrossSiteCookieWrite(request, config)) {
      request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site cookie write refused');
      throw errors.crossSite();
    }
  });

  function rewriteRequestHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
    const out: IncomingHttpHeaders = { ...headers };
    for (const h of DROP) delete out[h];
    const token = sessionToken(request);
    if (token) out.authorization = `Bearer ${token}`;
    out['x-request-id'] = request.id;
    out['x-forwarded-for'] = request.ip;
    if (headers.host) out['x-forwarded-host'] = headers.host;
    out['x-forwarded-proto'] = request.protocol;
    return out;
  }

  function onError(reply: FastifyReply, { error }: { error: Error & { statusCode?: number; code?: string; cause?: { code?: string } } }): void {
    const status = upstreamStatus(error);
    // reply-from has logged the error itself; this line says what the browser got
    reply.request.log.warn({ status, code: error.cause?.code ?? error.code }, 'api call through the proxy failed');
    if (reply.sent) return;
    sendError(reply.request, reply, errorBody(status, undefined));
  }

  const replyOptions = {
    rewriteRequestHeaders,
    onError,
    timeout: timeouts.response,
    retryDelay: () => null,
    // a GET refused with 401 means the session is gone: drop the cookie so pages stop sending it
    onResponse(request: FastifyRequest, reply: FastifyReply, res: { statusCode: number; stream: NodeJS.ReadableStream }) {
      if (res.statusCode === 401 && request.method === 'GET' && sessionToken(request)) clearSessionCookie(reply, config);
      reply.send(res.stream);
    },
  };

  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: pool,
    disableRequestLogging: true,
    replyOptions,
  } as never);

  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    undici: pool,
    disableRequestLogging: true,
    replyOptions: { ...replyOptions, onResponse: undefined },
  } as never);

  // the sitemaps, written by the api from the database (api/sitemaps)
  for (const prefix of ['/sitemap.xml', '/sitemaps']) {
    await app.register(proxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      httpMethods: ['GET', 'HEAD'],
      undici: pool,
      disableRequestLogging: true,
      replyOptions: { ...replyOptions, onResponse: undefined },
    } as never);
  }
}
