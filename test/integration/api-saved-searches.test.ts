// Saved searches and their alerts over HTTP (issue 15, item 4): saving a search in its canonical form
// with field-named 400s, only the owner sees or changes it, the alert job mails a new listing and a
// price drop exactly once each (in the account's language, prices in the search's currency), a run
// again sends nothing, the one-click unsubscribe works without sign-in and a forged token is refused,
// and the job also runs by itself on the queue.
import t from 'tap';
import { call, outbox, startApi, type StartedApi } from '../helpers/api.ts';
import { estateBody, newUser, type TestUser } from './api-estates-fixtures.ts';
import { runSavedSearchAlerts } from '../../api/savedSearches/alerts.ts';
import { ALERTS_QUEUE } from '../../api/savedSearches/alerts-plugin.ts';
import type { SavedSearch } from '../../shared/contract/saved-searches.ts';
import type { OutboxMail } from '../../api/integrations/mail/mailer.ts';

const later = (ms = 1000) => new Date(Date.now() + ms);

async function mailsTo(api: StartedApi, to: string): Promise<OutboxMail[]> {
  return (await outbox(api)).filter((m) => m.to === to);
}

async function save(api: StartedApi, user: TestUser, body: Record<string, unknown>) {
  return call<SavedSearch>(api, 'POST', '/api/saved-searches', body, user.token);
}

/** How many runs of the alert job the queue has finished (pg-boss keeps completed jobs for hours). */
async function completedRuns(api: StartedApi): Promise<number> {
  const { rows } = await api.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [
    ALERTS_QUEUE,
  ]);
  return rows[0].n;
}

