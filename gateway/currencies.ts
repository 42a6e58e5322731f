// Currencies for every page (`GET /api/currencies`), cached for five minutes (so a new daily rate
// reaches the pages within five minutes of the api's rate job). A failed refresh keeps
// serving the last good list; before the first success, pages get the currency codes with rate 1
// for eur only, so a page still renders while the api recovers. With a shared cache (Redis), a
// refresh takes another instance's fresh list before it asks the api, and shares its own.
import { CURRENCIES, CURRENCY_SIGNS } from '../shared/core/constants.ts';
import { RATE_SOURCES, type CurrencyInfo } from '../shared/contract/geodata.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedCache } from './shared-cache.ts';
import type { Upstream } from './upstream.ts';
import { isCurrency } from './context.ts';

export const CURRENCY_TTL_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 5_000;

export const FALLBACK_CURRENCIES: CurrencyInfo[] = CURRENCIES.filter((c) => c === 'eur').map((code) => ({
  code,
  sign: CURRENCY_SIGNS[code],
  rate: 1,
}));

export interface CurrencyCache {
  get(log?: FastifyBaseLogger, requestId?: string): Promise<CurrencyInfo[]>;
}

function valid(body: unknown): CurrencyInfo[] | null {
  if (!Array.isArray(body)) return null;
  const list = body.filter(
    (c): c is CurrencyInfo =>
      typeof c === 'object' &&
      c !== null &&
      isCurrency((c as CurrencyInfo).code) &&
      typeof (c as CurrencyInfo).rate === 'number' &&
      typeof (c as CurrencyInfo).sign === 'string',
  );
  return list.length > 0
    ? list.map(({ code, sign, rate, date, source }) => ({
        code,
        sign,
        rate,
        // the day and publisher of the rate (the estate page shows them); anything odd is left out
        ...(typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
        ...(typeof source === 'string' && (RATE_SOURCES as readonly string[]).includes(source) ? { source } : {}),
      }))
    : null;
}

export function createCurrencyCache(upstream: Upstream, ttlMs = CURRENCY_TTL_MS, l2?: SharedCache): CurrencyCache {
  let value: CurrencyInfo[] | null = null;
  let freshUntil = 0;
  let inflight: Promise<CurrencyInfo[]> | null = null;

  async function refresh(log?: FastifyBaseLogger, requestId?: string): Promise<CurrencyInfo[]> {
    try {
      const cached = l2 ? await l2.get('currencies') : undefined;
      const fromPeer = cached ? valid(JSON.parse(cached)) : null;
      if (fromPeer) {
        value = fromPeer;
        freshUntil = Date.now() + ttlMs;
        return fromPeer;
      }
      const res = await upstream.get('/api/currencies', { requestId, timeout: 5_000 });
      const list = res.status === 200 ? valid(res.body) : null;
      if (!list) throw new Error(`unexpected currencies answer (status ${res.status})`);
      if (l2) await l2.set('currencies', JSON.stringify(list), ttlMs);
      value = list;
      freshUntil = Date.now() + ttlMs;
      return list;
    } catch (err) {
      log?.warn({ err }, 'currencies refresh failed');
      freshUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
      return value ?? FALLBACK_CURRENCIES;
    } finally {
      inflight = null;
    }
  }

  return {
    async get(log, requestId) {
      if (value && Date.now() < freshUntil) return value;
      if (!value && Date.now() < freshUntil) return FALLBACK_CURRENCIES;
      inflight ??= refresh(log, requestId);
      // a stale list is served at once while the refresh runs
      return value ?? inflight;
    },
  };
}
