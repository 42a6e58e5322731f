// Issue 21, finding 5i: one account guessed from 61 addresses met no delay (each address stayed under
// its own free failures). The account now has a back-off across addresses too (capped short, the
// owner meets it as well), and after repeated failures within an hour its owner is mailed, once.
// The api's clock is injected so the waits pass at once; rate limits are high so only the back-off answers.
import t from 'tap';
import { call, DEMO, outbox, startApi, type StartedApi } from '../helpers/api.ts';

let offset = 0;
let api: StartedApi;
t.before(async () => {
  api = await startApi({
    estates: 0,
    config: {
      rateLimits: { authPerAddress: 1000, authPerIp: 1000 },
      lockout: { freePerAccount: 3, freePerAddress: 12, freeAcrossAddresses: 5, capAcrossMs: 20_000, baseMs: 10_000, capMs: 80_000, alertAfter: 10 },
      clock: () => Date.now() + offset,
    },
  });
});
t.teardown(() => api?.close());

const attempt = (email: string, password: string, ip: string) =>
  call(api, 'POST', '/api/auth/sign-in', { email, password }, undefined, { 'x-forwarded-for': ip });
const alerts = async () => (await outbox(api)).filter((m) => m.to === DEMO.realtor.email && /failed sign-ins/i.test(m.subject)).length;

t.test('one account guessed from many addresses waits, capped; the owner is mailed once', async (t) => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await attempt(DEMO.realtor.email, `guess ${i}`, `198.51.100.${i + 1}`)).status);
  t.same(statuses, [401, 401, 401, 401, 401, 401, 429, 429], 'past 5 failures across addresses, every address waits');
  const owner = await attempt(DEMO.realtor.email, DEMO.realtor.password, '192.0.2.200');
  t.equal(owner.status, 429, 'the owner too, briefly');
  t.ok(Number(owner.headers.get('retry-after')) <= 20, `at most the cap (${owner.headers.get('retry-after')} s)`);
  t.equal(await alerts(), 0, 'no mail yet');

  // the guessing goes on as the waits pass: the 10th failure within the hour tells the owner
  for (let i = 8; i < 16; i++) {
    offset += 21_000;
    await attempt(DEMO.realtor.email, `guess ${i}`, `198.51.100.${i + 1}`);
  }
  t.equal(await alerts(), 1, 'one mail to the owner');
  for (let i = 16; i < 20; i++) {
    offset += 21_000;
    await attempt(DEMO.realtor.email, `guess ${i}`, `198.51.100.${i + 1}`);
  }
  t.equal(await alerts(), 1, 'not another within the hour');

  offset += 21_000;
  const back = await attempt(DEMO.realtor.email, DEMO.realtor.password, '192.0.2.200');
  t.equal(back.status, 200, 'the owner signs in once the short wait is over');
  const after = await attempt(DEMO.realtor.email, 'one more typo', '192.0.2.200');
  t.equal(after.status, 401, 'and the count across addresses started again');
});

t.test('an unknown address is slowed alike and mails nobody', async (t) => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await attempt('nobody-here@example.com', 'x-guess', `203.0.113.${i + 1}`)).status);
  t.same(statuses, [401, 401, 401, 401, 401, 401, 429]);
});
