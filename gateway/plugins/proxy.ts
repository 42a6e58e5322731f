// `/api/*`, `/media/*` and the sitemaps (`/sitemap.xml`, `/sitemaps/*`) streamed to the api through @fastify/http-proxy over one undici pool:
// connect time-out 2 s, response and body time-out 10 s, no retries. Toward the api the gateway
// drops the browser's cookies, turns the sid cookie into `Authorization: Bearer`, and passes the
// request id and client address. A refused or broken connection answers 502 JSON, a slow api 504.
// Cookie-authenticated writes from another origin are refused with 403 before anything is sent.
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import { BodyError, bodyErrors, bufferStream, guardStream, readBody, type BodyGuardOptions, type UploadSlots } from '../body-guard.ts';
import type { GatewayConfig } from '../config.ts';
import { isCrossSiteCookieWrite } from '../csrf.ts';
import { lingerAfterEarlyAnswer } from '../linger.ts';
import { errorBody, errors } from '../errors.ts';
import { clearSessionCookie, sessionToken } from '../session.ts';
import { sendError } from './errors.ts';

export interface ProxyOptions {
  config: GatewayConfig;
  apiUrl: string;
  timeouts: { connect: number; response: number };
  /** the pool of connections to the api (app.ts makes it; /readyz reads its stats) */
  pool: Pool;
  /** upload slots (gateway/body-guard.ts) */
  slots: UploadSlots;
  guard: BodyGuardOptions;
  /** once the gateway is closing, uploads still arriving after this long are cut with 503, ms */
  shutdownDrainMs: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);
/** hop-by-hop and identity headers the browser must not set toward the api */
const DROP = [
  // Node's server has already answered `100 Continue` to the browser; undici refuses to send it on
  'expect',
  'cookie',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
];

/** The api's own body limit (api/app.ts BODY_LIMIT). */
export const BODY_LIMIT = 1024 * 1024;
/** A photo upload (or one floor plan or document, api/estates/documents-routes.ts): at most 10 files of 10 MiB each (api/estates/photos-routes.ts), plus the multipart framing. */
export const UPLOAD_BODY_LIMIT = 10 * 10 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PATH = /^\/api\/estate\/[^/?]+\/(?:photos|documents)(?:\?|$)/;
/** A feed for the mass import (api/import/routes.ts): one file up to IMPORT_MAX_BYTES, plus the framing. */
const IMPORT_PATH = /^\/api\/import(?:\?|$)/;

/** The body limit of a request that streams through an upload slot, or undefined for an ordinary one
 *  (read here in full, at most BODY_LIMIT). */
