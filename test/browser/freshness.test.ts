// Listings that stay fresh and their quality, as the owner meets them (issue 24, items 6 and 7):
// two listings are staged stale (their last confirmation moved 61 days back) and the freshness job on
// the queue (LISTING_FRESHNESS_INTERVAL_MS of half a second here) mails the owner "Is it still
// available?"; the test reads the links from the local mail outbox and follows them through the
// gateway: the page changes nothing until the owner presses its button ("sold or let" archives the
// listing, which then leaves the search and answers 404; "still available" confirms the other one,
// which is "updated today" again); a forged link says so. My estates shows the quality score with the
// next step.
import t from 'tap';
import { call, outbox } from '../helpers/api.ts';
import { SHARED_TTL_MS } from '../../gateway/api-reader.ts';
import type { OutboxMail } from '../../api/integrations/mail/mailer.ts';
import { openPage } from '../helpers/browser.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { createAccount, createEstate, open, signInUi } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t, { estates: 0, api: { config: { freshness: { intervalMs: 500 }, jobsPollSeconds: 0.5 } } });

  t.test('a stale listing: the job mails the owner, the mail’s links archive or confirm; a forged link is refused', async (t) => {
    const { stack, browser } = env();
    const gw = stack.gatewayUrl;
    const owner = await createAccount(stack, 'fresh', { plan: 'legacy-free', isRealtor: true });
    const sold = await createEstate(stack, owner.token, 'Sold flat in Lisboa');
    const kept = await createEstate(stack, owner.token, 'Still free flat in Lisboa');
    t.equal(sold.status, 201);
    t.equal(kept.status, 201);

    const { page, problems } = await openPage(browser);
    // the estate page says when it was last confirmed
    t.equal(await open(page, gw, `/estate/${sold.body.aliasId}?lng=en`), 200);
    await page.getByText(text('en', 'estateCard.updatedToday')).first().waitFor();
    t.pass('"updated today" on the estate page');

    // staged stale: last edited and confirmed 61 days ago (LISTING_STALE_DAYS is 60)
    await stack.api.db.query(
      `UPDATE estates SET confirmed_at = now() - interval '61 days', updated_at = now() - interval '61 days' WHERE alias_id = ANY($1)`,
      [[sold.body.aliasId, kept.body.aliasId]],
    );
    // the job, not the test, finds them: wait for its mails in the local outbox
    const asked = async () => (await outbox(stack.api)).filter((m) => m.to === owner.email && /still available\?/.test(m.subject));
    let mails: OutboxMail[] = [];
    for (let i = 0; i < 150 && mails.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 200));
      mails = await asked();
    }
    t.equal(mails.length, 2, 'the job mailed the owner about each stale listing');
    const mailOf = (title: string) => mails.find((m) => m.subject.includes(title))!;
    /** The link after `label` in the mail's text, opened through the gateway in English. */
    const linkIn = (mail: OutboxMail, label: string) => {
      const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
      if (!line) throw new Error(`no "${label}" link in ${mail.text}`);
      const url = new URL(line.slice(label.length + 2));
      t.equal(url.origin, 'http://marketplace.test', 'a link to the site');
      t.equal(url.pathname, '/listing-check');
      return `${url.pathname}${url.search}&lng=en`;
    };
    const archiveLink = linkIn(mailOf('Sold flat in Lisboa'), text('en', 'mail.freshness.soldOrLet'));
    const confirmLink = linkIn(mailOf('Still free flat in Lisboa'), text('en', 'mail.freshness.stillAvailable'));

    await new Promise((r) => setTimeout(r, SHARED_TTL_MS + 100));
    t.equal(await open(page, gw, `/estate/${kept.body.aliasId}?lng=en`), 200);
    await page
      .getByText(text('en', 'estateCard.updatedDaysAgo_other', { count: 61 }))
      .first()
      .waitFor();
    t.pass('"updated 61 days ago" on the stale listing’s page');

    // opening the link (as a mail scanner would) changes nothing
    t.equal(await open(page, gw, archiveLink), 200);
    const archive = page.getByRole('button', { name: text('en', 'myEstates.check.archive') });
    await archive.waitFor();
    t.equal((await call(stack.api, 'GET', `/api/estate/${sold.body.aliasId}`)).status, 200, 'still public after opening the link');
    await archive.click();
    await page
      .getByRole('status')
      .filter({ hasText: text('en', 'myEstates.check.archived', { title: 'Sold flat in Lisboa' }) })
      .waitFor();
    const status = await stack.api.db.query<{ status: string }>('SELECT status FROM estates WHERE alias_id = $1', [sold.body.aliasId]);
    t.equal(status.rows[0].status, 'archived', 'archived');

    t.equal(await open(page, gw, confirmLink), 200);
    await page.getByRole('button', { name: text('en', 'myEstates.check.confirm') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text('en', 'myEstates.check.confirmed', { title: 'Still free flat in Lisboa' }) })
      .waitFor();

    // through the gateway, as visitors see it
    await new Promise((r) => setTimeout(r, SHARED_TTL_MS + 100));
    t.equal(await open(page, gw, `/estate/${sold.body.aliasId}?lng=en`), 404, 'the archived listing’s page answers 404');
    t.equal(await open(page, gw, `/estate/${kept.body.aliasId}?lng=en`), 200, 'the confirmed one is still there');
    await page.getByText(text('en', 'estateCard.updatedToday')).first().waitFor();
    t.pass('and "updated today" again');
    t.equal(await open(page, gw, '/search?lng=en'), 200);
    await page.locator(`main a[href*="/estate/${kept.body.aliasId}"]`).first().waitFor();
    t.equal(
      await page.locator(`main a[href*="/estate/${sold.body.aliasId}"]`).count(),
      0,
      'the search shows the confirmed listing, not the archived one',
    );
    const search = await (await fetch(`${gw}/api/estate/search?lang=en&onPage=50`)).json();
    t.same(
      (search.values as { aliasId: string }[]).map((e) => e.aliasId),
      [kept.body.aliasId],
      'the search api through the gateway: only the confirmed listing',
    );

    const forged = confirmLink.replace(/token=([^&]+)/, (_, tok: string) => `token=${tok.slice(0, -4)}AAAA`);
    t.equal(await open(page, gw, forged), 200);
    await page
      .getByRole('alert')
      .filter({ hasText: text('en', 'myEstates.check.invalid') })
      .waitFor();
    t.pass('a forged link says it is not valid');
    const unexpected = problems.filter((p) => !/status of 40[04]/.test(p));
    t.same(unexpected, [], 'no console errors but the archived page’s 404 and the forged link’s 400');
  });

  t.test('My estates shows the quality score and the next step', async (t) => {
    const { stack, browser } = env();
    const owner = await createAccount(stack, 'quality', { plan: 'legacy-free', isRealtor: true });
    const estate = await createEstate(stack, owner.token, 'Bare flat');
    t.equal(estate.status, 201);
    const mine = await call(stack.api, 'GET', '/api/estate/my', undefined, owner.token);
    const quality = (mine.body.values as { aliasId: string; quality: { score: number; missing: string[] } }[]).find(
      (e) => e.aliasId === estate.body.aliasId,
    )!.quality;
    t.ok(quality.score < 100 && quality.missing.length > 0, 'a bare listing misses points');
    const { page } = await openPage(browser);
    await signInUi(page, stack.gatewayUrl, owner.email, owner.password, '/private/myestates?lng=en');
    await page.getByText(text('en', 'myEstates.quality.score', { score: quality.score })).waitFor();
    await page
      .getByText(text('en', 'myEstates.quality.next', { step: text('en', `myEstates.quality.items.${quality.missing[0]}`) }))
      .first()
      .waitFor();
    t.pass(`score ${quality.score}/100 and the next step (${quality.missing[0]}) are shown`);
  });
}
