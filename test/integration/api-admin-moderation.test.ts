// Operators moderate listings through the gateway (issue 23, item 4): open reports grouped per
// listing, listings found by text, unpublish with a reason (the listing leaves its api answer, its
// page, search and the sitemap; its owner is mailed the reason in their language), restore,
// dismiss_reports, 400 naming action or reason, 404, 401, 403 FORBIDDEN, and the audit trail (admins
// only). Pages come from the real renderer: run node bin/build.mjs first.
import t from 'tap';
import { call, DEMO, outbox } from '../helpers/api.ts';
import { SHARED_TTL_MS } from '../../gateway/api-reader.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { estateBody, newUser, type TestUser } from './api-estates-fixtures.ts';
import { browser, operator, type Browser } from './api-admin-operators-fixtures.ts';

const REASON = 'Photos show a different property';

let stack: Stack;
let admin: Browser;
let moderator: Browser;
let plain: Browser;
let owner: TestUser;
let moderatorId = '';
// eslint-disable-next-line no-restricted-syntax
let taken: any;
// eslint-disable-next-line no-restricted-syntax
let other: any;

t.before(async () => {
  stack = await startStack({
    estates: 0,
    api: { config: { adminEmails: [DEMO.demo.email], rateLimits: { authPerAddress: 1000, authPerIp: 1000 } } },
  });
  const { api } = stack;
  admin = await operator(stack, DEMO.demo.email, DEMO.demo.password);
  const mod = await newUser(api, null);
  moderatorId = mod.id;
  const roles = await admin.send('PUT', `/api/admin/users/${mod.id}/roles`, { roles: ['moderator'] });
  if (roles.status !== 200) throw new Error(`roles ${roles.status}`);
  moderator = await operator(stack, mod.email, 'correct-horse-battery-42');
  const p = await newUser(api, null);
  plain = browser(stack);
  await plain.send('POST', '/api/auth/sign-in', { email: p.email, password: 'correct-horse-battery-42' });

  owner = await newUser(api);
  const lang = await call(api, 'PATCH', '/api/user/current', { language: 'de' }, owner.token);
  if (lang.status !== 200) throw new Error(`language ${lang.status} ${JSON.stringify(lang.body)}`);
  taken = (await call(api, 'POST', '/api/estate', estateBody(), owner.token)).body;
  other = (await call(api, 'POST', '/api/estate', estateBody({ price: 300_000, title: { en: 'Flat by the park' } }), owner.token)).body;
  if (!taken.aliasId || !other.aliasId) throw new Error('listings not created');
  // two reporters of the first listing, one of the other
  for (const [aliasId, reason, token] of [
    [taken.aliasId, 'fraud', undefined],
    [taken.aliasId, 'wrong_data', p.token],
    [other.aliasId, 'spam', undefined],
  ] as const) {
    const r = await call(api, 'POST', `/api/estate/${aliasId}/reports`, { reason }, token);
    if (r.status !== 201) throw new Error(`report ${r.status}`);
  }
});
t.teardown(() => stack?.close());

const gw = (path: string) => fetch(`${stack.gatewayUrl}${path}`);
const searchIds = async () => {
  const body = (await (await gw('/api/estate/search?onPage=100')).json()) as { values: { aliasId: string }[] };
  return body.values.map((v) => v.aliasId).sort();
};

t.test('guard: 401 signed out, 403 FORBIDDEN for a plain user', async (t) => {
  for (const [method, path] of [
    ['GET', '/api/admin/reports?status=open'],
    ['GET', '/api/admin/estates'],
    ['POST', `/api/admin/estates/${taken.aliasId}/moderation`],
  ] as const) {
    const body = method === 'POST' ? { action: 'unpublish', reason: REASON } : undefined;
    t.equal((await browser(stack).send(method, path, body)).status, 401, `${method} ${path} signed out: 401`);
    const res = await plain.send(method, path, body);
    t.equal(res.status, 403, `${method} ${path} as a plain user: 403`);
    t.equal(res.body?.code, 'FORBIDDEN');
  }
  t.same(await searchIds(), [taken.aliasId, other.aliasId].sort(), 'nothing changed');
  t.equal((await gw(`/estate/${taken.aliasId}`)).status, 200, 'its page is public (rendered, needs node bin/build.mjs)');
});