/** Polls a condition until it holds; fails naming it after `ms`. */
async function until(cond: () => Promise<boolean>, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function unsubscribeUrl(mail: OutboxMail): URL {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const m = /^<(.+)>$/.exec(header);
  if (!m) throw new Error(`no List-Unsubscribe header: ${header}`);
  return new URL(m[1]);
}

t.test('saved searches: save, validate, own only', async (t) => {
  const api = await startApi({ estates: 0, config: { alertsIntervalMs: 0 } });
  t.teardown(api.close);
  const owner = await newUser(api, null);
  const other = await newUser(api, null);

  const created = await save(api, owner, {
    name: '  Villas in Spain ',
    query: '?dealType=sale&geoData.countryCode=es&page=3&comfort=pool,bogus',
    frequency: 'weekly',
  });
  t.equal(created.status, 201);
  t.match(created.body, {
    name: 'Villas in Spain',
    query: 'geoData.countryCode=ES&dealType=sale&comfort=pool',
    url: '/search/ES?dealType=sale&comfort=pool',
    currency: 'eur',
    frequency: 'weekly',
    enabled: true,
    lastRunAt: null,
  });
  t.equal((await save(api, owner, { name: 'Everything', query: '' })).body.frequency, 'daily', 'daily unless told');

  for (const [body, field] of [
    [{ name: '', query: '' }, 'name'],
    [{ name: '   ', query: '' }, 'name'],
    [{ name: 'x'.repeat(101), query: '' }, 'name'],
    [{ name: 'A', query: '', frequency: 'hourly' }, 'frequency'],
    [{ name: 'A', query: 'x'.repeat(2001) }, 'query'],
    [{ name: 'A' }, 'query'],
    [{ name: 'A', query: '', owner: 'someone' }, 'owner'],
  ] as const) {
    const res = await save(api, owner, body);
    t.equal(res.status, 400, `${JSON.stringify(body).slice(0, 60)} is refused`);
    t.ok(
      (res.body as unknown as { errors?: { field: string }[] }).errors?.some((e) => e.field === field),
      `naming ${field}: ${JSON.stringify(res.body).slice(0, 200)}`,
    );
  }
  t.equal((await call(api, 'POST', '/api/saved-searches', { name: 'A', query: '' })).status, 401, 'a visitor must sign in');

  const id = created.body.id;
  t.same((await call(api, 'GET', '/api/saved-searches', undefined, other.token)).body, { values: [] }, 'another user does not see it');
  t.equal((await call(api, 'PATCH', `/api/saved-searches/${id}`, { name: 'Mine now' }, other.token)).status, 404, 'nor rename it');
  t.equal((await call(api, 'DELETE', `/api/saved-searches/${id}`, undefined, other.token)).status, 404, 'nor delete it');

  const renamed = await call<SavedSearch>(
    api,
    'PATCH',
    `/api/saved-searches/${id}`,
    { name: 'Sea villas', frequency: 'instant', enabled: false },
    owner.token,
  );
  t.equal(renamed.status, 200);
  t.match(renamed.body, { name: 'Sea villas', frequency: 'instant', enabled: false });
  t.equal((await call(api, 'PATCH', `/api/saved-searches/${id}`, {}, owner.token)).status, 400, 'an empty change is refused');
  const list = await call<{ values: SavedSearch[] }>(api, 'GET', '/api/saved-searches', undefined, owner.token);
  t.same(
    list.body.values.map((s) => s.name),
    ['Everything', 'Sea villas'],
    'latest first',
  );
  t.equal((await call(api, 'DELETE', `/api/saved-searches/${id}`, undefined, owner.token)).status, 204);
  t.equal((await call(api, 'DELETE', `/api/saved-searches/${id}`, undefined, owner.token)).status, 404, 'gone');
});

t.test('alerts: a new listing and a price drop each mailed once, in the account’s language and the search’s currency', async (t) => {
  const api = await startApi({ estates: 0, config: { alertsIntervalMs: 0 } });
  t.teardown(api.close);
  const seller = await newUser(api);
  const buyer = await newUser(api, null);
  t.equal((await call(api, 'PATCH', '/api/user/current', { language: 'de' }, buyer.token)).status, 200);

  const saved = await save(api, buyer, { name: 'Villen <Nerja>', query: 'geoData.countryCode=ES&dealType=sale&currency=usd', frequency: 'instant' });
  t.equal(saved.status, 201);
  // before anything happened: nothing to mail
  await runSavedSearchAlerts(api.app, { now: later() });
  t.equal((await mailsTo(api, buyer.email)).length, 0, 'no mail without news');

  const villa = await call(api, 'POST', '/api/estate', estateBody({ price: 450_000, currency: 'eur' }), seller.token);
  t.equal(villa.status, 201);
  const rental = await call(api, 'POST', '/api/estate', estateBody({ dealType: 'rent', price: 2000 }), seller.token);
  t.equal(rental.status, 201);
  // two runs at once (two instances): one mail between them
  await Promise.all([runSavedSearchAlerts(api.app, { now: later() }), runSavedSearchAlerts(api.app, { now: later() })]);
  let mails = await mailsTo(api, buyer.email);
  t.equal(mails.length, 1, 'one mail for the new listing');
  const first = mails[0]!;
  t.match(first.subject, /^1 Neuigkeit zu Ihrer Suche „Villen <Nerja>“$/, 'in German, the search named');
  t.match(first.text, /Neue Angebote/);
  t.match(
    first.text,
    /Villa mit Pool am Meer, Nerja, Andalusi(a|en), Spanien: 486\.000\s\$/,
    'the German title, the place named in German, the price in dollars',
  );
  t.notMatch(first.text, /€/, 'no euro price');
  t.notMatch(first.text, /, ES\b/, 'no raw country code');
  t.notMatch(first.text, /Preis gesenkt/, 'no drop section');
  t.notOk(first.text.includes(rental.body.aliasId), 'the rental does not match');
  t.ok(first.text.includes(`http://marketplace.test/estate/${villa.body.aliasId}?lng=de`), 'links the listing');
  t.match(first.html, /Villen &lt;Nerja&gt;/, 'the name is escaped in HTML');
  t.equal(first.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click', 'one-click unsubscribe header');
  t.match(first.headers?.['List-Unsubscribe'], /^<http:\/\/marketplace\.test\/api\/saved-searches\/unsubscribe\?token=[^>]+>$/);

  await runSavedSearchAlerts(api.app, { now: later() });
  t.equal((await mailsTo(api, buyer.email)).length, 1, 'running again sends nothing again');

  const cheaper = await call(api, 'PATCH', `/api/estate/${villa.body.aliasId}`, { price: 400_000 }, seller.token);
  t.equal(cheaper.status, 200);
  await runSavedSearchAlerts(api.app, { now: later() });
  mails = await mailsTo(api, buyer.email);
  t.equal(mails.length, 2, 'one mail for the price drop');
  const drop = mails[1]!;
  t.match(drop.text, /Preis gesenkt/);
  t.notMatch(drop.text, /Neue Angebote/, 'the listing is not new again');
  t.match(
    drop.text,
    /Villa mit Pool am Meer, Nerja, Andalusi(a|en), Spanien: 432\.000\s\$ \(vorher 486\.000\s\$\)/,
    'the new and the earlier price, in dollars',
  );
  await runSavedSearchAlerts(api.app, { now: later(5000) });
  t.equal((await mailsTo(api, buyer.email)).length, 2, 'running again sends nothing again');

  await call(api, 'PATCH', `/api/estate/${villa.body.aliasId}`, { price: 410_000 }, seller.token);
  await runSavedSearchAlerts(api.app, { now: later() });
  t.equal((await mailsTo(api, buyer.email)).length, 2, 'a rise is not mailed');

  // a daily search runs once a day
  const daily = await save(api, buyer, { name: 'Täglich', query: 'geoData.countryCode=ES', frequency: 'daily' });
  await runSavedSearchAlerts(api.app, { now: later() });
  await call(api, 'POST', '/api/estate', estateBody({ price: 300_000 }), seller.token);
  await runSavedSearchAlerts(api.app, { now: later(60_000) });
  const dailyMails = () => mailsTo(api, buyer.email).then((ms) => ms.filter((m) => m.subject.includes('Täglich')));
  t.equal((await dailyMails()).length, 0, 'not before its day has come');
  await runSavedSearchAlerts(api.app, { now: later(25 * 3_600_000) });
  t.equal((await dailyMails()).length, 1, 'mailed when it is due');
  t.match((await dailyMails())[0]!.text, /300\.000\s€/, 'in euros, its currency');
  t.ok(daily.body.id);
});

t.test('unsubscribe: one click without sign-in, a forged token refused', async (t) => {
  const api = await startApi({ estates: 0, config: { alertsIntervalMs: 0 } });
  t.teardown(api.close);
  const seller = await newUser(api);
  const buyer = await newUser(api, null);
  const saved = await save(api, buyer, { name: 'Nerja', query: 'geoData.countryCode=ES', frequency: 'instant' });
  await call(api, 'POST', '/api/estate', estateBody(), seller.token);
  await runSavedSearchAlerts(api.app, { now: later() });
  const [mail] = await mailsTo(api, buyer.email);
  t.ok(mail, 'mailed');
  t.match(mail!.subject, /^1 new for your search "Nerja"$/, 'in English by default');
  const url = unsubscribeUrl(mail!);
  const token = url.searchParams.get('token')!;
  t.ok(mail!.text.includes(`/saved-searches/unsubscribe?token=${encodeURIComponent(token)}&lng=en`), 'the mail links the confirmation page');

  const info = await call(api, 'GET', `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`);
  t.equal(info.status, 200, 'the confirmation page learns which search');
  t.same(info.body, { name: 'Nerja', enabled: true, url: '/search/ES' });
  t.equal(info.headers.get('cache-control'), 'private, no-store', 'the link holder’s read: no shared cache keeps it');
  t.equal(
    (await call<{ values: SavedSearch[] }>(api, 'GET', '/api/saved-searches', undefined, buyer.token)).body.values[0]!.enabled,
    true,
    'a GET changes nothing',
  );

  const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
  for (const bad of [forged, 'nonsense', `${Buffer.from(saved.body.id).toString('base64url')}.${'A'.repeat(43)}`]) {
    const res = await call(api, 'POST', `/api/saved-searches/unsubscribe?token=${encodeURIComponent(bad)}`);
    t.equal(res.status, 400, 'a forged token is refused');
    t.equal(res.body.errors?.[0]?.field, 'token');
  }
  t.equal((await call(api, 'POST', '/api/saved-searches/unsubscribe')).status, 400, 'no token is refused');

  // a mail client's one-click POST (RFC 8058): form-encoded, no cookie, no sign-in
  const oneClick = await fetch(`${api.url}${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  t.equal(oneClick.status, 200);
  t.match(await oneClick.json(), { name: 'Nerja', enabled: false });
  t.equal((await call(api, 'POST', `${url.pathname}${url.search}`)).status, 200, 'twice changes nothing');
  t.equal(
    (await call<{ values: SavedSearch[] }>(api, 'GET', '/api/saved-searches', undefined, buyer.token)).body.values[0]!.enabled,
    false,
    'the search is paused',
  );
  await call(api, 'POST', '/api/estate', estateBody(), seller.token);
  await runSavedSearchAlerts(api.app, { now: later() });
  t.equal((await mailsTo(api, buyer.email)).length, 1, 'no more mail');

  // resumed, it watches from now on: what was published while paused is not mailed
  await call(api, 'PATCH', `/api/saved-searches/${saved.body.id}`, { enabled: true }, buyer.token);
  await runSavedSearchAlerts(api.app, { now: later() });
  t.equal((await mailsTo(api, buyer.email)).length, 1, 'nothing from the pause');

  await call(api, 'DELETE', `/api/saved-searches/${saved.body.id}`, undefined, buyer.token);
  t.equal(
    (await call(api, 'GET', `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`)).status,
    404,
    'a deleted search is not found',
  );
});

t.test('the job runs by itself on the queue', async (t) => {
  const api = await startApi({ estates: 0, config: { alertsIntervalMs: 300, jobsPollSeconds: 0.5 } });
  t.teardown(api.close);
  const seller = await newUser(api);
  const buyer = await newUser(api, null);
  await save(api, buyer, { name: 'Soon', query: 'geoData.countryCode=ES', frequency: 'instant' });
  await call(api, 'POST', '/api/estate', estateBody(), seller.token);
  const deadline = Date.now() + 20_000;
  let mails: OutboxMail[] = [];
  while (Date.now() < deadline) {
    mails = await mailsTo(api, buyer.email);
    if (mails.length) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  t.equal(mails.length, 1, 'the instant alert arrives within seconds');
  // the queue keeps running the job; once two more runs have finished after the mail was seen (the
  // one that mailed may still have been finishing), a later run has seen the listing and sent nothing
  const seen = await completedRuns(api);
  await until(async () => (await completedRuns(api)) >= seen + 2, 'two more runs of the alert job', 20_000);
  t.equal((await mailsTo(api, buyer.email)).length, 1, 'and only once');
});
