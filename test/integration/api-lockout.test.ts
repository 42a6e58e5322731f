// Sign-in back-off (api/auth/lockout.ts): past a few free failures each further failure of an
// account from one address doubles the wait, capped, every 429 with Retry-After; the real owner
// signing in from another address is never locked out by guesses elsewhere; one address trying many
// accounts waits too. The api's clock is injected so the waits pass at once; the rate limits are
// set high so only the back-off answers here.
import t from 'tap';
import { call, DEMO, startApi, type StartedApi } from '../helpers/api.ts';
import { backoffMs } from '../../api/auth/lockout.ts';

let offset = 0;
let api: StartedApi;
t.before(async () => {
  api = await startApi({
    estates: 0,
    config: {
      rateLimits: { authPerAddress: 1000, authPerIp: 1000 },
      lockout: { freePerAccount: 3, freePerAddress: 12, baseMs: 10_000, capMs: 80_000 },
      clock: () => Date.now() + offset,
    },
  });
});
t.teardown(() => api?.close());

// the api trusts X-Forwarded-For from loopback (the gateway), so a test can play several clients
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const attempt = (email: string, password: string, ip: string) => call(api, 'POST', '/api/auth/sign-in', { email, password }, undefined, from(ip));
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));

t.test('the wait: none for the free failures, then doubling up to the cap', async (t) => {
  const s = { baseMs: 1000, capMs: 60_000 };
  t.same(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => backoffMs(n, 3, s)),
    [0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000],
  );
});

t.test('regression: ten wrong passwords do not lock the real owner out', async (t) => {
  offset = 0;
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await attempt(DEMO.demo.email, `wrong guess ${i}`, '10.0.0.1');
    statuses.push(res.status);
    if (res.status === 429) t.ok(retryAfter(res) > 0, `429 #${i + 1} carries Retry-After (${res.headers.get('retry-after')})`);
  }
  t.same(statuses, [401, 401, 401, 401, 429, 429, 429, 429, 429, 429], "the attacker's address waits after the free failures");
  const owner = await attempt(DEMO.demo.email, DEMO.demo.password, '10.0.0.9');
  t.equal(owner.status, 200, 'the owner from another address signs in at once');
  t.ok(owner.body.token, 'with a session');
  const stillAttacker = await attempt(DEMO.demo.email, DEMO.demo.password, '10.0.0.1');
  t.equal(stillAttacker.status, 429, 'the right password from the waiting address is not even checked until the wait is over');
});

t.test('the wait grows with each failure after it, capped, and a success clears it', async (t) => {
  offset = 0;
  const ip = '10.0.1.1';
  const email = DEMO.realtor.email;
  for (let i = 0; i < 3; i++) t.equal((await attempt(email, 'nope nope', ip)).status, 401, `free failure ${i + 1}`);
  const waits: number[] = [];
  for (let i = 0; i < 5; i++) {
    t.equal((await attempt(email, 'nope nope', ip)).status, 401, 'a failure after the wait is still checked');
    const blocked = await attempt(email, 'nope nope', ip);
    t.equal(blocked.status, 429, 'the next attempt waits');
    t.equal(blocked.body.code, 'TOO_MANY_REQUESTS');
    waits.push(retryAfter(blocked));
    offset += retryAfter(blocked) * 1000 + 1000; // wait it out
  }
  t.same(waits, [10, 20, 40, 80, 80], 'the wait doubles from 10 s and stops at the 80 s cap');
  t.equal((await attempt(email, DEMO.realtor.password, ip)).status, 200, 'after the wait the owner signs in');
  t.equal((await attempt(email, 'nope nope', ip)).status, 401, 'and the count starts again');
  t.equal((await attempt(email, 'nope nope', ip)).status, 401, 'with its free failures');
});

t.test('one address trying many accounts waits too; other addresses do not', async (t) => {
  offset = 0;
  const ip = '10.0.2.1';
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) statuses.push((await attempt(`someone${i}@example.org`, 'whatever', ip)).status);
  t.same(statuses, [...Array<number>(13).fill(401), 429], 'after twelve free failures across accounts the address waits');
  const res = await attempt('fresh@example.org', 'whatever', ip);
  t.equal(res.status, 429, 'for any account');
  t.equal(retryAfter(res), 10);
  t.equal((await attempt(DEMO.newbie.email, DEMO.newbie.password, '10.0.2.2')).status, 200, 'another address signs in');
});
