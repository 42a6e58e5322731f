// Issue 21, finding 2: trickling uploads (one byte every few seconds) from many addresses held all of
// the gateway's upload slots, and a free-plan account trickling to /api/import kept its slot with no
// answer. Now an upload must keep UPLOAD_MIN_BYTES_PER_S over each UPLOAD_RATE_WINDOW_MS (else 408
// BODY_TOO_SLOW), slots are counted per session rather than per address, and an anonymous upload is
// refused with 401 before its body is read or a slot taken (finding 5c: also without `100 Continue`).
import t from 'tap';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { csvFeed, listingsOf } from './api-import-fixtures.ts';

interface Trickle {
  /** the whole answer so far (latin1) */
  answer(): string;
  status(): number | undefined;
  stop(): void;
}

/** Sends the headers, then one byte of the declared body every `everyMs` (never, for 0). */
function trickle(base: string, path: string, length: number, everyMs: number, headers: Record<string, string>): Trickle {
  const u = new URL(base);
  const socket: Socket = connect(Number(u.port), u.hostname);
  let answer = '';
  socket.on('data', (d) => (answer += d.toString('latin1')));
  socket.on('error', () => undefined);
  const head = Object.entries({ host: u.host, 'content-length': String(length), ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
  const timer = everyMs > 0 ? setInterval(() => socket.writable && socket.write('x'), everyMs) : undefined;
  return {
    answer: () => answer,
    status: () => {
      const finals = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1])).filter((s) => s >= 200);
      return finals[0];
    },
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

t.test('trickling uploads are cut, slots are per session, anonymous uploads never get one', async (t) => {
  const stack = await startStack({
    estates: 0,
    env: {
      GATEWAY_UPLOADS: '4',
      GATEWAY_UPLOADS_PER_CLIENT: '2',
      GATEWAY_TRUST_PROXY: 'loopback',
      BODY_IDLE_TIMEOUT_MS: '60000',
      UPLOAD_MIN_BYTES_PER_S: '1024',
      UPLOAD_RATE_WINDOW_MS: '1000',
    },
  });
  const open: Trickle[] = [];
  t.teardown(async () => {
    for (const c of open) c.stop();
    await stack.close();
  });
  const gw = stack.gatewayUrl;
  await stack.api.db.query(
    `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
     SELECT 'trickle-upload', u.id, 'sale', 'villa', '{"en":"Slow"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'draft'
       FROM users u WHERE u.email = $1`,
    [DEMO.demo.email],
  );
  const signIn = async (who: { email: string; password: string }) => {
    const res = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify(who),
    });
    t.equal(res.status, 200, `${who.email} signed in`);
    return res.headers.getSetCookie()[0].split(';')[0];
  };
  const holder = await signIn(DEMO.demo);
  const other = await signIn(DEMO.realtor);
  const headers = (ip: string, cookie?: string) => ({
    'content-type': 'multipart/form-data; boundary=x',
    'x-forwarded-for': ip,
    origin: gw,
    ...(cookie ? { cookie } : {}),
  });

  // one account trickles a photo upload and an import from two addresses: both slots of its session
  const t0 = performance.now();
  const photo = trickle(gw, '/api/estate/trickle-upload/photos', 1_000_000, 300, headers('203.0.113.1', holder));
  const feed = trickle(gw, '/api/import', 1_000_000, 300, headers('203.0.113.2', holder));
  open.push(photo, feed);
  await sleep(300);
  const third = trickle(gw, '/api/import', 1_000_000, 300, headers('203.0.113.3', holder));
  open.push(third);
  await sleep(300);
  t.equal(third.status(), 429, 'a third upload of the same session, from a third address, is refused at once');
  t.match(third.answer(), /TOO_MANY_UPLOADS/);

  // meanwhile another account's import goes through
  const form = new FormData();
  form.append('file', new Blob([csvFeed(listingsOf(2))], { type: 'text/csv' }), 'feed.csv');
  const res = await fetch(`${gw}/api/import`, { method: 'POST', headers: { cookie: other, origin: gw }, body: form });
  t.equal(res.status, 201, "another account's upload succeeds while one account holds its slots");

  // the trickles are cut within a window or two
  while ((photo.status() === undefined || feed.status() === undefined) && performance.now() - t0 < 5_000) await sleep(100);
  const ms = performance.now() - t0;
  t.equal(photo.status(), 408, 'the trickling photo upload is cut with 408');
  t.equal(feed.status(), 408, 'the trickling import is cut with 408');
  t.match(photo.answer(), /BODY_TOO_SLOW/);
  t.ok(ms < 3_500, `both cut in ${Math.round(ms)} ms (a window of 1 s)`);
  const ready = (await (await fetch(`${gw}/readyz`)).json()) as { proxy: { uploads: { active: number } } };
  t.equal(ready.proxy.uploads.active, 0, 'their slots are free again');

  t.test('an anonymous upload is refused with 401 before its body, without 100 Continue', async (t) => {
    const anon = trickle(gw, '/api/estate/trickle-upload/photos', 5_000_000, 0, { ...headers('198.51.100.9'), expect: '100-continue' });
    open.push(anon);
    await sleep(500);
    t.equal(anon.status(), 401);
    t.match(anon.answer(), /UNAUTHORIZED/);
    t.notMatch(anon.answer(), /100 Continue/, 'no 100 Continue was sent');
    const signedIn = trickle(gw, '/api/estate/trickle-upload/photos', 5_000_000, 0, { ...headers('198.51.100.9', other), expect: '100-continue' });
    open.push(signedIn);
    await sleep(500);
    t.match(signedIn.answer(), /^HTTP\/1\.1 100 Continue/, 'a signed-in upload is told to go on once it holds a slot');
  });
});
