// Sessions end when unused for the idle time-out (SESSION_IDLE_MINUTES) beside their absolute 30
// days: an idle session answers 401 and its row is removed. The last use is written at most once a
// minute per session, not per request. The api's clock is injected so hours pass at once.
import t from 'tap';
import { call, DEMO, signIn, startApi, type StartedApi } from '../helpers/api.ts';
import { hashToken } from '../../api/auth/tokens.ts';

const MINUTE = 60_000;
let offset = 0;
let api: StartedApi;
t.before(async () => {
  api = await startApi({ estates: 0, config: { sessionIdleMs: 60 * MINUTE, clock: () => Date.now() + offset } });
});
t.teardown(() => api?.close());

const lastSeen = async (token: string): Promise<number | null> => {
  const r = await api.db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  return r.rows[0] ? new Date(r.rows[0].last_seen_at).getTime() : null;
};

t.test('a session in use stays; its last use is written at most once a minute', async (t) => {
  offset = 0;
  const token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const created = await lastSeen(token);
  t.ok(created, 'the session is stored with its last use');
  for (let i = 0; i < 5; i++) t.equal((await call(api, 'GET', '/api/user/current', undefined, token)).status, 200);
  t.equal(await lastSeen(token), created, 'requests within the minute write nothing');
  // 59 minutes later: still live (under the hour), and this use is written
  offset = 59 * MINUTE;
  t.equal((await call(api, 'GET', '/api/user/current', undefined, token)).status, 200);
  const touched = await lastSeen(token);
  t.ok(touched! >= created! + 58 * MINUTE, 'the use after a minute moved last_seen_at');
  // another 59 minutes: 118 minutes since sign-in but 59 since the last use
  offset = 118 * MINUTE;
  t.equal((await call(api, 'GET', '/api/user/current', undefined, token)).status, 200, 'idleness counts from the last use, not sign-in');
});

t.test('an idle session is refused with 401 and removed', async (t) => {
  offset = 0;
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  t.equal((await call(api, 'GET', '/api/user/current', undefined, token)).status, 200);
  offset = 61 * MINUTE;
  const idle = await call(api, 'GET', '/api/user/current', undefined, token);
  t.equal(idle.status, 401, 'unused for over an hour: refused');
  t.equal(idle.body.statusCode, 401);
  t.equal(await lastSeen(token), null, 'and the session row is gone');
  offset = 0;
  t.equal((await call(api, 'GET', '/api/user/current', undefined, token)).status, 401, 'it does not come back');
  const fresh = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  t.equal((await call(api, 'GET', '/api/user/current', undefined, fresh)).status, 200, 'signing in again works');
});

t.test('an optional-user route treats an idle session as anonymous', async (t) => {
  offset = 0;
  const token = await signIn(api, DEMO.newbie.email, DEMO.newbie.password);
  offset = 2 * 60 * MINUTE;
  const res = await call(api, 'GET', '/api/estate/no-such-estate', undefined, token);
  t.equal(res.status, 404, 'a public read answers as for anyone (here: no such estate), not 401');
  t.equal(await lastSeen(token), null, 'the idle session was removed on the way');
});
