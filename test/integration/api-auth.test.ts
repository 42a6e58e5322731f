// Sign-up, sign-in, sign-out and the password-reset round trip, over HTTP against the real api.
import t from 'tap';
import { call, outbox, signIn, startApi, type StartedApi } from '../helpers/api.ts';

let api: StartedApi;
t.before(async () => {
  api = await startApi({ estates: 0 });
});
t.teardown(() => api?.close());

const newUser = (over: Record<string, unknown> = {}) => ({
  email: 'olga.smirnova@example.org',
  password: 'correct horse battery',
  title: 'ms',
  firstName: 'Ольга',
  lastName: 'Смирнова',
  isRealtor: false,
  countryCode: 'es',
  city: 'Alicante',
  language: 'ru',
  ...over,
});

t.test('sign-up creates a user with a transliterated aliasId and never returns the password', async (t) => {
  const res = await call(api, 'POST', '/api/auth/sign-up', newUser());
  t.equal(res.status, 201);
  t.equal(res.body.user.aliasId, 'olga-smirnova');
  t.equal(res.body.user.email, 'olga.smirnova@example.org');
  t.same(res.body.user.geoData, { countryCode: 'ES', area: null, city: 'Alicante' });
  t.notOk('password' in res.body.user);
  t.notOk(JSON.stringify(res.body).includes('scrypt'), 'no hash in the answer');

  const again = await call(api, 'POST', '/api/auth/sign-up', newUser({ email: 'olga2@example.org' }));
  t.equal(again.status, 201);
  t.equal(again.body.user.aliasId, 'olga-smirnova-2', 'a taken alias gets a number');
});

