// The gateway's configuration: defaults that start the product with nothing set, and start-up errors
// that name the variable at fault.
import t from 'tap';
import { ConfigError, loadConfig, publicConfigFor } from '../../gateway/config.ts';

t.test('defaults: nothing set is a working development config', async (t) => {
  const c = loadConfig({});
  t.equal(c.port, 3000);
  t.equal(c.host, '0.0.0.0');
  t.equal(c.apiUrl, undefined, 'no API_URL: the embedded api');
  t.equal(c.apiPort, 0);
  t.equal(c.dataDir, './data');
  t.equal(c.logLevel, 'info');
  t.equal(c.nodeEnv, 'development');
  t.equal(c.publicOrigin, 'http://localhost:3000');
  t.equal(c.secureCookies, false);
  t.same(c.publicConfig, { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapTileAttribution: '© OpenStreetMap contributors' });
});

t.test('production with nothing else set is valid', async (t) => {
  const c = loadConfig({ NODE_ENV: 'production' });
  t.equal(c.nodeEnv, 'production');
});

t.test('values are read, trimmed, and an https origin makes cookies Secure', async (t) => {
  const c = loadConfig({
    PORT: '8080',
    HOST: '127.0.0.1',
    API_URL: 'http://api:4000/',
    PUBLIC_ORIGIN: ' https://www.example.com ',
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    ANALYTICS_ID_DE: 'G-DE1',
    ANALYTICS_ID_COM: 'G-COM1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: 'postgres://u:p@db:5432/app',
  });
  t.equal(c.port, 8080);
  t.equal(c.apiUrl, 'http://api:4000', 'trailing slash dropped');
  t.equal(c.publicOrigin, 'https://www.example.com');
  t.equal(c.secureCookies, true);
  t.equal(c.logLevel, 'warn');
  const map = { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapTileAttribution: '© OpenStreetMap contributors' };
  t.same(c.publicConfig, { stripePublishableKey: 'pk_test_1', ...map }, 'only the publishable key (and the map tiles) are public');
  t.same(publicConfigFor(c, 'de'), { stripePublishableKey: 'pk_test_1', ...map, analyticsId: 'G-DE1' });
  t.same(publicConfigFor(c, 'ru'), { stripePublishableKey: 'pk_test_1', ...map, analyticsId: 'G-COM1' }, 'com is the fallback property');
  t.notMatch(JSON.stringify(publicConfigFor(c, 'com')), /sk_test|postgres/, 'no secret in the public subset');
});

const bad: [Record<string, string>, string, RegExp][] = [
  [{ PORT: 'abc' }, 'PORT', /PORT must be an integer 0\.\.65535/],
  [{ PORT: '70000' }, 'PORT', /PORT must be an integer 0\.\.65535/],
  [{ PORT: '-1' }, 'PORT', /^PORT /],
  [{ API_PORT: '3.5' }, 'API_PORT', /^API_PORT must be an integer/],
  [{ API_URL: 'api:4000' }, 'API_URL', /^API_URL must be/],
  [{ API_URL: 'ftp://api' }, 'API_URL', /^API_URL must be/],
  [{ API_URL: 'http://api:4000/v1' }, 'API_URL', /^API_URL must be an origin/],
  [{ PUBLIC_ORIGIN: 'example.com' }, 'PUBLIC_ORIGIN', /^PUBLIC_ORIGIN /],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', /^DATABASE_URL must be a URL like postgres/],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /^LOG_LEVEL must be one of/],
  [{ NODE_ENV: 'staging' }, 'NODE_ENV', /^NODE_ENV must be one of development, production, test/],
  [{ STRIPE_SECRET_KEY: 'pk_wrong' }, 'STRIPE_SECRET_KEY', /^STRIPE_SECRET_KEY must start with sk_/],
  [{ STRIPE_PUBLISHABLE_KEY: 'sk_wrong' }, 'STRIPE_PUBLISHABLE_KEY', /^STRIPE_PUBLISHABLE_KEY must start with pk_/],
  [{ STRIPE_WEBHOOK_SECRET: 'nope' }, 'STRIPE_WEBHOOK_SECRET', /^STRIPE_WEBHOOK_SECRET must start with whsec_/],
  [{ SMTP_URL: 'http://mail' }, 'SMTP_URL', /^SMTP_URL must be a URL like smtp/],
  [{ ANALYTICS_ID_RU: 'G-<script>' }, 'ANALYTICS_ID_RU', /^ANALYTICS_ID_RU must be/],
  [{ HOST: 'bad host' }, 'HOST', /^HOST /],
];

for (const [env, variable, message] of bad) {
  t.test(`${variable}=${Object.values(env).join(',')} is refused, naming ${variable}`, async (t) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      caught = err;
    }
    t.ok(caught instanceof ConfigError, 'a ConfigError');
    t.equal((caught as ConfigError).variable, variable);
    t.match((caught as ConfigError).message, message);
  });
}
