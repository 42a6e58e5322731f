// Two api instances on one PostgreSQL database run the renewal job at the same moment: each due
// subscription is charged exactly once (the job takes rows FOR UPDATE SKIP LOCKED), and every one of
// them is renewed. Only a server shows this: PGlite runs one connection, so its runs never overlap.
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { runRenewal } from '../../api/billing/renewal.ts';
import { call, startApi, startSecondApi } from '../helpers/api.ts';
import type { OrderWithPayment } from '../../shared/contract/billing.ts';

const serverUrl = process.env.DATABASE_URL;

if (!serverUrl) t.fail('needs a PostgreSQL server: DATABASE_URL=postgres://… npx tap test/server-db/');
else
  t.test('two instances renewing at once charge every due subscription once', async (t) => {
    const a = await startApi({ estates: 0, config: { billing: { renewalIntervalMs: 0 } } });
    // the second instance: the same database, its own pool and its own local payment provider
    const second = await startSecondApi(a, { sharedDataDir: true });
    t.teardown(second.close);
    const b = second.app;

    const subs: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = `instances-${randomBytes(5).toString('hex')}@example.com`;
      const password = 'correct-horse-battery-42';
      await call(a, 'POST', '/api/auth/sign-up', {
        email,
        password,
        title: 'ms',
        firstName: 'A',
        lastName: 'B',
        isRealtor: false,
        countryCode: 'ES',
        city: 'Nerja',
      });
      const token = (await call(a, 'POST', '/api/auth/sign-in', { email, password })).body.token as string;
      const { order, payment } = (await call<OrderWithPayment>(a, 'POST', '/api/billing/orders', { planId: 'basic' }, token)).body;
      const paid = await call(a, 'POST', `/api/billing/local/payments/${order.paymentId}/confirm`, {
        clientSecret: payment!.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      });
      t.equal(paid.body.status, 'succeeded');
      await (a.app.payments as unknown as { idle(): Promise<void> }).idle();
      subs.push((await call(a, 'GET', '/api/user/current', undefined, token)).body.subscriptions[0]._id);
    }
    await a.db.query(`UPDATE subscriptions SET current_period_ends_at = now() - interval '1 minute' WHERE id = ANY($1::text[])`, [subs]);

    const [ra, rb] = await Promise.all([runRenewal(a.app), runRenewal(b)]);
    await Promise.all([a.app, b].map((app) => (app.payments as unknown as { idle(): Promise<void> }).idle()));

    const charged = [...ra.charged, ...rb.charged].filter((id) => subs.includes(id));
    t.equal(charged.length, subs.length, 'every due subscription charged');
    t.equal(new Set(charged).size, subs.length, 'none by both instances');
    const orders = await a.db.query<{ renewal_of: string; n: number }>(
      `SELECT renewal_of, count(*)::int AS n FROM orders WHERE renewal_of = ANY($1::text[]) GROUP BY renewal_of`,
      [subs],
    );
    t.equal(orders.rows.length, subs.length);
    t.ok(
      orders.rows.every((r) => r.n === 1),
      'one renewal order each',
    );
    const after = await a.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE id = ANY($1::text[])', [subs]);
    t.same(new Set(after.rows.map((r) => r.status)), new Set(['active']), 'all renewed');
  });
