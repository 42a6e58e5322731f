// The one environment schema (shared/core/env.ts): every variable declared once with its default, bad
// values refused with a message that starts with the variable's name, and the gateway's and the api's
// views of the same environment agreeing on what they share.
import t from 'tap';
import { resolve } from 'node:path';
import { ConfigError, describeEnv, parseEnv, VARIABLES } from '../../shared/core/env.ts';
import { ConfigError as GatewayConfigError, loadConfig } from '../../gateway/config.ts';
import { ConfigError as ApiConfigError, loadApiConfig, operatorAddress, senderAddress } from '../../api/config.ts';

const NAMES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'API_URL',
  'API_PORT',
  'DATABASE_URL',
  'DATABASE_READ_URL',
  'DATABASE_READ_MAX_LAG_S',
  'DATA_DIR',
  'LOG_LEVEL',
  'HEAP_GROWING_PERCENT',
  'PUBLIC_ORIGIN',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'ANALYTICS_ID_COM',
  'ANALYTICS_ID_RU',
  'ANALYTICS_ID_DE',
  'SEED',
  'SEED_ESTATES',
  'ADMIN_EMAILS',
  'OPERATOR_EMAIL',
  'TRUST_PROXY',
  'GATEWAY_TRUST_PROXY',
  'GATEWAY_API_CONNECTIONS',
  'GATEWAY_UPLOADS',
  'GATEWAY_UPLOADS_PER_CLIENT',
  'BODY_IDLE_TIMEOUT_MS',
  'UPLOAD_MIN_BYTES_PER_S',
  'UPLOAD_RATE_WINDOW_MS',
  'SHUTDOWN_GRACE_MS',
  'BILLING_RENEWAL_INTERVAL_MS',
  'BILLING_REMINDER_DAYS',
  'BILLING_GRACE_DAYS',
  'IMPORT_MAX_BYTES',
  'IMPORT_ALLOW_PRIVATE_URLS',
  'SESSION_IDLE_MINUTES',
  'JOBS_POLL_MS',
  'RATES_FETCH',
  'RATES_ECB_URL',
  'RATES_CBR_URL',
  'SAVED_SEARCH_ALERTS_INTERVAL_MS',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'REDIS_URL',
  'RETENTION_DAYS',
  'RETENTION_INTERVAL_MS',
  'STATS_FLUSH_MS',
  'STATS_FLUSH_SIZE',
  'STATS_COUNTING',
  'LISTING_STALE_DAYS',
  'LISTING_STALE_GRACE_DAYS',
  'LISTING_FRESHNESS_INTERVAL_MS',
  'REPORTS_HIDE_AT',
  'MODERATION',
  'AUDIT_RETENTION_YEARS',
  'WEB_CONCURRENCY',
  'MAP_TILE_URL',
  'MAP_TILE_ATTRIBUTION',
  'TRANSLATE_URL',
  'TRANSLATE_API_KEY',
  'DEEPL_API_KEY',
  'TRANSLATE_DAILY_CHARS',
  'TRANSLATE_TIMEOUT_MS',
];

t.test('every variable is declared once, with a type and a description', async (t) => {
  t.same(Object.keys(VARIABLES).sort(), [...NAMES].sort());
  const rows = describeEnv();
  t.equal(rows.length, NAMES.length);
  for (const row of rows) {
    t.ok(row.type.length > 0 && row.description.length > 0, `${row.name} is described`);
  }
  t.equal(rows.find((r) => r.name === 'PUBLIC_ORIGIN')?.default, 'http://localhost:PORT');
  t.equal(rows.find((r) => r.name === 'PORT')?.default, '3000');
  t.equal(rows.find((r) => r.name === 'API_URL')?.default, '(unset)');
});

