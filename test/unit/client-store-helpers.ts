// A real store over a scripted api for the store tests (not a test file itself).
import type { i18n as I18n } from 'i18next';
import { ApiError, type ApiCaller } from '../../client/lib/api.ts';
import { createServerI18n } from '../../client/i18n/setup.ts';
import { configureStore, type PreloadedState } from '../../client/store/configureStore.ts';
import type { ClientLogger, SagaContext } from '../../client/store/context.ts';

export type Handler = (path: string, opts: { query?: Record<string, unknown>; body?: unknown; method: string }) => unknown;

export interface Harness {
  calls: { method: string; path: string; query?: Record<string, unknown> }[];
  logs: { level: 'error' | 'warn'; msg: string; obj: object }[];
  cookies: Record<string, string>;
}

/** `routes['GET /api/x']` answers with a value, or throws when the handler throws (e.g. apiError(404)). */
export function scriptedApi(routes: Record<string, Handler>, calls: Harness['calls']): ApiCaller {
  const call = async (method: string, path: string, body?: unknown, opts?: { query?: object }) => {
    const query = opts?.query as Record<string, unknown> | undefined;
    calls.push({ method, path, query });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new ApiError(404, `no route ${method} ${path}`, { statusCode: 404, message: 'Not Found' });
    return handler(path, { query, body, method });
  };
  return {
    get: (path, opts) => call('GET', path, undefined, opts) as never,
    post: (path, body, opts) => call('POST', path, body, opts) as never,
    patch: (path, body, opts) => call('PATCH', path, body, opts) as never,
    put: (path, body, opts) => call('PUT', path, body, opts) as never,
    delete: (path, opts) => call('DELETE', path, undefined, opts) as never,
  };
}

export function apiError(statusCode: number, message: string, body: unknown = { statusCode, message }): never {
  throw new ApiError(statusCode, message, body);
}

export function testI18n(): I18n {
  return createServerI18n({
    en: { app: { hello: 'Hello' } },
    de: { app: { hello: 'Hallo' } },
  });
}

export function makeStore(
  routes: Record<string, Handler>,
  opts: { state?: PreloadedState; browser?: boolean; i18n?: I18n; messageRefreshMs?: number } = {},
) {
  const h: Harness = { calls: [], logs: [], cookies: {} };
  const logger: ClientLogger = {
    error: (obj, msg) => h.logs.push({ level: 'error', msg, obj }),
    warn: (obj, msg) => h.logs.push({ level: 'warn', msg, obj }),
  };
  const context: SagaContext = {
    api: scriptedApi(routes, h.calls),
    i18n: opts.i18n ?? testI18n(),
    browser: opts.browser ?? false,
    logger,
    setCookie: (name, value) => {
      h.cookies[name] = value;
    },
    messageRefreshMs: opts.messageRefreshMs ?? 300_000,
  };
  const configured = configureStore(opts.state ?? {}, context);
  return { ...configured, h };
}

/** Resolves once `check` holds for the store's state (checked after every dispatch). */
export function until<S>(store: { getState(): S; subscribe(l: () => void): () => void }, check: (s: S) => boolean): Promise<S> {
  return new Promise((resolve) => {
    if (check(store.getState())) return resolve(store.getState());
    const off = store.subscribe(() => {
      if (check(store.getState())) {
        off();
        resolve(store.getState());
      }
    });
  });
}