t.test('open reports grouped per listing', async (t) => {
  const res = await moderator.send('GET', '/api/admin/reports?status=open');
  t.equal(res.status, 200);
  t.equal(res.body.meta.total, 2, 'two listings');
  const byAlias = new Map(res.body.values.map((v: { aliasId: string }) => [v.aliasId, v]));
  t.match(byAlias.get(taken.aliasId), { estateId: taken._id, reports: 2, reporters: 2, reasons: { fraud: 1, wrong_data: 1, spam: 0 } });
  t.same(
    (byAlias.get(taken.aliasId) as { title: unknown }).title,
    { en: 'Villa with pool near the sea', de: 'Villa mit Pool am Meer' },
    'each listing with its title, for the reports screen',
  );
  t.match(byAlias.get(other.aliasId), { reports: 1, reasons: { spam: 1 } });
  t.equal((await moderator.send('GET', '/api/admin/reports?status=closed')).status, 400, 'only open: another status is 400');
});

t.test('listings found by text', async (t) => {
  const one = await moderator.send('GET', `/api/admin/estates?q=${taken.aliasId.toUpperCase()}`);
  t.equal(one.status, 200);
  t.equal(one.body.meta.total, 1, 'by aliasId, any case');
  t.match(one.body.values[0], {
    aliasId: taken.aliasId,
    public: true,
    moderation: 'approved',
    openReports: 2,
    owner: { _id: owner.id, blocked: false },
  });
  const byOwner = await moderator.send('GET', `/api/admin/estates?q=${encodeURIComponent(owner.email)}`);
  t.equal(byOwner.body.meta.total, 2, "by the owner's address");
  const byTitle = await moderator.send('GET', '/api/admin/estates?q=park');
  t.same(
    byTitle.body.values.map((v: { aliasId: string }) => v.aliasId),
    [other.aliasId],
    'by a title',
  );
  t.equal((await moderator.send('GET', '/api/admin/estates?q=%25')).body.meta.total, 0, 'a % is a character, not a wildcard');
});

t.test('bad input: 400 naming the field, 404 for an unknown listing', async (t) => {
  const path = `/api/admin/estates/${taken.aliasId}/moderation`;
  const bad = await moderator.send('POST', path, { action: 'delete' });
  t.equal(bad.status, 400);
  t.match(bad.body.errors, [{ field: 'action' }], 'naming action');
  for (const body of [{ action: 'unpublish' }, { action: 'unpublish', reason: '   ' }, { action: 'reject' }]) {
    const res = await moderator.send('POST', path, body);
    t.equal(res.status, 400, `${JSON.stringify(body)}: 400`);
    t.match(res.body.errors, [{ field: 'reason' }], 'naming reason');
  }
  t.equal((await moderator.send('POST', path, { action: 'approve' })).body?.code, 'NOT_PENDING', 'approve of an approved listing: 409');
  const long = await moderator.send('POST', path, { action: 'unpublish', reason: 'x'.repeat(1001) });
  t.equal(long.status, 400, 'a reason over 1000 characters: 400');
  t.match(long.body.errors, [{ field: 'reason' }], 'naming reason');
  const noBody = await moderator.send('POST', path);
  t.equal(noBody.status, 400, 'no body: 400');
  const status = await moderator.send('GET', '/api/admin/estates?status=bogus');
  t.equal(status.status, 400, 'an unknown status filter: 400');
  t.match(status.body.errors, [{ field: 'status' }], 'naming status');
  t.equal((await moderator.send('GET', '/api/admin/estates?page=0')).status, 400, 'page 0: 400');
  t.equal((await moderator.send('GET', `/api/admin/estates?q=${'x'.repeat(101)}`)).status, 400, 'q over 100 characters: 400');
  const missing = await moderator.send('POST', '/api/admin/estates/no-such-listing-zzzz/moderation', { action: 'unpublish', reason: REASON });
  t.equal(missing.status, 404);
  t.same(await searchIds(), [taken.aliasId, other.aliasId].sort(), 'nothing changed');
});

