// The gateway's sign-in is registered from its contract entry (shared/contract/auth.ts
// signInAtGateway, through gateway/route.ts): its method and path, its success status, and an api
// answer that is not a session (no token, no user) is a 502 without a cookie. Against a fake api.
import t from 'tap';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { signInAtGateway } from '../../shared/contract/auth.ts';
import { echoRenderer, startFakeUpstream } from '../helpers/stack.ts';

const token = 'T'.repeat(43);
const user = { _id: 'u1', aliasId: 'olga' };

t.test('sign-in at the gateway, from its contract entry', async (t) => {
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const upstream = await startFakeUpstream((app) => {
    app.post('/api/auth/sign-in', async (_req, reply) => reply.code(answer.status).send(answer.body));
  });
  t.teardown(() => upstream.close());
  const app = await buildGateway(loadConfig({ NODE_ENV: 'test', API_URL: upstream.url }), { logger: false, renderer: echoRenderer });
  const gw = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());
  t.ok(app.hasRoute({ method: signInAtGateway.method, url: signInAtGateway.path }), 'the contract path and method');

  const signIn = async (body: unknown) => {
    answer = { status: 200, body };
    const res = await fetch(`${gw}${signInAtGateway.path}`, {
      method: signInAtGateway.method,
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify({ email: 'a@example.org', password: 'x' }),
    });
    return { status: res.status, body: await res.json(), cookie: res.headers.getSetCookie().find((c) => c.startsWith('sid=')) };
  };

  const ok = await signIn({ token, user, subscriptions: [] });
  t.equal(ok.status, 200);
  t.same(ok.body, { user, subscriptions: [] }, 'the current user, no token');
  t.ok(ok.cookie, 'the session cookie');

  for (const [what, body] of [
    ['no token', { user, subscriptions: [] }],
    ['no user', { token, subscriptions: [] }],
    ['no subscriptions', { token, user }],
  ] as const) {
    const bad = await signIn(body);
    t.equal(bad.status, 502, `${what}: 502`);
    t.equal(bad.cookie, undefined, `${what}: no cookie`);
  }

  answer = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'body/email must be an e-mail address', code: 'INVALID_FIELD' } };
  const refused = await fetch(`${gw}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: gw }, body: '{}' });
  t.equal(refused.status, 400, "the api's 4xx is passed on");
  t.match(await refused.json(), { message: /body\/email/ }, 'naming the field');
});
