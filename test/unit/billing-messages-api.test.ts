// The billing and message features' api calls against a fake caller: each goes to its contract
// endpoint's method and path, path parameters escaped, query and body passed as given.
import t from 'tap';
import type { ApiCaller, RequestOptions } from '../../client/lib/api.ts';
import * as billingCalls from '../../client/features/billing/api.ts';
import * as messageCalls from '../../client/features/messages/api.ts';
import { listPlans } from '../../client/features/plans/api.ts';
import { getUnreadAmount } from '../../client/session/unreadCount/api.ts';
import * as billing from '../../shared/contract/billing.ts';
import * as messages from '../../shared/contract/messages.ts';

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
    post: async (path, body, opts) => (seen.push({ method: 'POST', path, body, query: opts?.query }), answer as never),
    patch: async (path, body) => (seen.push({ method: 'PATCH', path, body }), answer as never),
    put: async (path, body) => (seen.push({ method: 'PUT', path, body }), answer as never),
    delete: async (path) => (seen.push({ method: 'DELETE', path }), answer as never),
  };
  return { api, seen };
}

t.test('each call goes to its endpoint and answers what the api answered', async (t) => {
  const { api, seen } = fakeCaller([{ _id: 'free' }]);
  t.same(await listPlans(api, {}), [{ _id: 'free' }]);
  await billingCalls.listInitialPlans(api, {});
  await billingCalls.subscribe(api, { body: { planId: 'free' } });
  await getUnreadAmount(api, {});
  await messageCalls.listMessages(api, { query: { box: 'sent', page: 2, onPage: 20 } });
  await messageCalls.getMessage(api, { params: { id: 'm 1/2' } });
  await messageCalls.sendMessage(api, { body: { to: 'bob', subject: 'Hi', body: 'Hello' } });
  t.same(seen, [
    { method: billing.listPlans.method, path: billing.listPlans.path, query: undefined },
    { method: billing.listInitialPlans.method, path: billing.listInitialPlans.path, query: undefined },
    { method: billing.subscribe.method, path: billing.subscribe.path, body: { planId: 'free' }, query: undefined },
    { method: messages.getUnreadAmount.method, path: messages.getUnreadAmount.path, query: undefined },
    { method: messages.listMessages.method, path: messages.listMessages.path, query: { box: 'sent', page: 2, onPage: 20 } },
    { method: messages.getMessage.method, path: '/api/messages/m%201%2F2', query: undefined },
    { method: messages.sendMessage.method, path: messages.sendMessage.path, body: { to: 'bob', subject: 'Hi', body: 'Hello' }, query: undefined },
  ]);
});

t.test('a new message looks up its listing and recipient by alias', async (t) => {
  const { api, seen } = fakeCaller();
  await messageCalls.getEstate(api, { params: { aliasId: 'villa-1' } });
  await messageCalls.getUserProfile(api, { params: { aliasId: 'bob' } });
  t.same(
    seen.map((s) => `${s.method} ${s.path}`),
    ['GET /api/estate/villa-1', 'GET /api/user/aliasId/bob'],
  );
});

t.test('a missing path parameter is refused before any request', async (t) => {
  const { api, seen } = fakeCaller();
  t.throws(() => messageCalls.getMessage(api, { params: { id: '' } }), TypeError);
  t.same(seen, []);
});
