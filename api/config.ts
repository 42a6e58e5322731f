// The api's configuration: a view over the one environment schema (shared/core/env.ts), read once and
// validated, failing fast with a ConfigError whose message starts with the variable at fault.
// Nothing else in api/ reads process.env.
import { resolve } from 'node:path';
import { ConfigError, parseEnv, type EnvRecord, type LogLevel } from '../shared/core/env.ts';
import type { ImportSettings } from './import/settings.ts';
import type { LockoutSettings } from './auth/lockout.ts';
import type { PressureLimits } from '../shared/server/pressure.ts';
import type { S3Settings } from './integrations/media/s3-store.ts';
import type { RatesSettings } from './rates/settings.ts';
import type { TranslateSettings } from './integrations/translate/provider.ts';

export { ConfigError };
export type { LogLevel };

/** Requests allowed per window; see api/http/rate-limit.ts. */
export interface RateLimits {
  /** the window of every limit below, in milliseconds */
  windowMs: number;
  /** sign-in and forgot-password attempts per e-mail address */
  authPerAddress: number;
  /** sign-in, sign-up, forgot- and reset-password attempts per client IP */
  authPerIp: number;
  /** contact form submissions per client IP */
  contactPerIp: number;
  /** listing reports per client IP (issue 23) */
  reportsPerIp: number;
  /** enquiries about listings per client IP (issue 24) */
  leadsPerIp: number;
  /** messages sent per user */
  messagesPerUser: number;
  /** photo upload requests per user (each up to 10 photos) */
  photoUploadsPerUser: number;
  /** account exports and erasure attempts per user (issue 22) */
  privacyPerUser: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60_000,
  authPerAddress: 10,
  authPerIp: 30,
  contactPerIp: 5,
  reportsPerIp: 10,
  leadsPerIp: 5,
  messagesPerUser: 30,
  photoUploadsPerUser: 20,
  privacyPerUser: 5,
};

export interface ApiConfig {
  /** DATA_DIR: the embedded database, the outbox and the media store live below it */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server; unset means embedded PGlite in DATA_DIR */
  databaseUrl?: string;
  /** DATABASE_READ_URL and DATABASE_READ_MAX_LAG_S: read replicas of that server (api/db/replicas.ts); checkMs for tests only (default 1 s) */
  databaseRead?: { urls: string[]; maxLagS: number; checkMs?: number };
  logLevel: LogLevel;
  /** PUBLIC_ORIGIN: the site's origin as users see it, for links in mails */
  publicOrigin: string;
  /** SMTP_URL: smtp(s)://user:pass@host:port; unset means mails go to DATA_DIR/outbox */
  smtpUrl?: string;
  stripeSecretKey?: string;
  /** STRIPE_PUBLISHABLE_KEY: with the secret key, card payments go through Stripe; else the local test mode */
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  /** tests only, never from the environment: where the `stripe` client sends its requests (a local fake) */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** tests: keep PGlite in memory */
  inMemoryDb?: boolean;
  /** tests only, never from the environment: with inMemoryDb, start PGlite from this migrated dump (api/db/index.ts) */
  pgliteImage?: Blob;
  /** seed the demo accounts and estates into an empty database (default true; reference data is seeded either way) */
  seed?: boolean;
  /** SEED_ESTATES: how many demo estates the first start creates */
  seedEstates?: number;
  /** OPERATOR_EMAIL: where contact requests go; default office@<PUBLIC_ORIGIN host> */
  operatorEmail?: string;
  /** ADMIN_EMAILS: accounts made admins at start-up and at their sign-in (api/admin/roles.ts) */
  adminEmails?: string[];
  /** the sender of every mail; default no-reply@<PUBLIC_ORIGIN host> */
  mailFrom?: string;
  /** TRUST_PROXY: whose X-Forwarded-For to believe (proxy-addr syntax); default loopback (the gateway) */
  trustProxy?: string | boolean;
  rateLimits?: Partial<RateLimits>;
  /** the renewal job's timings (api/billing/renewal.ts); tests pass short ones */
  billing?: Partial<BillingTimings>;
  /** the mass import's limits (api/import/settings.ts); tests pass small ones */
  import?: Partial<ImportSettings>;
  /** SESSION_IDLE_MINUTES in ms: a session unused this long ends; 0 = no idle time-out */
  sessionIdleMs?: number;
  /** sign-in back-off (api/auth/lockout.ts); tests pass short ones */
  lockout?: Partial<LockoutSettings>;
  /** tests only, never from the environment: the clock of session idleness and sign-in back-off */
  clock?: () => number;
  /** load shedding (api/http/pressure.ts); tests and the benchmark pass their own */
  pressure?: Partial<PressureLimits>;
  /** tests only: the first delay before a failed mail is sent again, in seconds (default 30, doubling) */
  mailRetrySeconds?: number;
  /** JOBS_POLL_MS / 1000: how often idle background workers look for jobs */
  jobsPollSeconds?: number;
  /** SAVED_SEARCH_ALERTS_INTERVAL_MS: how often the saved-search alert job runs; 0: never on its own */
  alertsIntervalMs?: number;
  /** RETENTION_INTERVAL_MS and RETENTION_DAYS in ms (api/retention): how often the clean-up runs (0: never on its own), how old an outbox mail or an unrun upload may get */
  retention?: { intervalMs: number; maxAgeMs: number };
  /** LISTING_STALE_DAYS, LISTING_STALE_GRACE_DAYS in ms and LISTING_FRESHNESS_INTERVAL_MS (api/estates/freshness.ts); tests pass short ones */
  freshness?: Partial<FreshnessTimings>;
  /** tests only, never from the environment: the most matches a search counts exactly (default SEARCH_EXACT_TOTAL, 10,000) */
  searchExactTotal?: number;

