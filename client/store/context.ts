// What every saga may take with `getContext(...)`: the api caller and the environment. The server
// and the browser fill it differently (renderer/index.ts, client/entry.tsx).
import type { i18n as I18n } from 'i18next';
import type { ApiCaller } from '../lib/api.ts';

/** pino-shaped: object first, message second. The browser passes a console-backed one. */
export interface ClientLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SagaContext {
  api: ApiCaller;
  /** the request's (server) or the page's (browser) i18next instance */
  i18n: I18n;
  /** true in the browser: only there do periodic refreshes run and cookies get written */
  browser: boolean;
  logger: ClientLogger;
  /** stores a preference (language, currency) where the next request will see it */
  setCookie(name: string, value: string): void;
  /** how often the unread-messages count is refreshed while signed in */
  messageRefreshMs: number;
}

export const consoleLogger: ClientLogger = {
  error: (obj, msg) => console.error(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

/** Writes a first-party preference cookie for a year (browser only). */
export function writeDocumentCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
