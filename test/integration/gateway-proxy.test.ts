// The gateway in front of the real api: the proxy, the session cookie (sign-in, Bearer from the
// cookie, sign-out), the same-origin rule for cookie writes, and what the browser gets when the api
// is down (502) or slow (504).
import t from 'tap';
import { Writable } from 'node:stream';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { createLogger } from '../../gateway/logger.ts';
import { DEMO } from '../helpers/api.ts';
import { echoRenderer, startFakeUpstream, startStack } from '../helpers/stack.ts';

const json = { 'content-type': 'application/json' };

function cookieOf(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('sid='));
}

t.test('through the real api', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  const own = { origin: gw };

  t.test('GET /api/* is proxied unchanged', async (t) => {
    const [direct, through] = await Promise.all([fetch(`${stack.apiUrl}/api/currencies`), fetch(`${gw}/api/currencies`)]);
    t.equal(through.status, 200);
    t.same(await through.json(), await direct.json());
    t.ok(through.headers.get('x-request-id'), 'the request id is echoed');
    const missing = await fetch(`${gw}/api/no-such-thing`);
    t.equal(missing.status, 404, "the api's own 404 passes through");
    t.match(await missing.json(), { statusCode: 404 });
  });

  t.test('sign-in sets the httpOnly cookie and never returns the token', async (t) => {
    const wrong = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { ...json, ...own },
      body: JSON.stringify({ email: DEMO.demo.email, password: 'wrong-password' }),
    });
    t.equal(wrong.status, 401);
    t.match(await wrong.json(), { statusCode: 401 });
    t.equal(cookieOf(wrong), undefined, 'no cookie for a failed sign-in');

    const res = await fetch(`${gw}/api/auth/sign-in`, { method: 'POST', headers: { ...json, ...own }, body: JSON.stringify(DEMO.demo) });
    t.equal(res.status, 200);
    const text = await res.text();
    const body = JSON.parse(text);
    t.match(body, { user: { aliasId: String }, subscriptions: Object });
    t.notOk('token' in body, 'no token field');
    const cookie = cookieOf(res);
    t.ok(cookie, 'sid cookie set');
    t.match(cookie, /HttpOnly/i);
    t.match(cookie, /SameSite=Lax/i);
    t.match(cookie, /Path=\//);
    t.notMatch(cookie, /Secure/, 'not Secure over http');
    const token = /^sid=([^;]+)/.exec(cookie!)![1];
    t.notOk(text.includes(token), 'the token value appears nowhere in the body');
    t.equal(res.headers.get('cache-control'), 'no-store');

    const sid = `sid=${token}`;
    const me = await fetch(`${gw}/api/user/current`, { headers: { cookie: sid } });
    t.equal(me.status, 200, 'the cookie authenticates api calls');
    t.equal((await me.json()).user.aliasId, body.user.aliasId);
    const anon = await fetch(`${gw}/api/user/current`);
    t.equal(anon.status, 401);
    await anon.arrayBuffer();

    t.test('cookie writes must come from this site', async (t) => {
      const patch = (headers: Record<string, string>) =>
        fetch(`${gw}/api/user/current`, {
          method: 'PATCH',
          headers: { ...json, cookie: sid, ...headers },
          body: JSON.stringify({ firstName: 'Renamed' }),
        });
      const hostile: Record<string, string>[] = [{ origin: 'http://evil.example' }, { referer: 'http://evil.example/page' }, {}, { origin: 'null' }];
      for (const headers of hostile) {
        const res = await patch(headers);
        t.equal(res.status, 403, `refused with ${JSON.stringify(headers)}`);
        t.match(await res.json(), { statusCode: 403, error: 'Forbidden' });
      }
      const fromReferer = await patch({ referer: `${gw}/private/editprofile` });
      t.not(fromReferer.status, 403, 'a same-site Referer is enough');
      await fromReferer.arrayBuffer();
      const ok = await patch(own);
      t.equal(ok.status, 200, 'same-origin write goes through');
      t.equal((await ok.json()).user.firstName, 'Renamed');
      const bearer = await fetch(`${gw}/api/user/current`, {
        method: 'PATCH',
        headers: { ...json, authorization: `Bearer ${token}`, origin: 'http://evil.example' },
        body: JSON.stringify({ firstName: 'Bearer' }),
      });
      t.equal(bearer.status, 200, 'a Bearer client without the cookie is not a CSRF risk');
      await bearer.arrayBuffer();
      const crossSignIn = await fetch(`${gw}/api/auth/sign-in`, {
        method: 'POST',
        headers: { ...json, origin: 'http://evil.example' },
        body: JSON.stringify(DEMO.demo),
      });
      t.equal(crossSignIn.status, 403, 'login CSRF refused');
      t.equal(cookieOf(crossSignIn), undefined);
      await crossSignIn.arrayBuffer();
    });

    t.test('sign-out revokes the token and clears the cookie', async (t) => {
      const evil = await fetch(`${gw}/api/auth/sign-out`, { method: 'POST', headers: { cookie: sid, origin: 'http://evil.example' } });
      t.equal(evil.status, 403);
      await evil.arrayBuffer();
      const still = await fetch(`${gw}/api/user/current`, { headers: { cookie: sid } });
      t.equal(still.status, 200, 'a refused sign-out leaves the session');
      await still.arrayBuffer();

      const out = await fetch(`${gw}/api/auth/sign-out`, { method: 'POST', headers: { cookie: sid, ...own } });
      t.equal(out.status, 204);
      t.match(cookieOf(out), /^sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
      const after = await fetch(`${gw}/api/user/current`, { headers: { cookie: sid } });
      t.equal(after.status, 401, 'the token is revoked at the api');
      t.match(cookieOf(after), /^sid=;/, 'a dead session cookie is cleared');
      await after.arrayBuffer();
    });
  });

  t.test('the home aggregate is one JSON', async (t) => {
    const res = await fetch(`${gw}/api/pages/home?lang=de&currency=usd`);
    t.equal(res.status, 200);
    const body = await res.json();
    t.equal(body.language, 'de');
    t.equal(body.currency, 'usd');
    t.ok(Array.isArray(body.countries), 'countries');
    t.ok(Array.isArray(body.currencies) && body.currencies.some((c: { code: string }) => c.code === 'usd'), 'currencies');
    t.ok('topOffers' in body && 'news' in body && 'articles' in body);
  });

  t.test('api stopped: 502 JSON, readyz 503', async (t) => {
    await stack.api.close();
    const res = await fetch(`${gw}/api/currencies`);
    t.equal(res.status, 502);
    t.match(res.headers.get('content-type'), /application\/json/);
    t.same(await res.json(), { statusCode: 502, error: 'Bad Gateway', code: 'API_UNREACHABLE', message: 'The api is unreachable' });
    const post = await fetch(`${gw}/api/auth/sign-in`, { method: 'POST', headers: { ...json, ...own }, body: JSON.stringify(DEMO.demo) });
    t.equal(post.status, 502);
    t.match(await post.json(), { statusCode: 502 });
    const home = await fetch(`${gw}/api/pages/home`);
    t.equal(home.status, 502);
    await home.arrayBuffer();
    const ready = await fetch(`${gw}/readyz`);
    t.equal(ready.status, 503);
    await ready.arrayBuffer();
    const live = await fetch(`${gw}/healthz`);
    t.equal(live.status, 200, 'the gateway itself is alive');
    await live.arrayBuffer();
  });
});

