// Listings that stay fresh (issue 24, item 6) over HTTP, on PGlite and (DATABASE_URL) a PostgreSQL
// server. LISTING_STALE_DAYS and LISTING_STALE_GRACE_DAYS are fractions of a day that come to about a minute;
// the job runs with a clock moved forward instead of the test sleeping. The job mails each owner of a stale
// listing once, in their language, with two one-click links; "still available" confirms the listing,
// "sold or let" archives it (gone from public view, still the owner's, as archived); GET on a link
// changes nothing; without an answer the listing is archived after the grace and the owner told how to
// republish; an edit and an import that still carries a listing confirm it; a forged token is 400 and
// an expired one 410, and neither changes anything. GET /api/estate/my carries the quality score.
import t from 'tap';
import { randomBytes } from 'node:crypto';
import { call, outbox, startApi, type StartedApi } from '../helpers/api.ts';
import { estateBody } from './api-estates-fixtures.ts';
import { csvFeed, importFeed } from './api-import-fixtures.ts';
import { loadApiConfig } from '../../api/config.ts';
import { runFreshness } from '../../api/estates/freshness.ts';
import { freshnessSecret, signFreshness } from '../../api/estates/freshness-token.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { Language } from '../../shared/core/constants.ts';
import type { OutboxMail } from '../../api/integrations/mail/mailer.ts';

const DAY_MS = 86_400_000;
// about a minute: the test moves the job's clock forward instead of sleeping, and a loaded machine may
// take several seconds to set the listings up
const STALE_DAYS = '0.000694';
const staleMs = Math.round(Number(STALE_DAYS) * DAY_MS);

let api: StartedApi;
t.before(async () => {
  const env = loadApiConfig({ LISTING_STALE_DAYS: STALE_DAYS, LISTING_STALE_GRACE_DAYS: STALE_DAYS, LISTING_FRESHNESS_INTERVAL_MS: '0' });
  api = await startApi({ estates: 0, config: { freshness: env.freshness, jobsPollSeconds: 0.5 } });
});
t.teardown(() => api?.close());

interface Owner {
  token: string;
  email: string;
}

async function owner(language: Language): Promise<Owner> {
  const email = `fresh-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'correct-horse-battery-42';
  const up = await call(api, 'POST', '/api/auth/sign-up', {
    email,
    password,
    title: 'ms',
    firstName: 'Erika',
    lastName: 'Frisch',
    isRealtor: true,
    countryCode: 'DE',
    city: 'Berlin',
    language,
  });
  if (up.status !== 201) throw new Error(`sign-up: ${up.status}`);
  const inn = await call(api, 'POST', '/api/auth/sign-in', { email, password });
  const token = inn.body.token as string;
  if ((await call(api, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' }, token)).status !== 201) throw new Error('subscribe');
  return { token, email };
}

async function publish(o: Owner, title: string): Promise<Estate> {
  const res = await call<Estate>(api, 'POST', '/api/estate', estateBody({ title: { en: title, de: title } }), o.token);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function row(aliasId: string) {
  const r = await api.db.query<{ status: string; confirmed_at: Date; stale_notified_at: Date | null }>(
    'SELECT status, confirmed_at, stale_notified_at FROM estates WHERE alias_id = $1',
    [aliasId],
  );
  return r.rows[0];
}

const mailsTo = async (to: string): Promise<OutboxMail[]> => (await outbox(api)).filter((m) => m.to === to);
const later = (ms: number) => new Date(Date.now() + ms);

/** The token of the link in `mail` that follows `label`: in the text, `<label>: <url>`. */
function linkAfter(mail: OutboxMail, label: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in ${mail.text}`);
  const url = new URL(line.slice(label.length + 2));
  if (url.pathname !== '/listing-check') throw new Error(`link to ${url.pathname}`);
  return url.searchParams.get('token')!;
}

t.test('LISTING_STALE_DAYS and LISTING_STALE_GRACE_DAYS take fractions; the defaults are 60 and 14 days', async (t) => {
  t.same(loadApiConfig({}).freshness, { staleMs: 60 * DAY_MS, graceMs: 14 * DAY_MS, intervalMs: 3_600_000 });
  t.equal(staleMs, 59_962);
  t.equal(loadApiConfig({ LISTING_STALE_DAYS: STALE_DAYS }).freshness?.staleMs, staleMs);
  t.throws(() => loadApiConfig({ LISTING_STALE_DAYS: 'soon' }), /LISTING_STALE_DAYS/);
});

