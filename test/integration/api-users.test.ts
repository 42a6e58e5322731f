// The current user (read, update, the incorrectGeoData tag), the realtor directory and public profiles.
import t from 'tap';
import { call, DEMO, signIn, startApi, type StartedApi } from '../helpers/api.ts';

let api: StartedApi;

/** `[field, code]` of every field error of an answer. */
const fields = (body: { errors?: { field: string; code: string }[] }) => (body.errors ?? []).map((e) => [e.field, e.code]);
t.before(async () => {
  api = await startApi({ estates: 0 });
});
t.teardown(() => api?.close());

t.test('the current user needs a token and answers the own record with e-mail and subscriptions', async (t) => {
  const anonymous = await call(api, 'GET', '/api/user/current');
  t.equal(anonymous.status, 401);
  t.equal(anonymous.body.code, 'UNAUTHORIZED');
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const res = await call(api, 'GET', '/api/user/current', undefined, token);
  t.equal(res.status, 200);
  t.equal(res.body.user.email, DEMO.realtor.email);
  t.equal(res.body.user.isRealtor, true);
  t.equal(res.body.subscriptions.length, 1);
  const [sub] = res.body.subscriptions;
  t.equal(sub.status, 'active');
  t.equal(sub.plan._id, 'professional');
  t.same(sub.plan.upgradableTo, ['basic', 'premium']);
  t.same(sub.resources.meta, { total: 2 });
  t.same(
    sub.resources.values.map((r: { type: string; limit: number }) => [r.type, r.limit]),
    [
      ['PUBLICATION', 100],
      ['TOP_OFFER', 5],
    ],
  );
  t.type(sub.resources.values[0].used, 'number');
});

t.test('updating the profile changes only the given fields', async (t) => {
  const token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const res = await call(
    api,
    'PATCH',
    '/api/user/current',
    { firstName: 'Moritz', phone: null, about: { de: 'Ich suche ein Haus am Meer.' } },
    token,
  );
  t.equal(res.status, 200);
  t.equal(res.body.user.firstName, 'Moritz');
  t.equal(res.body.user.lastName, 'Mustermann');
  t.equal(res.body.user.phone, null);
  t.same(res.body.user.about, { de: 'Ich suche ein Haus am Meer.' });
  const again = await call(api, 'GET', '/api/user/current', undefined, token);
  t.equal(again.body.user.firstName, 'Moritz', 'stored');

  const bad = await call(api, 'PATCH', '/api/user/current', { geoData: { countryCode: 'QQ' } }, token);
  t.equal(bad.status, 400);
  t.match(bad.body.message, /^body\/geoData\/countryCode /);
  t.same(fields(bad.body), [['geoData.countryCode', 'UNKNOWN_COUNTRY']]);
  const flat = await call(api, 'PATCH', '/api/user/current', { countryCode: 'QQ' }, token);
  t.same(fields(flat.body), [['countryCode', 'UNKNOWN_COUNTRY']], 'the flat place is named as sent');
  const empty = await call(api, 'PATCH', '/api/user/current', {}, token);
  t.equal(empty.status, 400, 'an empty change is refused');
  t.same(fields(empty.body), [['body', 'REQUIRED']]);
  const email = await call(api, 'PATCH', '/api/user/current', { email: 'other@example.com' }, token);
  t.equal(email.status, 400, 'the address is not a profile field');
  t.same(fields(email.body), [['email', 'NOT_ALLOWED']]);
});

t.test('a profile change reports every invalid field at once, dotted, with codes and limits', async (t) => {
  const token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const res = await call(
    api,
    'PATCH',
    '/api/user/current',
    {
      title: 'sir',
      phone: 'call me maybe',
      company: 'x'.repeat(161),
      about: { de: 'x'.repeat(5001) },
      geoData: { countryCode: 'DEU', city: 'Köln' },
    },
    token,
  );
  t.equal(res.status, 400);
  t.equal(res.body.code, 'VALIDATION');
  t.same(fields(res.body).sort(), [
    ['about.de', 'TOO_LONG'],
    ['company', 'TOO_LONG'],
    ['geoData.countryCode', 'INVALID_FORMAT'],
    ['phone', 'INVALID_FORMAT'],
    ['title', 'INVALID_CHOICE'],
  ]);
  t.match(
    res.body.errors.find((e: { field: string }) => e.field === 'company'),
    { limit: 160 },
  );
  t.match(
    res.body.errors.find((e: { field: string }) => e.field === 'about.de'),
    { limit: 5000 },
  );
  const after = await call(api, 'GET', '/api/user/current', undefined, token);
  t.not(after.body.user.title, 'sir', 'nothing was stored');
});

