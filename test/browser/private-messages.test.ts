// Two users exchange messages in two browsers: the recipient's badge goes up, the list marks the
// message unread, opening it marks it read and lowers the badge by one (never below zero), on a
// client navigation and on a full page load; a reply reaches the sender. A message body is shown as
// text: markup in it never becomes elements.
import t from 'tap';
import type { Page } from 'playwright-core';
import { call } from '../helpers/api.ts';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';
import { createAccount, fieldError, navBadge, open, signInUi, type TestAccount } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

  /** The header's unread badge: its number, 0 when there is none. */
  async function headerBadge(page: Page): Promise<number> {
    const badge = page.locator('header .count-badge [aria-hidden="true"]');
    if ((await badge.count()) === 0) return 0;
    return Number.parseInt((await badge.first().textContent()) ?? '0', 10);
  }

  async function badgeBecomes(page: Page, n: number): Promise<void> {
    await page.waitForFunction((want) => {
      const el = document.querySelector('.private-nav__badge');
      return (el ? Number(el.textContent) : 0) === want;
    }, n);
  }

  t.test('two users exchange messages and the unread badge follows', async (t) => {
    const stack = env().stack;
    const base = stack.gatewayUrl;
    const alice: TestAccount = await createAccount(stack, 'alice', { plan: 'legacy-free' });
    const bob: TestAccount = await createAccount(stack, 'bob', { plan: 'legacy-free', isRealtor: true });
    const a = await openPage(env().browser);
    const b = await openPage(env().browser);
    t.teardown(async () => {
      await a.context.close();
      await b.context.close();
    });
    const body = 'Hello <b>Bob</b>, <img src=x onerror="window.__xss=1">\nsee you on Saturday.';
    const subject = 'Viewing on Saturday';
    let messageId = '';

    await t.test('alice writes to bob from a prefilled form', async (t) => {
      await signInUi(a.page, base, alice.email, alice.password);
      await open(a.page, base, `/private/messages/new?to=${bob.aliasId}`);
      t.match(await a.page.locator('.message-form__recipient').textContent(), /Ms Test bob/, 'the recipient is named');
      await a.page.locator('.message-form button[type=submit]').click();
      t.equal(await fieldError(a.page, 'input[name=subject]'), en('forms.errors.required'));
      t.equal(await fieldError(a.page, 'textarea[name=body]'), en('forms.errors.required'));
      await a.page.locator('input[name=subject]').fill(subject);
      await a.page.locator('textarea[name=body]').fill(body);
      await a.page.locator('.message-form button[type=submit]').click();
      await a.page.waitForURL((u) => u.pathname === '/private/messages' && u.searchParams.get('box') === 'sent');
      await a.page.getByText(en('privateMessages.sentNotice')).waitFor();
      await a.page.locator('.message-row', { hasText: subject }).waitFor();
      t.pass('the sent box shows it');
    });

    await t.test('bob sees the badge, the unread mark, and reading lowers the badge by one', async (t) => {
      await signInUi(b.page, base, bob.email, bob.password);
      await open(b.page, base, '/private/messages');
      t.equal(await navBadge(b.page), 1, 'one unread message in the private navigation');
      t.equal(await headerBadge(b.page), 1, 'and in the header');
      const row = b.page.locator('.message-row', { hasText: subject });
      t.ok(await row.evaluate((el) => el.classList.contains('is-unread')), 'marked unread');
      t.match(await row.textContent(), en('privateMessages.unread'));
      t.same(await seriousViolations(b.page), [], 'axe: nothing serious on the list');
      await row.getByRole('link').click();
      await b.page.waitForURL((u) => u.pathname.startsWith('/private/messages/') && u.pathname !== '/private/messages/new');
      messageId = decodeURIComponent(new URL(b.page.url()).pathname.split('/').pop() ?? '');
      await b.page.locator('.message-view__body').waitFor();
      await badgeBecomes(b.page, 0);
      t.equal(await headerBadge(b.page), 0, 'the header badge went down too');
      t.equal(await b.page.locator('.message-view__body').textContent(), body, 'the body is shown as typed');
      t.equal(await b.page.locator('.message-view__body img, .message-view__body b').count(), 0, 'no elements from the body');
      t.notOk(await b.page.evaluate(() => (window as unknown as { __xss?: number }).__xss), 'nothing in it ran');
      t.same(await seriousViolations(b.page), [], 'axe: nothing serious on the message');
      await b.page.getByRole('link', { name: en('privateMessages.backToList') }).click();
      await b.page.waitForURL(`${base}/private/messages`);
      const again = b.page.locator('.message-row', { hasText: subject });
      await again.waitFor();
      t.notOk(await again.evaluate((el) => el.classList.contains('is-unread')), 'no longer marked unread');
      await again.getByRole('link').click();
      await b.page.locator('.message-view__body').waitFor();
      t.equal(await navBadge(b.page), 0, 'opening it again does not go below zero');
    });

    await t.test('bob replies; alice opens the reply by its address and her badge goes down', async (t) => {
      await b.page.getByRole('link', { name: en('privateMessages.reply') }).click();
      await b.page.waitForURL((u) => u.pathname === '/private/messages/new');
      const subjectField = b.page.locator('input[name=subject]');
      await subjectField.waitFor();
      t.equal(await subjectField.inputValue(), `Re: ${subject}`, 'the subject is prefilled');
      t.match(await b.page.locator('.message-form__recipient').textContent(), /Ms Test alice/);
      await b.page.locator('textarea[name=body]').fill('Saturday at 11 suits me.');
      await b.page.locator('.message-form button[type=submit]').click();
      await b.page.waitForURL((u) => u.pathname === '/private/messages' && u.searchParams.get('box') === 'sent');

      await open(a.page, base, '/private');
      t.equal(await navBadge(a.page), 1, 'alice has one unread message after a full page load');
      await open(a.page, base, '/private/messages');
      const reply = a.page.locator('.message-row', { hasText: `Re: ${subject}` });
      const href = (await reply.getByRole('link').getAttribute('href')) ?? '';
      // a full page load of the message: the server marks it read and renders the lowered badge
      await open(a.page, base, href);
      await a.page.locator('.message-view__body').waitFor();
      t.equal(await a.page.locator('.message-view__body').textContent(), 'Saturday at 11 suits me.');
      t.equal(await navBadge(a.page), 0, 'the badge is down after the server-rendered message');
      t.ok(messageId, 'the first message had an id');
    });

    await t.test('a message about a listing goes to its owner', async (t) => {
      const found = await call(stack.api, 'GET', '/api/estate/search?onPage=1');
      const estate = found.body.values[0];
      t.ok(estate, 'a published listing to write about');
      await open(a.page, base, `/private/messages/new?estate=${encodeURIComponent(estate.aliasId)}`);
      t.match(await a.page.locator('.message-form__recipient').textContent(), estate.owner.lastName, 'the owner is the recipient');
      const title = estate.title.en ?? Object.values(estate.title)[0];
      t.match(await a.page.locator('.message-form__estate').textContent(), title, 'the listing is named');
      await a.page.locator('input[name=subject]').fill('Is it still available?');
      await a.page.locator('textarea[name=body]').fill('We would like to visit.');
      await a.page.locator('.message-form button[type=submit]').click();
      await a.page.waitForURL((u) => u.pathname === '/private/messages' && u.searchParams.get('box') === 'sent');
      const sent = await call(stack.api, 'GET', '/api/messages?box=sent', undefined, alice.token);
      const mine = sent.body.values.find((m: { subject: string }) => m.subject === 'Is it still available?');
      t.equal(mine?.estate?.aliasId, estate.aliasId, 'the message is about the listing');
      t.equal(mine?.to?.aliasId, estate.owner.aliasId);
    });

    await t.test('an unknown recipient is named beside the field', async (t) => {
      await open(a.page, base, '/private/messages/new?to=nobody-at-all');
      await a.page.locator('input[name=subject]').fill('Hello');
      await a.page.locator('textarea[name=body]').fill('Anyone there?');
      await a.page.locator('.message-form button[type=submit]').click();
      await a.page.waitForFunction(() => document.querySelector('input[name=to]')?.getAttribute('aria-invalid') === 'true');
      t.equal(await fieldError(a.page, 'input[name=to]'), en('privateMessages.errors.unknownRecipient'));
      t.equal(await a.page.locator('textarea[name=body]').inputValue(), 'Anyone there?', 'the text is kept');
    });
  });
}
