// The timing of the map's group calls (client/features/map/components/clusters-loader.ts, used by
// useClusters, issue 26.3): rapid view changes within the debounce make one call; an answer that
// arrives after a newer call was made is not applied; an aborted call's error is not shown, while the
// newest call's own failure is; after dispose nothing is called or applied.
import t from 'tap';
import { CLUSTERS_DEBOUNCE_MS, createClustersLoader } from '../../client/features/map/components/clusters-loader.ts';

interface Call {
  world: boolean;
  signal: AbortSignal;
  resolve: (answer: string) => void;
  reject: (err: unknown) => void;
}

function harness(worldFirst = false) {
  const calls: Call[] = [];
  const applied: { answer: string; world: boolean }[] = [];
  let failures = 0;
  const loader = createClustersLoader<string>({
    worldFirst,
    fetch: (world, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ world, signal, resolve, reject });
        // as fetch does: an aborted call rejects
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    apply: (answer, world) => applied.push({ answer, world }),
    fail: () => failures++,
  });
  return { loader, calls, applied, failures: () => failures };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const settle = () => sleep(0);

t.test('the debounce is 250 ms, as the issue asks', async (t) => {
  t.equal(CLUSTERS_DEBOUNCE_MS, 250);
});

t.test('rapid view changes within the debounce make one call, after the quiet time', async (t) => {
  const h = harness();
  t.teardown(h.loader.dispose);
  for (let i = 0; i < 5; i++) {
    h.loader.schedule();
    await sleep(CLUSTERS_DEBOUNCE_MS / 5);
  }
  t.equal(h.calls.length, 0, 'no call while the view keeps changing');
  await sleep(CLUSTERS_DEBOUNCE_MS + 100);
  t.equal(h.calls.length, 1, 'one call for five moves');
  h.calls[0].resolve('A');
  await settle();
  t.same(h.applied, [{ answer: 'A', world: false }]);

  h.loader.schedule();
  await sleep(CLUSTERS_DEBOUNCE_MS + 100);
  t.equal(h.calls.length, 2, 'a move after the quiet time calls again');
});

t.test('the first call asks for the world when told; later ones for the view', async (t) => {
  const h = harness(true);
  t.teardown(h.loader.dispose);
  h.loader.load();
  h.loader.load();
  t.same(
    h.calls.map((c) => c.world),
    [true, false],
  );
});

t.test('an answer that arrives after a newer call was made is not applied', async (t) => {
  const h = harness();
  t.teardown(h.loader.dispose);
  h.loader.load();
  h.loader.load();
  t.equal(h.calls.length, 2);
  t.ok(h.calls[0].signal.aborted, 'the older call is aborted');
  t.notOk(h.calls[1].signal.aborted, 'the newer is not');
  // the newer answers first, then the older (a server that ignored the abort)
  h.calls[1].resolve('new');
  await settle();
  h.calls[0].resolve('old');
  await settle();
  t.same(h.applied, [{ answer: 'new', world: false }], 'only the newer answer is applied');

  // the other order: the older answer comes while the newer is still in flight
  h.loader.load();
  h.loader.load();
  h.calls[2].resolve('stale');
  await settle();
  t.equal(h.applied.length, 1, 'a stale answer is dropped even when it comes first');
  h.calls[3].resolve('fresh');
  await settle();
  t.same(h.applied.at(-1), { answer: 'fresh', world: false });
  t.equal(h.failures(), 0, 'the aborted calls showed no error');
});

t.test("an aborted call's error is not shown; the newest call's failure is", async (t) => {
  const h = harness();
  t.teardown(h.loader.dispose);
  h.loader.load();
  h.loader.load();
  await settle();
  t.equal(h.failures(), 0, 'the abort of the first call is no failure');
  h.calls[1].reject(new Error('502'));
  await settle();
  t.equal(h.failures(), 1, 'the newest call failing is shown');

  // an overtaken call that fails for another reason (not aborted by the loader) is not shown either
  const g = harness();
  t.teardown(g.loader.dispose);
  g.loader.load();
  const older = g.calls[0];
  g.loader.load();
  older.reject(new Error('network'));
  await settle();
  t.equal(g.failures(), 0);
});

t.test('after dispose nothing is called or applied', async (t) => {
  const h = harness();
  h.loader.load();
  h.loader.schedule();
  h.loader.dispose();
  t.ok(h.calls[0].signal.aborted, 'the call in flight is aborted');
  h.calls[0].resolve('late');
  await sleep(CLUSTERS_DEBOUNCE_MS + 100);
  t.equal(h.calls.length, 1, 'the scheduled call never happens');
  t.same(h.applied, []);
  t.equal(h.failures(), 0, 'and its abort shows no error');
});
