// One run of the exchange-rate job (docs/decisions/0017-current-exchange-rates.md):
//   1. fetch each configured publisher's daily file (the ECB's euro reference rates; the Bank of
//      Russia's for the rouble when RATES_CBR_URL is set), bounded in time and size;
//   2. check it: well-formed, not older than maxAgeDays, not dated in the future, and each rate within
//      maxJump of the current one (a larger move is refused as implausible, the others still count);
//   3. in one transaction keep every checked rate in the history (currency_rates) and make it the
//      current one (currencies) unless a newer day is current already;
//   (an admin's override stays current for its day, api/rates/overrides.ts: the feed's rate is only kept)
//   4. re-derive the euro value of listings priced in usd or rub, in short batches of their own, so search
//      filters and sorting by price agree with the prices shown at today's rates.
// A publisher that fails leaves the last good rates as they are and is logged at warn (the URL without
// query or credentials); the run throws only when every publisher failed, so the daily job retries.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { CURRENCIES, type Currency } from '../../shared/core/constants.ts';
import { ratesChanged } from '../estates/read.ts';
import { fetchBounded, safeUrl } from './fetch.ts';
import { parseCbrRates, parseEcbRates, RatesError, type DailyRates, type RatesErrorCode } from './parsers.ts';
import type { RatesSettings } from './settings.ts';
import { expireRateOverrides, rederiveEuroValues } from './overrides.ts';
import { insertRateHistory, selectCurrentRates, setCurrentRate, type RateSource } from './sql.ts';

export interface RatesContext {
  db: Db;
  log: FastifyBaseLogger;
  settings: RatesSettings;
  /** aborts the fetches and the re-derivation when the app stops */
  signal?: AbortSignal;
  now?: () => Date;
}

export interface SourceOutcome {
  source: Exclude<RateSource, 'seed'>;
  /** stored: new rates are current; unchanged: the file held nothing newer; failed: nothing taken */
  status: 'stored' | 'unchanged' | 'failed';
  date?: string;
  code?: RatesErrorCode;
  message?: string;
  /** currencies whose new rate moved implausibly far and was refused */
  refused?: { currency: Currency; rate: number; current: number }[];
}

export interface RatesReport {
  sources: SourceOutcome[];
  /** currencies whose current rate changed */
  changed: Currency[];
  /** listings whose euro value was re-derived */
  rederived: number;
}

const DAY_MS = 86_400_000;
/** listings per statement: on PGlite each batch is one turn of the lane (about 0.2 s here, bin/bench/rates.ts) */
const REDERIVE_BATCH = 100;
/** a publisher may give tomorrow's rate (the Bank of Russia does), not next week's */
const MAX_FUTURE_DAYS = 3;

interface Candidate {
  currency: Currency;
  source: Exclude<RateSource, 'seed'>;
  date: string;
  rate: number;
}

async function download(c: RatesContext, url: string, parse: (bytes: Uint8Array) => DailyRates): Promise<DailyRates> {
  const bytes = await fetchBounded(url, { timeoutMs: c.settings.timeoutMs, maxBytes: c.settings.maxBytes, signal: c.signal });
  const rates = parse(bytes);
  const now = (c.now ?? (() => new Date()))().getTime();
  const day = Date.parse(`${rates.date}T00:00:00Z`);
  if (day > now + MAX_FUTURE_DAYS * DAY_MS) throw new RatesError('MALFORMED', `the rates are dated ${rates.date}, in the future`);
  if (day < now - c.settings.maxAgeDays * DAY_MS)
    throw new RatesError('STALE', `the rates are dated ${rates.date}, older than ${c.settings.maxAgeDays} days`);
  return rates;
}

const ours = CURRENCIES.filter((x) => x !== 'eur');