t.test('nothing set: the documented defaults', async (t) => {
  t.same(parseEnv({}), {
    NODE_ENV: 'development',
    PORT: 3000,
    HOST: '0.0.0.0',
    API_URL: undefined,
    API_PORT: 0,
    DATABASE_URL: undefined,
    DATABASE_READ_URL: undefined,
    DATABASE_READ_MAX_LAG_S: 5,
    DATA_DIR: './data',
    LOG_LEVEL: 'info',
    HEAP_GROWING_PERCENT: 60,
    PUBLIC_ORIGIN: 'http://localhost:3000',
    STRIPE_SECRET_KEY: undefined,
    STRIPE_PUBLISHABLE_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    SMTP_URL: undefined,
    ANALYTICS_ID_COM: undefined,
    ANALYTICS_ID_RU: undefined,
    ANALYTICS_ID_DE: undefined,
    SEED: true,
    SEED_ESTATES: 2000,
    ADMIN_EMAILS: [],
    OPERATOR_EMAIL: undefined,
    TRUST_PROXY: undefined,
    GATEWAY_TRUST_PROXY: false,
    GATEWAY_API_CONNECTIONS: 128,
    GATEWAY_UPLOADS: 16,
    GATEWAY_UPLOADS_PER_CLIENT: 2,
    BODY_IDLE_TIMEOUT_MS: 10_000,
    UPLOAD_MIN_BYTES_PER_S: 4096,
    UPLOAD_RATE_WINDOW_MS: 15_000,
    SHUTDOWN_GRACE_MS: 15_000,
    BILLING_RENEWAL_INTERVAL_MS: 600_000,
    BILLING_REMINDER_DAYS: 3,
    BILLING_GRACE_DAYS: 7,
    IMPORT_MAX_BYTES: 200 * 1024 * 1024,
    IMPORT_ALLOW_PRIVATE_URLS: false,
    SESSION_IDLE_MINUTES: 10_080,
    JOBS_POLL_MS: 2000,
    RATES_FETCH: true,
    RATES_ECB_URL: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
    RATES_CBR_URL: undefined,
    RETENTION_INTERVAL_MS: 3_600_000,
    LISTING_STALE_DAYS: 60,
    LISTING_STALE_GRACE_DAYS: 14,
    LISTING_FRESHNESS_INTERVAL_MS: 3_600_000,
    RETENTION_DAYS: 30,
    STATS_FLUSH_MS: 10_000,
    STATS_FLUSH_SIZE: 1000,
    STATS_COUNTING: true,
    REPORTS_HIDE_AT: 3,
    MODERATION: 'post',
    WEB_CONCURRENCY: undefined,
    AUDIT_RETENTION_YEARS: 10,
    SAVED_SEARCH_ALERTS_INTERVAL_MS: 60_000,
    S3_BUCKET: undefined,
    S3_ENDPOINT: undefined,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: undefined,
    S3_SECRET_ACCESS_KEY: undefined,
    REDIS_URL: undefined,
    MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    TRANSLATE_DAILY_CHARS: 500000,
    TRANSLATE_TIMEOUT_MS: 10000,
  });
  t.same(parseEnv({ PORT: '  ', LOG_LEVEL: '' }), parseEnv({}), 'empty and blank count as unset');
});

t.test('the exchange rates are fetched by default, except under NODE_ENV=test', async (t) => {
  t.equal(parseEnv({ NODE_ENV: 'production' }).RATES_FETCH, true);
  t.equal(parseEnv({ NODE_ENV: 'test' }).RATES_FETCH, false, 'tests never reach the network unless they ask');
  t.equal(parseEnv({ NODE_ENV: 'test', RATES_FETCH: 'on' }).RATES_FETCH, true);
  t.equal(parseEnv({ RATES_FETCH: 'off' }).RATES_FETCH, false);
  t.same(loadApiConfig({ RATES_CBR_URL: 'https://www.cbr.ru/scripts/XML_daily.asp' }).rates, {
    fetch: true,
    ecbUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
    cbrUrl: 'https://www.cbr.ru/scripts/XML_daily.asp',
  });
});

