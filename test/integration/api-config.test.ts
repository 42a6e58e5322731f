// Configuration fails fast naming the variable; the app hides the detail of unexpected failures and
// keeps secrets out of its logs.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildApi } from '../../api/app.ts';
import { loadApiConfig, operatorAddress } from '../../api/config.ts';

t.test('loadApiConfig: defaults, and a bad value names its variable', async (t) => {
  const c = loadApiConfig({ DATA_DIR: '/tmp/x', PUBLIC_ORIGIN: 'https://www.example.de' });
  t.equal(c.dataDir, '/tmp/x');
  t.equal(c.logLevel, 'info');
  t.equal(c.publicOrigin, 'https://www.example.de');
  t.equal(c.databaseUrl, undefined);
  t.equal(operatorAddress(c), 'office@example.de');
  t.equal(loadApiConfig({}).publicOrigin, 'http://localhost:3000');
  t.equal(loadApiConfig({ PORT: '3610' }).publicOrigin, 'http://localhost:3610', "the default follows PORT, as the gateway's does");

  const bad: [Record<string, string>, string][] = [
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_ORIGIN: 'example.com' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://example.com/shop' }, 'PUBLIC_ORIGIN'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ SEED: 'maybe' }, 'SEED'],
    [{ SEED_ESTATES: '-5' }, 'SEED_ESTATES'],
    [{ OPERATOR_EMAIL: 'nobody' }, 'OPERATOR_EMAIL'],
  ];
  for (const [env, variable] of bad) {
    t.throws(() => loadApiConfig(env), new RegExp(`^${variable} `), variable);
  }
});

t.test('a 5xx hides its detail; logs never carry tokens or passwords', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-config-'));
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApi(
    { dataDir, inMemoryDb: true, logLevel: 'info', publicOrigin: 'http://marketplace.test', seed: true, seedEstates: 0 },
    { logger: pino({ level: 'info', redact: ['req.headers.authorization'] }, sink) },
  );
  t.teardown(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  app.get('/api/test-boom', async () => {
    throw new Error('connection string postgres://admin:hunter2@db');
  });

  const boom = await app.inject({ method: 'GET', url: '/api/test-boom' });
  t.equal(boom.statusCode, 500);
  t.same(Object.keys(boom.json()).sort(), ['code', 'error', 'message', 'statusCode']);
  t.equal(boom.json().code, 'INTERNAL');
  t.notMatch(boom.body, /hunter2|postgres/);

  const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'demo@example.com', password: 'demo-password-1' } });
  t.equal(signIn.statusCode, 200);
  const token = signIn.json().token as string;
  await app.inject({ method: 'GET', url: '/api/user/current', headers: { authorization: `Bearer ${token}`, cookie: 'sid=abc' } });
  const log = lines.join('');
  t.ok(log.includes('"user signed in"'), 'requests are logged');
  t.notOk(log.includes(token), 'no token in the logs');
  t.notOk(log.includes('demo-password-1'), 'no password in the logs');
});
