// Graceful shutdown: closing the gateway lets an in-flight request finish; the composition root
// (bin/start.ts) starts the whole product with NODE_ENV=production and nothing else, and exits 0 on
// SIGTERM; slow uploads under way at SIGTERM each get a final answer (issue 21: one got none and the
// process gave up after 15 s). A bad variable stops start-up with a message naming it.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { echoRenderer, startFakeUpstream } from '../helpers/stack.ts';
import { startProduct } from '../helpers/product.ts';

// three child processes start the whole product (each migrates and seeds): more than the default two
// minutes on a busy machine
t.setTimeout(300_000);

t.test('close() waits for an in-flight request', async (t) => {
  let arrived!: () => void;
  const arrival = new Promise<void>((r) => (arrived = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const upstream = await startFakeUpstream((app) => {
    app.get('/api/wait', async () => {
      arrived();
      await released;
      return { finished: true };
    });
  });
  t.teardown(() => upstream.close());
  const app = await buildGateway(loadConfig({ NODE_ENV: 'test', API_URL: upstream.url }), { logger: false, renderer: echoRenderer });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const events: string[] = [];
  const inflight = fetch(`${url}/api/wait`).then(async (res) => {
    events.push(`response ${res.status} ${JSON.stringify(await res.json())}`);
  });
  await arrival;
  const closing = app.close().then(() => events.push('closed'));
  // wait until the gateway has stopped listening: close() is under way, the request still upstream
  while (app.server.listening) await new Promise((r) => setImmediate(r));
  await t.rejects(fetch(`${url}/healthz`), 'no new connections once closing');
  t.same(events, [], 'close() has not finished while a request is in flight');
  release();
  await Promise.all([inflight, closing]);
  t.same(events.sort(), ['closed', 'response 200 {"finished":true}'].sort(), 'the in-flight request got its full answer');
});

t.test('bin/start.ts: production with nothing else set, SIGTERM exits 0', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gw-start-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const child = startProduct({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_ESTATES: '0' });
  t.teardown(() => child.kill('SIGKILL'));
  const started = await child.waitFor(/^listening on /);
  const url = String(started.url);
  t.match(url, /^http:\/\/127\.0\.0\.1:\d+$/, 'the startup line names the URL');

  const live = await fetch(`${url}/healthz`);
  t.equal(live.status, 200);
  await live.arrayBuffer();
  const ready = await fetch(`${url}/readyz`);
  t.equal(ready.status, 200, 'the embedded api is up');
  await ready.arrayBuffer();
  const page = await fetch(`${url}/`);
  t.equal(page.status, 200);
  t.match(await page.text(), /<html lang="en">/);
  const currencies = await fetch(`${url}/api/currencies`);
  t.equal(currencies.status, 200, 'the seeded api answers through the gateway');
  await currencies.arrayBuffer();

  child.kill('SIGTERM');
  t.equal(await child.exit, 0, 'exit code 0');
  t.ok(
    child.lines.some((l) => l.msg === 'stopped'),
    'logged the stop',
  );
  t.ok(
    child.lines.every((l) => !JSON.stringify(l).includes('password')),
    'no secrets logged',
  );
});

/** A multipart import of `size` bytes sent `chunk` bytes every `everyMs`; resolves with the final status and headers, or 'no answer'. */
function throttledUpload(
  url: string,
  cookie: string,
  size: number,
  chunk: number,
  everyMs: number,
): Promise<{ status: number | 'no answer'; retryAfter?: string; sentBytes: number }> {
  const boundary = 'throttled-boundary';
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="other"; filename="big.csv"\r\ncontent-type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x61), tail]);
  const u = new URL(url);
  return new Promise((resolve) => {
    let sent = 0;
    const req = httpRequest(
      {
        host: u.hostname,
        port: u.port,
        method: 'POST',
        path: '/api/import',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), cookie, origin: url },
      },
      (res) => {
        clearInterval(timer);
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], sentBytes: sent }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], sentBytes: sent }));
      },
    );
    req.on('error', () => {
      clearInterval(timer);
      resolve({ status: 'no answer', sentBytes: sent });
    });
    const timer: NodeJS.Timeout = setInterval(() => {
      if (sent >= body.length) return clearInterval(timer);
      const next = body.subarray(sent, sent + chunk);
      sent += next.length;
      if (sent >= body.length) req.end(next);
      else req.write(next);
    }, everyMs);
  });
}

t.test('bin/start.ts: SIGTERM during slow uploads still answers each of them, then exits 0', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gw-start-uploads-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const child = startProduct({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_ESTATES: '0',
    SHUTDOWN_GRACE_MS: '6000',
  });
  t.teardown(() => child.kill('SIGKILL'));
  const url = String((await child.waitFor(/^listening on /)).url);
  const signIn = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password-1' }),
  });
  t.equal(signIn.status, 200, 'signed in');
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  // two 13 MB uploads at ~0.75 MB/s: 17 s each, longer than the shutdown's grace
  const uploads = [0, 1].map(() => throttledUpload(url, cookie, 13 * 1024 * 1024, 48 * 1024, 64));
  await new Promise((r) => setTimeout(r, 2_500));
  const t0 = Date.now();
  child.kill('SIGTERM');
  const answers = await Promise.all(uploads);
  const exitCode = await child.exit;
  for (const a of answers) {
    t.ok(a.status === 201 || a.status === 400 || a.status === 503, `a final answer: ${a.status} after ${a.sentBytes} bytes`);
    if (a.status === 503) t.equal(a.retryAfter, '5', 'a 503 says when to try again');
  }
  t.equal(exitCode, 0, `a clean exit, ${Date.now() - t0} ms after SIGTERM`);
  t.notOk(
    child.lines.some((l) => l.msg === 'shutdown took too long; exiting'),
    'within the grace',
  );
});

t.test('bin/start.ts api: the api alone, as docker-compose runs it', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'gw-start-api-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const child = startProduct({ NODE_ENV: 'production', DATA_DIR: dataDir, API_PORT: '0', HOST: '127.0.0.1', SEED_ESTATES: '0' }, ['api']);
  t.teardown(() => child.kill('SIGKILL'));
  const started = await child.waitFor(/^api listening on /);
  const res = await fetch(`${String(started.url)}/api/readyz`);
  t.equal(res.status, 200);
  await res.arrayBuffer();
  child.kill('SIGTERM');
  t.equal(await child.exit, 0);
});

t.test('bin/start.ts: a bad variable stops start-up naming it', async (t) => {
  const child = startProduct({ NODE_ENV: 'production', PORT: 'eighty' });
  t.equal(await child.exit, 1);
  t.match(child.stderr, /PORT must be an integer 0\.\.65535/);
});
