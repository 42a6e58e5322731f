// Operators' decisions on accounts through the gateway (issue 23, item 5): accounts found by text;
// block ends the account's sessions (its next request answers 401), sign-in answers 403
// ACCOUNT_BLOCKED and its listings leave search; unblock reverses it; verify gives a realtor the
// badge on their public profile and their listings, unverify takes it away, admins only; audit rows.
import t from 'tap';
import { call, DEMO } from '../helpers/api.ts';
import { echoRenderer, startStack, type Stack } from '../helpers/stack.ts';
import { estateBody, newUser, type TestUser } from './api-estates-fixtures.ts';
import { browser, operator, type Browser } from './api-admin-operators-fixtures.ts';

const PASSWORD = 'correct-horse-battery-42';

let stack: Stack;
let admin: Browser;
let moderator: Browser;
let moderatorId = '';
let adminId = '';
let realtor: TestUser;
let realtorSession: Browser;
// eslint-disable-next-line no-restricted-syntax
let listing: any;

t.before(async () => {
  stack = await startStack({
    estates: 0,
    gateway: { renderer: echoRenderer },
    api: { config: { adminEmails: [DEMO.demo.email], rateLimits: { authPerAddress: 1000, authPerIp: 1000 } } },
  });
  const { api } = stack;
  admin = await operator(stack, DEMO.demo.email, DEMO.demo.password);
  adminId = (await admin.send('GET', '/api/user/current')).body.user._id;
  const mod = await newUser(api, null);
  moderatorId = mod.id;
  if ((await admin.send('PUT', `/api/admin/users/${mod.id}/roles`, { roles: ['moderator'] })).status !== 200) throw new Error('roles');
  moderator = await operator(stack, mod.email, PASSWORD);
  realtor = await newUser(api);
  listing = (await call(api, 'POST', '/api/estate', estateBody(), realtor.token)).body;
  if (!listing.aliasId) throw new Error('listing not created');
  realtorSession = browser(stack);
  if ((await realtorSession.send('POST', '/api/auth/sign-in', { email: realtor.email, password: PASSWORD })).status !== 200)
    throw new Error('sign-in');
});
t.teardown(() => stack?.close());

const searchIds = async () => {
  const body = (await (await fetch(`${stack.gatewayUrl}/api/estate/search?onPage=100`)).json()) as { values: { aliasId: string }[] };
  return body.values.map((v) => v.aliasId);
};

t.test('guard: 401 signed out, 403 for a plain user', async (t) => {
  t.equal((await browser(stack).send('POST', `/api/admin/users/${realtor.id}/block`, { reason: 'x' })).status, 401);
  const res = await realtorSession.send('POST', `/api/admin/users/${realtor.id}/block`, { reason: 'x' });
  t.equal(res.status, 403);
  t.equal(res.body.code, 'FORBIDDEN');
});

t.test('accounts found by text', async (t) => {
  const res = await moderator.send('GET', `/api/admin/users?q=${encodeURIComponent(realtor.email.toUpperCase())}`);
  t.equal(res.status, 200);
  t.equal(res.body.meta.total, 1);
  t.match(res.body.values[0], { _id: realtor.id, email: realtor.email, isRealtor: true, blockedAt: null, blockedReason: null, verified: false });
});

