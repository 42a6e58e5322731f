// An admin's override of an exchange rate (issue 23, item 8), for the days the publishers' feed
// fails: the rate is current at once (currencies.rate, source `override`) for RATE_OVERRIDE_MS, and
// every reader of the current rates (the currency list, prices in other currencies, the euro value
// of listings) sees it as any current rate. Meanwhile the rate job keeps the feed's rates in the
// history without making them current. When the override expires (checked by the admin list, each
// minute by the api, and at each run of the rate job) the feed's latest rate is current again, or,
// when the feed gave none meanwhile, the rate the override replaced. A second override of one
// currency replaces the first and keeps what the first replaced. Both steps write the audit trail.
import type { FastifyBaseLogger } from 'fastify';
import { RATE_OVERRIDE_MS } from '../../shared/contract/admin-billing.ts';
import { CURRENCIES, type Currency } from '../../shared/core/constants.ts';
import type { Db, Queryable } from '../db/index.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { ratesChanged } from '../estates/read.ts';
import { rederivePriceEur, type RateSource } from './sql.ts';

export interface RateOverrideRow {
  id: string;
  currency: Currency;
  rate: number;
  note: string;
  actor: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  previous_rate: number;
  previous_date: string | null;
  previous_source: RateSource;
}

const COLUMNS = `id, currency, rate::float8 AS rate, note, actor, created_at, expires_at, previous_rate::float8 AS previous_rate,
  to_char(previous_date, 'YYYY-MM-DD') AS previous_date, previous_source`;

/** The overrides in force (not ended), by currency. */
export async function liveOverrides(q: Queryable): Promise<Map<Currency, RateOverrideRow>> {
  const r = await q.query<RateOverrideRow>(`SELECT ${COLUMNS} FROM currency_rate_overrides WHERE ended_at IS NULL`);
  return new Map(r.rows.map((row) => [row.currency, { ...row, rate: Number(row.rate), previous_rate: Number(row.previous_rate) }]));
}

/** Re-derives the euro value of listings priced in another currency at the current rates, in short batches; how many changed. */
export async function rederiveEuroValues(db: Queryable, signal?: AbortSignal, batch = 100): Promise<number> {
  let changed = 0;
  for (const currency of CURRENCIES.filter((c) => c !== 'eur')) {
    let after = '';
    while (!signal?.aborted) {
      const b = await rederivePriceEur(db, currency, after, batch);
      changed += b.changed;
      if (b.lastId === null) break;
      after = b.lastId;
    }
  }
  return changed;
}

/** After a change of current rates outside the rate job: caches forgotten, listings' euro values re-derived (logged, never thrown). */
export async function afterRateChange(db: Db, log: FastifyBaseLogger): Promise<void> {
  ratesChanged(db);
  await rederiveEuroValues(db).then(
    (n) => n && log.info({ rederived: n }, 'euro values of listings re-derived at the current rates'),
    (err: unknown) => log.error({ err }, 'euro values of listings not re-derived'),
  );
}

export interface OverrideInput {
  currency: Currency;
  rate: number;
  note: string;
  actor: string;
  now?: Date;
}

/** Makes `rate` the currency's current rate until now + RATE_OVERRIDE_MS; the override as stored. */
export async function overrideRate(db: Db, input: OverrideInput): Promise<RateOverrideRow> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + RATE_OVERRIDE_MS);
  return db.transaction(async (tx) => {
    const cur = await tx.query<{ rate: number; rate_date: string | null; rate_source: RateSource }>(
      `SELECT rate::float8 AS rate, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, rate_source FROM currencies WHERE code = $1 FOR UPDATE`,
      [input.currency],
    );
    const current = cur.rows[0];
    const live = (await liveOverrides(tx)).get(input.currency);
    if (live) await tx.query('UPDATE currency_rate_overrides SET ended_at = $2 WHERE id = $1', [live.id, now]);
    // what the feed had made current before any override: what comes back when this one expires
    const previous = live
      ? { rate: live.previous_rate, date: live.previous_date, source: live.previous_source }
      : { rate: Number(current.rate), date: current.rate_date, source: current.rate_source };
    const r = await tx.query<RateOverrideRow>(
      `INSERT INTO currency_rate_overrides (currency, rate, note, actor, created_at, expires_at, previous_rate, previous_date, previous_source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) RETURNING ${COLUMNS}`,
      [input.currency, input.rate, input.note, input.actor, now, expiresAt, previous.rate, previous.date, previous.source],
    );
    await tx.query(
      `UPDATE currencies SET rate = $2, rate_date = ($3::timestamptz AT TIME ZONE 'UTC')::date, rate_source = 'override' WHERE code = $1`,
      [input.currency, input.rate, now],
    );
    await recordOperatorAction(tx, {
      actor: input.actor,
      action: 'rate.override',
      targetType: 'currency',
      targetId: input.currency,
      reason: input.note,
      before: { rate: Number(current.rate), date: current.rate_date, source: current.rate_source },
      after: { rate: input.rate, source: 'override', expiresAt: expiresAt.toISOString() },
    });
    const row = r.rows[0];
    return { ...row, rate: Number(row.rate), previous_rate: Number(row.previous_rate) };
  });
}

/** Ends the overrides whose day is over at `now`: the feed's latest rate (or the replaced one) is current again. The currencies whose rate changed back. */
export async function expireRateOverrides(db: Db, now = new Date()): Promise<Currency[]> {
  return db.transaction(async (tx) => {
    const ended = await tx.query<RateOverrideRow>(
      `UPDATE currency_rate_overrides SET ended_at = $1 WHERE ended_at IS NULL AND expires_at <= $1 RETURNING ${COLUMNS}`,
      [now],
    );
    const changed: Currency[] = [];
    for (const o of ended.rows) {
      const feed = await tx.query<{ rate: number; date: string; source: RateSource }>(
        `SELECT rate::float8 AS rate, to_char(rate_date, 'YYYY-MM-DD') AS date, source FROM currency_rates
          WHERE currency = $1 ORDER BY rate_date DESC, fetched_at DESC LIMIT 1`,
        [o.currency],
      );
      const latest = feed.rows[0];
      const back =
        latest && (o.previous_date === null || o.previous_source === 'seed' || latest.date >= o.previous_date)
          ? { rate: Number(latest.rate), date: latest.date, source: latest.source }
          : { rate: Number(o.previous_rate), date: o.previous_date, source: o.previous_source };
      await tx.query(`UPDATE currencies SET rate = $2, rate_date = $3::date, rate_source = $4 WHERE code = $1 AND rate_source = 'override'`, [
        o.currency,
        back.rate,
        back.date,
        back.source,
      ]);
      await recordOperatorAction(tx, {
        actor: 'system',
        action: 'rate.override_expired',
        targetType: 'currency',
        targetId: o.currency,
        before: { rate: Number(o.rate), source: 'override' },
        after: back,
      });
      changed.push(o.currency);
    }
    return changed;
  });
}
