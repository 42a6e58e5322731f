// Enquiries (leads, issue 24) as people meet them in Chromium: a signed-out visitor writes to the
// lister of a demo listing from its page (a bad address and an empty message are both marked and the
// focus goes to the first; valid data gets the confirmation); the lister signs in, sees the count of
// new enquiries in the account box, opens /private/leads, marks the enquiry "contacted" with a note,
// and after a reload the change is kept and the count has dropped. The screen wears the private
// area's styles (its status filter, with the new ones counted on "New" as in the account box); another
// filter shows a spinner while it loads, then the empty state, which leads back to all enquiries.
import t from 'tap';
import type { Page } from 'playwright-core';
import { openPage } from '../helpers/browser.ts';
import { call, DEMO, signIn } from '../helpers/api.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { fieldError, open, signInUi } from './private-helpers.ts';

/** The new-enquiry count the account box's menu shows beside "Enquiries" (0 without a badge). */
async function newLeadsBadge(page: Page): Promise<number> {
  const link = page.locator('.account-box a[href="/private/leads"]');
  await link.waitFor({ state: 'attached' });
  const badge = link.locator('.count-badge [aria-hidden="true"]');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('a visitor sends an enquiry; the lister sees it, marks it contacted with a note', async (t) => {
    const { stack, browser } = env();
    // a demo listing; its lister (a seeded realtor nobody knows the password of) is given the demo
    // account's password for the test, so they can sign in through the page
    const owned = await stack.api.db.query<{ alias_id: string; email: string }>(
      `SELECT e.alias_id, u.email FROM estates e JOIN users u ON u.id = e.owner_id
        WHERE e.status = 'published' ORDER BY e.alias_id LIMIT 1`,
    );
    t.equal(owned.rows.length, 1, 'a published demo listing');
    const { alias_id: alias, email: listerEmail } = owned.rows[0];
    await stack.api.db.query('UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = $1) WHERE email = $2', [
      DEMO.demo.email,
      listerEmail,
    ]);
    // and a plan: without one the private area sends them to choose a plan first (SPEC)
    const listerToken = await signIn(stack.api, listerEmail, DEMO.demo.password);
    const sub = await call(stack.api, 'POST', '/api/billing/subscribe', { planId: 'legacy-free' }, listerToken);
    t.equal(sub.status, 201, 'the lister has a plan');

    // ---- the visitor, signed out
    const visitor = await openPage(browser);
    t.teardown(() => visitor.context.close());
    const page = visitor.page;
    t.equal(await open(page, stack.gatewayUrl, `/estate/${alias}?lng=en`), 200, 'the listing page opens');
    await page.getByRole('heading', { name: text('en', 'estateView.lead.title') }).waitFor();
    await page.getByRole('button', { name: text('en', 'estateView.lead.open') }).click();
    const name = page.getByLabel(text('en', 'estateView.lead.name'));
    await name.waitFor();
    t.ok(await name.evaluate((el) => el === document.activeElement), 'the form opens with the focus on the name');

    await name.fill('Ana Visitor');
    await page.getByLabel(text('en', 'estateView.lead.email')).fill('not-an-address');
    const send = page.getByRole('button', { name: text('en', 'estateView.lead.send') });
    await send.click();
    await page.locator('[name=leadEmail][aria-invalid="true"]').waitFor();
    t.not(await fieldError(page, '[name=leadEmail]'), '', 'the bad e-mail address is marked with its error');
    t.not(await fieldError(page, '[name=leadMessage]'), '', 'the empty message is marked with its error');
    t.equal(await fieldError(page, '[name=leadName]'), '', 'the name is not');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'leadEmail');
    t.pass('the focus moved to the first field at fault (the e-mail address)');

    await page.getByLabel(text('en', 'estateView.lead.email')).fill('ana.visitor@example.com');
    await page.getByLabel(text('en', 'estateView.lead.message')).fill('Is the flat still available? I could visit on Saturday.');
    await send.click();
    const thanks = page.getByRole('status').filter({ hasText: text('en', 'estateView.lead.thanks') });
    await thanks.waitFor();
    t.pass('the confirmation is shown');
    const stored = await stack.api.db.query<{ name: string; email: string; status: string }>(
      'SELECT l.name, l.email, l.status FROM leads l JOIN estates e ON e.id = l.estate_id WHERE e.alias_id = $1',
      [alias],
    );
    t.same(stored.rows, [{ name: 'Ana Visitor', email: 'ana.visitor@example.com', status: 'new' }], 'the enquiry as sent');
    t.same(
      visitor.problems.filter((p) => !/status of 400/.test(p)),
      [],
      "no errors on the visitor's page (but the 400 the browser logs)",
    );

    // ---- the lister
    const lister = await openPage(browser);
    t.teardown(() => lister.context.close());
    const own = lister.page;
    await signInUi(own, stack.gatewayUrl, listerEmail, DEMO.demo.password);
    await open(own, stack.gatewayUrl, '/?lng=en');
    await own.waitForFunction(() => {
      const b = document.querySelector('.account-box a[href="/private/leads"] .count-badge [aria-hidden="true"]');
      return b !== null && Number(b.textContent) > 0;
    });
    const before = await newLeadsBadge(own);
    t.ok(before >= 1, `the account box counts the new enquiry (${before})`);

    await open(own, stack.gatewayUrl, '/private/leads?lng=en');
    const item = own.locator('li.lead', { hasText: 'Ana Visitor' });
    await item.waitFor();
    t.equal(
      await own.locator('a.status-filter__link .status-filter__count').textContent(),
      String(before),
      'the "New" filter counts the new enquiries as the account box does',
    );
    t.match(await item.locator('.lead__message').textContent(), 'Is the flat still available? I could visit on Saturday.', 'the message');
    t.match(await item.locator('.lead__contact').textContent(), 'ana.visitor@example.com', 'and the address to answer');
    await item.getByRole('combobox', { name: text('en', 'leads.statusLabel'), exact: true }).selectOption('contacted');
    await item.getByRole('textbox', { name: text('en', 'leads.note'), exact: true }).fill('Called back; visit on Saturday at 11.');
    await item.getByRole('button', { name: text('en', 'leads.save') }).click();
    await own.locator('li.lead[data-status="contacted"]', { hasText: 'Ana Visitor' }).waitFor();
    t.pass('the enquiry shows as contacted');

    await own.reload();
    const again = own.locator('li.lead', { hasText: 'Ana Visitor' });
    await again.waitFor();
    t.equal(await again.getAttribute('data-status'), 'contacted', 'kept after a reload');
    t.equal(await again.getByRole('combobox', { name: text('en', 'leads.statusLabel'), exact: true }).inputValue(), 'contacted', 'the status chosen');
    t.equal(
      await again.getByRole('textbox', { name: text('en', 'leads.note'), exact: true }).inputValue(),
      'Called back; visit on Saturday at 11.',
      'with its note',
    );
    await own.waitForFunction((n) => {
      const b = document.querySelector('.account-box a[href="/private/leads"] .count-badge [aria-hidden="true"]');
      return (b ? Number(b.textContent) : 0) === n - 1;
    }, before);
    t.equal(await newLeadsBadge(own), before - 1, 'the count of new enquiries dropped by one');

    // the private area's status filter, styled by the private stylesheet, "New" with the same count
    const filter = own.getByRole('navigation', { name: text('en', 'leads.filterLabel') });
    const chips = filter.locator('a.status-filter__link');
    t.equal(await chips.count(), 4, 'all, new, contacted, closed');
    t.equal(await chips.first().evaluate((a) => getComputedStyle(a).borderRadius), '999px', 'the filter is styled as the other private screens');
    t.equal(await filter.locator('a.is-active').textContent(), text('en', 'leads.all'), 'All is the current filter');
    const newChip = filter.getByRole('link', { name: new RegExp(`^${text('en', 'leads.status.new')}`) });
    const chipCount = newChip.locator('.status-filter__count');
    t.equal((await chipCount.count()) ? Number(await chipCount.textContent()) : 0, before - 1, 'New counts the new enquiries');
    t.equal(await again.evaluate((li) => getComputedStyle(li).borderLeftWidth), '4px', 'an enquiry is a card with its status stripe');

    // another filter: a spinner until its answer is in, then the empty state
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await own.route(/\/api\/leads\?/, async (route) => {
      await held;
      await route.continue();
    });
    await filter.getByRole('link', { name: text('en', 'leads.status.closed'), exact: true }).click();
    // (the page's data loads as every screen's does: the main area busy with the spinner)
    const loading = own.locator('main[aria-busy="true"]').getByRole('status');
    await loading.waitFor();
    t.equal(await own.locator('li.lead').count(), 0, 'while loading, the enquiries of the other filter are gone');
    release();
    await own.getByText(text('en', 'leads.emptyFiltered')).waitFor();
    t.equal(await loading.count(), 0, 'the spinner went');
    t.ok(own.url().includes('status=closed'), 'the filter is in the URL');
    await own.unroute(/\/api\/leads\?/);
    await own.getByRole('link', { name: text('en', 'leads.showAll') }).click();
    await own.locator('li.lead', { hasText: 'Ana Visitor' }).waitFor();
    t.pass('the empty state leads back to all enquiries');
    t.same(lister.problems, [], "no errors on the lister's pages");
  });
}
