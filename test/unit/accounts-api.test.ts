// The account features' api calls against a fake caller: each goes to its contract endpoint's method
// and path, the alias escaped, query and body passed as given.
import t from 'tap';
import type { ApiCaller, RequestOptions } from '../../client/lib/api.ts';
import * as authCalls from '../../client/features/auth/api.ts';
import * as profileCalls from '../../client/features/profile/api.ts';
import * as realtorCalls from '../../client/features/realtors/api.ts';
import { getCurrentUser, signOut } from '../../client/session/user/api.ts';
import * as auth from '../../shared/contract/auth.ts';
import * as billing from '../../shared/contract/billing.ts';
import * as users from '../../shared/contract/users.ts';

interface Seen {
  method: string;
  path: string;
  body?: unknown;
  query?: RequestOptions['query'];
}

function fakeCaller(answer: unknown = { ok: true }) {
  const seen: Seen[] = [];
  const api: ApiCaller = {
    get: async (path, opts) => (seen.push({ method: 'GET', path, query: opts?.query }), answer as never),
    post: async (path, body) => (seen.push({ method: 'POST', path, body }), answer as never),
    patch: async (path, body) => (seen.push({ method: 'PATCH', path, body }), answer as never),
    put: async (path, body) => (seen.push({ method: 'PUT', path, body }), answer as never),
    delete: async (path) => (seen.push({ method: 'DELETE', path }), answer as never),
  };
  return { api, seen };
}

const signUpBody = {
  email: 'a@example.org',
  password: 'long enough',
  title: 'ms' as const,
  firstName: 'A',
  lastName: 'B',
  isRealtor: false,
  countryCode: 'DE',
  city: 'Köln',
};

t.test('each account call goes to its endpoint and answers what the api answered', async (t) => {
  const { api, seen } = fakeCaller({ user: { _id: 'u1' } });
  t.same(await authCalls.signUp(api, { body: signUpBody }), { user: { _id: 'u1' } });
  await authCalls.signIn(api, { body: { email: 'a@example.org', password: 'x' } });
  await signOut(api, {});
  await authCalls.forgotPassword(api, { body: { email: 'a@example.org' } });
  await authCalls.resetPassword(api, { body: { resetToken: 't'.repeat(43), password: 'long enough' } });
  await getCurrentUser(api, {});
  await profileCalls.updateCurrentUser(api, { body: { geoData: { city: 'Bonn' } } });
  await profileCalls.toggleRenew(api, { body: { subscriptionId: 's1' } });
  t.same(seen, [
    { method: auth.signUp.method, path: auth.signUp.path, body: signUpBody },
    { method: auth.signIn.method, path: auth.signIn.path, body: { email: 'a@example.org', password: 'x' } },
    { method: auth.signOut.method, path: auth.signOut.path, body: undefined },
    { method: auth.forgotPassword.method, path: auth.forgotPassword.path, body: { email: 'a@example.org' } },
    { method: auth.resetPassword.method, path: auth.resetPassword.path, body: { resetToken: 't'.repeat(43), password: 'long enough' } },
    { method: users.getCurrentUser.method, path: users.getCurrentUser.path, query: undefined },
    { method: users.updateCurrentUser.method, path: users.updateCurrentUser.path, body: { geoData: { city: 'Bonn' } } },
    { method: billing.toggleRenew.method, path: billing.toggleRenew.path, body: { subscriptionId: 's1' } },
  ]);
  t.equal(auth.signInAtGateway.path, auth.signIn.path, 'the browser signs in on the same path, through the gateway');
});

t.test('the directory passes its query; a profile escapes its alias', async (t) => {
  const { api, seen } = fakeCaller();
  await realtorCalls.listRealtors(api, { query: { isRealtor: true, q: 'costa homes', page: 2, onPage: 20 } });
  await realtorCalls.getUserProfile(api, { params: { aliasId: 'ana ruiz/2' } });
  t.same(seen, [
    { method: 'GET', path: users.listRealtors.path, query: { isRealtor: true, q: 'costa homes', page: 2, onPage: 20 } },
    { method: 'GET', path: '/api/user/aliasId/ana%20ruiz%2F2', query: undefined },
  ]);
  t.throws(() => realtorCalls.getUserProfile(api, { params: { aliasId: '' } }), TypeError, 'no request without an alias');
  t.equal(seen.length, 2);
});
