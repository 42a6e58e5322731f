// MODERATION=pre through the gateway (issue 23, item 4): a listing published through the form and
// listings a feed import publishes wait for review. While they wait their owner sees them as pending
// in My estates and nobody else sees them (api answer, search); a moderator finds them by
// ?status=pending, approves one (public at once) and rejects one with a reason (still not public, the
// reason shown to the owner). A listing the import creates beyond the plan's room stays a draft, not
// pending. With MODERATION=post (the default, every other test file) nothing waits.
import t from 'tap';
import { call, DEMO } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { estateBody, newUser, type TestUser } from './api-estates-fixtures.ts';
import { operator, type Browser } from './api-admin-operators-fixtures.ts';
import { csvFeed, importFeed, listingsOf } from './api-import-fixtures.ts';

let stack: Stack;
let moderator: Browser;
let owner: TestUser;

t.before(async () => {
  stack = await startStack({
    estates: 0,
    api: { config: { moderation: 'pre', adminEmails: [DEMO.demo.email], rateLimits: { authPerAddress: 1000, authPerIp: 1000 } } },
  });
  const { api } = stack;
  const admin = await operator(stack, DEMO.demo.email, DEMO.demo.password);
  const mod = await newUser(api, null);
  const roles = await admin.send('PUT', `/api/admin/users/${mod.id}/roles`, { roles: ['moderator'] });
  if (roles.status !== 200) throw new Error(`roles ${roles.status}`);
  moderator = await operator(stack, mod.email, 'correct-horse-battery-42');
  owner = await newUser(api);
});
t.teardown(() => stack?.close());

const gw = (path: string) => fetch(`${stack.gatewayUrl}${path}`);
const searchIds = async () => {
  const body = (await (await gw('/api/estate/search?onPage=100')).json()) as { values: { aliasId: string }[] };
  return body.values.map((v) => v.aliasId);
};
// eslint-disable-next-line no-restricted-syntax
const mine = async (): Promise<any[]> => (await call(stack.api, 'GET', '/api/estate/my?onPage=100', undefined, owner.token)).body.values;

t.test('a listing published through the form waits for review, then is approved', async (t) => {
  const created = await call(stack.api, 'POST', '/api/estate', estateBody({ status: 'published' }), owner.token);
  t.equal(created.status, 201);
  const aliasId = created.body.aliasId as string;
  t.equal((await mine()).find((e) => e.aliasId === aliasId)?.moderation, 'pending', 'My estates: waiting for review');
  t.equal((await gw(`/api/estate/${aliasId}`)).status, 404, 'not public while waiting');
  t.notOk((await searchIds()).includes(aliasId), 'not in search');
  const waiting = await moderator.send('GET', '/api/admin/estates?status=pending');
  t.ok(
    waiting.body.values.some((e: { aliasId: string }) => e.aliasId === aliasId),
    'the moderator finds it by ?status=pending',
  );
  const approved = await moderator.send('POST', `/api/admin/estates/${aliasId}/moderation`, { action: 'approve' });
  t.equal(approved.status, 200, 'approved');
  t.equal((await gw(`/api/estate/${aliasId}`)).status, 200, 'public once approved');
  t.notOk((await mine()).find((e) => e.aliasId === aliasId)?.moderation, 'no longer marked in My estates');
});

t.test('listings a feed import publishes wait for review as well; one rejected with a reason', async (t) => {
  const before = new Set((await mine()).map((e) => e.aliasId as string));
  const { result } = await importFeed(stack.api, owner.token, csvFeed(listingsOf(2, 500)));
  t.equal(result.status, 'done', 'the import finished');
  t.equal(result.progress.created, 2, 'two listings created');
  const imported = (await mine()).filter((e) => !before.has(e.aliasId));
  t.equal(imported.length, 2);
  for (const e of imported) {
    if (e.status === 'published') t.equal(e.moderation, 'pending', `${e.aliasId}: published by the feed, waiting for review`);
    else t.notOk(e.moderation, `${e.aliasId}: a draft (no room in the plan) does not wait`);
  }
  const pending = imported.filter((e) => e.moderation === 'pending');
  t.ok(pending.length >= 1, 'at least one imported listing waits');
  const search = await searchIds();
  for (const e of pending) {
    t.equal((await gw(`/api/estate/${e.aliasId}`)).status, 404, `${e.aliasId}: not public`);
    t.notOk(search.includes(e.aliasId), `${e.aliasId}: not in search`);
  }
  const target = pending[0].aliasId as string;
  const bare = await moderator.send('POST', `/api/admin/estates/${target}/moderation`, { action: 'reject' });
  t.equal(bare.status, 400, 'reject without a reason: 400');
  t.equal(bare.body.errors?.[0]?.field ?? bare.body.field, 'reason', 'naming the reason');
  const rejected = await moderator.send('POST', `/api/admin/estates/${target}/moderation`, {
    action: 'reject',
    reason: 'The photos show another building',
  });
  t.equal(rejected.status, 200, 'rejected');
  const row = (await mine()).find((e) => e.aliasId === target);
  t.equal(row?.moderation, 'rejected', 'the owner sees it rejected');
  t.equal(row?.moderationReason, 'The photos show another building', 'with the reason');
  t.equal((await gw(`/api/estate/${target}`)).status, 404, 'still not public');
});
