// The password strength estimator (api/auth/strength.ts, issue 21 item 6): zxcvbn-ts with the common
// dictionaries, loaded on the first check only, and the account's own words counted as known.
import t from 'tap';
import { estimatorLoaded, isWeakPassword, MIN_PASSWORD_SCORE, passwordStrength, userInputsOf } from '../../api/auth/strength.ts';
import { isCommonPassword } from '../../api/auth/common-passwords.ts';

const anna = { email: 'anna.berg@example.org', firstName: 'Anna', lastName: 'Berg' };

t.test('nothing is loaded until the first check', async (t) => {
  t.notOk(estimatorLoaded(), 'importing the module loads no dictionary');
  await passwordStrength('anything at all');
  t.ok(estimatorLoaded());
});

t.test('guessable passwords that the common list lets through are weak', async (t) => {
  for (const p of ['P@ssw0rd1', 'abcdefgh1', 'aaaaaaaa1', 'Summer2024!', 'Qwerty!2345', 'Marbella1990']) {
    t.notOk(isCommonPassword(p), `${p} is not on the common list`);
    t.ok(await isWeakPassword(p), `${p} is weak`);
  }
});

t.test('passphrases and random strings are strong; the demo passwords too', async (t) => {
  for (const p of [
    'correct horse battery staple',
    'a brand new secret',
    'Zq8#mW2!vL',
    'demo-password-1',
    'realtor-password-1',
    'newbie-password-1',
    'geo-password-1',
  ]) {
    const s = await passwordStrength(p);
    t.ok(s.score >= MIN_PASSWORD_SCORE, `${p} scores ${s.score}`);
  }
});

t.test("the account's address and names count as known words", async (t) => {
  t.same((await passwordStrength('anna1234', userInputsOf(anna))).warning, 'userInputs', 'anna1234 is weak for Anna because of her name');
  t.ok(await isWeakPassword('anna1234', userInputsOf(anna)));
  // strong on its own, weak once the name is known
  t.notOk(await isWeakPassword('berg2024!'), 'berg2024! alone');
  t.ok(await isWeakPassword('berg2024!', userInputsOf(anna)), 'berg2024! for Anna Berg');
});

t.test('user inputs: the address whole and in parts, names, company; short pieces left out', async (t) => {
  t.same(userInputsOf({ email: 'Anna.Berg@Example.org', firstName: 'Anna', lastName: 'de Berg', company: 'Sol y Mar' }).sort(), [
    'anna',
    'anna.berg',
    'anna.berg@example.org',
    'berg',
    'de berg',
    'example',
    'mar',
    'org',
    'sol',
    'sol y mar',
  ]);
  t.same(userInputsOf({}), []);
});
