// Bad input over every endpoint of the auth, users, articles, geodata, billing, messages, contact and
// pages routes: malformed JSON, oversized bodies, wrong types and missing fields answer 4xx with a
// code, naming the field (`errors[].field`, dotted, with a code per field); SQL-injection strings in
// every query and path parameter never cause a 5xx.
import t from 'tap';
import { call, DEMO, signIn, startApi, type StartedApi } from '../helpers/api.ts';

let api: StartedApi;
let token: string;
t.before(async () => {
  // generous limits: this file sends many requests from one address
  api = await startApi({
    estates: 0,
    config: { rateLimits: { authPerIp: 10_000, authPerAddress: 10_000, contactPerIp: 10_000, messagesPerUser: 10_000 } },
  });
  token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
});
t.teardown(() => api?.close());

interface WriteEndpoint {
  method: string;
  path: string;
  /** a body the endpoint accepts, to derive bad ones from */
  valid: Record<string, unknown>;
  /** field → a value of the wrong type */
  wrongTypes: Record<string, unknown>;
}

const WRITES: WriteEndpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up',
    valid: {
      email: 'new@example.org',
      password: 'long enough',
      title: 'mr',
      firstName: 'A',
      lastName: 'B',
      isRealtor: false,
      countryCode: 'DE',
      city: 'Köln',
    },
    wrongTypes: { email: 42, password: ['x'], title: 1, firstName: {}, isRealtor: 'false', countryCode: 7, city: null },
  },
  { method: 'POST', path: '/api/auth/sign-in', valid: { email: 'a@example.org', password: 'x' }, wrongTypes: { email: true, password: 12345678 } },
  { method: 'POST', path: '/api/auth/forgot-password', valid: { email: 'a@example.org' }, wrongTypes: { email: ['a@example.org'] } },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    valid: { resetToken: 'x'.repeat(43), password: 'long enough' },
    wrongTypes: { resetToken: 5, password: false },
  },
  {
    method: 'PATCH',
    path: '/api/user/current',
    valid: { firstName: 'Max' },
    wrongTypes: { firstName: 5, isRealtor: 'yes', about: 'text', geoData: [] },
  },
  { method: 'POST', path: '/api/billing/subscribe', valid: { planId: 'legacy-free' }, wrongTypes: { planId: 1 } },
  { method: 'POST', path: '/api/billing/toggle-renew', valid: { subscriptionId: 'x' }, wrongTypes: { subscriptionId: {} } },
  {
    method: 'POST',
    path: '/api/messages',
    valid: { to: 'elena-rossi', subject: 's', body: 'b' },
    wrongTypes: { to: 1, subject: [], body: 2, estateAliasId: false },
  },
  {
    method: 'POST',
    path: '/api/contact',
    valid: { name: 'Kim', email: 'kim@example.org', subject: 'Hi', message: 'Hello', language: 'en' },
    wrongTypes: { name: 1, email: 2, subject: 3, message: 4, language: 'klingon' },
  },
];

const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers }, body });

t.test('malformed JSON answers 400 with the error shape', async (t) => {
  for (const e of WRITES) {
    for (const raw of ['{"email": ', '{unquoted: 1}', '[1, 2', '\u0000']) {
      const res = await send(e.method, e.path, raw);
      const body = await res.json();
      t.equal(res.status, 400, `${e.path} ${JSON.stringify(raw)}`);
      t.same(Object.keys(body).sort(), ['code', 'error', 'message', 'statusCode']);
      t.equal(body.code, 'INVALID_JSON');
    }
  }
});

t.test('bodies over 1 MiB answer 413', async (t) => {
  const big = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) });
  for (const e of WRITES) {
    const res = await send(e.method, e.path, big);
    t.equal(res.status, 413, e.path);
    t.match(await res.json(), { statusCode: 413, code: 'BODY_TOO_LARGE' });
  }
});

t.test('a body that is not an object, or not JSON, answers 4xx', async (t) => {
  for (const e of WRITES) {
    for (const raw of ['null', '"text"', '42', '[]']) {
      const res = await send(e.method, e.path, raw);
      t.equal(res.status, 400, `${e.path} ${raw}`);
      const body = await res.json();
      t.match(body.message, /^body /);
      t.equal(body.code, 'VALIDATION');
      t.same(
        body.errors.map((x: { field: string }) => x.field),
        ['body'],
        `${e.path} ${raw} names the body`,
      );
    }
    const plain = await send(e.method, e.path, 'hello', { 'content-type': 'text/plain' });
    t.ok(plain.status === 400 || plain.status === 415, `${e.path} text/plain → ${plain.status}`);
    const xml = await send(e.method, e.path, '<a/>', { 'content-type': 'application/xml' });
    t.equal(xml.status, 415, `${e.path} xml`);
    t.equal((await xml.json()).code, 'UNSUPPORTED_MEDIA_TYPE');
  }
});

