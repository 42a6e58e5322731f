// The one way the client code talks to the api (CONTRACTS.md "client/"). On the server the base is
// the api's URL and the session token travels as a Bearer header; in the browser the base is ''
// (same origin, through the gateway) and the httpOnly session cookie goes along by itself.
// Sagas take the caller with `getContext('api')`.

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
  delete<T>(path: string, opts?: RequestOptions): Promise<T>;
}

export interface ApiCallerOptions {
  /** '' in the browser; the api's origin (e.g. http://127.0.0.1:4000) on the server */
  base: string;
  /** the session token, sent as `Authorization: Bearer`; server side only */
  token?: string;
  fetch?: typeof globalThis.fetch;
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
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
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

    let res: Response;
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
    delete: (path, opts) => request('DELETE', path, undefined, opts),
  };
}
