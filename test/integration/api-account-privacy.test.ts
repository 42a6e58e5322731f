// The account's privacy rights over HTTP through the gateway (issue 22): the export is one JSON
// attachment of everything the account holds; erasure needs the right password (a wrong one names
// the field and deletes nothing), then ends every session, removes favourites, saved searches and
// listings with their photo files, shows the other party a deleted sender, keeps the paid order
// without the person, and mails a confirmation to the old address in the user's language.
import t from 'tap';
import sharp from 'sharp';
import { call, outbox, type StartedApi } from '../helpers/api.ts';
import { echoRenderer, startStack } from '../helpers/stack.ts';
import { estateBody, newUser, type TestUser } from './api-estates-fixtures.ts';

const PASSWORD = 'correct-horse-battery-42';

async function uploadPhoto(api: StartedApi, aliasId: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${api.url}/api/estate/${aliasId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 200 && res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { photos: { url: string }[] };
  return body.photos[0].url;
}

async function payPlan(api: StartedApi, user: TestUser): Promise<string> {
  const created = await call(api, 'POST', '/api/billing/orders', { planId: 'basic' }, user.token);
  if (created.status !== 201) throw new Error(`order failed: ${created.status} ${JSON.stringify(created.body)}`);
  const paid = await call(api, 'POST', `/api/billing/local/payments/${created.body.order.paymentId}/confirm`, {
    clientSecret: created.body.payment.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return created.body.order._id;
}

t.test('export and erasure of an account', async (t) => {
  const stack = await startStack({ estates: 0, gateway: { renderer: echoRenderer } });
  t.teardown(stack.close);
  const api = stack.api;
  const gw = stack.gatewayUrl;
  const user = await newUser(api);
  const other = await newUser(api);
  await call(api, 'PATCH', '/api/user/current', { language: 'de' }, user.token);

  const estate = (await call(api, 'POST', '/api/estate', estateBody(), user.token)).body;
  const photoUrl = await uploadPhoto(api, estate.aliasId, user.token);
  const photoKey = photoUrl.replace(/^.*\/media\//, '');
  t.ok(await api.app.media.exists(photoKey), 'the photo is stored');
  const othersEstate = (await call(api, 'POST', '/api/estate', estateBody(), other.token)).body;
  t.equal((await call(api, 'PUT', `/api/favourites/${othersEstate.aliasId}`, undefined, user.token)).status, 204);
  const saved = await call(api, 'POST', '/api/saved-searches', { name: 'Villas', query: 'dealType=sale', frequency: 'daily' }, user.token);
  t.equal(saved.status, 201, 'a saved search');
  const sent = await call(api, 'POST', '/api/messages', { to: other.aliasId, subject: 'Hello', body: 'Is it still for sale?' }, user.token);
  t.equal(sent.status, 201);
  await call(api, 'POST', '/api/messages', { to: user.aliasId, subject: 'Re: Hello', body: 'Yes.' }, other.token);
  const orderId = await payPlan(api, user);

  // signed in through the gateway: the session cookie
  const signIn = await fetch(`${gw}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gw },
    body: JSON.stringify({ email: user.email, password: PASSWORD }),
  });
  t.equal(signIn.status, 200);
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0];

  await t.test('export', async (t) => {
    t.equal((await fetch(`${gw}/api/user/current/export`)).status, 401, 'signed out: 401');
    const res = await fetch(`${gw}/api/user/current/export`, { headers: { cookie } });
    t.equal(res.status, 200);
    t.equal(res.headers.get('content-disposition'), `attachment; filename="export-${user.aliasId}.json"`, 'an attachment named by the alias');
    const doc = await res.json();
    t.match(doc.profile, { _id: user.id, email: user.email, firstName: 'Erika', language: 'de' }, 'the profile with the e-mail address');
    t.equal(doc.listings.length, 1);
    t.same(doc.listings[0].photos, [`http://marketplace.test/media/${photoKey}`], 'listings with their photo URLs');
    t.match(doc.messagesSent, [{ to_user: other.aliasId, subject: 'Hello', body: 'Is it still for sale?' }]);
    t.match(doc.messagesReceived, [{ from_user: other.aliasId, subject: 'Re: Hello' }]);
    t.match(doc.favourites, [{ estate: othersEstate.aliasId }]);
    t.match(doc.savedSearches, [{ name: 'Villas', frequency: 'daily' }]);
    t.match(doc.orders, [{ id: orderId, kind: 'plan', plan: 'basic', status: 'paid' }]);
    t.ok(
      doc.subscriptions.some((s: { plan: string }) => s.plan === 'basic'),
      'subscriptions',
    );
    t.notMatch(JSON.stringify(doc), /password|token_hash|client_secret/, 'no secrets');
  });

  await t.test('a wrong password deletes nothing', async (t) => {
    const wrong = await fetch(`${gw}/api/user/current`, {
      method: 'DELETE',
      headers: { cookie, origin: gw, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'not-the-password-1' }),
    });
    t.equal(wrong.status, 400);
    t.match(await wrong.json(), { errors: [{ field: 'password', code: 'WRONG_PASSWORD' }] }, 'names the field');
    const missing = await call(api, 'DELETE', '/api/user/current', {}, user.token);
    t.equal(missing.status, 400);
    t.match(missing.body, { errors: [{ field: 'password' }] });
    t.equal((await call(api, 'GET', '/api/user/current', undefined, user.token)).status, 200, 'the session lives');
    t.equal((await call(api, 'GET', '/api/favourites/ids', undefined, user.token)).body.aliasIds.length, 1, 'favourites kept');
    t.equal((await call(api, 'GET', `/api/estate/${estate.aliasId}`)).status, 200, 'the listing kept');
  });

  await t.test('erasure', async (t) => {
    t.equal((await call(api, 'DELETE', '/api/user/current', { password: PASSWORD })).status, 401, 'signed out: 401');
    const res = await fetch(`${gw}/api/user/current`, {
      method: 'DELETE',
      headers: { cookie, origin: gw, 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    t.equal(res.status, 204);

    t.equal((await call(api, 'GET', '/api/user/current', undefined, user.token)).status, 401, 'the other session ends');
    t.equal((await fetch(`${gw}/api/user/current`, { headers: { cookie } })).status, 401, 'the cookie session ends');
    t.equal((await call(api, 'POST', '/api/auth/sign-in', { email: user.email, password: PASSWORD })).status, 401, 'signing in fails');

    const q = async (sql: string) => (await api.db.query<{ n: number }>(sql, [user.id])).rows[0].n;
    t.equal(await q('SELECT count(*)::int AS n FROM favourites WHERE user_id = $1'), 0, 'favourites gone');
    t.equal(await q('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1'), 0, 'saved searches gone');
    t.equal(await q('SELECT count(*)::int AS n FROM estates WHERE owner_id = $1'), 0, 'listings gone');
    t.equal(await q('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1'), 0, 'sessions gone');
    t.equal((await call(api, 'GET', `/api/estate/${estate.aliasId}`)).status, 404);
    t.notOk(await api.app.media.exists(photoKey), 'the photo file is removed');
    t.equal((await call(api, 'GET', `/api/user/aliasId/${user.aliasId}`)).status, 404, 'no public profile');

    const person = (await api.db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [user.id])).rows[0];
    t.match(person, { first_name: '', last_name: '', phone: null, company: null }, 'no name, no phone');
    t.not(person.email, user.email, 'no e-mail address');
    t.notMatch(String(person.email), /estate-test/);
    const order = (await api.db.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];
    t.match(order, { user_id: user.id, kind: 'plan', plan_id: 'basic', status: 'paid', client_secret: null }, 'the paid order is kept');
    t.ok(order.amount && order.paid_at, 'with its amount and date');

    const inbox = await call(api, 'GET', '/api/messages?box=inbox', undefined, other.token);
    const fromDeleted = inbox.body.values.find((m: { subject: string }) => m.subject === 'Hello');
    t.match(fromDeleted, { from: { deleted: true, firstName: '', lastName: '' }, body: 'Is it still for sale?' }, 'the other party keeps the thread');
    t.equal(
      (await call(api, 'POST', '/api/messages', { to: user.aliasId, subject: 'x', body: 'y' }, other.token)).status,
      400,
      'no new message to an erased account',
    );

    const mails = (await outbox(api)).filter((m) => m.to === user.email);
    const confirmation = mails.find((m) => /gelöscht/.test(m.subject));
    t.ok(confirmation, 'a confirmation to the old address, in German');

    const signInAgain = await call(api, 'POST', '/api/auth/sign-in', { email: user.email, password: PASSWORD });
    t.equal(signInAgain.status, 401, 'the old address and password no longer sign in');

    const again = await call(api, 'POST', '/api/auth/sign-up', {
      email: user.email,
      password: PASSWORD,
      title: 'mr',
      firstName: 'Neu',
      lastName: 'Konto',
      isRealtor: false,
      countryCode: 'ES',
      city: 'Málaga',
    });
    t.equal(again.status, 201, `the address is free again ${JSON.stringify(again.body)}`);
  });

  await t.test('rate-limited', async (t) => {
    const u = await newUser(api, null);
    let last = 0;
    for (let i = 0; i < 7; i++) last = (await call(api, 'GET', '/api/user/current/export', undefined, u.token)).status;
    t.equal(last, 429);
  });
});
