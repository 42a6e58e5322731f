// A bounded download of a rates file: one time-out for the whole transfer (connect, redirects, body),
// a size limit checked on the announced length and again while the body streams, and a 2xx answer
// only. Errors are RatesErrors whose message names the URL without its query or credentials.
import { RatesError } from './parsers.ts';

/** The URL as logs may show it: origin and path only (a query or user:password may hold a key). */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** aborts with the app's stop */
  signal?: AbortSignal;
}

export async function fetchBounded(url: string, limits: FetchLimits): Promise<Uint8Array> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = limits.signal ? AbortSignal.any([timeout, limits.signal]) : timeout;
  const where = safeUrl(url);
  try {
    const res = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' } });
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel().catch(() => undefined);
      throw new RatesError('HTTP_STATUS', `${where} answered ${res.status}`);
    }
    const announced = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(announced) && announced > limits.maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw new RatesError('TOO_LARGE', `${where} announced ${announced} bytes, more than ${limits.maxBytes}`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (res.body) {
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > limits.maxBytes) {
          await res.body.cancel().catch(() => undefined);
          throw new RatesError('TOO_LARGE', `${where} sent more than ${limits.maxBytes} bytes`);
        }
        chunks.push(chunk);
      }
    }
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof RatesError) throw err;
    if (timeout.aborted) throw new RatesError('TIMEOUT', `${where} did not answer within ${limits.timeoutMs} ms`);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new RatesError('NETWORK', `${where} unreachable: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
  }
}
