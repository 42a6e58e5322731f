// The all-in-one start with several gateways (issue 25 item 4, bin/start.ts): WEB_CONCURRENCY workers
// share one port in front of the one embedded api; "listening on" comes once all of them listen; a
// worker that dies is forked again while the others keep answering; SIGTERM drains every worker and
// exits 0. WEB_CONCURRENCY=1 keeps the gateway in the main process.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '../helpers/product.ts';

t.setTimeout(300_000);

async function statusOf(url: string): Promise<number> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
}

t.test('WEB_CONCURRENCY=2: two workers on one port, one restarted after it dies, SIGTERM drains all', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'start-cluster-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const child = startProduct({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_ESTATES: '5', WEB_CONCURRENCY: '2' });
  t.teardown(() => child.kill('SIGKILL'));
  const started = await child.waitFor(/^listening on /);
  t.equal(started.workers, 2, 'the start line says two workers');
  // each worker's own log line shares the pipe with the main process's but may reach it just after
  // "listening on" (both are written asynchronously); the main process counted the listens itself
  const workerLines = () => child.lines.filter((l) => l.msg === 'gateway worker listening');
  for (let waited = 0; workerLines().length < 2 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  const workers = workerLines();
  t.equal(workers.length, 2, 'both workers say they listen');
  const pids = workers.map((w) => Number(w.pid));
  t.equal(new Set(pids).size, 2, 'in two processes');
  t.ok(
    workers.every((w) => w.url === started.url && w.apiUrl === started.apiUrl),
    'on the same port, in front of the same api',
  );

  const url = String(started.url);
  for (let i = 0; i < 6; i++) t.equal(await statusOf(`${url}/search`), 200, `search page ${i + 1}`);
  t.equal(await statusOf(`${url}/readyz`), 200, 'ready');

  process.kill(pids[0], 'SIGKILL');
  await child.waitFor(/^a gateway worker stopped; forking another$/);
  // the other worker answers meanwhile
  for (let i = 0; i < 4; i++) t.equal(await statusOf(`${url}/api/currencies`), 200, `answered while one worker is down (${i + 1})`);
  while (child.lines.filter((l) => l.msg === 'gateway worker listening').length < 3) await new Promise((r) => setTimeout(r, 100));
  const third = child.lines.filter((l) => l.msg === 'gateway worker listening')[2];
  t.notOk(pids.includes(Number(third.pid)), 'a new worker process took its place');
  t.equal(await statusOf(`${url}/`), 200, 'home page after the restart');

  child.kill('SIGTERM');
  t.equal(await child.exit, 0, 'exit code 0');
  t.ok(child.lines.filter((l) => l.msg === 'stopped').length >= 3, 'each worker and the main process logged its stop');
});

t.test('WEB_CONCURRENCY=1: the gateway in the main process', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'start-cluster-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const child = startProduct({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_ESTATES: '0', WEB_CONCURRENCY: '1' });
  t.teardown(() => child.kill('SIGKILL'));
  const started = await child.waitFor(/^listening on /);
  t.equal(started.workers, undefined, 'no workers');
  t.notOk(
    child.lines.some((l) => l.msg === 'gateway worker listening'),
    'no worker started',
  );
  t.equal(await statusOf(`${String(started.url)}/`), 200);
  child.kill('SIGTERM');
  t.equal(await child.exit, 0);
});

t.test('a bad WEB_CONCURRENCY stops start-up with its name', async (t) => {
  const child = startProduct({ NODE_ENV: 'production', PORT: '0', WEB_CONCURRENCY: '0' });
  t.not(await child.exit, 0);
  t.match(child.stderr, /WEB_CONCURRENCY/);
});
