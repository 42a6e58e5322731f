// Visitors' reports of a listing through the gateway (issue 23, item 3): anyone reports a published
// listing once (201 signed out or in, 409 ALREADY_REPORTED the second time, 404 for an unknown one,
// 400 naming the field for a bad reason or a message too long); open reports from REPORTS_HIDE_AT (3)
// different reporters hide it from search, counts and its page for everyone but its owner, two do
// not; closing the reports (the operators' service function) shows it again, with an audit row.
import t from 'tap';
import { call } from '../helpers/api.ts';
import { echoRenderer, startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import { closeReports, listOpenReports } from '../../api/reports/service.ts';
import { listOperatorActions } from '../../api/audit/service.ts';
import { REPORT_LIMITS } from '../../shared/contract/limits.ts';
import { counts as sitemapCounts } from '../../api/sitemaps/sql.ts';

const PASSWORD = 'correct-horse-battery-42';

t.test('reports of a listing', async (t) => {
  const stack = await startStack({ estates: 0, gateway: { renderer: echoRenderer } });
  t.teardown(stack.close);
  const { api, gatewayUrl: gw } = stack;
  const owner = await newUser(api);
  const hidden = (await call(api, 'POST', '/api/estate', estateBody(), owner.token)).body;
  const shown = (await call(api, 'POST', '/api/estate', estateBody({ price: 300_000 }), owner.token)).body;
  t.ok(hidden.aliasId && shown.aliasId, 'two published listings');

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
  const report = async (aliasId: string, body: unknown, cookie?: string) => {
    const res = await fetch(`${gw}/api/estate/${aliasId}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; reason?: string; reportId?: string; errors?: { field: string }[] } };
  };
  const searchIds = async () => {
    const res = await fetch(`${gw}/api/estate/search?onPage=100`);
    const body = (await res.json()) as { meta: { total: number }; values: { aliasId: string }[] };
    return { total: body.meta.total, ids: body.values.map((v) => v.aliasId) };
  };

  // signed out: the reporter is the (hashed) address
  const first = await report(hidden.aliasId, { reason: 'fraud', message: 'Asks for a deposit by wire transfer' });
  t.equal(first.status, 201, 'signed out: 201');
  t.equal(first.body.reason, 'fraud');
  t.match(first.body.reportId, /^\d+$/);
  const again = await report(hidden.aliasId, { reason: 'spam' });
  t.equal(again.status, 409, 'the same address again: 409');
  t.equal(again.body.code, 'ALREADY_REPORTED');

  const stored = await api.db.query<{ reporter: string }>('SELECT reporter FROM estate_reports');
  t.match(stored.rows[0].reporter, /^ip:[0-9a-f]{64}$/, 'the address is kept as a salted hash only');
  t.notMatch(stored.rows[0].reporter, /127\.0\.0\.1/);

  t.equal((await report('no-such-listing-zzzzzz', { reason: 'spam' })).status, 404, 'an unknown listing: 404');
  const bad = await report(hidden.aliasId, { reason: 'boring' });
  t.equal(bad.status, 400, 'a reason not in the list: 400');
  t.match(bad.body.errors, [{ field: 'reason' }], 'naming reason');
  const long = await report(hidden.aliasId, { reason: 'other', message: 'x'.repeat(REPORT_LIMITS.message + 1) });
  t.equal(long.status, 400, 'a message over the limit: 400');
  t.match(long.body.errors, [{ field: 'message' }], 'naming message');
  t.equal((await report(hidden.aliasId, {})).status, 400, 'no reason: 400');

  // signed in: the reporter is the account
  const alice = await newUser(api, null);
  const bob = await newUser(api, null);
  const aliceCookie = await cookieOf(alice.email);
  const bobCookie = await cookieOf(bob.email);
  const second = await report(hidden.aliasId, { reason: 'wrong_data' }, aliceCookie);
  t.equal(second.status, 201, 'signed in: 201');
  t.equal((await report(hidden.aliasId, { reason: 'spam' }, aliceCookie)).status, 409, 'the same account again: 409');
  t.equal((await report(shown.aliasId, { reason: 'spam' }, aliceCookie)).status, 201, 'another listing: 201');
  t.equal((await report(shown.aliasId, { reason: 'spam' })).status, 201, 'two reporters of the other listing');

  let search = await searchIds();
  t.same(search.ids.sort(), [hidden.aliasId, shown.aliasId].sort(), 'two reporters hide nothing');
  t.equal(search.total, 2);

  t.equal((await report(hidden.aliasId, { reason: 'offensive' }, bobCookie)).status, 201, 'a third reporter');
  search = await searchIds();
  t.same(search.ids, [shown.aliasId], 'three reporters hide the listing from search');
  t.equal(search.total, 1, 'and from the count');
  t.equal((await call(api, 'GET', `/api/estate/${hidden.aliasId}`)).status, 404, 'its page: 404 for a visitor');
  t.equal((await call(api, 'GET', `/api/estate/${hidden.aliasId}`, undefined, alice.token)).status, 404, 'and for a reporter');
  t.equal((await call(api, 'GET', `/api/estate/${hidden.aliasId}`, undefined, owner.token)).status, 200, 'its owner still reaches it');
  const sitemapCount = await api.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM estate_search WHERE id = $1`, [hidden._id]);
  t.equal(sitemapCount.rows[0].n, 0, 'no row in the search index');
  t.equal((await sitemapCounts(api.db)).estates, 1, 'and out of the sitemaps');

  // the operators' view (GET /api/admin/reports?status=open, later)
  const open = await listOpenReports(api.db);
  t.equal(open.meta.total, 2, 'two listings with open reports');
  t.match(open.values[0], {
    aliasId: hidden.aliasId,
    reports: 3,
    reporters: 3,
    reasons: { fraud: 1, wrong_data: 1, offensive: 1, spam: 0, sold_or_let: 0, other: 0 },
    hiddenAt: String,
  });
  t.equal(open.values[0].items[2].message, 'Asks for a deposit by wire transfer', 'the messages, newest first');
  t.match(open.values[1], { aliasId: shown.aliasId, reporters: 2, hiddenAt: null });

  const operator = await newUser(api, null);
  const closed = await closeReports(api.db, { estateId: hidden._id, actor: operator.id, decision: 'dismissed', reason: 'Checked with the owner' });
  t.same(closed, { closed: 3, hidden: false });
  search = await searchIds();
  t.same(search.ids.sort(), [hidden.aliasId, shown.aliasId].sort(), 'dismissed: the listing is back in search');
  t.equal((await call(api, 'GET', `/api/estate/${hidden.aliasId}`)).status, 200, 'and its page is public again');
  const back = await api.db.query<{ lat: number | null; place_id: string | null }>('SELECT lat, place_id FROM estate_search WHERE id = $1', [
    hidden._id,
  ]);
  t.ok(back.rows[0].lat !== null && back.rows[0].place_id !== null, 'its index row has its map position and place again');
  t.equal((await listOpenReports(api.db)).meta.total, 1, 'its reports are closed');
  const audit = await listOperatorActions(api.db, { actor: operator.id });
  t.match(audit.values, [
    {
      action: 'reports.close',
      targetType: 'estate',
      targetId: hidden._id,
      reason: 'Checked with the owner',
      before: { hidden: true },
      after: { hidden: false, decision: 'dismissed', closedReports: 3 },
    },
  ]);
  t.equal((await report(hidden.aliasId, { reason: 'spam' }, aliceCookie)).status, 201, 'after closing, a new report is taken');

  const upheld = await closeReports(api.db, { estateId: shown._id, actor: operator.id, decision: 'upheld' });
  t.same(upheld, { closed: 2, hidden: true });
  t.same((await searchIds()).ids, [hidden.aliasId], 'upheld: the listing stays out of search');
});

t.test('reports are limited per address', async (t) => {
  const stack = await startStack({ estates: 0, gateway: { renderer: echoRenderer }, api: { config: { rateLimits: { reportsPerIp: 2 } } } });
  t.teardown(stack.close);
  const owner = await newUser(stack.api);
  const estate = (await call(stack.api, 'POST', '/api/estate', estateBody(), owner.token)).body;
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await call(stack.api, 'POST', `/api/estate/${estate.aliasId}/reports`, { reason: 'spam' })).status);
  t.same(statuses, [201, 409, 429], 'the third request of the window: 429');
});