t.test('unpublish: out of every public read, reports upheld, the owner mailed in German', async (t) => {
  const res = await moderator.send('POST', `/api/admin/estates/${taken.aliasId}/moderation`, { action: 'unpublish', reason: REASON });
  t.equal(res.status, 200);
  t.match(res.body, {
    aliasId: taken.aliasId,
    moderation: 'unpublished',
    moderationReason: REASON,
    public: false,
    openReports: 0,
    status: 'published',
  });
  t.equal((await gw(`/api/estate/${taken.aliasId}`)).status, 404, 'its api answer: 404 for a visitor');
  t.equal((await call(stack.api, 'GET', `/api/estate/${taken.aliasId}`, undefined, owner.token)).status, 200, 'its owner still reaches it');
  // the gateway keeps anonymous 200 answers of the api for SHARED_TTL_MS (gateway/api-reader.ts)
  await new Promise((r) => setTimeout(r, SHARED_TTL_MS + 100));
  t.equal((await gw(`/estate/${taken.aliasId}`)).status, 404, 'its page: 404 once the gateway’s one-second cache has passed');
  t.same(await searchIds(), [other.aliasId], 'out of search');
  const sitemap = await (await gw('/sitemaps/en/estates-1.xml')).text();
  t.match(sitemap, other.aliasId, 'the sitemap lists the other listing');
  t.notMatch(sitemap, taken.aliasId, 'but not this one');

  const mails = (await outbox(stack.api)).filter((m) => m.to === owner.email);
  t.equal(mails.length, 1, 'one mail to the owner');
  t.match(mails[0].subject, /^Ihr Inserat „Villa mit Pool am Meer“ wurde deaktiviert$/, "in German, with the listing's German title");
  t.match(mails[0].text, `Der Grund: ${REASON}`, 'with the reason');
  t.match(mails[0].html, 'Photos show a different property');

  const reports = await moderator.send('GET', '/api/admin/reports?status=open');
  t.same(
    reports.body.values.map((v: { aliasId: string }) => v.aliasId),
    [other.aliasId],
    "the listing's reports are closed",
  );
  const edited = await call(stack.api, 'PATCH', `/api/estate/${taken.aliasId}`, { status: 'published' }, owner.token);
  t.not(edited.status, 500, 'the owner re-publishing is no 500');
  t.same(await searchIds(), [other.aliasId], 'and cannot publish around the decision');
});

t.test('restore brings it back; dismiss_reports closes reports', async (t) => {
  const res = await moderator.send('POST', `/api/admin/estates/${taken.aliasId}/moderation`, { action: 'restore' });
  t.equal(res.status, 200);
  t.match(res.body, { moderation: 'approved', moderationReason: null, public: true });
  t.equal((await gw(`/api/estate/${taken.aliasId}`)).status, 200, 'its api answer is back');
  t.equal((await gw(`/estate/${taken.aliasId}`)).status, 200, 'and its page');
  t.same(await searchIds(), [taken.aliasId, other.aliasId].sort(), 'and in search');

  const dismissed = await moderator.send('POST', `/api/admin/estates/${other.aliasId}/moderation`, { action: 'dismiss_reports', reason: 'Fine' });
  t.equal(dismissed.status, 200);
  t.match(dismissed.body, { openReports: 0, public: true, moderation: 'approved' });
  t.equal((await moderator.send('GET', '/api/admin/reports?status=open')).body.meta.total, 0, 'no open reports left');
  t.same(await searchIds(), [taken.aliasId, other.aliasId].sort(), 'both listed');
});

t.test('the audit trail: every action, admins only', async (t) => {
  const denied = await moderator.send('GET', '/api/admin/audit');
  t.equal(denied.status, 403, 'a moderator: 403');
  t.equal(denied.body.code, 'FORBIDDEN');
  const res = await admin.send('GET', `/api/admin/audit?target=estate:${taken._id}`);
  t.equal(res.status, 200);
  t.match(res.body.values, [
    { action: 'estate.restore', actor: moderatorId, target: `estate:${taken._id}`, after: { moderation: 'approved' } },
    {
      action: 'estate.unpublish',
      actor: moderatorId,
      reason: REASON,
      before: { moderation: 'approved' },
      after: { moderation: 'unpublished', closedReports: 2 },
    },
  ]);
  t.equal(res.body.values.length, 2, 'refused requests wrote nothing');
  const dismissed = await admin.send('GET', `/api/admin/audit?action=estate.dismiss_reports`);
  t.match(dismissed.body.values, [{ target: `estate:${other._id}`, reason: 'Fine', after: { closedReports: 1 } }]);
});
