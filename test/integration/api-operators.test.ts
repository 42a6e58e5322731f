// Operators (issue 23, items 1 and 2) through the gateway on a real api: roles in the current user,
// the one guard of /api/admin/* (401, 403 FORBIDDEN, 403 MFA_REQUIRED), two-factor enrolment with
// codes computed here from the secret (otpauth), sign-in with a code (missing, wrong, right,
// replayed, recovery code once), turning it off, ADMIN_EMAILS at start-up only (never at sign-in), the last
// admin, and wrong codes counted by the sign-in back-off.
import t from 'tap';
import { Secret, TOTP } from 'otpauth';
import { DEMO } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

let stack: Stack;
t.before(async () => {
  stack = await startStack({
    estates: 0,
    api: {
      config: {
        adminEmails: [DEMO.demo.email, 'boss@example.org'],
        rateLimits: { authPerAddress: 1000, authPerIp: 1000 },
        lockout: { freePerAccount: 3, freePerAddress: 50, baseMs: 60_000, capMs: 60_000 },
      },
    },
  });
});
t.teardown(() => stack?.close());

/** A browser of its own: keeps the session cookie, sends this site's Origin. */
function browser() {
  let cookie = '';
  return {
    async send(method: string, path: string, body?: unknown) {
      const res = await fetch(`${stack.gatewayUrl}${path}`, {
        method,
        headers: {
          origin: stack.gatewayUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
      if (sid) cookie = sid.split(';')[0];
      const text = await res.text();
      // eslint-disable-next-line no-restricted-syntax
      const json: any = text ? JSON.parse(text) : null;
      return { status: res.status, body: json, setsSession: Boolean(sid && !sid.startsWith('sid=;')) };
    },
    get signedIn() {
      return cookie !== '' && cookie !== 'sid=';
    },
  };
}

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: ms });

const newUser = (email: string) => ({
  email,
  password: 'correct horse battery',
  title: 'ms',
  firstName: 'Greta',
  lastName: 'Operatorova',
  isRealtor: false,
  countryCode: 'es',
  city: 'Alicante',
});

async function signUpAndIn(email: string) {
  const b = browser();
  const made = await b.send('POST', '/api/auth/sign-up', newUser(email));
  if (made.status !== 201) throw new Error(`sign-up ${made.status}`);
  const res = await b.send('POST', '/api/auth/sign-in', { email, password: 'correct horse battery' });
  if (res.status !== 200) throw new Error(`sign-in ${res.status} ${JSON.stringify(res.body)}`);
  return b;
}

/** Enrols the browser's account; answers the secret and the recovery codes. */
async function enrol(b: ReturnType<typeof browser>) {
  const setup = await b.send('POST', '/api/auth/mfa/setup');
  if (setup.status !== 200) throw new Error(`set-up ${setup.status}`);
  const verified = await b.send('POST', '/api/auth/mfa/verify', { code: codeAt(setup.body.secret, Date.now()) });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  return { secret: setup.body.secret as string, recoveryCodes: verified.body.recoveryCodes as string[] };
}

let admin: ReturnType<typeof browser>;
let adminSecret = '';
let adminRecovery: string[] = [];
let moderatorId = '';

t.test('signed out: 401 on the operator api', async (t) => {
  const res = await browser().send('GET', '/api/admin/users');
  t.equal(res.status, 401);
});

t.test('an ordinary user: roles [] and 403 FORBIDDEN', async (t) => {
  const b = await signUpAndIn('plain@example.org');
  const current = await b.send('GET', '/api/user/current');
  t.same(current.body.roles, [], 'no roles');
  t.same(current.body.mfa, { enrolled: false });
  moderatorId = current.body.user._id;
  const res = await b.send('GET', '/api/admin/users');
  t.equal(res.status, 403);
  t.equal(res.body.code, 'FORBIDDEN');
});

t.test('an admin by ADMIN_EMAILS (at start-up) must enrol two-factor sign-in first', async (t) => {
  admin = browser();
  const signed = await admin.send('POST', '/api/auth/sign-in', DEMO.demo);
  t.equal(signed.status, 200);
  t.same(signed.body.roles, ['admin'], 'the sign-in answer carries the roles');
  t.same((await admin.send('GET', '/api/user/current')).body.roles, ['admin'], 'and so does the current user');
  const before = await admin.send('GET', '/api/admin/users');
  t.equal(before.status, 403);
  t.equal(before.body.code, 'MFA_REQUIRED');

  const setup = await admin.send('POST', '/api/auth/mfa/setup');
  t.equal(setup.status, 200);
  t.match(setup.body.secret, /^[A-Z2-7]{32}$/, 'a base32 secret of 20 bytes');
  t.match(setup.body.otpauthUrl, /^otpauth:\/\/totp\/.+secret=/);
  t.match(setup.body.qrSvg, /^<svg[\s\S]*<\/svg>\s*$/, 'the QR code as SVG');
  t.equal((await admin.send('GET', '/api/admin/users')).body.code, 'MFA_REQUIRED', 'a pending secret is not enrolment');

  const wrong = await admin.send('POST', '/api/auth/mfa/verify', { code: '000000' === codeAt(setup.body.secret, Date.now()) ? '111111' : '000000' });
  t.equal(wrong.status, 400, 'a wrong code: 400');
  t.equal(wrong.body.errors?.[0]?.field, 'code', 'naming code');

  const ok = await admin.send('POST', '/api/auth/mfa/verify', { code: codeAt(setup.body.secret, Date.now()) });
  t.equal(ok.status, 200);
  t.equal(ok.body.recoveryCodes.length, 10, 'ten recovery codes');
  t.equal(new Set(ok.body.recoveryCodes).size, 10, 'all different');
  adminSecret = setup.body.secret;
  adminRecovery = ok.body.recoveryCodes;
  t.same((await admin.send('GET', '/api/user/current')).body.mfa, { enrolled: true });
  t.equal((await admin.send('POST', '/api/auth/mfa/setup')).status, 409, 'no second set-up once enrolled');

  const list = await admin.send('GET', '/api/admin/users?q=PLAIN@');
  t.equal(list.status, 200, 'the admin api works now');
  t.equal(list.body.meta.total, 1);
  t.match(list.body.values[0], { _id: moderatorId, email: 'plain@example.org', firstName: 'Greta', roles: [], mfaEnrolled: false });
  t.ok(Date.parse(list.body.values[0].createdAt), 'with its creation time');
});

t.test('an admin sets roles: unknown role 400, the last admin keeps theirs (409)', async (t) => {
  const bad = await admin.send('PUT', `/api/admin/users/${moderatorId}/roles`, { roles: ['moderator', 'superuser'] });
  t.equal(bad.status, 400);
  t.equal(bad.body.errors?.[0]?.field, 'roles', 'naming roles');
  const missing = await admin.send('PUT', '/api/admin/users/no-such-user/roles', { roles: [] });
  t.equal(missing.status, 404);
  const set = await admin.send('PUT', `/api/admin/users/${moderatorId}/roles`, { roles: ['moderator'] });
  t.equal(set.status, 200);
  t.same(set.body.roles, ['moderator']);
  const me = (await admin.send('GET', '/api/user/current')).body.user._id;
  const last = await admin.send('PUT', `/api/admin/users/${me}/roles`, { roles: ['moderator'] });
  t.equal(last.status, 409, 'the last admin cannot drop the admin role');
  t.equal(last.body.code, 'LAST_ADMIN');
  t.same((await admin.send('GET', '/api/user/current')).body.roles, ['admin'], 'unchanged');
  const again = await admin.send('PUT', `/api/admin/users/${moderatorId}/roles`, { roles: ['moderator'] });
  t.equal(again.status, 200, 'setting the same roles again is fine');
  const trail = await admin.send('GET', `/api/admin/audit?target=user:${moderatorId}&action=roles.change`);
  t.equal(trail.status, 200);
  t.match(trail.body.values, [
    { action: 'roles.change', actor: me, target: `user:${moderatorId}`, before: { roles: [] }, after: { roles: ['moderator'] } },
  ]);
  t.equal(trail.body.values.length, 1, 'one entry: the refused changes and the no-op wrote none');
});

t.test('sign-in with two-factor on: code required, wrong, right, replayed, recovery code once', async (t) => {
  const b = browser();
  const none = await b.send('POST', '/api/auth/sign-in', DEMO.demo);
  t.equal(none.status, 401);
  t.equal(none.body.code, 'MFA_CODE_REQUIRED');
  t.notOk(none.setsSession, 'no session without the code');
  t.equal((await b.send('GET', '/api/user/current')).status, 401, 'still signed out');

  const wrongCode = codeAt(adminSecret, Date.now() - 10 * 60_000);
  const wrong = await b.send('POST', '/api/auth/sign-in', { ...DEMO.demo, otp: wrongCode });
  t.equal(wrong.status, 401);
  t.equal(wrong.body.code, 'MFA_CODE_INVALID');
  t.notOk(wrong.setsSession);

  // the code of the current step was used by the enrolment: the next step's is accepted (window ±1)
  const next = codeAt(adminSecret, Date.now() + 30_000);
  const right = await b.send('POST', '/api/auth/sign-in', { ...DEMO.demo, otp: next });
  t.equal(right.status, 200, 'the right code signs in');
  t.ok(right.setsSession);
  t.same(right.body.roles, ['admin']);
  t.equal((await b.send('GET', '/api/admin/users')).status, 200);

  const replay = await browser().send('POST', '/api/auth/sign-in', { ...DEMO.demo, otp: next });
  t.equal(replay.status, 401, 'the same code again is refused');
  t.equal(replay.body.code, 'MFA_CODE_INVALID');

  const recovery = await browser().send('POST', '/api/auth/sign-in', { ...DEMO.demo, otp: adminRecovery[0].toUpperCase() });
  t.equal(recovery.status, 200, 'a recovery code stands in for the code (any case)');
  const again = await browser().send('POST', '/api/auth/sign-in', { ...DEMO.demo, otp: adminRecovery[0] });
  t.equal(again.status, 401, 'but only once');
  t.equal(again.body.code, 'MFA_CODE_INVALID');
});

t.test('a moderator: needs enrolment too, may search accounts, not set roles, cannot turn two-factor off', async (t) => {
  const b = browser();
  t.equal((await b.send('POST', '/api/auth/sign-in', { email: 'plain@example.org', password: 'correct horse battery' })).status, 200);
  t.same((await b.send('GET', '/api/user/current')).body.roles, ['moderator']);
  t.equal((await b.send('GET', '/api/admin/users')).body.code, 'MFA_REQUIRED');
  const { secret } = await enrol(b);
  const list = await b.send('GET', '/api/admin/users?onPage=1');
  t.equal(list.status, 200, 'moderators may search accounts');
  t.equal(list.body.values.length, 1, 'paged');
  t.ok(list.body.meta.total >= 3);
  const roles = await b.send('PUT', `/api/admin/users/${moderatorId}/roles`, { roles: ['admin'] });
  t.equal(roles.status, 403, 'only admins set roles');
  t.equal(roles.body.code, 'FORBIDDEN');
  const off = await b.send('DELETE', '/api/auth/mfa', { password: 'correct horse battery', otp: codeAt(secret, Date.now() + 30_000) });
  t.equal(off.status, 409, 'a role holder keeps two-factor sign-in');
  t.equal(off.body.code, 'MFA_REQUIRED_FOR_ROLE');
});

t.test('an ordinary user turns two-factor sign-in on and off', async (t) => {
  const b = await signUpAndIn('careful@example.org');
  const { secret, recoveryCodes } = await enrol(b);
  const wrongPassword = await b.send('DELETE', '/api/auth/mfa', { password: 'not it at all', otp: recoveryCodes[0] });
  t.equal(wrongPassword.status, 400);
  t.equal(wrongPassword.body.errors?.[0]?.field, 'password');
  const wrongCode = await b.send('DELETE', '/api/auth/mfa', { password: 'correct horse battery', otp: codeAt(secret, Date.now() - 600_000) });
  t.equal(wrongCode.status, 400);
  t.equal(wrongCode.body.errors?.[0]?.field, 'otp');
  const off = await b.send('DELETE', '/api/auth/mfa', { password: 'correct horse battery', otp: recoveryCodes[1] });
  t.equal(off.status, 204);
  t.same((await b.send('GET', '/api/user/current')).body.mfa, { enrolled: false });
  const plain = await browser().send('POST', '/api/auth/sign-in', { email: 'careful@example.org', password: 'correct horse battery' });
  t.equal(plain.status, 200, 'signs in with the password alone again');
});

t.test('ADMIN_EMAILS: an address without an account at start-up gets no role by signing up and in', async (t) => {
  // anyone may sign up with any address (none is verified): granting at sign-in would make whoever
  // registers a listed address first an admin; the list grants at start-up, to accounts that exist
  const b = browser();
  t.equal((await b.send('POST', '/api/auth/sign-up', newUser('boss@example.org'))).status, 201);
  const res = await b.send('POST', '/api/auth/sign-in', { email: 'Boss@Example.org', password: 'correct horse battery' });
  t.equal(res.status, 200);
  t.same(res.body.roles, [], 'no role');
  t.equal((await b.send('GET', '/api/admin/users')).status, 403, 'and no admin call');
});

t.test('wrong codes count for the sign-in back-off', async (t) => {
  const b = browser();
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await b.send('POST', '/api/auth/sign-in', { email: 'plain@example.org', password: 'correct horse battery', otp: '000000' });
    statuses.push(res.status);
  }
  // '000000' could be the current code once in a million runs: then the first answer is 200
  t.same(statuses.slice(-2), [401, 429], 'past the free failures the account waits');
});