t.test('a valid place clears the incorrectGeoData tag; an invalid one keeps it', async (t) => {
  const token = await signIn(api, DEMO.geo.email, DEMO.geo.password);
  const before = await call(api, 'GET', '/api/user/current', undefined, token);
  t.same(before.body.user.tags, ['incorrectGeoData']);

  const unrelated = await call(api, 'PATCH', '/api/user/current', { lastName: 'Sokolov' }, token);
  t.same(unrelated.body.user.tags, ['incorrectGeoData'], 'a change not touching the place keeps the tag');

  const fixed = await call(api, 'PATCH', '/api/user/current', { geoData: { countryCode: 'gr', city: 'Thessaloniki' } }, token);
  t.equal(fixed.status, 200);
  t.same(fixed.body.user.tags, []);
  t.same(fixed.body.user.geoData, { countryCode: 'GR', area: null, city: 'Thessaloniki' });
});

t.test('the realtor directory lists public users only, never secrets', async (t) => {
  const res = await call(api, 'GET', '/api/user?isRealtor=true&page=1&onPage=5');
  t.equal(res.status, 200);
  t.ok(res.body.values.length >= 1);
  t.ok(res.body.values.every((u: { isRealtor: boolean }) => u.isRealtor));
  t.same(Object.keys(res.body.meta).sort(), ['onPage', 'page', 'total', 'totalPages']);
  const text = JSON.stringify(res.body);
  for (const secret of ['@example.com', 'email', 'password', 'scrypt', 'token']) t.notOk(text.includes(secret), `no ${secret}`);

  const byName = await call(api, 'GET', `/api/user?isRealtor=true&q=${encodeURIComponent('rossi immo')}`);
  t.same(
    byName.body.values.map((u: { aliasId: string }) => u.aliasId),
    ['elena-rossi'],
    'q matches the company',
  );
  const byCountry = await call(api, 'GET', '/api/user?isRealtor=true&countryCode=it');
  t.ok(byCountry.body.values.some((u: { aliasId: string }) => u.aliasId === 'elena-rossi'));
  const all = await call(api, 'GET', '/api/user');
  t.ok(
    all.body.values.every((u: { isRealtor: boolean }) => u.isRealtor),
    'private persons are never listed',
  );
  const privates = await call(api, 'GET', '/api/user?isRealtor=false');
  t.equal(privates.status, 400);
  t.match(privates.body.message, /^querystring\/isRealtor /);
  t.same(fields(privates.body), [['isRealtor', 'INVALID_CHOICE']]);
  const badQuery = await call(api, 'GET', '/api/user?onPage=0&orderBy=age&countryCode=DEU');
  t.equal(badQuery.status, 400);
  t.same(
    fields(badQuery.body).sort(),
    [
      ['countryCode', 'INVALID_FORMAT'],
      ['onPage', 'TOO_SMALL'],
      ['orderBy', 'INVALID_CHOICE'],
    ],
    'every bad parameter at once',
  );
  const elsewhere = await call(api, 'GET', '/api/user?isRealtor=true&countryCode=NO');
  t.same(elsewhere.body.values, []);
  t.equal(elsewhere.body.meta.total, 0);
});

t.test('a public profile by aliasId counts published estates; unknown aliases are 404', async (t) => {
  const res = await call(api, 'GET', '/api/user/aliasId/elena-rossi');
  t.equal(res.status, 200);
  t.equal(res.body.company, 'Rossi Immobiliare');
  t.type(res.body.estates.published, 'number');
  t.notOk('email' in res.body);
  const missing = await call(api, 'GET', '/api/user/aliasId/nobody-here');
  t.equal(missing.status, 404);
  t.equal(missing.body.message, 'User not found');
  t.equal(missing.body.code, 'USER_NOT_FOUND');
});

t.test("a private person's phone stays off the public profile; a realtor's is business contact", async (t) => {
  const token = await signIn(api, DEMO.newbie.email, DEMO.newbie.password);
  const set = await call(api, 'PATCH', '/api/user/current', { phone: '+359 88 123 4567' }, token);
  t.equal(set.status, 200);
  t.equal(set.body.user.phone, '+359 88 123 4567', 'the owner sees their own phone');
  const own = await call(api, 'GET', '/api/user/current', undefined, token);
  t.equal(own.body.user.phone, '+359 88 123 4567');
  const pub = await call(api, 'GET', `/api/user/aliasId/${own.body.user.aliasId}`);
  t.equal(pub.status, 200);
  t.equal(pub.body.phone, null, 'nobody else does');
  t.notOk(JSON.stringify(pub.body).includes('123 4567'));
  const realtor = await call(api, 'GET', '/api/user/aliasId/elena-rossi');
  t.equal(realtor.body.phone, '+39 0583 555 210');
});
