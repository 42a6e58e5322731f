// The queries of the exchange-rate job: the current rate of each currency (table currencies, with
// its day and publisher), the history of fetched rates (currency_rates, migration 014), and the
// re-derived euro value of listings priced in another currency.
import type { Queryable } from '../db/index.ts';
import type { Currency } from '../../shared/core/constants.ts';
import type { RateSource } from '../../shared/contract/geodata.ts';

export type { RateSource };

export interface CurrentRate {
  code: Currency;
  rate: number;
  /** YYYY-MM-DD; null for the built-in seed rate */
  date: string | null;
  source: RateSource;
}

export async function selectCurrentRates(q: Queryable, forUpdate = false): Promise<CurrentRate[]> {
  const r = await q.query<{ code: Currency; rate: number; rate_date: string | null; rate_source: RateSource }>(
    `SELECT code, rate::float8 AS rate, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, rate_source FROM currencies ORDER BY code${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return r.rows.map((row) => ({ code: row.code, rate: Number(row.rate), date: row.rate_date, source: row.rate_source }));
}

/** Keeps a fetched day's rate; fetching the same day again refreshes it (a publisher may correct it). */
export async function insertRateHistory(q: Queryable, row: { currency: Currency; source: RateSource; date: string; rate: number }): Promise<void> {
  await q.query(
    `INSERT INTO currency_rates (currency, source, rate_date, rate) VALUES ($1, $2, $3::date, $4)
     ON CONFLICT (currency, source, rate_date) DO UPDATE SET rate = EXCLUDED.rate, fetched_at = now()`,
    [row.currency, row.source, row.date, row.rate],
  );
}

export async function setCurrentRate(q: Queryable, row: { currency: Currency; source: RateSource; date: string; rate: number }): Promise<void> {
  await q.query('UPDATE currencies SET rate = $2, rate_date = $3::date, rate_source = $4 WHERE code = $1', [
    row.currency,
    row.rate,
    row.date,
    row.source,
  ]);
}

/** When a publisher last gave us rates; null when never. */
export async function lastFetchedAt(q: Queryable, source: RateSource): Promise<Date | null> {
  const r = await q.query<{ at: Date | string | null }>('SELECT max(fetched_at) AS at FROM currency_rates WHERE source = $1', [source]);
  const at = r.rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Stored history, newest day first (tests, diagnostics). */
export async function selectRateHistory(q: Queryable, currency: Currency): Promise<{ source: RateSource; date: string; rate: number }[]> {
  const r = await q.query<{ source: RateSource; date: string; rate: number }>(
    `SELECT source, to_char(rate_date, 'YYYY-MM-DD') AS date, rate::float8 AS rate FROM currency_rates WHERE currency = $1 ORDER BY rate_date DESC, source`,
    [currency],
  );
  return r.rows.map((row) => ({ ...row, rate: Number(row.rate) }));
}

/**
 * Re-derives the euro value of the next `limit` listings in `currency` (not eur) after `afterId`,
 * in id order, where the stored value no longer matches the price at the current rate. Keyset
 * pagination, so a run reads each listing once: `lastId` is where the next batch starts, null at the end.
 */
export async function rederivePriceEur(
  q: Queryable,
  currency: Currency,
  afterId: string,
  limit: number,
): Promise<{ lastId: string | null; changed: number }> {
  const r = await q.query<{ last_id: string | null; changed: number }>(
    `WITH batch AS (
       SELECT id FROM estates WHERE currency <> 'eur' AND currency = $1 AND id > $2 ORDER BY id LIMIT $3
     ), changed AS (
       UPDATE estates e SET price_eur = round(e.price / c.rate, 2)
         FROM batch b, currencies c
        WHERE e.id = b.id AND c.code = e.currency AND e.price_eur <> round(e.price / c.rate, 2)
       RETURNING 1
     )
     SELECT (SELECT max(id) FROM batch) AS last_id, (SELECT count(*) FROM changed)::int AS changed`,
    [currency, afterId, limit],
  );
  const row = r.rows[0];
  return { lastId: row?.last_id ?? null, changed: Number(row?.changed ?? 0) };
}
