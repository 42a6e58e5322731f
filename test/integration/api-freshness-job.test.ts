// The listing freshness job on the queue (api/estates/freshness-plugin.ts), with no direct call of
// runFreshness: the api starts from the environment's LISTING_STALE_DAYS and LISTING_STALE_GRACE_DAYS
// as fractions of a day (a few seconds) and LISTING_FRESHNESS_INTERVAL_MS of half a second, and the
// test only waits. The job mails the owner of a listing gone stale "Is it still available?" (once),
// and a grace later archives it unanswered and tells the owner; a listing confirmed in between stays.
// Runs on PGlite and (DATABASE_URL) a PostgreSQL server.
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { call, outbox, startApi, type StartedApi } from '../helpers/api.ts';
import { estateBody } from './api-estates-fixtures.ts';
import { loadApiConfig } from '../../api/config.ts';
import { FRESHNESS_QUEUE } from '../../api/estates/freshness-plugin.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { OutboxMail } from '../../api/integrations/mail/mailer.ts';

// about 4 s stale, about 9 s of grace: long enough to see the listing asked and not yet archived
const STALE_DAYS = '0.00005';
const GRACE_DAYS = '0.0001';

let api: StartedApi;
t.before(async () => {
  const env = loadApiConfig({ LISTING_STALE_DAYS: STALE_DAYS, LISTING_STALE_GRACE_DAYS: GRACE_DAYS, LISTING_FRESHNESS_INTERVAL_MS: '500' });
  api = await startApi({ estates: 0, config: { freshness: env.freshness, jobsPollSeconds: 0.5 } });
});
t.teardown(() => api?.close());

async function owner(): Promise<{ token: string; email: string }> {
  const email = `fresh-job-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'correct-horse-battery-42';
  const up = await call(api, 'POST', '/api/auth/sign-up', {
    email,
    password,
    title: 'mr',
    firstName: 'Jonas',
    lastName: 'Warte',
    isRealtor: true,
    countryCode: 'DE',
    city: 'Berlin',
    language: 'en',
  });
  if (up.status !== 201) throw new Error(`sign-up: ${up.status}`);
  const token = (await call(api, 'POST', '/api/auth/sign-in', { email, password })).body.token as string;
  if ((await call(api, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' }, token)).status !== 201) throw new Error('subscribe');
  return { token, email };
}

const status = async (aliasId: string) =>
  (await api.db.query<{ status: string }>('SELECT status FROM estates WHERE alias_id = $1', [aliasId])).rows[0].status;

/** Polls `probe` every 200 ms until it answers something truthy, or fails after `ms`. */
async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

t.test('the job on the queue asks the owner, then archives the unanswered listing', async (t) => {
  t.equal(api.app.config.freshness?.intervalMs, 500, 'LISTING_FRESHNESS_INTERVAL_MS reached the api');
  t.equal(api.app.config.freshness?.staleMs, 4320, 'LISTING_STALE_DAYS as a fraction: 4.32 s');
  const o = await owner();
  const created = await call<Estate>(api, 'POST', '/api/estate', estateBody({ title: { en: 'Flat nobody asks about' } }), o.token);
  t.equal(created.status, 201);
  const aliasId = created.body.aliasId;
  const mine = async () => (await outbox(api)).filter((m) => m.to === o.email);
  t.same(await mine(), [], 'no mail for a fresh listing');

  const ask = await until<OutboxMail>('the "still available?" mail', async () => (await mine()).find((m) => /still available\?/.test(m.subject)));
  t.match(ask.subject, /Flat nobody asks about/, 'about this listing');
  t.ok(ask.text.includes(`http://marketplace.test/estate/${aliasId}`), 'linking it');
  t.match(ask.text, /http:\/\/marketplace\.test\/listing-check\?token=/, 'with the one-click links');
  t.equal(await status(aliasId), 'published', 'asked, not yet archived');
  const asked = await api.db.query<{ stale_notified_at: Date | null }>('SELECT stale_notified_at FROM estates WHERE alias_id = $1', [aliasId]);
  t.ok(asked.rows[0].stale_notified_at, 'the listing is marked as asked');

  await until('the listing archived by the job', async () => (await status(aliasId)) === 'archived');
  t.equal((await call(api, 'GET', `/api/estate/${aliasId}`)).status, 404, 'gone from public view');
  const mails = await until('the archived mail', async () => {
    const all = await mine();
    return all.some((m) => /archived/i.test(m.subject)) && all;
  });
  t.equal(mails.filter((m) => /still available\?/.test(m.subject)).length, 1, 'asked once, though the job ran many times');
  const archivedMail = mails.find((m) => /archived/i.test(m.subject))!;
  t.ok(mails.indexOf(archivedMail) > mails.indexOf(ask), 'told after being asked');
  t.match(archivedMail.text, /http:\/\/marketplace\.test\/private\/myestates\?status=archived/, 'and how to republish');

  const runs = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [
    FRESHNESS_QUEUE,
  ]);
  t.ok(runs.rows[0].n >= 2, `the queue ran the job (${runs.rows[0].n} completed runs)`);
});

t.test('a listing confirmed through its link before the grace is not archived by the job', async (t) => {
  const o = await owner();
  const created = await call<Estate>(api, 'POST', '/api/estate', estateBody({ title: { en: 'Flat still for sale' } }), o.token);
  t.equal(created.status, 201);
  const aliasId = created.body.aliasId;
  const ask = await until<OutboxMail>('the "still available?" mail', async () =>
    (await outbox(api)).find((m) => m.to === o.email && /still available\?/.test(m.subject)),
  );
  const line = ask.text.split('\n').find((l) => /^Yes, still available: /i.test(l));
  t.ok(line, 'the mail has a "still available" link');
  const token = new URL(line!.slice(line!.indexOf('http'))).searchParams.get('token')!;
  const res = await call(api, 'POST', `/api/estate/freshness?token=${encodeURIComponent(token)}`);
  t.equal(res.status, 200);
  t.match(res.body, { action: 'confirm', status: 'published' });
  // past the grace of the first ask: unconfirmed, it would be archived by now
  await new Promise((r) => setTimeout(r, 9_000));
  t.equal(await status(aliasId), 'published', 'still published after the grace');
  t.equal((await call(api, 'GET', `/api/estate/${aliasId}`)).status, 200);
});
