// Issue 13: common passwords (`password`, `12345678`) were accepted, and a 429 on sign-in through the
// gateway came without Retry-After. Now a new password among the 100 000 most common is refused
// with 400 COMMON_PASSWORD naming the field (sign-up and reset), and every 429 says when to retry.
import t from 'tap';
import { startStack } from '../helpers/stack.ts';
import { isCommonPassword } from '../../api/auth/common-passwords.ts';

const json = { 'content-type': 'application/json' };
const person = { title: 'mr', firstName: 'Pat', lastName: 'Doe', isRealtor: false, countryCode: 'es', city: 'Alicante', language: 'en' };

t.test('the bundled list', async (t) => {
  for (const p of ['password', '12345678', 'qwerty123', 'Password1', '  iloveyou  ', 'sunshine']) t.ok(isCommonPassword(p), `${p} is common`);
  for (const p of ['demo-password-1', 'correct horse battery staple', 'Zq8#mW2!vL']) t.notOk(isCommonPassword(p), `${p} is not`);
});

t.test('sign-up refuses a common password, names the field, and accepts an uncommon one', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  for (const password of ['password', '12345678']) {
    const res = await fetch(`${gw}/api/auth/sign-up`, {
      method: 'POST',
      headers: { ...json, origin: gw },
      body: JSON.stringify({ ...person, email: `common-${password}@example.org`, password }),
    });
    t.equal(res.status, 400, password);
    t.match(await res.json(), { code: 'VALIDATION', errors: [{ field: 'password', code: 'COMMON_PASSWORD' }] });
  }
  const ok = await fetch(`${gw}/api/auth/sign-up`, {
    method: 'POST',
    headers: { ...json, origin: gw },
    body: JSON.stringify({ ...person, email: 'uncommon@example.org', password: 'a brand new secret' }),
  });
  await ok.arrayBuffer();
  t.equal(ok.status, 201);

  t.test('every 429 of sign-in through the gateway carries Retry-After', async (t) => {
    let last: Response | undefined;
    for (let i = 0; i < 40 && last?.status !== 429; i++) {
      last = await fetch(`${gw}/api/auth/sign-in`, {
        method: 'POST',
        headers: { ...json, origin: gw },
        body: JSON.stringify({ email: 'uncommon@example.org', password: `wrong guess ${i}` }),
      });
      await last.arrayBuffer();
    }
    t.equal(last?.status, 429, 'the limit is reached');
    t.ok(Number(last?.headers.get('retry-after')) > 0, 'with Retry-After');
  });
});
