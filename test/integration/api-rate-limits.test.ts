// Rate limits answer 429 with Retry-After: per e-mail address and per client IP on sign-in and
// forgot-password, per IP on the contact form, per user on sending messages. Limits are set low
// through the config so the test reaches them quickly.
import t from 'tap';
import { call, DEMO, signIn, startApi, type StartedApi } from '../helpers/api.ts';

let api: StartedApi;
t.before(async () => {
  api = await startApi({
    estates: 0,
    config: { rateLimits: { windowMs: 600_000, authPerAddress: 3, authPerIp: 8, contactPerIp: 2, messagesPerUser: 2 } },
  });
});
t.teardown(() => api?.close());

// the api trusts X-Forwarded-For from loopback (the gateway), so a test can play several clients
const from = (ip: string) => ({ 'x-forwarded-for': ip });

t.test("wrong guesses from elsewhere do not lock the owner out; the account's total still brakes", async (t) => {
  const body = { email: 'victim@example.org', password: 'guess guess' };
  for (let i = 0; i < 3; i++) t.equal((await call(api, 'POST', '/api/auth/sign-in', body, undefined, from('10.0.0.1'))).status, 401);
  const blocked = await call(api, 'POST', '/api/auth/sign-in', { ...body, email: 'VICTIM@example.org' }, undefined, from('10.0.0.1'));
  t.equal(blocked.status, 429, "the attacker's address is slowed (the address is case-folded)");
  t.equal(blocked.body.statusCode, 429);
  t.equal(blocked.body.code, 'TOO_MANY_REQUESTS');
  t.ok(Number(blocked.headers.get('retry-after')) > 0, 'with Retry-After');
  const owner = await call(api, 'POST', '/api/auth/sign-in', body, undefined, from('10.0.0.9'));
  t.equal(owner.status, 401, "the owner's own address is not locked out by the attacker's guesses");
  const otherAddress = await call(api, 'POST', '/api/auth/sign-in', { email: 'someone@example.org', password: 'x' }, undefined, from('10.0.0.1'));
  t.equal(otherAddress.status, 401, 'other accounts are not affected');
  // a botnet: each address tries a little, the account's total (10 × 3 per window) stops it
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) statuses.push((await call(api, 'POST', '/api/auth/sign-in', body, undefined, from(`10.9.${i}.1`))).status);
  t.equal(statuses.at(-1), 429, `the account's total is limited across addresses (${statuses.filter((s) => s === 401).length} attempts passed)`);
});

t.test('sign-in and forgot-password are limited per client IP across addresses', async (t) => {
  const ip = from('10.1.1.1');
  const statuses: number[] = [];
  for (let i = 0; i < 9; i++) {
    const path = i % 2 ? '/api/auth/forgot-password' : '/api/auth/sign-in';
    const email = `user${i}@example.org`;
    statuses.push((await call(api, 'POST', path, i % 2 ? { email } : { email, password: 'whatever' }, undefined, ip)).status);
  }
  t.same(statuses.slice(0, 8), [401, 202, 401, 202, 401, 202, 401, 202]);
  t.equal(statuses[8], 429);
  const third = await call(api, 'POST', '/api/auth/reset-password', { resetToken: 'x'.repeat(43), password: 'long enough' }, undefined, ip);
  t.equal(third.status, 429, 'the same IP limit covers the password reset');
  t.equal(third.body.code, 'TOO_MANY_REQUESTS');
  t.equal(
    (await call(api, 'POST', '/api/auth/sign-in', { email: DEMO.demo.email, password: DEMO.demo.password }, undefined, from('10.1.1.2'))).status,
    200,
    'another IP still signs in',
  );
});

t.test('the contact form is limited per IP', async (t) => {
  const form = { name: 'Kim', email: 'kim@example.org', subject: 'Hi', message: 'Hello there', language: 'en' };
  t.equal((await call(api, 'POST', '/api/contact', form, undefined, from('10.2.2.2'))).status, 202);
  t.equal((await call(api, 'POST', '/api/contact', form, undefined, from('10.2.2.2'))).status, 202);
  t.equal((await call(api, 'POST', '/api/contact', form, undefined, from('10.2.2.2'))).status, 429);
});

t.test('sending messages is limited per user', async (t) => {
  const token = await signIn(api, DEMO.newbie.email, DEMO.newbie.password);
  const msg = { to: 'elena-rossi', subject: 'Hi', body: 'Hello' };
  t.equal((await call(api, 'POST', '/api/messages', msg, token)).status, 201);
  t.equal((await call(api, 'POST', '/api/messages', msg, token)).status, 201);
  t.equal((await call(api, 'POST', '/api/messages', msg, token)).status, 429);
});