/** One run: fetch, check, store, re-derive. Throws (a RatesError) only when every publisher failed. */
export async function updateRates(c: RatesContext): Promise<RatesReport> {
  const { settings, log } = c;
  const sources: { source: 'ecb' | 'cbr'; url: string; parse: (b: Uint8Array) => DailyRates }[] = [
    { source: 'ecb', url: settings.ecbUrl, parse: (b) => parseEcbRates(Buffer.from(b).toString('utf8')) },
  ];
  if (settings.cbrUrl) sources.push({ source: 'cbr', url: settings.cbrUrl, parse: parseCbrRates });

  const outcomes: SourceOutcome[] = [];
  const candidates: Candidate[] = [];
  const fetched = await Promise.all(
    sources.map(async (s) => {
      try {
        return { s, rates: await download(c, s.url, s.parse) };
      } catch (err) {
        const e = err instanceof RatesError ? err : new RatesError('MALFORMED', (err as Error).message);
        return { s, error: e };
      }
    }),
  );
  const cbrOk = fetched.some((f) => f.s.source === 'cbr' && f.rates);
  for (const f of fetched) {
    if (!f.rates) {
      outcomes.push({ source: f.s.source, status: 'failed', code: f.error?.code, message: f.error?.message });
      continue;
    }
    for (const currency of ours) {
      const rate = f.rates.perEur[currency.toUpperCase()];
      if (rate === undefined) continue;
      // the rouble: the Bank of Russia's rate when it answered, else the ECB's if it has one again
      if (currency === 'rub' && f.s.source === 'ecb' && cbrOk) continue;
      if (currency !== 'rub' && f.s.source === 'cbr') continue;
      candidates.push({ currency, source: f.s.source, date: f.rates.date, rate });
    }
    outcomes.push({ source: f.s.source, status: 'unchanged', date: f.rates.date });
  }

  // an override whose day is over gives way first, so that what was fetched now can be current
  const changed: Currency[] = await expireRateOverrides(c.db, (c.now ?? (() => new Date()))());
  if (candidates.length) {
    await c.db.transaction(async (tx) => {
      const current = new Map((await selectCurrentRates(tx, true)).map((r) => [r.code, r]));
      for (const cand of candidates) {
        const cur = current.get(cand.currency);
        const outcome = outcomes.find((o) => o.source === cand.source) as SourceOutcome;
        // an admin's override stays current for its day: the feed's rate is kept in the history only
        if (cur?.source === 'override') {
          await insertRateHistory(tx, cand);
          continue;
        }
        if (cur && Math.abs(cand.rate / cur.rate - 1) > settings.maxJump) {
          (outcome.refused ??= []).push({ currency: cand.currency, rate: cand.rate, current: cur.rate });
          continue;
        }
        await insertRateHistory(tx, cand);
        if (!cur || cur.date === null || cur.source === 'seed' || cand.date > cur.date || (cand.date === cur.date && cand.rate !== cur.rate)) {
          await setCurrentRate(tx, cand);
          changed.push(cand.currency);
          outcome.status = 'stored';
        }
      }
    });
  }
  if (changed.length) ratesChanged(c.db);

  for (const o of outcomes) {
    const url = safeUrl(o.source === 'ecb' ? settings.ecbUrl : (settings.cbrUrl ?? ''));
    if (o.status === 'failed') {
      log.warn({ source: o.source, url, code: o.code, reason: o.message }, 'exchange rates not updated: the last good rates stay');
    } else {
      log.info({ source: o.source, date: o.date, status: o.status }, 'exchange rates fetched');
    }
    for (const r of o.refused ?? []) {
      log.warn(
        { source: o.source, url, currency: r.currency, rate: r.rate, current: r.current, maxJump: settings.maxJump },
        'exchange rate refused as implausible',
      );
    }
  }

  // every run, not only after a change: it also catches listings written meanwhile with a cached older rate
  const rederived = await rederiveEuroValues(c.db, c.signal, REDERIVE_BATCH);
  if (rederived) log.info({ rederived }, 'euro values of listings re-derived at the current rates');

  const report = { sources: outcomes, changed, rederived };
  if (outcomes.every((o) => o.status === 'failed')) {
    const first = outcomes[0];
    throw new RatesError(first.code ?? 'NETWORK', `no exchange rates fetched: ${outcomes.map((o) => `${o.source} ${o.code}`).join(', ')}`);
  }
  return report;
}