t.test('block: the session ends, sign-in 403 ACCOUNT_BLOCKED, listings leave search; unblock reverses', async (t) => {
  t.equal((await realtorSession.send('GET', '/api/user/current')).status, 200, 'signed in before');
  t.same(await searchIds(), [listing.aliasId]);
  const noReason = await moderator.send('POST', `/api/admin/users/${realtor.id}/block`, {});
  t.equal(noReason.status, 400, 'no reason: 400');
  t.match(noReason.body.errors, [{ field: 'reason' }], 'naming reason');
  t.equal((await moderator.send('POST', '/api/admin/users/no-such-user/block', { reason: 'Spam' })).status, 404, 'unknown account: 404');
  const operatorBlock = await moderator.send('POST', `/api/admin/users/${adminId}/block`, { reason: 'Spam' });
  t.equal(operatorBlock.status, 409, 'an operator cannot be blocked');
  t.equal(operatorBlock.body.code, 'OPERATOR_ACCOUNT');

  const blocked = await moderator.send('POST', `/api/admin/users/${realtor.id}/block`, { reason: 'Spam listings' });
  t.equal(blocked.status, 200);
  t.match(blocked.body, { _id: realtor.id, blockedAt: String, blockedReason: 'Spam listings' });
  t.equal((await realtorSession.send('GET', '/api/user/current')).status, 401, 'the existing session answers 401 on its next request');
  t.equal((await call(stack.api, 'GET', '/api/user/current', undefined, realtor.token)).status, 401, 'and so does its bearer token');
  const signIn = await browser(stack).send('POST', '/api/auth/sign-in', { email: realtor.email, password: PASSWORD });
  t.equal(signIn.status, 403, 'sign-in: 403');
  t.equal(signIn.body.code, 'ACCOUNT_BLOCKED');
  const wrong = await browser(stack).send('POST', '/api/auth/sign-in', { email: realtor.email, password: 'wrong-password-000' });
  t.equal(wrong.status, 401, 'a wrong password does not learn the account is blocked');
  t.same(await searchIds(), [], 'its listings leave search');
  t.equal((await fetch(`${stack.gatewayUrl}/api/estate/${listing.aliasId}`)).status, 404, 'and their pages');
  const seen = await moderator.send('GET', `/api/admin/estates?q=${listing.aliasId}`);
  t.match(seen.body.values[0], { public: false, owner: { blocked: true } }, 'operators still see it');

  const unblocked = await moderator.send('POST', `/api/admin/users/${realtor.id}/unblock`);
  t.equal(unblocked.status, 200);
  t.match(unblocked.body, { blockedAt: null, blockedReason: null });
  const again = browser(stack);
  t.equal((await again.send('POST', '/api/auth/sign-in', { email: realtor.email, password: PASSWORD })).status, 200, 'sign-in works again');
  t.equal((await again.send('GET', '/api/user/current')).status, 200);
  t.same(await searchIds(), [listing.aliasId], 'its listings are back');
  realtorSession = again;
});

t.test('verify: admins only, the badge on the profile and the listing; unverify', async (t) => {
  const byModerator = await moderator.send('POST', `/api/admin/users/${realtor.id}/verify`);
  t.equal(byModerator.status, 403, 'a moderator: 403');
  t.equal(byModerator.body.code, 'FORBIDDEN');
  t.equal((await moderator.send('POST', `/api/admin/users/${realtor.id}/unverify`)).status, 403);
  const person = await call(stack.api, 'POST', '/api/auth/sign-up', {
    email: 'private.person@example.org',
    password: PASSWORD,
    title: 'mr',
    firstName: 'Paul',
    lastName: 'Privat',
    isRealtor: false,
    countryCode: 'ES',
    city: 'Málaga',
  });
  t.equal(person.status, 201);
  const personId = (await moderator.send('GET', '/api/admin/users?q=private.person@')).body.values[0]._id;
  const notRealtor = await admin.send('POST', `/api/admin/users/${personId}/verify`);
  t.equal(notRealtor.status, 409, 'only a realtor');
  t.equal(notRealtor.body.code, 'NOT_REALTOR');

  const profile = async () => (await (await fetch(`${stack.gatewayUrl}/api/user/aliasId/${realtor.aliasId}`)).json()) as { verified?: boolean };
  const owner = async () =>
    ((await (await fetch(`${stack.gatewayUrl}/api/estate/${listing.aliasId}`)).json()) as { owner: { verified?: boolean } }).owner;
  t.equal((await profile()).verified, false, 'not verified before');

  const verified = await admin.send('POST', `/api/admin/users/${realtor.id}/verify`);
  t.equal(verified.status, 200);
  t.equal(verified.body.verified, true);
  t.equal((await profile()).verified, true, 'verified: true on the public profile');
  t.equal((await owner()).verified, true, "and on the listing's owner");
  const directory = (await (await fetch(`${stack.gatewayUrl}/api/user?onPage=100`)).json()) as { values: { aliasId: string; verified?: boolean }[] };
  t.equal(directory.values.find((v) => v.aliasId === realtor.aliasId)?.verified, true, 'and in the realtor directory');

  const unverified = await admin.send('POST', `/api/admin/users/${realtor.id}/unverify`);
  t.equal(unverified.status, 200);
  t.equal(unverified.body.verified, false);
  t.equal((await profile()).verified, false, 'the badge is gone');
  t.equal((await owner()).verified, false);
});

t.test('the audit trail of the account', async (t) => {
  t.equal((await moderator.send('GET', '/api/admin/audit')).status, 403, 'a moderator: 403');
  const res = await admin.send('GET', `/api/admin/audit?target=user:${realtor.id}`);
  t.equal(res.status, 200);
  t.match(res.body.values, [
    { action: 'user.unverify', actor: adminId, before: { verified: true }, after: { verified: false } },
    { action: 'user.verify', actor: adminId, after: { verified: true } },
    { action: 'user.unblock', actor: moderatorId, before: { blocked: true }, after: { blocked: false } },
    { action: 'user.block', actor: moderatorId, reason: 'Spam listings', before: { blocked: false }, after: { blocked: true } },
  ]);
  t.equal(res.body.values.length, 4, 'refused requests wrote nothing');
});
