// Integration tier: machine translation behind one interface, with two real engines: LibreTranslate
// (self-hosted, TRANSLATE_URL) and DeepL (DEEPL_API_KEY). Unset, there is no engine and nothing is
// invented: the listing shows its original (docs/decisions/0024-machine-translation.md).
import type { Language } from '../../../shared/core/constants.ts';

export interface TranslateSettings {
  /** TRANSLATE_URL: a LibreTranslate server */
  url?: string;
  /** TRANSLATE_API_KEY: its api_key */
  apiKey?: string;
  /** DEEPL_API_KEY: DeepL; wins over TRANSLATE_URL */
  deeplKey?: string;
  /** TRANSLATE_DAILY_CHARS: characters per UTC day, across every process */
  dailyChars: number;
  /** TRANSLATE_TIMEOUT_MS: one request's time-out */
  timeoutMs: number;
  /** tests only, never from the environment: where DeepL requests go instead of api(-free).deepl.com */
  deeplUrl?: string;
  /** tests only: the first delay before a failed job runs again, in seconds (default 30, doubling) */
  retryDelaySeconds?: number;
}

export const DEFAULT_TRANSLATE_SETTINGS: TranslateSettings = { dailyChars: 500_000, timeoutMs: 10_000 };

export type ProviderName = 'libretranslate' | 'deepl';

/** An engine failure: `retryable` when a later try may succeed (5xx, 429, time-out, network). */
export class TranslateError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'TranslateError';
  }
}

export interface TranslateRequest {
  /** plain texts, translated each on its own, answered in the same order */
  texts: string[];
  from: Language;
  to: Language;
  signal?: AbortSignal;
}

export interface TranslationEngine {
  readonly name: ProviderName;
  translate(req: TranslateRequest): Promise<string[]>;
}

/** The request's own signal (the app stops) joined with the time-out; a time-out is retryable. */
export function requestSignal(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

/** A fetch to an engine: network errors and time-outs become retryable TranslateErrors; the answer's JSON. */
export async function engineFetch(engine: ProviderName, url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: requestSignal(timeoutMs, signal) });
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'TimeoutError') throw new TranslateError(`${engine}: no answer within ${timeoutMs} ms`, true);
    throw new TranslateError(`${engine}: ${err instanceof Error ? err.message : String(err)}`, true);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new TranslateError(`${engine}: HTTP ${res.status}`, res.status >= 500 || res.status === 429);
  }
  try {
    return await res.json();
  } catch {
    throw new TranslateError(`${engine}: the answer is not JSON`, true);
  }
}
