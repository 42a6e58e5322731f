// Statistics per listing through the gateway (issue 24, item 1): the owner gets every day of the
// range with zeros; anyone else and an unknown listing 404, signed out 401; a bad from/to is a 400
// naming the field; three visitors (told apart by X-Forwarded-For behind a trusted proxy, and by
// user agent), the owner and a bot view the page: 3 views, and only after the buffer is written (a
// view writes nothing itself); the same visitor twice is one view; a search counts an impression;
// a lead and a first message are contacts (a lead's own message not twice); a favourite; the CSV
// carries the same numbers. On a PostgreSQL server also: two api processes seeing the same visitor
// count one view. STATS_COUNTING=false answers the beacon and counts nothing (the bench's A/B).
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { loadApiConfig } from '../../api/config.ts';
import { echoRenderer, startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import type { EstateStats } from '../../shared/contract/stats.ts';

const PASSWORD = 'correct-horse-battery-42';
const BROWSER = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${n} Safari/537.36`;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

t.test('statistics of a listing', async (t) => {
  const stack = await startStack({
    estates: 0,
    gateway: { renderer: echoRenderer },
    env: { GATEWAY_TRUST_PROXY: 'loopback' },
    // written only when the test says so
    api: { config: { stats: { flushMs: 0, flushSize: 10_000 }, rateLimits: { leadsPerIp: 100 } } },
  });
  t.teardown(stack.close);
  const { api, gatewayUrl: gw } = stack;
  const owner = await newUser(api);
  const other = await newUser(api);
  const flat = (await call(api, 'POST', '/api/estate', estateBody(), owner.token)).body as { _id: string; aliasId: string };
  t.ok(flat.aliasId, 'a published listing');

  async function cookieOf(email: string): Promise<string> {
    const res = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const ownerCookie = await cookieOf(owner.email);
  const otherCookie = await cookieOf(other.email);
  const view = (headers: Record<string, string>, aliasId = flat.aliasId) =>
    fetch(`${gw}/api/estate/${aliasId}/view`, { method: 'POST', headers: { origin: gw, ...headers } });
  const stats = async (query = '', cookie = ownerCookie, aliasId = flat.aliasId) => {
    const res = await fetch(`${gw}/api/estate/${aliasId}/stats${query}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, body: (await res.json()) as EstateStats & { code?: string; errors?: { field: string }[] } };
  };

  // the empty range: every day present with zeros
  const empty = await stats(`?from=${daysAgo(6)}&to=${today()}`);
  t.equal(empty.status, 200);
  t.equal(empty.body.days.length, 7, 'seven days asked, seven days answered');
  t.same(
    empty.body.days.map((d) => d.date),
    [6, 5, 4, 3, 2, 1, 0].map(daysAgo),
    'every day in order',
  );
  t.ok(
    empty.body.days.every((d) => d.views === 0 && d.impressions === 0 && d.contacts === 0 && d.favourites === 0),
    'zeros included',
  );
  t.same(empty.body.totals, { views: 0, impressions: 0, contacts: 0, favourites: 0 });
  const byDefault = await stats();
  t.equal(byDefault.body.days.length, 30, 'no range: the last 30 days');
  t.equal(byDefault.body.to, today(), 'up to today');

  // who may see it
  t.equal((await stats('', otherCookie)).status, 404, "someone else's listing: 404");
  t.equal((await stats('', ownerCookie, 'no-such-listing')).status, 404, 'an unknown one: 404');
  t.equal((await stats('', '')).status, 401, 'signed out: 401');
  const csvOther = await fetch(`${gw}/api/estate/${flat.aliasId}/stats.csv`, { headers: { cookie: otherCookie } });
  t.equal(csvOther.status, 404, "someone else's CSV: 404");
  await csvOther.arrayBuffer();

  // bad ranges name their field
  for (const [query, field] of [
    ['?from=yesterday', 'from'],
    ['?from=2026-02-30', 'from'],
    ['?to=2026-13-01', 'to'],
    [`?from=${today()}&to=${daysAgo(1)}`, 'from'],
    ['?from=2024-01-01&to=2026-01-01', 'to'],
  ] as const) {
    const bad = await stats(query);
    t.equal(bad.status, 400, `${query}: 400`);
    t.equal(bad.body.errors?.[0]?.field, field, `${query}: names ${field}`);
  }

  // views: three visitors, one of them twice, the owner, a bot, a script without a user agent
  for (const headers of [
    { 'x-forwarded-for': '203.0.113.1', 'user-agent': BROWSER(1) },
    { 'x-forwarded-for': '203.0.113.2', 'user-agent': BROWSER(1) },
    { 'x-forwarded-for': '203.0.113.2', 'user-agent': BROWSER(2) },
    { 'x-forwarded-for': '203.0.113.1', 'user-agent': BROWSER(1) },
    { 'x-forwarded-for': '203.0.113.3', 'user-agent': BROWSER(3), cookie: ownerCookie },
    { 'x-forwarded-for': '66.249.66.1', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    { 'x-forwarded-for': '203.0.113.9', 'user-agent': '' },
  ] as Record<string, string>[]) {
    const res = await view(headers);
    t.equal(res.status, 204, 'the beacon answers 204');
  }
  t.equal((await view({ 'user-agent': BROWSER(1) }, 'no-such-listing')).status, 204, 'an unknown listing: 204 too, nothing to learn');
  t.equal((await stats()).body.totals.views, 0, 'nothing written yet: a view adds no database write');
  await api.app.stats.flush();
  t.equal((await stats()).body.totals.views, 3, 'three visitors: 3 views (not the owner, the bot, nor the same visitor twice)');
  await view({ 'x-forwarded-for': '203.0.113.1', 'user-agent': BROWSER(1) });
  await api.app.stats.flush();
  t.equal((await stats()).body.totals.views, 3, 'the same visitor in a later batch of the day: still 3');
  const stored = await api.db.query<{ visitor: string }>('SELECT visitor FROM estate_view_visitors WHERE estate_id = $1', [flat._id]);
  t.equal(stored.rows.length, 3, "the day's hashes, one per visitor");
  t.notOk(
    stored.rows.some((r) => r.visitor.includes('203.0.113')),
    'no address is stored',
  );
  await api.db.query(`INSERT INTO estate_view_visitors (estate_id, day, visitor) VALUES ($1, current_date - 2, 'old')`, [flat._id]);
  await api.db.query(`INSERT INTO stats_salts (day, salt) VALUES (current_date - 2, 'old') ON CONFLICT DO NOTHING`);
  await view({ 'x-forwarded-for': '203.0.113.4', 'user-agent': BROWSER(4) });
  await api.app.stats.flush();
  t.equal((await api.db.query(`SELECT 1 FROM estate_view_visitors WHERE day < $1::date`, [today()])).rows.length, 0, "past days' hashes are deleted");
  t.equal((await api.db.query(`SELECT 1 FROM stats_salts WHERE day < $1::date`, [today()])).rows.length, 0, "and past days' salts");
  t.equal((await stats()).body.totals.views, 4, 'a fourth visitor');

  // impressions: a page of search results
  const search = await fetch(`${gw}/api/estate/search?topOffersSeparately=true`);
  t.equal(search.status, 200);
  const found = (await search.json()) as { values: { aliasId: string }[] };
  t.ok(
    found.values.some((e) => e.aliasId === flat.aliasId),
    'the listing is on the page',
  );
  await fetch(`${gw}/api/estate/search`).then((r) => r.arrayBuffer());
  await api.app.stats.flush();
  t.equal((await stats()).body.totals.impressions, 2, 'two pages of results: 2 impressions');

  // contacts: a lead, a signed-in lead (its message is the lead's), a first message, a second one
  const lead = await fetch(`${gw}/api/estate/${flat.aliasId}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gw },
    body: JSON.stringify({ name: 'Ann', email: 'ann@example.org', message: 'Still available?', language: 'en' }),
  });
  t.equal(lead.status, 201, 'a lead');
  t.equal((await stats()).body.totals.contacts, 1, 'a lead counts as a contact');
  const signedLead = await fetch(`${gw}/api/estate/${flat.aliasId}/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gw, cookie: otherCookie },
    body: JSON.stringify({ name: 'Bob', email: 'bob@example.org', message: 'Can I visit?', language: 'en' }),
  });
  t.equal(signedLead.status, 201, 'a signed-in lead');
  t.equal((await stats()).body.totals.contacts, 2, 'counted once, though it is a message too');
  const third = await newUser(api);
  for (const body of ['Hello, is the price negotiable?', 'And one more thing']) {
    const sent = await call(
      api,
      'POST',
      '/api/messages',
      { to: owner.aliasId, estateAliasId: flat.aliasId, subject: 'Your villa', body },
      third.token,
    );
    t.equal(sent.status, 201, 'a message about the listing');
  }
  t.equal((await stats()).body.totals.contacts, 3, "a first message counts, the sender's second does not");

  // favourites
  t.equal((await call(api, 'PUT', `/api/favourites/${flat.aliasId}`, undefined, other.token)).status, 204);
  const now = await stats(`?from=${daysAgo(2)}&to=${today()}`);
  t.same(now.body.totals, { views: 4, impressions: 2, contacts: 3, favourites: 1 }, 'the totals');
  t.same(
    now.body.days.map((d) => [d.date, d.views, d.impressions, d.contacts, d.favourites]),
    [
      [daysAgo(2), 0, 0, 0, 0],
      [daysAgo(1), 0, 0, 0, 0],
      [today(), 4, 2, 3, 1],
    ],
    'all on today',
  );
  t.same(now.body.topOffers, [], 'no top offer bought');

  // CSV: the same numbers
  const csv = await fetch(`${gw}/api/estate/${flat.aliasId}/stats.csv?from=${daysAgo(2)}&to=${today()}`, { headers: { cookie: ownerCookie } });
  t.equal(csv.status, 200);
  t.match(csv.headers.get('content-type'), /^text\/csv/);
  t.equal(csv.headers.get('content-disposition'), `attachment; filename="stats-${flat.aliasId}-${daysAgo(2)}-${today()}.csv"`);
  t.equal(
    await csv.text(),
    ['date,views,impressions,contacts,favourites', `${daysAgo(2)},0,0,0,0`, `${daysAgo(1)},0,0,0,0`, `${today()},4,2,3,1`, 'total,4,2,3,1', ''].join(
      '\r\n',
    ),
  );
  t.equal(
    (await fetch(`${gw}/api/estate/${flat.aliasId}/stats.csv?to=someday`, { headers: { cookie: ownerCookie } })).status,
    400,
    'CSV: bad range 400',
  );
});