t.test('it reads only the record it is given', async (t) => {
  const before = process.env.PORT;
  process.env.PORT = '4321';
  t.teardown(() => {
    if (before === undefined) delete process.env.PORT;
    else process.env.PORT = before;
  });
  t.equal(parseEnv({}).PORT, 3000);
});

t.test('values are trimmed and normalized', async (t) => {
  t.equal(parseEnv({}).SEED, true, 'demo content by default on PGlite');
  t.equal(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/x' }).SEED, false, 'none by default with a database server (issue 21)');
  t.equal(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/x', SEED: 'true' }).SEED, true, 'unless asked for');
  const s = parseEnv({
    PORT: ' 3610 ',
    LOG_LEVEL: 'WARN',
    PUBLIC_ORIGIN: 'https://www.example.com/',
    API_URL: 'http://api:4000/',
    SEED: 'no',
    SEED_ESTATES: '25',
    TRUST_PROXY: '10.0.0.0/8, loopback',
  });
  t.equal(s.PORT, 3610);
  t.equal(s.LOG_LEVEL, 'warn');
  t.equal(s.PUBLIC_ORIGIN, 'https://www.example.com', 'no trailing slash');
  t.equal(s.API_URL, 'http://api:4000');
  t.equal(s.SEED, false);
  t.equal(s.SEED_ESTATES, 25);
  t.equal(s.TRUST_PROXY, '10.0.0.0/8, loopback');
  t.equal(parseEnv({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY, true);
  t.equal(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY, false);
  t.equal(parseEnv({ STRIPE_SECRET_KEY: 'rk_live_1' }).STRIPE_SECRET_KEY, 'rk_live_1', 'a restricted key is a secret key too');
});

t.test('read replicas: one or more URLs of a PostgreSQL server, the api config carries them with the lag', async (t) => {
  const server = { DATABASE_URL: 'postgres://u:p@db:5432/app' };
  t.same(loadApiConfig(server).databaseRead, undefined, 'none unless set');
  const one = loadApiConfig({ ...server, DATABASE_READ_URL: 'postgres://u:p@r1:5432/app' });
  t.same(one.databaseRead, { urls: ['postgres://u:p@r1:5432/app'], maxLagS: 5 });
  const two = loadApiConfig({
    ...server,
    DATABASE_READ_URL: ' postgres://u:p@r1:5432/app , postgresql://u:p@r2/app ',
    DATABASE_READ_MAX_LAG_S: '0.5',
  });
  t.same(two.databaseRead, { urls: ['postgres://u:p@r1:5432/app', 'postgresql://u:p@r2/app'], maxLagS: 0.5 }, 'comma-separated, trimmed');
  t.throws(() => parseEnv({ ...server, DATABASE_READ_URL: 'postgres://u:p@r1/app,mysql://r2/app' }), { message: /^DATABASE_READ_URL must be a URL/ });
  t.throws(() => parseEnv({ ...server, DATABASE_READ_URL: ' , ' }), { message: /^DATABASE_READ_URL must be one or more URLs/ });
  t.throws(
    () => loadApiConfig({ DATABASE_READ_URL: 'postgres://u:p@r1/app' }),
    { message: /^DATABASE_READ_URL needs DATABASE_URL/ },
    'PGlite refuses replicas',
  );
});

t.test('the public origin defaults to http://localhost:PORT in both views', async (t) => {
  for (const env of [{}, { PORT: '3610' }, { PORT: '8080', HOST: '127.0.0.1' }]) {
    const expected = `http://localhost:${parseEnv(env).PORT}`;
    t.equal(loadConfig(env).publicOrigin, expected, `gateway, ${JSON.stringify(env)}`);
    t.equal(loadApiConfig(env).publicOrigin, expected, `api, ${JSON.stringify(env)}`);
  }
  t.equal(loadApiConfig({ PORT: '3610' }).publicOrigin, 'http://localhost:3610');
  t.equal(senderAddress(loadApiConfig({ PORT: '3610' })), 'no-reply@localhost');
  t.equal(loadConfig({ PORT: '3610' }).canonicalOrigin, undefined, 'no canonical origin unless PUBLIC_ORIGIN is set');
});

t.test('with PUBLIC_ORIGIN set, both views use it whatever the port', async (t) => {
  const env = { PORT: '3610', PUBLIC_ORIGIN: 'https://www.example.de/' };
  const gateway = loadConfig(env);
  const api = loadApiConfig(env);
  t.equal(gateway.publicOrigin, 'https://www.example.de');
  t.equal(api.publicOrigin, gateway.publicOrigin);
  t.equal(gateway.canonicalOrigin, 'https://www.example.de');
  t.equal(gateway.secureCookies, true);
  t.equal(operatorAddress(api), 'office@example.de');
});

t.test('the views agree on every field they share', async (t) => {
  const env = {
    DATA_DIR: 'tmp/somewhere',
    LOG_LEVEL: 'debug',
    DATABASE_URL: 'postgres://u:p@db:5432/app',
    SMTP_URL: 'smtps://u:p@mail.example.com:465',
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };
  const g = loadConfig(env);
  const a = loadApiConfig(env);
  t.equal(a.dataDir, resolve(g.dataDir), 'the api resolves DATA_DIR, the gateway keeps it as given');
  t.equal(a.logLevel, g.logLevel);
  t.equal(a.databaseUrl, g.databaseUrl);
  t.equal(a.smtpUrl, g.smtpUrl);
  t.equal(a.stripeSecretKey, g.stripeSecretKey);
  t.equal(a.stripeWebhookSecret, g.stripeWebhookSecret);
});

const bad: Record<string, string>[] = [
  { NODE_ENV: 'staging' },
  { PORT: '65536' },
  { PORT: '3.5' },
  { HOST: 'bad host' },
  { API_URL: 'http://api:4000/v1' },
  { API_PORT: '-1' },
  { DATABASE_URL: 'mysql://db/app' },
  // replicas of a server: refused without DATABASE_URL (PGlite has none)
  { DATABASE_READ_URL: 'postgres://u:p@replica:5432/app' },
  { DATABASE_READ_MAX_LAG_S: '0' },
  { DATABASE_READ_MAX_LAG_S: 'five' },
  { DATA_DIR: 'a\0b' },
  { LOG_LEVEL: 'loud' },
  { PUBLIC_ORIGIN: 'example.com' },
  { PUBLIC_ORIGIN: 'https://user:pw@example.com' },
  { PUBLIC_ORIGIN: 'ftp://example.com' },
  { STRIPE_SECRET_KEY: 'pk_test_1' },
  { STRIPE_PUBLISHABLE_KEY: 'sk_test_1' },
  { STRIPE_WEBHOOK_SECRET: 'whsec_ with space' },
  { SMTP_URL: 'http://mail' },
  { ANALYTICS_ID_COM: 'G-<x>' },
  { ANALYTICS_ID_RU: 'G RU' },
  { ANALYTICS_ID_DE: 'x'.repeat(65) },
  { SEED: 'maybe' },
  { SEED_ESTATES: '200001' },
  { ADMIN_EMAILS: 'boss@example.org, nobody' },
  { OPERATOR_EMAIL: 'nobody' },
  { TRUST_PROXY: 'everyone' },
  { GATEWAY_TRUST_PROXY: 'everyone' },
  { GATEWAY_API_CONNECTIONS: '2' },
  { GATEWAY_UPLOADS: '0' },
  { GATEWAY_UPLOADS_PER_CLIENT: '65' },
  { BODY_IDLE_TIMEOUT_MS: '50' },
  { UPLOAD_MIN_BYTES_PER_S: '0' },
  { UPLOAD_RATE_WINDOW_MS: '50' },
  { SHUTDOWN_GRACE_MS: '999' },
  { BILLING_RENEWAL_INTERVAL_MS: '-5' },
  { BILLING_REMINDER_DAYS: 'three' },
  { BILLING_GRACE_DAYS: '91' },
  { IMPORT_MAX_BYTES: '10' },
  { IMPORT_ALLOW_PRIVATE_URLS: 'sometimes' },
  { HEAP_GROWING_PERCENT: '-1' },
  { HEAP_GROWING_PERCENT: '1.5' },
  { SESSION_IDLE_MINUTES: '-1' },
  { SESSION_IDLE_MINUTES: '99999' },
  { JOBS_POLL_MS: '100' },
  { RATES_FETCH: 'daily' },
  { RATES_ECB_URL: 'ftp://ecb.example/rates.xml' },
  { RATES_CBR_URL: 'cbr.ru/scripts/XML_daily.asp' },
  { SAVED_SEARCH_ALERTS_INTERVAL_MS: '-1' },
  { RETENTION_INTERVAL_MS: '-1' },
  { STATS_FLUSH_MS: '-1' },
  { STATS_FLUSH_SIZE: '0' },
  { STATS_COUNTING: 'sometimes' },
  { LISTING_STALE_DAYS: '0' },
  { LISTING_STALE_DAYS: '1e3' },
  { LISTING_STALE_GRACE_DAYS: '-1' },
  { LISTING_FRESHNESS_INTERVAL_MS: '1.5' },
  { RETENTION_DAYS: '0' },
  { REPORTS_HIDE_AT: '0' },
  { MODERATION: 'sometimes' },
  { WEB_CONCURRENCY: '0' },
  { AUDIT_RETENTION_YEARS: 'ten' },
  { S3_BUCKET: 'Photos_Bucket' },
  { S3_ENDPOINT: 'minio:9000' },
  { S3_REGION: 'EU Central' },
  { S3_ACCESS_KEY_ID: 'key with space' },
  { S3_SECRET_ACCESS_KEY: 'secret with space' },
  { REDIS_URL: 'http://redis:6379' },
  { MAP_TILE_URL: 'https://tiles.example.org/tile.png' },
  { MAP_TILE_URL: 'javascript:alert(1)/{z}/{x}/{y}' },
  { MAP_TILE_ATTRIBUTION: '<a href="x">tiles</a>' },
  { TRANSLATE_URL: 'ftp://libretranslate:5000' },
  { TRANSLATE_API_KEY: 'key with space' },
  { DEEPL_API_KEY: 'deepl key' },
  { TRANSLATE_DAILY_CHARS: '-1' },
  { TRANSLATE_TIMEOUT_MS: '5' },
];

t.test('a bad value is one ConfigError naming its variable first, from either view', async (t) => {
  t.equal(GatewayConfigError, ConfigError, 'the gateway re-exports the one class');
  t.equal(ApiConfigError, ConfigError, 'the api re-exports the one class');
  t.same(
    Object.keys(VARIABLES).filter((n) => !bad.some((env) => n in env)),
    [],
    'every variable has a refused value here',
  );
  for (const env of bad) {
    const [name] = Object.keys(env);
    let caught: unknown;
    try {
      parseEnv(env);
    } catch (err) {
      caught = err;
    }
    t.ok(caught instanceof ConfigError, `${name}: a ConfigError`);
    t.equal((caught as ConfigError).variable, name);
    t.match((caught as ConfigError).message, new RegExp(`^${name} \\S`), `${name}: the message starts with the name`);
    t.throws(() => loadConfig(env), { message: (caught as Error).message }, `${name}: the gateway refuses it alike`);
    t.throws(() => loadApiConfig(env), { message: (caught as Error).message }, `${name}: the api refuses it alike`);
  }
});