  /** REPORTS_HIDE_AT: open reports from this many different reporters hide a listing (api/reports) */
  reportsHideAt?: number;
  /** MODERATION: `pre` holds new and re-published listings for review (api/estates/write.ts) */
  moderation?: 'pre' | 'post';
  /** AUDIT_RETENTION_YEARS in ms: how old a row of operator_audit may get before the retention job removes it */
  auditMaxAgeMs?: number;
  /** STATS_FLUSH_MS and STATS_FLUSH_SIZE (api/stats): how often the view and impression counter writes its buffer (0: only when full and at close), and at how many entries it writes at once; STATS_COUNTING=false (`counting: false`) counts nothing */
  stats?: { flushMs: number; flushSize: number; counting?: boolean };
  /** tests only, never from the environment: the alert job's clock */
  alertsClock?: () => Date;
  /** S3_*: media in this bucket; unset, on disk in DATA_DIR/media */
  s3?: S3Settings;
  /** REDIS_URL: rate-limit and sign-in counters shared by every instance; unset, in memory */
  redisUrl?: string;
  /** RATES_*: the exchange-rate job (api/rates); unset, as in a config built by a test, nothing is fetched */
  rates?: Partial<RatesSettings>;
  /** TRANSLATE_*, DEEPL_API_KEY: the machine translation of listings (api/integrations/translate); unset, nothing is translated */
  translate?: Partial<TranslateSettings>;
}

/** When the renewal job runs and what it waits for, in milliseconds. */
export interface BillingTimings {
  /** BILLING_RENEWAL_INTERVAL_MS: how often the job runs; 0: never on its own */
  renewalIntervalMs: number;
  /** BILLING_REMINDER_DAYS: how long before a period's end the reminder is mailed */
  reminderMs: number;
  /** BILLING_GRACE_DAYS: how long a subscription stays past due (keeping its resources) before it ends */
  graceMs: number;
}

const DAY_MS = 86_400_000;

/** When a listing counts as stale, how long its owner has to answer, and how often the job looks, in milliseconds. */
export interface FreshnessTimings {
  /** LISTING_STALE_DAYS: unconfirmed this long, the owner is asked */
  staleMs: number;
  /** LISTING_STALE_GRACE_DAYS: asked and unconfirmed this long, the listing is archived */
  graceMs: number;
  /** LISTING_FRESHNESS_INTERVAL_MS: how often the job runs; 0: never on its own */
  intervalMs: number;
}

export const DEFAULT_FRESHNESS_TIMINGS: FreshnessTimings = { staleMs: 60 * DAY_MS, graceMs: 14 * DAY_MS, intervalMs: 3_600_000 };

/** The freshness job's timings: the configured ones over the defaults. */
export function freshnessTimings(config: Pick<ApiConfig, 'freshness'>): FreshnessTimings {
  return { ...DEFAULT_FRESHNESS_TIMINGS, ...config.freshness };
}

export const DEFAULT_BILLING_TIMINGS: BillingTimings = { renewalIntervalMs: 600_000, reminderMs: 3 * DAY_MS, graceMs: 7 * DAY_MS };

