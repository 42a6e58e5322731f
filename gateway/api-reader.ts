// GETs the gateway makes to the api on a page's behalf (the renderer's fetch, the home aggregate):
// over the gateway's undici pool, and for anonymous calls (no Authorization) coalesced and kept for
// a second, so a burst of page views makes one api call per distinct URL. Only 200 answers are
// kept, and only those a shared cache may keep: an answer the api marks `private` or `no-store` (a
// read through a signed link, as the unsubscribe page's: its holder's own action changes it) is
// handed to the calls waiting on it and then forgotten. Signed-in calls are never shared.
// Bounded: 500 entries of at most 512 KiB. With a shared
// cache (Redis, shared-cache.ts) a miss here asks it before the api, and an api answer is put there
// too, so several gateway instances make one api call per URL and second between them.
import type { SharedCache } from './shared-cache.ts';
import type { Upstream } from './upstream.ts';

export const SHARED_TTL_MS = 1_000;
const MAX_ENTRIES = 500;
const MAX_BODY_CHARS = 512 * 1024;

export interface ApiRead {
  status: number;
  contentType: string;
  body: string;
  /** time of the api call (0 when shared), ms */
  ms: number;
}

export interface ApiReader {
  read(path: string, opts: { authorization?: string; requestId?: string; accept?: string }): Promise<ApiRead>;
  /** entries held for anonymous calls */
  readonly size: number;
}

interface Entry extends ApiRead {
  expires: number;
  /** the api's Cache-Control, when it sent one */
  cacheControl?: string;
}

/** Whether a shared cache may keep the answer (RFC 9111 §3: not `private`, not `no-store`). */
export function shareable(entry: { status: number; body: string; cacheControl?: string }): boolean {
  if (entry.status !== 200 || entry.body.length > MAX_BODY_CHARS) return false;
  return !/(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/i.test(entry.cacheControl ?? '');
}

export function createApiReader(upstream: Upstream, ttlMs = SHARED_TTL_MS, l2?: SharedCache): ApiReader {
  const shared = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry>>();

  function remember(key: string, entry: Entry): void {
    if (!shareable(entry)) return;
    if (shared.size >= MAX_ENTRIES) {
      const now = Date.now();
      for (const [k, v] of shared) if (v.expires <= now) shared.delete(k);
      if (shared.size >= MAX_ENTRIES) shared.delete(shared.keys().next().value as string);
    }
    shared.set(key, entry);
  }

  async function fetchEntry(path: string, headers: Record<string, string>): Promise<Entry> {
    const t0 = performance.now();
    const res = await upstream.raw('GET', path, headers);
    return { ...res, ms: performance.now() - t0, expires: Date.now() + ttlMs };
  }

  /** an anonymous read: the shared tier first, else the api (whose 200 answer is shared) */
  async function fetchShared(path: string, headers: Record<string, string>): Promise<Entry> {
    if (!l2) return fetchEntry(path, headers);
    const cached = await l2.get(`read:${path}`);
    if (cached) {
      const { status, contentType, body } = JSON.parse(cached) as ApiRead;
      return { status, contentType, body, ms: 0, expires: Date.now() + ttlMs };
    }
    const entry = await fetchEntry(path, headers);
    if (shareable(entry)) {
      await l2.set(`read:${path}`, JSON.stringify({ status: entry.status, contentType: entry.contentType, body: entry.body }), ttlMs);
    }
    return entry;
  }

  return {
    get size() {
      return shared.size;
    },
    async read(path, opts) {
      const headers: Record<string, string> = { accept: opts.accept ?? 'application/json' };
      if (opts.requestId) headers['x-request-id'] = opts.requestId;
      if (opts.authorization) {
        headers.authorization = opts.authorization;
        return fetchEntry(path, headers);
      }
      const hit = shared.get(path);
      if (hit && hit.expires > Date.now()) return { ...hit, ms: 0 };
      let pending = inflight.get(path);
      if (!pending) {
        pending = fetchShared(path, headers).finally(() => inflight.delete(path));
        inflight.set(path, pending);
        pending.then(
          (entry) => remember(path, entry),
          () => undefined,
        );
      }
      return pending;
    },
  };
}