t.test('sign-up with a taken address answers as for a new one and mails the owner instead (issue 21)', async (t) => {
  const before = (await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users')).rows[0].n;
  const fresh = await call(api, 'POST', '/api/auth/sign-up', newUser({ email: 'never.seen@example.org', firstName: 'Olga', lastName: 'Nova' }));
  const res = await call(api, 'POST', '/api/auth/sign-up', newUser({ email: 'OLGA.Smirnova@EXAMPLE.org', password: 'another horse battery' }));
  t.equal(res.status, fresh.status, 'the same status as a new address (201)');
  t.same(Object.keys(res.body).sort(), Object.keys(fresh.body).sort(), 'the same shape');
  t.same(Object.keys(res.body.user).sort(), Object.keys(fresh.body.user).sort(), 'a user with the same fields');
  t.equal(res.body.user.email, 'OLGA.Smirnova@EXAMPLE.org', 'the address as sent');
  t.equal(
    (await api.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM users')).rows[0].n,
    before + 1,
    'only the new address made an account',
  );
  const stored = await api.db.query('SELECT 1 FROM users WHERE id = $1 OR alias_id = $2', [res.body.user._id, res.body.user.aliasId]);
  t.equal(stored.rows.length, 0, 'the answered user is not stored');
  const denied = await call(api, 'POST', '/api/auth/sign-in', { email: 'olga.smirnova@example.org', password: 'another horse battery' });
  t.equal(denied.status, 401, "the attempt's password opens nothing");
  const mails = (await outbox(api)).filter(
    (m) => m.to.toLowerCase() === 'olga.smirnova@example.org' && /sign-?up|registr|зарегистр/i.test(m.subject),
  );
  t.equal(mails.length, 1, 'the owner is told, in their language');
  t.match(mails[0].subject, /Кто-то пытался зарегистрироваться/);
  t.match(mails[0].text, /\/sign-in/);
  await call(api, 'POST', '/api/auth/sign-up', newUser({ email: 'olga.smirnova@example.org' }));
  const again = (await outbox(api)).filter((m) => m.to.toLowerCase() === 'olga.smirnova@example.org' && /зарегистр/i.test(m.subject));
  t.equal(again.length, 1, 'at most once an hour');
});

/** A field error without its English text (which clients never read). */
const withoutMessage = (e: { field: string; code: string; limit?: number }) =>
  e.limit === undefined ? { field: e.field, code: e.code } : { field: e.field, code: e.code, limit: e.limit };

t.test('sign-up rejects bad fields, naming them with a code', async (t) => {
  const cases: [Record<string, unknown>, RegExp, { field: string; code: string; limit?: number }][] = [
    [newUser({ email: 'not-an-address' }), /^body\/email /, { field: 'email', code: 'INVALID_EMAIL' }],
    [newUser({ password: 'short' }), /^body\/password /, { field: 'password', code: 'TOO_SHORT', limit: 8 }],
    [newUser({ countryCode: 'XX' }), /^body\/countryCode /, { field: 'countryCode', code: 'UNKNOWN_COUNTRY' }],
    [newUser({ title: 'sir' }), /^body\/title must be one of/, { field: 'title', code: 'INVALID_CHOICE' }],
    [newUser({ isRealtor: 'yes' }), /^body\/isRealtor /, { field: 'isRealtor', code: 'INVALID_TYPE' }],
    [{ ...newUser(), firstName: undefined }, /^body\/firstName is required/, { field: 'firstName', code: 'REQUIRED' }],
    [newUser({ role: 'admin' }), /^body\/role is not allowed/, { field: 'role', code: 'NOT_ALLOWED' }],
  ];
  for (const [body, message, fieldError] of cases) {
    const res = await call(api, 'POST', '/api/auth/sign-up', {
      ...body,
      email: body.email === 'not-an-address' ? body.email : `u${Math.random()}@example.org`,
    });
    t.equal(res.status, 400, String(message));
    t.match(res.body.message, message);
    t.equal(res.body.code, 'VALIDATION');
    t.same(res.body.errors.map(withoutMessage), [fieldError], `${fieldError.field} alone, with its code`);
  }
});

t.test('a sign-up with a bad e-mail address and an empty title answers both fields at once', async (t) => {
  const res = await call(api, 'POST', '/api/auth/sign-up', newUser({ email: 'not-an-address', title: '' }));
  t.equal(res.status, 400);
  t.equal(res.body.code, 'VALIDATION');
  t.same(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort(), [
    ['email', 'INVALID_EMAIL'],
    ['title', 'INVALID_CHOICE'],
  ]);
  for (const e of res.body.errors) t.type(e.message, 'string');
  t.match(res.body.message, /body\/email /, 'the message names the e-mail');
  t.match(res.body.message, /body\/title /, 'and the title');

  const empty = await call(api, 'POST', '/api/auth/sign-up', {});
  t.equal(empty.status, 400);
  t.same(
    empty.body.errors.map((e: { field: string }) => e.field).sort(),
    ['city', 'countryCode', 'email', 'firstName', 'isRealtor', 'lastName', 'password', 'title'],
    'an empty form names every required field',
  );
  t.ok(empty.body.errors.every((e: { code: string }) => e.code === 'REQUIRED'));
});

t.test('sign-in answers the user, subscriptions and a token; wrong password and unknown address answer alike', async (t) => {
  const ok = await call(api, 'POST', '/api/auth/sign-in', { email: 'Olga.Smirnova@example.org', password: 'correct horse battery' });
  t.equal(ok.status, 200);
  t.equal(ok.body.user.aliasId, 'olga-smirnova');
  t.same(ok.body.subscriptions, []);
  t.match(ok.body.token, /^[A-Za-z0-9_-]{43}$/);

  const wrong = await call(api, 'POST', '/api/auth/sign-in', { email: 'olga.smirnova@example.org', password: 'wrong password' });
  const unknown = await call(api, 'POST', '/api/auth/sign-in', { email: 'nobody@example.org', password: 'wrong password' });
  t.equal(wrong.status, 401);
  t.equal(wrong.body.code, 'INVALID_CREDENTIALS');
  t.same(wrong.body, unknown.body, 'same status and message');

  const stored = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
  t.notOk(
    stored.rows.some((r) => r.token_hash === ok.body.token),
    'only a hash of the token is stored',
  );
});

t.test('sign-out revokes the token', async (t) => {
  const token = await signIn(api, 'olga.smirnova@example.org', 'correct horse battery');
  t.equal((await call(api, 'GET', '/api/user/current', undefined, token)).status, 200);
  t.equal((await call(api, 'POST', '/api/auth/sign-out', undefined, token)).status, 204);
  const after = await call(api, 'GET', '/api/user/current', undefined, token);
  t.equal(after.status, 401);
  t.equal(after.body.code, 'UNAUTHORIZED');
  t.equal((await call(api, 'POST', '/api/auth/sign-out', undefined, token)).status, 401, 'a revoked token cannot sign out again');
  t.equal((await call(api, 'GET', '/api/user/current', undefined, 'garbage')).status, 401);
});

async function resetLink(email: string): Promise<string> {
  const before = (await outbox(api)).length;
  const res = await call(api, 'POST', '/api/auth/forgot-password', { email });
  if (res.status !== 202) throw new Error(`forgot-password answered ${res.status}`);
  const mails = await outbox(api);
  const mail = mails.slice(before).find((m) => m.to === email);
  if (!mail) throw new Error('no reset mail');
  const m = /http:\/\/marketplace\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error('no link in the mail');
  return m[1];
}

t.test('forgot-password answers 202 for unknown addresses without mailing', async (t) => {
  const before = (await outbox(api)).length;
  const res = await call(api, 'POST', '/api/auth/forgot-password', { email: 'nobody@example.org' });
  t.equal(res.status, 202);
  t.equal((await outbox(api)).length, before);
});

t.test('reset mail is in the user language; the token works once and ends existing sessions', async (t) => {
  const session = await signIn(api, 'olga.smirnova@example.org', 'correct horse battery');
  const before = (await outbox(api)).length;
  const token = await resetLink('olga.smirnova@example.org');
  const mail = (await outbox(api))[before];
  t.equal(mail.subject, 'Сброс пароля', 'Russian, the language chosen at sign-up');
  t.match(mail.html, /<a href="http:\/\/marketplace\.test\/reset-password\//);
  t.same(Object.keys(mail).sort(), ['createdAt', 'from', 'html', 'subject', 'text', 'to']);

  const reset = await call(api, 'POST', '/api/auth/reset-password', { resetToken: token, password: 'a brand new secret' });
  t.equal(reset.status, 204);
  t.equal((await call(api, 'GET', '/api/user/current', undefined, session)).status, 401, 'old sessions are revoked');
  t.equal((await call(api, 'POST', '/api/auth/sign-in', { email: 'olga.smirnova@example.org', password: 'correct horse battery' })).status, 401);
  t.ok(await signIn(api, 'olga.smirnova@example.org', 'a brand new secret'));

  const second = await call(api, 'POST', '/api/auth/reset-password', { resetToken: token, password: 'yet another secret' });
  t.equal(second.status, 400);
  t.match(second.body.message, /^body\/resetToken /);
  t.match(second.body.errors, [{ field: 'resetToken', code: 'INVALID_RESET_TOKEN' }], 'the link is named by its code');
});

t.test('an expired or unknown reset token answers 400', async (t) => {
  const token = await resetLink('olga2@example.org');
  await api.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`);
  const expired = await call(api, 'POST', '/api/auth/reset-password', { resetToken: token, password: 'a brand new secret' });
  t.equal(expired.status, 400);
  const unknown = await call(api, 'POST', '/api/auth/reset-password', { resetToken: 'x'.repeat(43), password: 'a brand new secret' });
  t.equal(unknown.status, 400);
  t.equal(unknown.body.message, expired.body.message);
  const malformed = await call(api, 'POST', '/api/auth/reset-password', { resetToken: "' OR 1=1 --", password: 'a brand new secret' });
  t.equal(malformed.status, 400);
  t.match(malformed.body.errors, [{ field: 'resetToken', code: 'INVALID_RESET_TOKEN' }]);
});
