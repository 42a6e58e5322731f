// Two-factor sign-in in a real browser (issue 23.2): an account with it on signs in with the e-mail
// address and password, the form then asks for the authentication code (keeping what was typed),
// a wrong code is named beside the field, and the right one signs in.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { call } from '../helpers/api.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { missingPrerequisite, text } from './public-helpers.ts';
import { createAccount, fieldError, open } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const en = (key: string) => text('en', key);
  let stack: Stack;
  let browser: Browser;
  t.before(async () => {
    stack = await startStack({ estates: 0 });
    browser = await launchBrowser();
  });
  t.teardown(async () => {
    await browser?.close();
    await stack?.close();
  });

  const codeAt = (secret: string, ms: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

  t.test('sign-in asks for the code, names a wrong one, and signs in with the right one', async (t) => {
    const account = await createAccount(stack, 'twofactor');
    const setup = await call(stack.api, 'POST', '/api/auth/mfa/setup', undefined, account.token);
    const verify = await call(stack.api, 'POST', '/api/auth/mfa/verify', { code: codeAt(setup.body.secret, Date.now()) }, account.token);
    t.equal(verify.status, 200, 'enrolled through the api');

    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await open(page, stack.gatewayUrl, '/sign-in');
    t.equal(await page.locator('.auth-form input[name=otp]').count(), 0, 'no code field at first');
    await page.locator('.auth-form input[name=email]').fill(account.email);
    await page.locator('.auth-form input[name=password]').fill(account.password);
    await page.locator('.auth-form button[type=submit]').click();
    const otp = page.getByLabel(en('auth.otpLabel'));
    await otp.waitFor();
    t.equal(await fieldError(page, '.auth-form input[name=otp]'), en('auth.errors.mfaCodeRequired'), 'the code is asked for beside its field');
    t.equal(await page.locator('.auth-form input[name=email]').inputValue(), account.email, 'the address is kept');
    t.equal(await page.locator('.auth-form input[name=password]').inputValue(), account.password, 'and the password');
    t.equal(await otp.getAttribute('autocomplete'), 'one-time-code');

    await otp.fill(codeAt(setup.body.secret, Date.now() - 600_000));
    await page.locator('.auth-form button[type=submit]').click();
    await page.waitForFunction(() => document.querySelector('.auth-form input[name=otp]')?.getAttribute('aria-invalid') === 'true');
    await page.waitForFunction((message) => document.body.textContent?.includes(message), en('auth.errors.mfaCodeInvalid'));
    t.equal(await fieldError(page, '.auth-form input[name=otp]'), en('auth.errors.mfaCodeInvalid'), 'a wrong code is named');

    await otp.fill(codeAt(setup.body.secret, Date.now() + 30_000));
    await page.locator('.auth-form button[type=submit]').click();
    await page.waitForURL((u) => u.pathname !== '/sign-in');
    t.ok(
      (await context.cookies()).some((c) => c.name === 'sid' && c.value),
      'signed in',
    );
    t.same(
      problems.filter((p) => !/status of 401/.test(p)),
      [],
      'no console errors but the refused sign-ins (401)',
    );
  });
}
