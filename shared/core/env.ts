// The product's environment, declared once: every variable with its type, default, allowed values
// and meaning. `parseEnv` turns an environment record into typed, validated settings; a bad value
// throws a ConfigError whose message starts with the variable's name. gateway/config.ts and
// api/config.ts are views over this parse: each picks its own fields. Pure: it never reads the
// process environment itself, the composition root passes it in.

import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, isTileTemplate } from '../geo/map.ts';

export type EnvRecord = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** How one variable's text becomes a value; `type` says it in words (error messages, docs). */
interface Kind<T> {
  type: string;
  parse(raw: string, name: string): T;
}

interface Variable<T, D extends T | undefined> extends Kind<T> {
  description: string;
  /** what an unset (or empty) variable means; a function sees the variables declared above it */
  default?: D | ((earlier: Readonly<Record<string, unknown>>) => D);
  /** the default in words, where it is computed */
  defaultText?: string;
  /** a check of a set value against the variables declared above it; throws ConfigError */
  requires?: (value: T, earlier: Readonly<Record<string, unknown>>, name: string) => void;
}

/** A variable with a default always has a value; one without may be undefined. */
function variable<T>(
  kind: Kind<T>,
  description: string,
  more: { default: NoInfer<T> | ((earlier: Readonly<Record<string, unknown>>) => NoInfer<T>); defaultText?: string },
): Variable<T, T>;
function variable<T>(
  kind: Kind<T>,
  description: string,
  more?: { defaultText?: string; requires?: Variable<T, undefined>['requires'] },
): Variable<T, undefined>;
function variable<T>(kind: Kind<T>, description: string, more: object = {}): Variable<T, T | undefined> {
  return { ...kind, description, ...more };
}

// ---- kinds -------------------------------------------------------------------------------------

const oneOf = <T extends string>(values: readonly T[]): Kind<T> => ({
  type: `one of ${values.join(', ')}`,
  parse(raw, name) {
    const v = values.find((x) => x === raw.toLowerCase());
    if (v === undefined) throw new ConfigError(name, `must be one of ${values.join(', ')}`);
    return v;
  },
});

const integer = (min: number, max: number, problem = `must be a whole number from ${min} to ${max}`): Kind<number> => ({
  type: `integer ${min}..${max}`,
  parse(raw, name) {
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new ConfigError(name, problem);
    return Number(raw);
  },
});
const port = integer(0, 65535, 'must be an integer 0..65535');
/** A number with an optional fraction (days that tests shorten to seconds: 0.00002 is about 1.7 s). */
const decimal = (min: number, max: number): Kind<number> => ({
  type: `number ${min}..${max}`,
  parse(raw, name) {
    if (!/^\d{1,6}(\.\d{1,9})?$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      throw new ConfigError(name, `must be a number from ${min} to ${max} (a fraction is allowed)`);
    }
    return Number(raw);
  },
});

const boolean: Kind<boolean> = {
  type: 'true or false (also 1/0, yes/no, on/off)',
  parse(raw, name) {
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    throw new ConfigError(name, 'must be true or false');
  },
};

const matching = (type: string, pattern: RegExp, problem: string): Kind<string> => ({
  type,
  parse(raw, name) {
    if (!pattern.test(raw)) throw new ConfigError(name, problem);
    return raw;
  },
});

/** A URL with one of the protocols, returned as given (the client library parses it again). */
const url = (protocols: readonly string[], hint: string): Kind<string> => ({
  type: `URL (${protocols.join(' or ')}) like ${hint}`,
  parse(raw, name) {
    let u: URL | undefined;
    try {
      u = new URL(raw);
    } catch {
      // reported below
    }
    if (!u || !protocols.includes(u.protocol)) throw new ConfigError(name, `must be a URL like ${hint}`);
    return raw;
  },
});

