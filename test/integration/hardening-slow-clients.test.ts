// Issue 13's slow-upload attack, replayed at small scale: the gateway's pool to the api lowered to 8
// connections, 130 clients each declaring a body and sending one byte at a time, and slow photo
// uploads from many addresses (X-Forwarded-For, believed through GATEWAY_TRUST_PROXY). Before, such
// clients held every pooled connection and every /api and /media request of every user hung; now
// ordinary bodies are read at the gateway before the api is called, uploads hold a bounded number
// of slots, stalled bodies are cut with 408, and /readyz says when the proxy is saturated.
import t from 'tap';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO } from '../helpers/api.ts';
import { startFakeUpstream, startStack } from '../helpers/stack.ts';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';

interface SlowClient {
  socket: Socket;
  /** the status line once the gateway answers, else undefined */
  status(): number | undefined;
  stop(): void;
}

/** A client that sends the headers, then one byte of the declared body every `everyMs` (never, for 0). */
function slowClient(base: string, path: string, opts: { length: number; everyMs: number; headers?: Record<string, string> }): SlowClient {
  const u = new URL(base);
  const socket = connect(Number(u.port), u.hostname);
  let answer = '';
  socket.on('data', (d) => (answer += d.toString('latin1')));
  socket.on('error', () => undefined);
  const head = Object.entries({ host: u.host, 'content-type': 'application/json', 'content-length': String(opts.length), ...opts.headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
  const timer = opts.everyMs > 0 ? setInterval(() => socket.writable && socket.write('x'), opts.everyMs) : undefined;
  return {
    socket,
    status: () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      return m ? Number(m[1]) : undefined;
    },
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

t.test('130 slow clients and slow uploads leave other users answered within 1 s', async (t) => {
  const stack = await startStack({
    estates: 0,
    env: {
      GATEWAY_API_CONNECTIONS: '8',
      GATEWAY_UPLOADS: '4',
      GATEWAY_UPLOADS_PER_CLIENT: '2',
      BODY_IDLE_TIMEOUT_MS: '1500',
      GATEWAY_TRUST_PROXY: 'loopback',
    },
  });
  const clients: SlowClient[] = [];
  t.teardown(async () => {
    for (const c of clients) c.stop();
    await stack.close();
  });
  const gw = stack.gatewayUrl;
  // a real estate of a signed-in owner: the api reads the parts of such an upload, slowly
  await stack.api.db.query(
    `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
     SELECT 'slow-upload', u.id, 'sale', 'villa', '{"en":"Slow"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'draft'
       FROM users u WHERE u.email = $1`,
    [DEMO.demo.email],
  );
  // upload slots are counted per session (issue 21): one session, and eight more from eight addresses
  const signIn = async () => {
    const res = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify(DEMO.demo),
    });
    return res.headers.getSetCookie()[0].split(';')[0];
  };
  const cookie = await signIn();
  const others: string[] = [];
  for (let i = 0; i < 8; i++) others.push(await signIn());
  const uploadHeaders = (ip: string, session = cookie) => ({
    'content-type': 'multipart/form-data; boundary=x',
    'x-forwarded-for': ip,
    cookie: session,
    origin: gw,
  });

  for (let i = 0; i < 130; i++) clients.push(slowClient(gw, '/api/contact', { length: 100_000, everyMs: 500 }));
  const sameClient = [1, 2, 3].map(() =>
    slowClient(gw, '/api/estate/slow-upload/photos', { length: 1_000_000, everyMs: 500, headers: uploadHeaders('198.51.100.7') }),
  );
  await sleep(200);
  const uploads: SlowClient[] = [];
  for (let i = 0; i < 8; i++) {
    uploads.push(
      slowClient(gw, '/api/estate/slow-upload/photos', { length: 1_000_000, everyMs: 500, headers: uploadHeaders(`203.0.113.${i + 1}`, others[i]) }),
    );
  }
  clients.push(...uploads, ...sameClient);
  await sleep(1_000);

  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all([
      timed(`${gw}/api/currencies`),
      timed(`${gw}/api/no-such-thing`),
      timed(`${gw}/media/estates/none.webp`),
      timed(`${gw}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      timed(`${gw}/healthz`),
    ]);
    for (const a of answers) t.ok(a.ms < 1_000, `answered in ${Math.round(a.ms)} ms (status ${a.status})`);
    t.same(
      answers.map((a) => a.status),
      [200, 404, 404, 400, 200],
      'each with its own status',
    );
  }

  const refused = uploads.map((u) => u.status()).filter((s) => s === 503).length;
  t.equal(refused, 6, 'uploads beyond the 4 slots (2 taken by one address) are refused with 503 at once');
  t.equal(sameClient.map((u) => u.status()).filter((s) => s === 429).length, 1, 'a third upload of one session is refused with 429');
  const ready = await fetch(`${gw}/readyz`);
  const body = await ready.json();
  t.equal(ready.status, 200, 'ready: the attack holds no more than the upload slots');
  t.match(body, { status: 'ok', proxy: { uploads: { active: 4, limit: 4 }, saturated: false } });

  t.test('a body that stops arriving is cut with 408', async (t) => {
    const stalled = slowClient(gw, '/api/contact', { length: 100, everyMs: 0 });
    const stalledUpload = slowClient(gw, '/api/estate/slow-upload/photos', {
      length: 1000,
      everyMs: 0,
      headers: uploadHeaders('192.0.2.99', others[7]),
    });
    clients.push(stalled, stalledUpload);
    await sleep(2_500);
    t.equal(stalled.status(), 408, 'an ordinary body');
    // the upload may have taken a slot freed by now or been refused as busy; if admitted, it is cut
    t.equal(stalledUpload.status(), 503, 'an upload while the slots are full is refused at once');
  });
});

t.test('/readyz reports a saturated proxy pool', async (t) => {
  const hang = await startFakeUpstream((app) => {
    app.get('/api/slow', () => new Promise(() => undefined));
    app.get('/api/readyz', async () => ({ status: 'ready' }));
  });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', API_URL: hang.url, GATEWAY_API_CONNECTIONS: '4', GATEWAY_UPLOADS: '1' });
  const gateway = await buildGateway(config, { logger: false, renderer: { render: async () => ({ status: 200, html: '' }) } });
  const gw = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const pending = Array.from({ length: 6 }, () => fetch(`${gw}/api/slow`, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined));
  t.teardown(async () => {
    await gateway.close();
    await hang.close();
    await Promise.all(pending);
  });
  const before = await fetch(`${gw}/readyz`);
  await sleep(300);
  const res = await fetch(`${gw}/readyz`);
  t.equal(res.status, 503);
  t.match(await res.json(), { status: 'saturated', proxy: { connections: { busy: 4, queued: 2, limit: 4 }, saturated: true } });
  t.ok(res.headers.get('retry-after'));
  await before.arrayBuffer();
});