t.test('wrong types name the field', async (t) => {
  for (const e of WRITES) {
    for (const [field, value] of Object.entries(e.wrongTypes)) {
      const res = await call(api, e.method, e.path, { ...e.valid, [field]: value }, token);
      t.equal(res.status, 400, `${e.path} ${field}`);
      t.match(res.body.message, new RegExp(`^body/${field}\\b`), `${e.path} names ${field}: ${res.body.message}`);
      t.equal(res.body.code, 'VALIDATION');
      const named = res.body.errors.map((x: { field: string; code: string }) => [x.field, x.code]);
      t.same(
        named.map(([f]: string[]) => f),
        [field],
        `${e.path} names ${field} alone`,
      );
      t.ok(['INVALID_TYPE', 'INVALID_CHOICE'].includes(named[0][1]), `${e.path} ${field}: ${named[0][1]}`);
    }
  }
});

t.test('missing required fields name the field', async (t) => {
  for (const e of WRITES) {
    if (e.method === 'PATCH') continue; // every profile field is optional
    for (const field of Object.keys(e.valid)) {
      const { [field]: _dropped, ...rest } = e.valid;
      const res = await call(api, e.method, e.path, rest, token);
      t.equal(res.status, 400, `${e.path} without ${field}`);
      t.equal(res.body.message, `body/${field} is required`);
      t.equal(res.body.code, 'VALIDATION');
      t.same(res.body.errors, [{ field, code: 'REQUIRED', message: `${field} is required` }]);
    }
  }
});

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "%' --",
  '\\',
  "') UNION SELECT password_hash FROM users --",
  '\u0000',
  '-1',
  '1e309',
  '9'.repeat(40),
  '{}',
  'ä😀',
];

t.test('injection strings in every query and path parameter never cause a 5xx', async (t) => {
  const templates = [
    '/api/user?isRealtor=$&page=$&onPage=$&q=$&countryCode=$&orderBy=$',
    '/api/user?isRealtor=true&q=$',
    '/api/user?orderBy=$',
    '/api/user/aliasId/$',
    '/api/articles/feed/$/ru?page=$&onPage=$',
    '/api/articles/feed/article/$',
    '/api/articles/feed/news/en?page=$',
    '/api/articles/$?lang=$',
    '/api/articles/terms-and-conds?lang=$',
    '/api/articles/preview/$?lang=ru',
    '/api/geodata/countries?lang=$',
    '/api/geodata/$/full/$',
    '/api/geodata/ES/full/$',
    '/api/geodata/$/banner',
    '/api/pages/home?lang=$',
    '/api/messages?box=$&page=$&onPage=$',
    '/api/messages/$',
  ];
  for (const template of templates) {
    for (const bad of INJECTIONS) {
      const path = template.replaceAll('$', encodeURIComponent(bad));
      const res = await call(api, 'GET', path, undefined, token);
      t.ok(res.status < 500, `${path} → ${res.status} ${res.body?.message ?? ''}`);
      if (res.status >= 400) {
        t.type(res.body.message, 'string');
        t.type(res.body.code, 'string');
        if (res.status === 400) t.ok(res.body.errors?.length, `${path}: a 400 names its fields`);
      }
    }
  }
  const users = await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users');
  t.ok(Number(users.rows[0].n) >= 4, 'the users table is still there');
});

t.test('injection strings in body fields are stored as text or refused, never executed', async (t) => {
  for (const bad of INJECTIONS) {
    const contact = await call(
      api,
      'POST',
      '/api/contact',
      { name: bad, email: 'kim@example.org', subject: bad, message: `${bad} msg`, language: 'en' },
      token,
    );
    t.ok(contact.status === 202 || contact.status === 400, `contact ${JSON.stringify(bad)} → ${contact.status}`);
    const msg = await call(api, 'POST', '/api/messages', { to: bad, subject: 's', body: 'b' }, token);
    t.equal(msg.status, 400, `message to ${JSON.stringify(bad)}`);
    const sub = await call(api, 'POST', '/api/billing/toggle-renew', { subscriptionId: bad }, token);
    t.ok(sub.status === 404 || sub.status === 400, `toggle-renew ${JSON.stringify(bad)} → ${sub.status}`);
    const signInRes = await call(api, 'POST', '/api/auth/sign-in', { email: `${bad}@example.org`, password: bad });
    t.ok(signInRes.status === 400 || signInRes.status === 401, `sign-in ${JSON.stringify(bad)} → ${signInRes.status}`);
  }
});

t.test('paging bounds are enforced by name', async (t) => {
  const res = await call(api, 'GET', '/api/user?onPage=1000');
  t.equal(res.status, 400);
  t.match(res.body.message, /^querystring\/onPage /);
  t.match(res.body.errors, [{ field: 'onPage', code: 'TOO_LARGE', limit: 100 }]);
  const zero = await call(api, 'GET', '/api/articles/feed/news/en?page=0');
  t.match(zero.body.message, /^querystring\/page /);
  t.match(zero.body.errors, [{ field: 'page', code: 'TOO_SMALL', limit: 1 }]);
  const both = await call(api, 'GET', '/api/user?page=0&onPage=1000');
  t.same(
    both.body.errors.map((x: { field: string; code: string }) => [x.field, x.code]).sort(),
    [
      ['onPage', 'TOO_LARGE'],
      ['page', 'TOO_SMALL'],
    ],
    'both at once',
  );
});