t.test('the freshness round: ask, confirm, archive, edit, import, grace', async (t) => {
  const de = await owner('de');
  const en = await owner('en');
  const confirmed = await publish(de, 'Altbau am Park');
  const sold = await publish(de, 'Dachgeschoss mit Blick');
  const silent = await publish(de, 'Reihenhaus im Grünen');
  const edited = await publish(en, 'Loft by the river');
  const feed = csvFeed([{ externalId: 'F-1', title: 'Flat from the feed' }]);
  await importFeed(api, en.token, feed);
  const mine = await call<{ values: Estate[] }>(api, 'GET', '/api/estate/my', undefined, en.token);
  const imported = mine.body.values.find((e) => e.externalRef === 'F-1')!;
  t.ok(imported, 'the imported listing is the owner’s');
  t.ok(confirmed.confirmedAt, 'a new listing carries confirmedAt');

  const early = await runFreshness(api.app, { now: later(staleMs / 3) });
  t.same(early, { asked: 0, archived: 0, failed: 0 }, 'nothing is stale before LISTING_STALE_DAYS');

  const asked = await runFreshness(api.app, { now: later(staleMs + 500) });
  t.equal(asked.asked, 5, 'every stale published listing is asked about');
  t.same(await runFreshness(api.app, { now: later(staleMs + 600) }), { asked: 0, archived: 0, failed: 0 }, 'once');

  const deMails = await mailsTo(de.email);
  t.equal(deMails.length, 3, 'one mail per listing');
  const mailOf = (title: string) => deMails.find((m) => m.subject.includes(title))!;
  for (const m of deMails) {
    t.match(m.subject, /noch verfügbar/, 'in the owner’s language');
    t.match(m.text, /Ja, noch verfügbar: http:\/\/marketplace\.test\/listing-check\?token=/);
    t.match(m.text, /Nein, verkauft oder vermietet: archivieren: http:\/\/marketplace\.test\/listing-check\?token=/);
    t.match(m.html, /href="http:\/\/marketplace\.test\/listing-check\?token=/);
  }
  const enMails = await mailsTo(en.email);
  t.equal(enMails.length, 2);
  t.match(enMails[0].subject, /still available\?/);

  t.test('"still available": GET changes nothing, POST confirms, again is fine', async (t) => {
    const token = linkAfter(mailOf('Altbau am Park'), 'Ja, noch verfügbar');
    const before = await row(confirmed.aliasId);
    const info = await call(api, 'GET', `/api/estate/freshness?token=${encodeURIComponent(token)}`);
    t.equal(info.status, 200);
    t.equal(info.headers.get('cache-control'), 'private, no-store', 'the link holder’s read: no shared cache keeps it');
    t.match(info.body, { aliasId: confirmed.aliasId, action: 'confirm', status: 'published', title: { de: 'Altbau am Park' } });
    t.same(await row(confirmed.aliasId), before, 'a prefetching mail scanner changes nothing');
    const res = await call(api, 'POST', `/api/estate/freshness?token=${encodeURIComponent(token)}`);
    t.equal(res.status, 200);
    t.match(res.body, { action: 'confirm', status: 'published' });
    const after = await row(confirmed.aliasId);
    t.ok(after.confirmed_at.getTime() > before.confirmed_at.getTime(), 'confirmed now');
    t.equal(after.stale_notified_at, null, 'the question is answered');
    t.equal((await call(api, 'POST', `/api/estate/freshness?token=${encodeURIComponent(token)}`)).status, 200, 'a second click is harmless');
  });

  t.test('"sold or let" archives it: gone from public view, still the owner’s', async (t) => {
    const token = linkAfter(mailOf('Dachgeschoss mit Blick'), 'Nein, verkauft oder vermietet: archivieren');
    const res = await call(api, 'POST', `/api/estate/freshness?token=${encodeURIComponent(token)}`);
    t.equal(res.status, 200);
    t.match(res.body, { action: 'archive', status: 'archived' });
    t.equal((await call(api, 'GET', `/api/estate/${sold.aliasId}`)).status, 404, 'visitors no longer see it');
    const own = await call<{ values: Estate[] }>(api, 'GET', '/api/estate/my?status=archived', undefined, de.token);
    t.ok(
      own.body.values.some((e) => e.aliasId === sold.aliasId && e.status === 'archived'),
      'the owner finds it among the archived',
    );
    t.equal((await call(api, 'POST', `/api/estate/freshness?token=${encodeURIComponent(token)}`)).body.status, 'archived', 'idempotent');
  });

  t.test('a forged, malformed or expired token is refused and changes nothing', async (t) => {
    const token = linkAfter(mailOf('Reihenhaus im Grünen'), 'Nein, verkauft oder vermietet: archivieren');
    const before = await row(silent.aliasId);
    const forged = token.replace(/\.a\./, '.c.');
    for (const bad of [forged, `${token.slice(0, -2)}xx`, 'nonsense', `${token}.extra`]) {
      const res = await call(api, 'POST', `/api/estate/freshness?token=${encodeURIComponent(bad)}`);
      t.equal(res.status, 400, `refused: ${bad.slice(0, 30)}`);
      t.match(res.body, { code: 'VALIDATION', errors: [{ field: 'token' }] }, 'naming the field');
    }
    const secret = await freshnessSecret(api.db);
    const estateId = (await api.db.query<{ id: string }>('SELECT id FROM estates WHERE alias_id = $1', [silent.aliasId])).rows[0].id;
    const expired = signFreshness(secret, estateId, 'archive', new Date(Date.now() - 1000));
    t.equal((await call(api, 'POST', `/api/estate/freshness?token=${encodeURIComponent(expired)}`)).status, 410, 'an expired link: 410');
    t.equal((await call(api, 'GET', `/api/estate/freshness?token=${encodeURIComponent(expired)}`)).status, 410);
    t.equal((await call(api, 'POST', '/api/estate/freshness')).status, 400, 'no token: 400');
    t.same(await row(silent.aliasId), before, 'nothing changed');
  });

  t.test('an edit and an import that still carries a listing confirm it', async (t) => {
    const patch = await call<Estate>(api, 'PATCH', `/api/estate/${edited.aliasId}`, { price: 440_000 }, en.token);
    t.equal(patch.status, 200);
    t.equal((await row(edited.aliasId)).stale_notified_at, null, 'the edit answered the question');
    t.ok(new Date(patch.body.confirmedAt!).getTime() > new Date(edited.confirmedAt!).getTime(), 'confirmedAt moved');
    const again = await importFeed(api, en.token, feed);
    t.equal(again.result.report.unchanged, 1, 'the same feed: the listing is unchanged');
    t.equal((await row(imported.aliasId)).stale_notified_at, null, 'but confirmed by being carried');
  });

  t.test('without an answer: archived after the grace, and the owner told how to republish', async (t) => {
    const before = (await mailsTo(de.email)).length;
    // the grace after the ask has passed; the confirmed listings are stale again by then and asked anew
    const report = await runFreshness(api.app, { now: later(2 * staleMs + 1500) });
    t.equal(report.archived, 1, 'only the unanswered listing is archived');
    t.equal((await row(silent.aliasId)).status, 'archived');
    for (const e of [confirmed, edited, imported]) t.equal((await row(e.aliasId)).status, 'published', `${e.title.en} stays`);
    const mails = (await mailsTo(de.email)).slice(before);
    const archivedMail = mails.find((m) => /archiviert/.test(m.subject));
    t.ok(archivedMail, 'the owner is told');
    t.match(archivedMail!.text, /Meine Immobilien/);
    t.match(archivedMail!.text, /http:\/\/marketplace\.test\/private\/myestates\?status=archived/);
  });
});

t.test('GET /api/estate/my carries the quality score with what is missing, the most valuable first', async (t) => {
  const o = await owner('en');
  await publish(o, 'Plain flat');
  const mine = await call<{ values: Estate[] }>(api, 'GET', '/api/estate/my', undefined, o.token);
  const q = mine.body.values[0].quality!;
  t.ok(q.score >= 0 && q.score <= 100);
  t.equal(q.missing[0], 'photos', 'no photos: the next step is photos');
  t.ok(q.missing.includes('energy') && q.missing.includes('floorplan') && q.missing.includes('description_es'));
  t.notOk(q.missing.includes('location'), 'coordinates given');
  const pub = await call<Estate>(api, 'GET', `/api/estate/${mine.body.values[0].aliasId}`);
  t.notOk('quality' in pub.body, 'the public estate has no score');
  t.ok(pub.body.confirmedAt, 'but its confirmation date');
});
