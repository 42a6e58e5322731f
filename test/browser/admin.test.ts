// The operator area in Chromium (issue 23, item 10): an admin enrols two-factor sign-in on the page
// (secret → code → the recovery codes once), finds a listing three visitors reported, unpublishes it
// with a reason after confirming (its public page is then 404) and blocks its owner; a moderator
// sees no verify or roles controls and no audit screen; a plain user gets the not-found page.
import t from 'tap';
import type { Page } from 'playwright-core';
import { call, DEMO } from '../helpers/api.ts';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { codeAt, OPERATOR_STACK } from './operator-helpers.ts';
import { createAccount, createEstate, open, signInUi } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);
  // the demo account is an admin (ADMIN_EMAILS); sign-in back-off out of the way of many sign-ins
  const env = useEnv(t, OPERATOR_STACK);

  /** Confirms the open dialog with its confirm button. */
  async function confirm(page: Page, label: string) {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: label }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  let adminToken = '';
  let moderatorEmail = '';

  t.test('an admin enrols, unpublishes a reported listing with a reason and blocks its owner', async (t) => {
    const { stack, browser } = env();
    const owner = await createAccount(stack, 'admin-owner', { plan: 'legacy-free' });
    const made = await createEstate(stack, owner.token, 'Reported flat');
    t.equal(made.status, 201, 'the listing is made');
    const aliasId: string = (made.body as { aliasId: string }).aliasId;
    for (const [n, reason] of (['fraud', 'fraud', 'spam'] as const).entries()) {
      const visitor = await createAccount(stack, `admin-reporter-${n}`);
      const r = await call(stack.api, 'POST', `/api/estate/${aliasId}/reports`, { reason }, visitor.token);
      t.equal(r.status, 201, `report ${n + 1}`);
    }

    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await signInUi(page, stack.gatewayUrl, DEMO.demo.email, DEMO.demo.password);
    await open(page, stack.gatewayUrl, '/?lng=en');
    await page.locator('.account-box button').first().click();
    await page.getByRole('link', { name: en('header.account.admin') }).click();
    await page.waitForURL((u) => u.pathname === '/admin');

    // enrolment: the secret as text, a QR code, then the code → ten recovery codes
    await page.getByRole('button', { name: en('admin.mfa.start') }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    t.match(secret, /^[A-Z2-7]+=*$/, 'the secret is shown');
    t.ok(await page.getByRole('img', { name: en('admin.mfa.qr') }).isVisible(), 'and the QR code');
    t.match(await page.getByRole('link', { name: en('admin.mfa.link') }).getAttribute('href'), /^otpauth:\/\/totp\//);
    await page.getByLabel(en('admin.mfa.code')).fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: en('admin.mfa.verify') }).click();
    const codes = page.locator('.admin-mfa__codes code');
    await codes.first().waitFor();
    t.equal(await codes.count(), 10, 'ten recovery codes shown');
    const recovery = (await codes.first().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: en('admin.mfa.codesDone') }).click();

    // the dashboard counts the reported listing
    const tile = page.locator('[data-tile=reports] .admin-tile__count');
    await tile.waitFor();
    t.equal(await tile.textContent(), '1', 'one listing with open reports');

    // the reports screen: the listing with its three reports and their reasons
    await page
      .locator('.admin-nav')
      .getByRole('link', { name: en('titles.adminReports') })
      .click();
    const item = page.locator(`.admin-item[data-listing="${aliasId}"]`);
    await item.waitFor();
    t.match(await item.textContent(), en('admin.reports.count_other', { count: 3 }), 'three reports');
    t.match(await item.textContent(), `${en('admin.reasons.fraud')}: 2`, 'two for fraud');

    // unpublish: a reason is required, then a confirmation
    await item.getByRole('button', { name: en('admin.actions.unpublish') }).click();
    await item.getByRole('button', { name: en('admin.actions.unpublish') }).click();
    t.equal(await page.getByRole('dialog').count(), 0, 'no confirmation without a reason');
    await item.getByLabel(en('admin.reason')).fill('Fake listing, the same photos elsewhere');
    await item.getByRole('button', { name: en('admin.actions.unpublish') }).click();
    t.match(await page.getByRole('dialog').textContent(), en('admin.confirm.unpublish', { id: aliasId }), 'the confirmation names the listing');
    await confirm(page, en('admin.actions.unpublish'));
    await page.getByText(en('admin.outcome.done')).waitFor();
    await page.getByText(en('admin.reports.empty')).waitFor();
    const publicPage = await fetch(`${stack.gatewayUrl}/estate/${aliasId}`);
    t.equal(publicPage.status, 404, 'the public page answers 404');

    // block the owner in the users screen, with a reason and a confirmation
    await open(page, stack.gatewayUrl, `/admin/users?q=${encodeURIComponent(owner.email)}`);
    const user = page.locator(`.admin-item[data-user="${owner.email}"]`);
    await user.waitFor();
    await user.getByRole('button', { name: en('admin.actions.block') }).click();
    await user.getByLabel(en('admin.reason')).fill('Fraudulent listings');
    await user.getByRole('button', { name: en('admin.actions.block') }).click();
    await confirm(page, en('admin.actions.block'));
    await user.getByText(en('admin.users.blocked')).first().waitFor();
    const signIn = await call(stack.api, 'POST', '/api/auth/sign-in', { email: owner.email, password: owner.password });
    t.equal(signIn.status, 403, 'the owner can no longer sign in');

    // the audit trail lists both actions
    await open(page, stack.gatewayUrl, '/admin/audit?action=user.block');
    t.equal(await page.locator('.admin-table tbody tr').count(), 1, 'the block is in the audit trail, filtered through the URL');

    // for the moderator test: the admin's session through the api, with a recovery code
    const api = await call<{ token: string }>(stack.api, 'POST', '/api/auth/sign-in', {
      email: DEMO.demo.email,
      password: DEMO.demo.password,
      otp: recovery,
    });
    t.equal(api.status, 200, 'a recovery code signs in');
    adminToken = api.body.token;
    t.same(
      problems.filter((p) => !/status of 40[34]/.test(p)),
      [],
      'no console errors',
    );
  });

  t.test('a moderator sees no verify or roles controls and no audit screen; a plain user gets 404', async (t) => {
    const { stack, browser } = env();
    t.ok(adminToken, 'the admin signed in');
    const mod = await createAccount(stack, 'admin-moderator');
    moderatorEmail = mod.email;
    const list = await call<{ values: { _id: string }[] }>(
      stack.api,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(mod.email)}`,
      undefined,
      adminToken,
    );
    const roles = await call(stack.api, 'PUT', `/api/admin/users/${list.body.values[0]._id}/roles`, { roles: ['moderator'] }, adminToken);
    t.equal(roles.status, 200, 'made a moderator');
    const setup = await call<{ secret: string }>(stack.api, 'POST', '/api/auth/mfa/setup', undefined, mod.token);
    await call(stack.api, 'POST', '/api/auth/mfa/verify', { code: codeAt(setup.body.secret, Date.now()) }, mod.token);

    const { page, context } = await openPage(browser);
    t.teardown(() => context.close());
    await open(page, stack.gatewayUrl, '/sign-in?lng=en');
    await page.locator('.auth-form input[name=email]').fill(mod.email);
    await page.locator('.auth-form input[name=password]').fill(mod.password);
    await page.locator('.auth-form button[type=submit]').click();
    await page.locator('.auth-form input[name=otp]').fill(codeAt(setup.body.secret, Date.now() + 30_000));
    await page.locator('.auth-form button[type=submit]').click();
    await page.waitForURL((u) => u.pathname !== '/sign-in');

    t.equal(await open(page, stack.gatewayUrl, `/admin/users?q=${encodeURIComponent(moderatorEmail)}`), 200, 'the users screen');
    const item = page.locator('.admin-item').first();
    await item.waitFor();
    t.equal(await page.getByRole('button', { name: en('admin.actions.verify') }).count(), 0, 'no verify');
    t.equal(await page.locator('.admin-roles').count(), 0, 'no roles');
    t.equal(await page.getByRole('link', { name: en('titles.adminAudit') }).count(), 0, 'no audit link');
    t.equal(await open(page, stack.gatewayUrl, '/admin/audit'), 404, 'the audit screen is not found');

    const plain = await createAccount(stack, 'admin-plain');
    const other = await openPage(browser);
    t.teardown(() => other.context.close());
    await signInUi(other.page, stack.gatewayUrl, plain.email, plain.password);
    t.equal(await open(other.page, stack.gatewayUrl, '/admin'), 404, 'a plain user: not found');
    t.equal(await other.page.locator('.admin').count(), 0, 'nothing of the area');
  });
}