export function uploadLimitOf(request: Pick<FastifyRequest, 'method' | 'url'>, importMaxBytes: number): number | undefined {
  if (request.method !== 'POST') return undefined;
  if (UPLOAD_PATH.test(request.url)) return UPLOAD_BODY_LIMIT;
  if (IMPORT_PATH.test(request.url)) return importMaxBytes + 64 * 1024;
  return undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The session an upload is made with (the sid cookie, else a Bearer token), undefined for none. */
function uploadToken(request: FastifyRequest): string | undefined {
  return sessionToken(request) ?? BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/** Whom an upload slot is counted for: the session (issue 21: one account from many addresses),
 *  hashed so no token is kept in memory. */
function uploaderOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** the body error that cut a proxied request's body, for onError to answer with */
const CUT = Symbol('body cut');
type Cut = { [CUT]?: BodyError };

function upstreamStatus(error: { statusCode?: number; code?: string; cause?: { code?: string } }): 502 | 504 {
  if (error.statusCode === 504 || TIMEOUT_CODES.has(error.code ?? '') || TIMEOUT_CODES.has(error.cause?.code ?? '')) return 504;
  return 502;
}

export default async function proxyPlugin(app: FastifyInstance, opts: ProxyOptions): Promise<void> {
  const { config, apiUrl, timeouts } = opts;
  const { pool, slots, guard } = opts;
  const uploadLimit = (request: FastifyRequest) => uploadLimitOf(request, config.importMaxBytes);
  // the uploads streaming now, and how to cut each: at shutdown none may be left without an answer
  const streaming = new Map<FastifyRequest, (err: BodyError) => void>();
  app.addHook('preClose', async () => {
    if (streaming.size === 0) return;
    app.log.info({ uploads: streaming.size, drainMs: opts.shutdownDrainMs }, 'closing: uploads in flight may finish');
    setTimeout(() => {
      if (streaming.size) app.log.warn({ uploads: streaming.size }, 'closing: uploads still arriving are cut with 503');
      for (const cut of streaming.values()) cut(bodyErrors.closing());
    }, opts.shutdownDrainMs).unref();
  });

  app.addHook('onRequest', async (request) => {
    if (isCrossSiteCookieWrite(request, config)) {
      request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site cookie write refused');
      throw errors.crossSite();
    }
  });

  // Uploads are for signed-in users only (both endpoints need a session): an anonymous one is
  // refused before its body is read or a slot is taken (issue 21), and before `100 Continue` below
  app.addHook('onRequest', async (request) => {
    if (uploadLimit(request) !== undefined && !uploadToken(request)) {
      throw errors.unauthorized('Sign in to upload');
    }
  });
  // `Expect: 100-continue`: Node answers `100 Continue` itself unless the server listens for
  // checkContinue; an upload gets it only once it holds a slot (preHandler below), so a refused
  // one is answered without its body ever being sent
  const expectsContinue = (req: IncomingMessage) => /100-continue/i.test(String(req.headers.expect ?? ''));
  if (app.server.listenerCount('checkContinue') === 0) {
    app.server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
      if (uploadLimitOf({ method: req.method ?? '', url: req.url ?? '' }, config.importMaxBytes) === undefined) res.writeContinue();
      app.server.emit('request', req, res);
    });
  }

  // Bodies are limited here, before a byte goes to the api: the api refusing a body it is still
  // being sent breaks the connection, which the browser would see as a 502 instead of a 413.
  // (Fastify's own check would answer before reading, and the client, still sending, saw a reset.)
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > (uploadLimit(request) ?? BODY_LIMIT)) {
      // read and drop what the client is still sending, so it gets the 413 rather than a reset
      lingerAfterEarlyAnswer(request.raw, (name, value) => reply.header(name, value));
      return sendError(request, reply, errorBody(413, 'Request body is too large', 'BODY_TOO_LARGE'));
    }
  });
  // an answer sent before the body was read (the api refused it early, or the gateway did): the
  // connection closes after the answer in stages, the rest read and dropped meanwhile, so the
  // client reads the answer instead of a reset (gateway/linger.ts)
  app.addHook('onSend', async (request, reply, payload) => {
    lingerAfterEarlyAnswer(request.raw, (name, value) => reply.header(name, value));
    return payload;
  });

  // docs/decisions/0011: ordinary bodies are read here in full before the api is called; uploads
  // stream through a bounded number of slots (gateway/body-guard.ts)
  app.addHook('preHandler', async (request, reply) => {
    const body = request.body as NodeJS.ReadableStream | undefined;
    if (!body || typeof body.pipe !== 'function') return;
    const limit = uploadLimit(request);
    if (limit === undefined) {
      request.body = bufferStream(await readBody(body, BODY_LIMIT, guard.idleMs));
      return;
    }
    const token = uploadToken(request);
    const release = slots.acquire(token ? uploaderOf(token) : `address:${request.ip}`);
    if (release instanceof BodyError) {
      request.log.warn({ code: release.code, active: slots.active }, 'upload refused');
      throw release;
    }
    reply.raw.once('close', release);
    if (expectsContinue(request.raw)) reply.raw.writeContinue();
    const guarded = guardStream(body, limit, guard, (err) => {
      (request as Cut)[CUT] = err;
    });
    request.body = guarded;
    streaming.set(request, (err) => {
      (request as Cut)[CUT] ??= err;
      guarded.destroy(err);
    });
    reply.raw.once('close', () => streaming.delete(request));
    guarded.once('end', () => streaming.delete(request));
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
    const cut = (reply.request as Cut)[CUT];
    if (cut) {
      reply.request.log.info({ code: cut.code }, 'upload cut');
      if (!reply.sent) sendError(reply.request, reply, errorBody(cut.statusCode, cut.message, cut.code));
      return;
    }
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
