// Issue 13's probes of the gateway's and api's edges, each replayed as it was first sent: a dotted or
// encoded path that bypassed the gateway's sign-in handler, `Expect: 100-continue`, bodies over the
// limit, over-long ids, a malformed escape, JSON nested 10 000 deep, and signed-in answers that
// shared caches could keep.
import t from 'tap';
import { DEMO } from '../helpers/api.ts';
import { rawRequest, startStack } from '../helpers/stack.ts';

const json = { 'content-type': 'application/json' };

t.test('the gateway and the api at their edges', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;

  t.test('a dotted or encoded sign-in path reaches the gateway handler: cookie, never the token', async (t) => {
    const body = JSON.stringify(DEMO.demo);
    for (const path of [
      '/api/auth/./sign-in',
      '/api/auth/%2e/sign-in',
      '/api//auth/sign-in',
      '/api/auth/%73ign-in',
      '/api/x/../auth/sign-in',
      '/api/x/%2E%2E/auth/sign-in',
    ]) {
      const res = await rawRequest(gw, path, { method: 'POST', headers: { ...json, origin: gw }, body });
      t.equal(res.status, 200, `${path} signs in`);
      t.notOk('token' in JSON.parse(res.body), `${path} answers no token`);
      t.ok(String(res.headers['set-cookie']).includes('sid='), `${path} sets the cookie`);
    }
    for (const path of ['/api/auth%2fsign-in', '/api/auth%5csign-in', '/api/auth\\sign-in']) {
      const res = await rawRequest(gw, path, { method: 'POST', headers: { ...json, origin: gw }, body });
      t.equal(res.status, 404, `${path} has no plain form: 404`);
      t.notOk(res.body.includes('token'), `${path} answers no token`);
      t.match(res.headers['content-type'], /json/, 'answered as JSON, as /api is');
    }
  });

  t.test('Expect: 100-continue is proxied, not a 502', async (t) => {
    const res = await rawRequest(gw, '/api/contact', { method: 'POST', headers: { ...json, expect: '100-continue' }, body: '{}' });
    t.equal(res.status, 400, "the api's own answer");
    t.match(JSON.parse(res.body), { code: 'VALIDATION' });
  });

  t.test('a body over the limit is a 413, never a 502 (declared or chunked)', async (t) => {
    for (const mb of [2, 5, 20]) {
      const body = 'x'.repeat(mb * 1_000_000);
      for (const declared of [true, false]) {
        const headers = { ...json, ...(declared ? { 'content-length': String(body.length) } : {}) };
        const res = await rawRequest(gw, '/api/contact', { method: 'POST', headers, body });
        t.equal(res.status, 413, `${mb} MB ${declared ? 'with Content-Length' : 'chunked'}`);
        t.match(JSON.parse(res.body), { code: 'BODY_TOO_LARGE' });
      }
    }
    const small = await rawRequest(gw, '/api/contact', { method: 'POST', headers: json, body: '{}' });
    t.equal(small.status, 400, 'a small body still reaches the api');
  });

  t.test('an over-long id is a 404 (page and api), a malformed escape a 400, both with the security headers', async (t) => {
    for (const path of [`/estate/${'a'.repeat(400)}`, `/estate/${'a'.repeat(600)}`, `/api/estate/${'a'.repeat(400)}`]) {
      const res = await rawRequest(gw, path);
      t.equal(res.status, 404, `${path.slice(0, 20)}… (${path.length} chars)`);
      t.ok(res.headers['content-security-policy'], 'CSP');
      t.ok(res.headers['permissions-policy'], 'Permissions-Policy');
    }
    const direct = await rawRequest(stack.apiUrl, `/api/estate/${'a'.repeat(400)}`);
    t.equal(direct.status, 404, 'the api itself answers 404, not 414');
    for (const path of ['/estate/%ff%fe', '/api/estate/%ff']) {
      const res = await rawRequest(gw, path);
      t.equal(res.status, 400, path);
      t.ok(res.headers['content-security-policy'], `${path}: CSP`);
      t.ok(res.headers['x-content-type-options'], `${path}: nosniff`);
      t.match(res.headers['permissions-policy'], /camera=\(\)/, `${path}: Permissions-Policy`);
    }
  });

  t.test('JSON nested 10 000 deep is a 400 naming the body', async (t) => {
    const deep = '{"a":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
    for (const base of [gw, stack.apiUrl]) {
      const res = await rawRequest(base, '/api/contact', { method: 'POST', headers: { ...json, origin: gw }, body: deep });
      t.equal(res.status, 400);
      t.match(JSON.parse(res.body), { code: 'VALIDATION', errors: [{ field: 'body', code: 'JSON_TOO_DEEP' }] });
    }
    const ok = await rawRequest(gw, '/api/contact', { method: 'POST', headers: json, body: '{"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}' });
    t.equal(ok.status, 400, 'brackets inside strings do not count');
    t.notMatch(ok.body, /JSON_TOO_DEEP/);
  });

  t.test('signed-in api answers are private, no-store and vary by cookie', async (t) => {
    const res = await fetch(`${gw}/api/auth/sign-in`, { method: 'POST', headers: { ...json, origin: gw }, body: JSON.stringify(DEMO.demo) });
    const sid = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0];
    for (const path of ['/api/user/current', '/api/currencies', '/api/no-such-route']) {
      const r = await fetch(`${gw}${path}`, { headers: { cookie: sid } });
      await r.arrayBuffer();
      t.equal(r.headers.get('cache-control'), 'private, no-store', `${path}: Cache-Control`);
      t.match(r.headers.get('vary'), /Cookie/i, `${path}: Vary: Cookie`);
    }
    const anon = await fetch(`${gw}/api/currencies`);
    await anon.arrayBuffer();
    t.not(anon.headers.get('cache-control'), 'private, no-store', 'anonymous answers keep their own caching');
  });
});