/** The api's view of the shared environment; DATA_DIR is made absolute. */
export function loadApiConfig(env: EnvRecord = process.env): ApiConfig {
  const s = parseEnv(env);
  return {
    dataDir: resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    databaseRead: s.DATABASE_READ_URL ? { urls: s.DATABASE_READ_URL, maxLagS: s.DATABASE_READ_MAX_LAG_S } : undefined,
    logLevel: s.LOG_LEVEL,
    publicOrigin: s.PUBLIC_ORIGIN,
    smtpUrl: s.SMTP_URL,
    stripeSecretKey: s.STRIPE_SECRET_KEY,
    stripePublishableKey: s.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: s.STRIPE_WEBHOOK_SECRET,
    seed: s.SEED,
    seedEstates: s.SEED_ESTATES,
    operatorEmail: s.OPERATOR_EMAIL,
    adminEmails: s.ADMIN_EMAILS,
    trustProxy: s.TRUST_PROXY,
    s3: s.S3_BUCKET
      ? {
          bucket: s.S3_BUCKET,
          endpoint: s.S3_ENDPOINT,
          region: s.S3_REGION,
          accessKeyId: s.S3_ACCESS_KEY_ID,
          secretAccessKey: s.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    redisUrl: s.REDIS_URL,
    billing: {
      renewalIntervalMs: s.BILLING_RENEWAL_INTERVAL_MS,
      reminderMs: s.BILLING_REMINDER_DAYS * DAY_MS,
      graceMs: s.BILLING_GRACE_DAYS * DAY_MS,
    },
    import: { maxBytes: s.IMPORT_MAX_BYTES, allowPrivateUrls: s.IMPORT_ALLOW_PRIVATE_URLS },
    jobsPollSeconds: s.JOBS_POLL_MS / 1000,
    sessionIdleMs: s.SESSION_IDLE_MINUTES * 60_000,
    rates: { fetch: s.RATES_FETCH, ecbUrl: s.RATES_ECB_URL, cbrUrl: s.RATES_CBR_URL },
    alertsIntervalMs: s.SAVED_SEARCH_ALERTS_INTERVAL_MS,
    retention: { intervalMs: s.RETENTION_INTERVAL_MS, maxAgeMs: s.RETENTION_DAYS * DAY_MS },
    freshness: {
      staleMs: Math.round(s.LISTING_STALE_DAYS * DAY_MS),
      graceMs: Math.round(s.LISTING_STALE_GRACE_DAYS * DAY_MS),
      intervalMs: s.LISTING_FRESHNESS_INTERVAL_MS,
    },
    reportsHideAt: s.REPORTS_HIDE_AT,
    moderation: s.MODERATION,
    auditMaxAgeMs: s.AUDIT_RETENTION_YEARS * 365 * DAY_MS,
    stats: { flushMs: s.STATS_FLUSH_MS, flushSize: s.STATS_FLUSH_SIZE, counting: s.STATS_COUNTING },
    translate: {
      url: s.TRANSLATE_URL,
      apiKey: s.TRANSLATE_API_KEY,
      deeplKey: s.DEEPL_API_KEY,
      dailyChars: s.TRANSLATE_DAILY_CHARS,
      timeoutMs: s.TRANSLATE_TIMEOUT_MS,
    },
  };
}

/** The host part of PUBLIC_ORIGIN without a leading www., for default addresses. */
export function mailDomain(config: Pick<ApiConfig, 'publicOrigin'>): string {
  return new URL(config.publicOrigin).hostname.replace(/^www\./, '');
}

export function operatorAddress(config: ApiConfig): string {
  return config.operatorEmail ?? `office@${mailDomain(config)}`;
}

export function senderAddress(config: ApiConfig): string {
  return config.mailFrom ?? `no-reply@${mailDomain(config)}`;
}

export function rateLimits(config: ApiConfig): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...config.rateLimits };
}

/** The renewal job's timings: the configured ones over the defaults. */
export function billingTimings(config: ApiConfig): BillingTimings {
  return { ...DEFAULT_BILLING_TIMINGS, ...config.billing };
}

export const DEFAULT_SESSION_IDLE_MS = 7 * DAY_MS;

/** The clock of session idleness and sign-in back-off: the test's, else the system's. */
export function clockOf(config: Pick<ApiConfig, 'clock'>): () => number {
  return config.clock ?? Date.now;
}
