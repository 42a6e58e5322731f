// The gateway's own calls to the api (sign-in, aggregation, currencies, readiness), over one undici
// pool with the same time-outs as the proxy: a refused or slow connection is a 502, a slow answer a
// 504. The proxy itself (plugins/proxy.ts) streams through @fastify/http-proxy instead.
import { Pool, errors as undiciErrors } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';

export const CONNECT_TIMEOUT_MS = 2_000;
export const RESPONSE_TIMEOUT_MS = 10_000;

export interface UpstreamOptions {
  connectTimeout?: number;
  timeout?: number;
}

export interface UpstreamRequest {
  /** sent as `Authorization: Bearer <token>` */
  token?: string;
  requestId?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** a shorter response time-out for this call, ms */
  timeout?: number;
}

export interface UpstreamResponse<T = unknown> {
  status: number;
  body: T;
  headers: IncomingHttpHeaders;
  /** time to the complete body, ms */
  ms: number;
}

/** The api could not be reached (502) or did not answer in time (504). */
export class UpstreamError extends Error {
  constructor(
    readonly statusCode: 502 | 504,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export interface Upstream {
  readonly base: string;
  request<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, req?: UpstreamRequest): Promise<UpstreamResponse<T>>;
  get<T = unknown>(path: string, req?: UpstreamRequest): Promise<UpstreamResponse<T>>;
  /** the body as text, for callers that pass it on (the renderer's fetch), with the api's Cache-Control */
  raw(
    method: 'GET',
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; contentType: string; body: string; cacheControl?: string }>;
  close(): Promise<void>;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Maps a transport error to a 502 or 504; anything else is rethrown as it is. */
export function toUpstreamError(err: unknown): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const code = (err as { code?: string } | null)?.code ?? '';
  if (TIMEOUT_CODES.has(code) || err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError) {
    return new UpstreamError(504, 'The api did not answer in time', { cause: err });
  }
  return new UpstreamError(502, 'The api is unreachable', { cause: err });
}

export function createUpstream(base: string, opts: UpstreamOptions = {}): Upstream {
  const timeout = opts.timeout ?? RESPONSE_TIMEOUT_MS;
  const pool = new Pool(base, {
    connect: { timeout: opts.connectTimeout ?? CONNECT_TIMEOUT_MS },
    headersTimeout: timeout,
    bodyTimeout: timeout,
    connections: 64,
  });

  async function request<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, req: UpstreamRequest = {}): Promise<UpstreamResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    if (req.requestId) headers['x-request-id'] = req.requestId;
    let body: string | undefined;
    if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const t0 = performance.now();
    try {
      const res = await pool.request({
        method,
        path,
        headers,
        body,
        ...(req.timeout ? { headersTimeout: req.timeout, bodyTimeout: req.timeout } : {}),
      });
      const text = await res.body.text();
      const type = String(res.headers['content-type'] ?? '');
      let parsed: unknown = text;
      if (type.includes('json') && text !== '') {
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new UpstreamError(502, 'The api sent malformed JSON');
        }
      }
      return { status: res.statusCode, body: parsed as T, headers: res.headers, ms: performance.now() - t0 };
    } catch (err) {
      throw toUpstreamError(err);
    }
  }

  async function raw(method: 'GET', path: string, headers: Record<string, string>) {
    try {
      const res = await pool.request({ method, path, headers });
      const body = await res.body.text();
      const cacheControl = res.headers['cache-control'];
      return {
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? 'application/json'),
        body,
        ...(cacheControl === undefined ? {} : { cacheControl: String(cacheControl) }),
      };
    } catch (err) {
      throw toUpstreamError(err);
    }
  }

  return {
    base,
    request,
    raw,
    get: (path, req) => request('GET', path, req),
    close: () => pool.close(),
  };
}