t.test('sign-out only by a POST from this site', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  const signIn = async () => {
    const res = await fetch(`${gw}/api/auth/sign-in`, { method: 'POST', headers: { ...json, origin: gw }, body: JSON.stringify(DEMO.demo) });
    await res.arrayBuffer();
    return res.headers.getSetCookie()[0].split(';')[0];
  };
  const alive = async (sid: string) => {
    const res = await fetch(`${gw}/api/user/current`, { headers: { cookie: sid } });
    await res.arrayBuffer();
    return res.status === 200;
  };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  const sid = await signIn();
  const page = await fetch(`${gw}/sign-out`, { headers: { cookie: sid }, redirect: 'manual' });
  await page.arrayBuffer();
  t.equal(page.status, 200, 'GET /sign-out is a page');
  t.notOk(
    page.headers.getSetCookie().some((c) => c.startsWith('sid=')),
    'that does not touch the cookie',
  );
  t.ok(await alive(sid), 'the session lives on after a GET');

  for (const headers of [{ origin: 'http://evil.example' }, { referer: 'http://evil.example/x' }, {}] as Record<string, string>[]) {
    const res = await fetch(`${gw}/sign-out`, { method: 'POST', headers: { ...form, cookie: sid, ...headers }, body: '', redirect: 'manual' });
    await res.arrayBuffer();
    t.equal(res.status, 403, `a POST ${JSON.stringify(headers)} is refused`);
  }
  t.ok(await alive(sid), 'the session lives on after cross-site posts');

  const res = await fetch(`${gw}/sign-out`, { method: 'POST', headers: { ...form, cookie: sid, origin: gw }, body: '', redirect: 'manual' });
  await res.arrayBuffer();
  t.equal(res.status, 303, 'a POST from this site signs out');
  t.equal(res.headers.get('location'), '/');
  t.match(res.headers.getSetCookie().join(), /sid=;/, 'and clears the cookie');
  t.notOk(await alive(sid), 'the session is over at the api');
});

t.test('over https the session cookie is __Host-sid, and a plain sid is not read', async (t) => {
  const stack = await startStack({ estates: 0, env: { PUBLIC_ORIGIN: 'https://www.example.com' } });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  const res = await fetch(`${gw}/api/auth/sign-in`, { method: 'POST', headers: { ...json, origin: gw }, body: JSON.stringify(DEMO.demo) });
  await res.arrayBuffer();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='));
  t.ok(cookie, '__Host-sid is set');
  t.match(cookie, /; Secure/i);
  t.match(cookie, /Path=\//);
  t.notMatch(cookie, /Domain=/i, 'no Domain, as the prefix demands');
  const value = /^__Host-sid=([^;]+)/.exec(cookie!)![1];
  const me = await fetch(`${gw}/api/user/current`, { headers: { cookie: `__Host-sid=${value}` } });
  await me.arrayBuffer();
  t.equal(me.status, 200, 'the prefixed cookie authenticates');
  const planted = await fetch(`${gw}/api/user/current`, { headers: { cookie: `sid=${value}` } });
  await planted.arrayBuffer();
  t.equal(planted.status, 401, 'a plain sid cookie (one a subdomain could plant) is ignored');
});
