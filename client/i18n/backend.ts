// A small i18next backend for the browser: `GET /locales/{lng}/{ns}.json`. docs/product.md: a 5xx answer
// (or a network failure) is retried up to 5 times, waiting 250 ms and doubling; a 4xx answer and a
// body that is not JSON fail at once. i18next's own retry is not used (the callback never asks for it).
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { TIMING } from '../../shared/core/constants.ts';

export interface FetchBackendOptions {
  /** `{{lng}}` and `{{ns}}` are replaced; default '/locales/{{lng}}/{{ns}}.json' */
  loadPath?: string;
  fetch?: typeof globalThis.fetch;
  retries?: number;
  retryDelayMs?: number;
  /** waits between attempts; tests pass a recorder */
  sleep?: (ms: number) => Promise<void>;
}

export class TranslationLoadError extends Error {
  readonly status: number;
  readonly retryable: boolean;
  constructor(message: string, status: number, retryable: boolean) {
    super(message);
    this.name = 'TranslationLoadError';
    this.status = status;
    this.retryable = retryable;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One attempt: the parsed namespace, or a TranslationLoadError saying whether to try again. */
async function loadOnce(url: string, doFetch: typeof globalThis.fetch): Promise<ResourceKey> {
  let res: Response;
  try {
    res = await doFetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  } catch (err) {
    throw new TranslationLoadError(`failed loading ${url}: ${(err as Error).message}`, 0, true);
  }
  if (res.status >= 500) throw new TranslationLoadError(`failed loading ${url}: status ${res.status}`, res.status, true);
  if (!res.ok) throw new TranslationLoadError(`failed loading ${url}: status ${res.status}`, res.status, false);
  const text = await res.text();
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not an object');
    return data as ResourceKey;
  } catch {
    throw new TranslationLoadError(`failed parsing ${url} to json`, res.status, false);
  }
}

export async function loadTranslations(lng: string, ns: string, options: FetchBackendOptions = {}): Promise<ResourceKey> {
  const loadPath = options.loadPath ?? '/locales/{{lng}}/{{ns}}.json';
  const url = loadPath.replace('{{lng}}', encodeURIComponent(lng)).replace('{{ns}}', encodeURIComponent(ns));
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retries = options.retries ?? TIMING.translationRetries;
  const sleep = options.sleep ?? wait;
  let delay = options.retryDelayMs ?? TIMING.translationRetryDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadOnce(url, doFetch);
    } catch (err) {
      if (!(err instanceof TranslationLoadError) || !err.retryable || attempt >= retries) throw err;
      await sleep(delay);
      delay *= 2;
    }
  }
}

export class FetchBackend implements BackendModule<FetchBackendOptions> {
  static readonly type = 'backend' as const;
  readonly type = 'backend' as const;
  readonly callbackApi = true;
  private options: FetchBackendOptions = {};

  constructor(options: FetchBackendOptions = {}) {
    this.options = options;
  }

  init(_services: unknown, backendOptions: FetchBackendOptions = {}): void {
    this.options = { ...backendOptions, ...this.options };
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    loadTranslations(language, namespace, this.options).then(
      (data) => callback(null, data),
      (err: Error) => callback(err, false),
    );
  }
}