t.test('STATS_COUNTING=false: the beacon is answered, nothing is counted or written', async (t) => {
  t.equal(loadApiConfig({}).stats?.counting, true, 'counting by default');
  t.equal(loadApiConfig({ STATS_COUNTING: 'false' }).stats?.counting, false);
  const api = await startApi({ estates: 0, config: { stats: { flushMs: 0, flushSize: 1, counting: false } } });
  t.teardown(api.close);
  const owner = await newUser(api);
  const flat = (await call(api, 'POST', '/api/estate', estateBody(), owner.token)).body as { aliasId: string };
  for (const n of [1, 2, 3]) {
    const res = await fetch(`${api.url}/api/estate/${flat.aliasId}/view`, { method: 'POST', headers: { 'user-agent': BROWSER(n) } });
    t.equal(res.status, 204, 'the beacon is answered as always');
  }
  t.equal((await call(api, 'GET', '/api/estate/search?lang=en')).status, 200, 'a search that would count an impression');
  await api.app.stats.flush();
  const res = await call<EstateStats>(api, 'GET', `/api/estate/${flat.aliasId}/stats?from=${today()}&to=${today()}`, undefined, owner.token);
  t.equal(res.status, 200);
  t.same(res.body.totals, { views: 0, impressions: 0, contacts: 0, favourites: 0 }, 'no views, no impressions');
  const rows = await api.db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM estate_view_visitors) + (SELECT count(*) FROM estate_stats_daily) AS n',
  );
  t.equal(Number(rows.rows[0].n), 0, 'nothing written');
});