/** An http(s) origin with no path, query or credentials, returned without a trailing slash. */
const origin = (hint: string): Kind<string> => ({
  type: `http(s) origin like ${hint}`,
  parse(raw, name) {
    url(['http:', 'https:'], hint).parse(raw, name);
    const u = new URL(raw);
    if ((u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username || u.password) {
      throw new ConfigError(name, `must be an origin without path, query or credentials, like ${hint}`);
    }
    return u.origin;
  },
});

const prefixed = (...prefixes: string[]): Kind<string> =>
  matching(`starts with ${prefixes.join(' or ')}`, new RegExp(`^(${prefixes.join('|')})\\S*$`), `must start with ${prefixes.join(' or ')}`);

const measurementId = matching(
  'measurement id like G-ABC123',
  /^[A-Za-z0-9_-]{1,64}$/,
  'must be a measurement id like G-ABC123 (letters, digits, - and _)',
);

/** Fastify's trustProxy: true, false, or a list of addresses, CIDR ranges and proxy-addr names. */
const trustProxy: Kind<string | boolean> = {
  type: 'true, false, or addresses/CIDR ranges/loopback/linklocal/uniquelocal, comma-separated',
  parse(raw, name) {
    if (/^(true|false)$/i.test(raw)) return /^true$/i.test(raw);
    const item = /^(loopback|linklocal|uniquelocal|[0-9A-Fa-f.:]+(\/\d{1,3})?)$/;
    if (!raw.split(',').every((s) => item.test(s.trim()))) {
      throw new ConfigError(name, 'must be true, false, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal');
    }
    return raw;
  },
};

const host = matching('host name or IP address', /^[A-Za-z0-9.:[\]-]+$/, 'must be a host name or an IP address');
const directory = matching('directory path', /^[^\0]+$/, 'must be a directory path');
const email = matching('e-mail address', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');
const emailList: Kind<string[]> = {
  type: 'comma-separated e-mail addresses',
  parse(raw, name) {
    const list = raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    for (const e of list) email.parse(e, name);
    return list;
  },
};
const postgresUrl = url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db');
const postgresUrls: Kind<string[]> = {
  type: 'comma-separated PostgreSQL URLs',
  parse(raw, name) {
    const list = raw
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
    for (const u of list) postgresUrl.parse(u, name);
    if (!list.length) throw new ConfigError(name, 'must be one or more URLs like postgres://user:password@replica:5432/db, comma-separated');
    return list;
  },
};
const smtpUrl = url(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587');

const tileUrl: Kind<string> = {
  type: 'tile URL template with {z}, {x} and {y}',
  parse(raw, name) {
    if (!isTileTemplate(raw))
      throw new ConfigError(name, 'must be an http(s) tile URL template with {z}, {x} and {y}, like https://tile.example.org/{z}/{x}/{y}.png');
    return raw;
  },
};

// ---- the variables -----------------------------------------------------------------------------

export const VARIABLES = {
  NODE_ENV: variable(
    oneOf(NODE_ENVS),
    "the run mode; production turns on caching, terse errors and React's production build (`npm start` and dist/server/start.js set production when it is unset)",
    { default: 'development' },
  ),
  PORT: variable(port, "the gateway's (the site's) port; 0 picks a free one", { default: 3000 }),
  HOST: variable(host, 'the interface to listen on; 0.0.0.0 so a published container port reaches it', { default: '0.0.0.0' }),
  API_URL: variable(origin('http://api:4000'), "the api's origin; unset means the gateway starts the embedded api"),
  API_PORT: variable(port, "the embedded api's port on 127.0.0.1, 0 = any free one (the api alone: 0 means 4000)", { default: 0 }),
  DATABASE_URL: variable(postgresUrl, 'a PostgreSQL server; unset means embedded PGlite in DATA_DIR'),
  DATABASE_READ_URL: variable(
    postgresUrls,
    "streaming replicas of DATABASE_URL's server, comma-separated: search, estate pages, places, sitemaps and public pages read from a healthy one, writes, transactions and a session's reads for a few seconds after its writes from the primary (docs/decisions/0026); needs DATABASE_URL (PGlite has no replicas)",
    {
      requires: (_value, earlier, name) => {
        if (!earlier.DATABASE_URL)
          throw new ConfigError(name, 'needs DATABASE_URL: replicas are of a PostgreSQL server, the embedded PGlite has none');
      },
    },
  ),
  DATABASE_READ_MAX_LAG_S: variable(
    decimal(0.1, 3600),
    'a read replica whose replay lags the primary by more than this many seconds (or that cannot be reached) is left out until a check (every second) finds it well again; a session reads from the primary for this long (plus two seconds) after its last write',
    { default: 5 },
  ),
  DATA_DIR: variable(directory, 'where the embedded database (DATA_DIR/pglite), the mail outbox, uploaded media and the generated secrets live', {
    default: './data',
  }),
  LOG_LEVEL: variable(oneOf(LOG_LEVELS), 'the least severe log level written (pino levels)', { default: 'info' }),
  HEAP_GROWING_PERCENT: variable(
    integer(0, 1000),
    "how far V8's old generation grows past what survived the last full collection before the next one, in per cent (60: to 1.6×); 0 leaves it to V8 (up to 4×: a busy gateway grows to about 280 MB instead of about 170 MB; docs/decisions/0010)",
    { default: 60 },
  ),
  PUBLIC_ORIGIN: variable(origin('https://www.example.com'), 'the site as users reach it: mail links, canonical links, Secure cookies if https', {
    default: (earlier) => `http://localhost:${earlier.PORT}`,
    defaultText: 'http://localhost:PORT',
  }),
  STRIPE_SECRET_KEY: variable(
    prefixed('sk_', 'rk_'),
    'Stripe secret key; with STRIPE_PUBLISHABLE_KEY, card payments go to Stripe; unset (or only one of the two keys set), the local test-mode provider takes them: no money moves, the order page says so, and Stripe test cards decide the outcome (docs/operations.md)',
  ),
  STRIPE_PUBLISHABLE_KEY: variable(prefixed('pk_'), 'Stripe publishable key, the one value of Stripe the browser sees'),
  STRIPE_WEBHOOK_SECRET: variable(
    prefixed('whsec_'),
    "the signing secret of the payment events at POST /api/billing/webhook; Stripe mode needs it (unset, Stripe's events are refused, logged at start); in the local test mode, unset means a secret generated once and kept in the database, so restarts and instances agree",
  ),
  SMTP_URL: variable(smtpUrl, 'the mail server; unset means mails are written to DATA_DIR/outbox'),
  ANALYTICS_ID_COM: variable(
    measurementId,
    'analytics property of the .com site, and of any site without its own; unset (all three) loads no analytics script',
  ),
  ANALYTICS_ID_RU: variable(measurementId, 'analytics property of the .ru site'),
  ANALYTICS_ID_DE: variable(measurementId, 'analytics property of the .de site'),
  SEED: variable(
    boolean,
    'seed demo accounts (published passwords) and demo estates into an empty database; the reference data (countries, currencies, plans, legal pages) is seeded either way',
    { default: (earlier) => !earlier.DATABASE_URL, defaultText: 'true (false when DATABASE_URL is set)' },
  ),
  SEED_ESTATES: variable(integer(0, 200_000), 'how many demo estates the first start creates', { default: 2000 }),
  ADMIN_EMAILS: variable(
    emailList,
    'comma-separated addresses whose accounts are made admins at start-up (never later at sign-in: sign-up verifies no address; grant only: taking an address off the list keeps the role; npm run admin -- revoke takes it). There is no address verification: list only addresses whose accounts exist already. An admin still needs two-factor sign-in before /api/admin works',
    { default: [] as string[], defaultText: 'none' },
  ),
  OPERATOR_EMAIL: variable(email, 'where contact-form messages are mailed', { defaultText: 'office@<PUBLIC_ORIGIN host without www.>' }),
  TRUST_PROXY: variable(trustProxy, 'whose X-Forwarded-For the api believes (the gateway), for per-client rate limits', {
    defaultText: 'loopback (the gateway)',
  }),
  GATEWAY_TRUST_PROXY: variable(
    trustProxy,
    "whose X-Forwarded-For the gateway believes (the address, CIDR range or loopback of a TLS terminator or load balancer in front): then rate limits and logs use the client's address; off, every client behind such a proxy shares its address (docs/decisions/0011)",
    { default: false },
  ),
  GATEWAY_API_CONNECTIONS: variable(integer(4, 4096), "the gateway's pooled connections to the api for /api and /media", { default: 128 }),
  GATEWAY_UPLOADS: variable(
    integer(1, 4096),
    'photo uploads streamed to the api at once per gateway (each holds one api connection); must be below GATEWAY_API_CONNECTIONS',
    {
      default: 16,
    },
  ),
  GATEWAY_UPLOADS_PER_CLIENT: variable(
    integer(1, 64),
    'uploads (photos, import feeds) at once per session (signed in; anonymous uploads are refused with 401 before their body is read)',
    { default: 2 },
  ),
  UPLOAD_MIN_BYTES_PER_S: variable(
    integer(1, 1_000_000_000),
    'the slowest an upload may arrive, in bytes per second over each UPLOAD_RATE_WINDOW_MS (time the api takes to read is not counted); slower is cut with 408 BODY_TOO_SLOW',
    { default: 4096 },
  ),
  WEB_CONCURRENCY: variable(
    integer(1, 64),
    "gateway processes of the all-in-one start (`npm start` without API_URL): that many workers (Node's cluster) share PORT in front of the one embedded api; 1 runs the gateway in the main process",
    { defaultText: "the machine's cores, at most 4 (bin/start.ts counts them)" },
  ),
  SHUTDOWN_GRACE_MS: variable(
    integer(1000, 600_000),
    'how long a stopping process (SIGTERM) lets accepted requests finish before it exits; uploads still arriving at two thirds of it are cut with 503 and Retry-After, so each gets an answer',
    { default: 15_000 },
  ),
  UPLOAD_RATE_WINDOW_MS: variable(integer(100, 600_000), 'the window over which UPLOAD_MIN_BYTES_PER_S is measured, milliseconds', {
    default: 15_000,
  }),
  BODY_IDLE_TIMEOUT_MS: variable(integer(100, 600_000), 'a request body with no byte for this long is refused with 408, milliseconds', {
    default: 10_000,
  }),
  BILLING_RENEWAL_INTERVAL_MS: variable(
    integer(0, 86_400_000),
    'how often the api looks for subscriptions to remind, renew or end, in milliseconds; 0 turns the renewal job off',
    { default: 600_000 },
  ),
  BILLING_REMINDER_DAYS: variable(integer(0, 60), 'how many days before a paid period ends its renewal reminder is mailed', { default: 3 }),
  BILLING_GRACE_DAYS: variable(integer(0, 90), 'how many days a subscription whose renewal failed keeps its resources before it ends', {
    default: 7,
  }),
  IMPORT_MAX_BYTES: variable(
    integer(1024, 999_999_999),
    'the largest feed file (CSV, XML or ZIP) an import upload takes, in bytes (200 MiB by default); over it the answer is 413 TOO_LARGE',
    {
      default: 200 * 1024 * 1024,
    },
  ),
  IMPORT_ALLOW_PRIVATE_URLS: variable(boolean, 'let imports download photos from private, loopback and link-local addresses (tests only)', {
    default: false,
  }),
  SESSION_IDLE_MINUTES: variable(
    integer(0, 43_200),
    'a session unused for this many minutes ends (401, and it is removed) beside its absolute 30 days; 10080 is 7 days; 0 turns the idle time-out off',
    { default: 10_080 },
  ),
  JOBS_POLL_MS: variable(
    integer(500, 600_000),
    'how often idle background workers of every queue (imports, mails, renewals, saved-search alerts, exchange rates) look for new jobs, in milliseconds',
    { default: 2000 },
  ),
  RATES_FETCH: variable(
    boolean,
    "fetch the exchange rates every day at 16:30 UTC on the job queue (the ECB's euro reference rates, and the rouble's from RATES_CBR_URL), and once at start when the last fetch is more than 20 hours old; off keeps the rates in the database as they are. Without internet a start logs one warn line and keeps the last good (or built-in) rates",
    { default: (earlier) => earlier.NODE_ENV !== 'test', defaultText: 'true (false when NODE_ENV=test)' },
  ),
  RATES_ECB_URL: variable(
    url(['http:', 'https:'], 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
    "where the daily euro reference rates are read, in the ECB's eurofxref-daily.xml format (the ECB itself, a mirror, or a file of your own in that format)",
    { default: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml' },
  ),
  RATES_CBR_URL: variable(
    url(['http:', 'https:'], 'https://www.cbr.ru/scripts/XML_daily.asp'),
    "where the rouble's rate is read, in the Bank of Russia's XML_daily.asp format (windows-1251, comma decimals; the ECB publishes no rouble rate); unset keeps the rouble's stored rate",
  ),
  LISTING_STALE_DAYS: variable(
    decimal(0.00001, 3650),
    'how many days a published listing may go without an edit or a confirmation before its owner is mailed "Is it still available?" with one-click links (fractions allowed)',
    { default: 60 },
  ),
  LISTING_STALE_GRACE_DAYS: variable(
    decimal(0.00001, 365),
    'how many days after that mail a listing still unconfirmed is archived (its owner is told how to republish; fractions allowed)',
    { default: 14 },
  ),
  LISTING_FRESHNESS_INTERVAL_MS: variable(
    integer(0, 86_400_000),
    'how often the listing freshness job runs on the job queue (one run at a time across every instance), in milliseconds; 0 turns it off',
    { default: 3_600_000 },
  ),
  RETENTION_INTERVAL_MS: variable(
    integer(0, 86_400_000),
    'how often the retention job removes ended sessions, old sign-in failure counts, used or expired reset tokens, outbox mails older than RETENTION_DAYS and the upload files of finished imports, in milliseconds; 0 turns it off',
    { default: 3_600_000 },
  ),
  REPORTS_HIDE_AT: variable(
    integer(1, 1000),
    'a listing with open reports from this many different visitors (issue 23) is hidden from search, counts, the map, top offers and sitemaps until an operator reviews it; its page stays reachable to its owner',
    { default: 3 },
  ),
  MODERATION: variable(
    oneOf(['post', 'pre'] as const),
    'how listings are moderated (issue 23): post publishes at once and operators take listings down afterwards; pre holds every new or re-published listing (through the form or a feed import) as "waiting for review" until a moderator approves it',
    { default: 'post' },
  ),
  AUDIT_RETENTION_YEARS: variable(
    integer(1, 100),
    'how many years rows of the operator audit trail are kept before the retention job removes them (docs/operations.md, privacy and retention)',
    { default: 10 },
  ),
  STATS_FLUSH_MS: variable(
    integer(0, 3_600_000),
    'how often each api process writes its buffered listing views and search impressions (issue 24) to the database, in milliseconds; 0 writes only when STATS_FLUSH_SIZE is reached and at shutdown',
    { default: 10_000 },
  ),
  STATS_FLUSH_SIZE: variable(integer(1, 1_000_000), 'buffered views and listing-days of impressions at which an api process writes them at once', {
    default: 1000,
  }),
  STATS_COUNTING: variable(
    boolean,
    'count listing views and search impressions (issue 24); false accepts the view beacon and drops it, counts no impressions and writes nothing, for measuring what counting costs (`npm run bench -- --views-ab`)',
    { default: true },
  ),
  RETENTION_DAYS: variable(integer(1, 3650), 'how many days outbox mail files and the upload files of imports never run are kept', { default: 30 }),
  SAVED_SEARCH_ALERTS_INTERVAL_MS: variable(
    integer(0, 3_600_000),
    'how often the saved-search alert job runs on the job queue (instant alerts go out then; daily and weekly ones when due; one run at a time across every instance), in milliseconds; 0 turns it off',
    { default: 60_000 },
  ),
  S3_BUCKET: variable(
    matching('S3 bucket name', /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes'),
    'photos and other media, and uploaded import feeds until their run ends (under imports/), go to this S3 bucket (shared by every api instance); unset means DATA_DIR/media and DATA_DIR/imports on local disk',
  ),
  S3_ENDPOINT: variable(
    url(['http:', 'https:'], 'http://minio:9000'),
    'an S3-compatible server (MinIO, Ceph, R2…), addressed path-style; unset means AWS S3 of S3_REGION',
  ),
  S3_REGION: variable(matching('region name', /^[a-z0-9-]{1,32}$/, 'must be a region name like eu-central-1'), "the bucket's region", {
    default: 'us-east-1',
  }),
  S3_ACCESS_KEY_ID: variable(
    matching('access key id', /^\S{1,128}$/, 'must be an access key id'),
    'S3 credentials; unset means the SDK default chain',
  ),
  S3_SECRET_ACCESS_KEY: variable(matching('secret key', /^\S{1,256}$/, 'must be a secret access key'), 'the secret of S3_ACCESS_KEY_ID'),
  REDIS_URL: variable(
    url(['redis:', 'rediss:'], 'redis://redis:6379'),
    'rate limits, sign-in counters and the gateway caches live in this Redis (shared by every instance); unset means in process memory',
  ),
  TRANSLATE_URL: variable(
    url(['http:', 'https:'], 'http://libretranslate:5000'),
    'a LibreTranslate server (self-hosted, open source): descriptions and titles a listing lacks in a language are machine-translated by a job on the queue after create, edit and import; unset (and no DEEPL_API_KEY) shows the original with "Original in …". When DEEPL_API_KEY is set too, DeepL is used (docs/decisions/0024)',
  ),
  TRANSLATE_API_KEY: variable(
    matching('API key', /^\S{1,256}$/, 'must be an API key without spaces'),
    "LibreTranslate's api_key, when the server asks for one",
  ),
  DEEPL_API_KEY: variable(
    matching('DeepL key', /^\S{1,256}$/, 'must be a DeepL authentication key without spaces'),
    'machine translation through DeepL (a key ending in :fx uses the free API, api-free.deepl.com); wins over TRANSLATE_URL when both are set',
  ),
  TRANSLATE_DAILY_CHARS: variable(
    integer(0, 1_000_000_000),
    'the most characters sent to the translation engine per UTC day, counted in the database across every api process; what is left waits for the next day, the original shows meanwhile; 0 sends nothing',
    { default: 500_000 },
  ),
  TRANSLATE_TIMEOUT_MS: variable(
    integer(100, 120_000),
    'how long one request to the translation engine may take before it counts as failed (and is retried with back-off), in milliseconds',
    { default: 10_000 },
  ),
  MAP_TILE_URL: variable(
    tileUrl,
    'the map tiles, a URL template with {z}, {x}, {y} (and {s} for subdomains); its origin is allowed as an image source in the CSP (docs/decisions/0015)',
    {
      default: DEFAULT_MAP_TILE_URL,
    },
  ),
  MAP_TILE_ATTRIBUTION: variable(
    matching('text', /^[^<>]{1,300}$/, 'must be plain text (no < or >), at most 300 characters'),
    "the tiles' attribution shown on every map, as plain text",
    { default: DEFAULT_MAP_TILE_ATTRIBUTION },
  ),
};

export type VariableName = keyof typeof VARIABLES;

/** The parsed environment: one typed value per variable, undefined where unset without a default. */
export type Settings = {
  -readonly [K in VariableName]: (typeof VARIABLES)[K] extends Variable<infer T, infer D> ? T | D : never;
};

/** A variable's text, trimmed; empty counts as unset. */
export function readVar(env: EnvRecord, name: string): string | undefined {
  const t = env[name]?.trim();
  return t ? t : undefined;
}

/** True when the variable is set (not empty), as opposed to taking its default. */
export function isSet(env: EnvRecord, name: VariableName): boolean {
  return readVar(env, name) !== undefined;
}

/** Reads and validates every variable, in declaration order; throws ConfigError at the first bad one. */
export function parseEnv(env: EnvRecord): Settings {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(VARIABLES) as [string, Variable<unknown, unknown>][]) {
    const raw = readVar(env, name);
    out[name] = raw !== undefined ? v.parse(raw, name) : typeof v.default === 'function' ? (v.default as (e: typeof out) => unknown)(out) : v.default;
    if (raw !== undefined) v.requires?.(out[name], out, name);
  }
  return out as Settings;
}

/** The declaration as rows for documentation: name, type, default, description; `computed` when the default is words, not a value. */
export function describeEnv(): { name: VariableName; type: string; default: string; computed: boolean; description: string }[] {
  return (Object.entries(VARIABLES) as [VariableName, Variable<unknown, unknown>][]).map(([name, v]) => ({
    name,
    type: v.type,
    default: v.defaultText ?? (v.default === undefined ? '(unset)' : String(v.default)),
    computed: v.defaultText !== undefined || typeof v.default === 'function',
    description: v.description,
  }));
}
