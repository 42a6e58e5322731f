// A visitor reports a listing from its page with the keyboard only (issue 23, item 3): the button
// under the contact block opens a modal dialog (its code loads on that first use), the reason is a
// radio choice, the message optional; sending shows a confirmation, and a second report of the same
// listing from the same visitor says it was reported already.
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('report a listing by keyboard: open, choose a reason, send, see the confirmation', async (t) => {
    const { stack } = env();
    const list = await (await fetch(`${stack.apiUrl}/api/estate/search?onPage=1`)).json();
    const alias: string = list.values[0].aliasId;
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/') && chunks.push(r.url()));
    await page.goto(`${stack.gatewayUrl}/estate/${alias}?lng=en`);
    await hydrated(page);
    const loadedFirst = chunks.length;

    const open = page.getByRole('button', { name: text('en', 'estateView.report.open') });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('en', 'estateView.report.title') });
    await dialog.waitFor();
    t.ok(chunks.length > loadedFirst, 'the dialog came in a chunk of its own, after the first load');
    t.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), 'the focus moved into the dialog');

    // Send without a reason: the choice is asked for
    const send = dialog.getByRole('button', { name: text('en', 'estateView.report.send') });
    await send.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText(text('en', 'estateView.report.chooseReason')).waitFor();

    const spam = dialog.getByRole('radio', { name: text('en', 'estateView.report.reasons.spam') });
    await spam.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    const fraud = dialog.getByRole('radio', { name: text('en', 'estateView.report.reasons.fraud') });
    t.ok(await fraud.isChecked(), 'the arrow key chose the next reason');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The same photos are in another listing at half the price.');
    t.same(await seriousViolations(page), [], 'no serious accessibility findings in the open dialog');
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Send
    t.ok(await send.evaluate((b) => b === document.activeElement), 'Tab reaches Send');
    await page.keyboard.press('Enter');
    const thanks = dialog.getByRole('status');
    await thanks.waitFor();
    t.equal((await thanks.textContent())?.trim(), text('en', 'estateView.report.thanks'), 'the confirmation');
    const stored = await stack.api.db.query<{ reason: string; message: string }>(
      'SELECT r.reason, r.message FROM estate_reports r JOIN estates e ON e.id = r.estate_id WHERE e.alias_id = $1',
      [alias],
    );
    t.same(stored.rows, [{ reason: 'fraud', message: 'The same photos are in another listing at half the price.' }], 'the report as sent');

    await page.keyboard.press('Enter'); // the focused Close button
    await dialog.waitFor({ state: 'detached' });

    // the same visitor again: told it is reported already
    await open.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: text('en', 'estateView.report.reasons.other') }).focus();
    await page.keyboard.press('Space');
    await send.focus();
    await page.keyboard.press('Enter');
    await dialog
      .getByRole('alert')
      .filter({ hasText: text('en', 'estateView.report.already') })
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    t.same(
      problems.filter((p) => !/status of 409/.test(p)),
      [],
      'no errors on the page (but the 409 the browser logs)',
    );
  });
}