t.test('against a stand-in upstream', async (t) => {
  const seen: { headers: Record<string, unknown>; body: unknown }[] = [];
  const upstream = await startFakeUpstream((app) => {
    app.get('/api/slow', async () => {
      await new Promise((r) => setTimeout(r, 3_000));
      return { late: true };
    });
    app.all('/api/echo', async (req) => {
      seen.push({ headers: req.headers, body: req.body });
      return { ok: true };
    });
    app.get('/media/photo.webp', async (_req, reply) => reply.type('image/webp').send(Buffer.from('RIFFxxxxWEBP')));
    app.get('/api/readyz', async () => ({ ok: true }));
  });
  t.teardown(() => upstream.close());

  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', API_URL: upstream.url, LOG_LEVEL: 'info' });
  const app = await buildGateway(config, { logger: createLogger(config, sink), renderer: echoRenderer, timeouts: { response: 300 } });
  const gw = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());
  const token = 'T'.repeat(43);

  t.test('toward the api: no cookies, Bearer from sid, request id, client address', async (t) => {
    const res = await fetch(`${gw}/api/echo?x=1`, {
      method: 'POST',
      headers: { ...json, origin: gw, cookie: `sid=${token}; lng=de; tracking=abc`, 'x-request-id': 'req-123', 'x-forwarded-for': '6.6.6.6' },
      body: JSON.stringify({ hello: 'world' }),
    });
    t.equal(res.status, 200);
    t.equal(res.headers.get('x-request-id'), 'req-123', 'a sane incoming request id is kept');
    await res.arrayBuffer();
    const got = seen.at(-1)!;
    t.equal(got.headers.cookie, undefined, 'cookies stay at the gateway');
    t.equal(got.headers.authorization, `Bearer ${token}`);
    t.equal(got.headers['x-request-id'], 'req-123');
    t.equal(got.headers['x-forwarded-for'], '127.0.0.1', 'the client address, not what the client claimed');
    t.same(got.body, { hello: 'world' }, 'the body is streamed through');

    const insane = await fetch(`${gw}/api/echo`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    t.match(insane.headers.get('x-request-id'), /^[0-9a-f-]{36}$/, 'an odd request id is replaced');
    await insane.arrayBuffer();

    const media = await fetch(`${gw}/media/photo.webp`);
    t.equal(media.status, 200);
    t.equal(media.headers.get('content-type'), 'image/webp');
    await media.arrayBuffer();
  });

  t.test('a slow api: 504 JSON', async (t) => {
    const res = await fetch(`${gw}/api/slow`);
    t.equal(res.status, 504);
    t.same(await res.json(), { statusCode: 504, error: 'Gateway Timeout', code: 'API_TIMEOUT', message: 'The api did not answer in time' });
    const page = await fetch(`${gw}/api/slow`, { headers: { accept: 'text/html' } });
    t.equal(page.status, 504, 'api paths answer JSON whatever the Accept');
    t.match(page.headers.get('content-type'), /application\/json/);
    await page.arrayBuffer();
  });

  t.test('one log line per request, no secrets', async (t) => {
    const before = lines.length;
    const res = await fetch(`${gw}/api/echo?token=abc&page=2`, { headers: { cookie: `sid=${token}`, authorization: 'Bearer secret-bearer' } });
    await res.arrayBuffer();
    const reset = await fetch(`${gw}/reset-password/reset-secret-123`);
    await reset.arrayBuffer();
    const mine = lines.slice(before).filter((l) => l.msg === 'request completed');
    t.equal(mine.length, 2, 'one completed line per request');
    t.match(mine[0], { reqId: String, method: 'GET', url: '/api/echo?token=[redacted]&page=2', status: 200, responseTime: Number });
    t.match(mine[1], { url: '/reset-password/[redacted]', status: 200 });
    const all = JSON.stringify(lines);
    for (const secret of [token, 'secret-bearer', 'reset-secret-123', 'token=abc']) t.notOk(all.includes(secret), `${secret} never logged`);
  });
});
