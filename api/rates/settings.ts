// The exchange-rate job's settings: where the rates come from and how a fetch is bounded.

export interface RatesSettings {
  /** RATES_FETCH: fetch daily and at start when stale; off, the stored rates stay as they are */
  fetch: boolean;
  /** RATES_ECB_URL: the ECB's eurofxref-daily.xml (or a file in its format) */
  ecbUrl: string;
  /** RATES_CBR_URL: the Bank of Russia's XML_daily.asp (or a file in its format); unset, the rouble keeps its rate */
  cbrUrl?: string;
  /** a whole fetch (connect, redirects, body) ends after this long */
  timeoutMs: number;
  /** a longer answer is refused (eurofxref-daily.xml is about 1.5 KiB, XML_daily.asp about 10 KiB) */
  maxBytes: number;
  /** a rate that moved more than this fraction from the current one is refused as implausible */
  maxJump: number;
  /** a file whose date is older than this many days is refused as stale */
  maxAgeDays: number;
  /** the daily run, in UTC: after the ECB's publication (about 16:00 CET) and the Bank of Russia's (about 15:30 MSK) */
  dailyAtUtc: { hour: number; minute: number };
  /** the start-up catch-up runs when the ECB has not answered for this long */
  staleAfterMs: number;
  /** seconds between the retries of a failed daily run (three at most) */
  retryDelaySeconds: number;
}

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

export const DEFAULT_RATES_SETTINGS: RatesSettings = {
  // a config built in code (the tests') fetches nothing unless it says so; loadApiConfig reads RATES_FETCH
  fetch: false,
  ecbUrl: ECB_DAILY_URL,
  timeoutMs: 10_000,
  maxBytes: 256 * 1024,
  maxJump: 0.5,
  maxAgeDays: 14,
  dailyAtUtc: { hour: 16, minute: 30 },
  staleAfterMs: 20 * 3_600_000,
  retryDelaySeconds: 3600,
};

/** The settings: the defaults with what ApiConfig.rates sets (api/config.ts). */
export function ratesSettings(overrides: Partial<RatesSettings> = {}): RatesSettings {
  return { ...DEFAULT_RATES_SETTINGS, ...overrides };
}

/** The next daily run after `now`: today at dailyAtUtc when that is still ahead, else tomorrow. */
export function nextDailyRun(now: Date, at: RatesSettings['dailyAtUtc']): Date {
  const run = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), at.hour, at.minute));
  if (run.getTime() <= now.getTime()) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}
