// The gateway's shared reads of the api (gateway/api-reader.ts): anonymous answers kept for a time,
// then for a grace given at once while one call refreshes them, so that no request waits on the
// refresh; an answer that is no longer 200 ends the grace; signed-in reads are never shared.
import t from 'tap';
import { createApiReader } from '../../gateway/api-reader.ts';
import type { Upstream } from '../../gateway/upstream.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An api whose answer the test sets, counting calls; each call takes `delayMs`, and waits for `gate`. */
function fakeApi(delayMs = 30) {
  const api = { calls: 0, status: 200, body: 'v1', gate: Promise.resolve() };
  const upstream = {
    async raw() {
      api.calls++;
      const answer = { status: api.status, contentType: 'application/json', body: api.body };
      await Promise.all([sleep(delayMs), api.gate]);
      return answer;
    },
  } as unknown as Upstream;
  return { api, upstream };
}

t.test('fresh, then stale while one call refreshes, then the new answer', async (t) => {
  const { api, upstream } = fakeApi();
  const reader = createApiReader(upstream, 100, undefined, 400);
  const burst = await Promise.all([1, 2, 3].map(() => reader.read('/api/x', {})));
  t.same(
    burst.map((r) => r.body),
    ['v1', 'v1', 'v1'],
  );
  t.equal(api.calls, 1, 'a burst makes one call');
  t.equal((await reader.read('/api/x', {})).body, 'v1', 'kept');
  t.equal(api.calls, 1);

  api.body = 'v2';
  await sleep(150); // expired, within the grace
  // the refresh is held until the stale answers are in: had they waited for it, the race is lost
  let release = () => {};
  api.gate = new Promise<void>((r) => (release = r));
  const stale = await Promise.race([
    Promise.all([1, 2, 3].map(() => reader.read('/api/x', {}))),
    sleep(2_000).then(() => 'waited for the refresh' as const),
  ]);
  t.same(
    stale === 'waited for the refresh' ? stale : stale.map((r) => r.body),
    ['v1', 'v1', 'v1'],
    'the old answer is given at once, while the refresh is still out',
  );
  t.equal(api.calls, 2, 'and one call refreshes it');
  release();
  await sleep(60);
  t.equal((await reader.read('/api/x', {})).body, 'v2', 'the next request has the new answer');
  t.equal(api.calls, 2, 'from the refresh, with no other call');
});

t.test('beyond the grace a request waits for the api', async (t) => {
  const { api, upstream } = fakeApi();
  const reader = createApiReader(upstream, 50, undefined, 50);
  await reader.read('/api/x', {});
  api.body = 'v2';
  await sleep(150);
  t.equal((await reader.read('/api/x', {})).body, 'v2', 'never older than the time kept plus the grace');
  t.equal(api.calls, 2);
});

t.test('an answer that is no longer 200 ends the grace at once', async (t) => {
  const { api, upstream } = fakeApi();
  const reader = createApiReader(upstream, 50, undefined, 5_000);
  t.equal((await reader.read('/api/estate/a', {})).status, 200);
  api.status = 404;
  api.body = '{"code":"NOT_FOUND"}';
  await sleep(80);
  t.equal((await reader.read('/api/estate/a', {})).status, 200, 'the first request after expiry still has the old answer');
  await sleep(60); // the refresh came back 404
  t.equal((await reader.read('/api/estate/a', {})).status, 404, 'the next one has the 404, not the old answer for the rest of the grace');
  t.equal((await reader.read('/api/estate/a', {})).status, 404, 'and a 404 is never kept');
  t.equal(api.calls, 4, 'the first, the refresh, and one call for each 404 after it');
});

t.test('signed-in reads are never shared', async (t) => {
  const { api, upstream } = fakeApi(1);
  const reader = createApiReader(upstream, 10_000, undefined, 10_000);
  await reader.read('/api/favourites', { authorization: 'Bearer a' });
  await reader.read('/api/favourites', { authorization: 'Bearer a' });
  t.equal(api.calls, 2);
  t.equal(reader.size, 0);
});
