// The one way the client code talks to the api. On the server the base is
// the api's URL and the session token travels as a Bearer header; in the browser the base is ''
// (same origin, through the gateway) and the httpOnly session cookie goes along by itself.
// Sagas take the caller with `getContext('api')`.
import { call as sagaCall, getContext } from 'redux-saga/effects';
import type { BodyOf, Endpoint, ErrorBody, FieldError, ParamsOf, QueryOf, ReplyOf } from '../../shared/contract/http.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface RequestOptions {
  query?: Query;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export interface ApiCaller {
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** a body only where the contract declares one (DELETE /api/user/current takes the password) */
  delete<T>(path: string, opts?: RequestOptions, body?: unknown): Promise<T>;
}

/** What the caller reads of an answer: the global fetch's Response has it, and so does the gateway's in-process transport. */
export interface ApiAnswer {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
}

/** How a call reaches the api: the global fetch by default; the gateway hands the server render a cheaper one. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

export interface ApiCallerOptions {
  /** '' in the browser; the api's origin (e.g. http://127.0.0.1:4000) on the server */
  base: string;
  /** the session token, sent as `Authorization: Bearer`; server side only */
  token?: string;
  fetch?: ApiTransport;
  /** abort a call after this long (default 15 s); 0 disables */
  timeoutMs?: number;
  /** extra headers on every call (e.g. x-request-id) */
  headers?: Readonly<Record<string, string>>;
}

/** A failed call: the HTTP status (0 for network failures and time-outs), a message and the body. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  constructor(statusCode: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The message an api error body carries (`{message}`), if any. */
export function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return null;
}

export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const list = Array.isArray(value) ? value : [value];
    for (const v of list) if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiCaller(options: ApiCallerOptions): ApiCaller {
  const base = options.base.replace(/\/+$/, '');
  const doFetch: ApiTransport = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
    if (!path.startsWith('/')) throw new TypeError(`api path must start with '/': ${path}`);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...opts.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const signal = timeout && opts.signal ? AbortSignal.any([timeout, opts.signal]) : (timeout ?? opts.signal);
    const url = `${base}${path}${buildQueryString(opts.query)}`;

    let res: ApiAnswer;
    try {
      res = await doFetch(url, {
        method,
        headers,
        body: payload,
        signal,
        credentials: base === '' ? 'same-origin' : undefined,
      });
    } catch (err) {
      const timedOut = timeout?.aborted === true;
      const message = timedOut ? `${method} ${path} timed out` : `${method} ${path} failed: ${(err as Error).message}`;
      throw new ApiError(0, message, null);
    }

    const text = await res.text();
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        if (res.ok) throw new ApiError(res.status, `${method} ${path} answered invalid JSON`, text);
        data = text;
      }
    }
    if (!res.ok) {
      throw new ApiError(res.status, bodyMessage(data) ?? `${method} ${path} answered ${res.status}`, data);
    }
    return data as T;
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, opts, body) => request('DELETE', path, body, opts),
  };
}

// ---------------------------------------------------------------------------------------------
// Typed calls from the contract (shared/contract/*). A feature's `api.ts` declares each call once:
//
//   import type { searchEstates } from '../../../shared/contract/estates.ts';
//   export const search = endpointCall<typeof searchEstates>('GET', '/api/estate/search');
//
// The method and path must equal the contract's (a type error otherwise); the contract is imported
// for its types only, so no schema code reaches the browser. Sagas call it one way:
//
//   const list = yield* callApi(search, { query });

type Empty = Record<never, never>;
type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : Empty extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a typed call takes: path parameters, query and body as the contract says, plus transport options. */
export type CallArgs<E extends Endpoint> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>> & { headers?: Readonly<Record<string, string>>; signal?: AbortSignal };

export type EndpointCall<E extends Endpoint> = (api: ApiCaller, args: CallArgs<E>) => Promise<ReplyOf<E>>;

/** `/api/estate/{aliasId}` with `{aliasId: 'x y'}` → `/api/estate/x%20y` */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function endpointCall<E extends Endpoint>(method: E['method'], path: E['path']): EndpointCall<E> {
  return (api, args) => {
    const a = args as { params?: Record<string, unknown>; query?: Query; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };
    const url = fillPath(path, a.params);
    const opts: RequestOptions = { query: a.query, headers: a.headers, signal: a.signal };
    switch (method) {
      case 'GET':
        return api.get<ReplyOf<E>>(url, opts);
      case 'DELETE':
        return a.body === undefined ? api.delete<ReplyOf<E>>(url, opts) : api.delete<ReplyOf<E>>(url, opts, a.body);
      case 'PATCH':
        return api.patch<ReplyOf<E>>(url, a.body, opts);
      case 'PUT':
        return api.put<ReplyOf<E>>(url, a.body, opts);
      case 'POST':
        return api.post<ReplyOf<E>>(url, a.body, opts);
      default: {
        // every method of the contract has its case: a new one fails to compile here
        const unknownMethod: never = method;
        throw new TypeError(`no way to send ${String(unknownMethod)}`);
      }
    }
  };
}

/** The one way a saga calls the api: the caller comes from the saga context. */
export function* callApi<E extends Endpoint>(call: EndpointCall<E>, args: CallArgs<E>): Generator<unknown, ReplyOf<E>, any> {
  const api: ApiCaller = yield getContext('api');
  return (yield sagaCall(call, api, args)) as ReplyOf<E>;
}

/** The field errors of a failed call's body (shared/contract/http.ts ErrorBody), if any. */
export function fieldErrorsOf(err: unknown): FieldError[] {
  const body = (err as { body?: unknown })?.body as Partial<ErrorBody> | null | undefined;
  return Array.isArray(body?.errors) ? body.errors : [];
}

/** The catalogue code of a failed call (`EMAIL_TAKEN`, `VALIDATION`), if the body has one. */
export function errorCodeOf(err: unknown): string | null {
  const body = (err as { body?: unknown })?.body as Partial<ErrorBody> | null | undefined;
  return typeof body?.code === 'string' ? body.code : null;
}
