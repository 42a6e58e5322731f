// What an empty database gets at the first start (issue 21): the reference data always (countries,
// currencies, plans, legal pages), the demo accounts (public passwords) only with SEED, which is off by
// default with DATABASE_URL (test/unit/env.test.ts); seeding them on an https site is logged at error level.
import t from 'tap';
import { Writable } from 'node:stream';
import pino from 'pino';
import { call, DEMO, startApi } from '../helpers/api.ts';

t.test('SEED=false: reference data, no demo account', async (t) => {
  const api = await startApi({ seed: false });
  t.teardown(() => api.close());
  const countries = (await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM countries')).rows[0].n;
  t.ok(countries > 100, `${countries} countries`);
  t.ok((await api.db.query('SELECT 1 FROM plans')).rows.length > 0, 'the plans');
  t.equal((await call(api, 'GET', '/api/currencies')).status, 200);
  t.equal((await api.db.query('SELECT 1 FROM users WHERE email = $1', [DEMO.demo.email])).rows.length, 0, 'no demo account');
  t.equal((await api.db.query('SELECT 1 FROM estates')).rows.length, 0, 'no demo estate');
});

t.test('demo accounts seeded on an https origin: an error-level line says so', async (t) => {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const api = await startApi({ estates: 0, config: { publicOrigin: 'https://marketplace.example' }, logger: pino({ level: 'info' }, sink) });
  t.teardown(() => api.close());
  t.equal((await api.db.query('SELECT 1 FROM users WHERE email = $1', [DEMO.demo.email])).rows.length, 1, 'the demo account exists');
  t.ok(
    lines.some((l) => l.level === 50 && /demo accounts/.test(l.msg)),
    'logged at error level',
  );
});
