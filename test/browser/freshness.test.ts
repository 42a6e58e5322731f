// Listings that stay fresh and their quality, as the owner meets them (issue 24, items 6 and 7):
// the mail's one-click link opens a page that changes nothing until the owner presses its button
// ("sold or let" archives the listing, which then answers 404 publicly; "still available" keeps it);
// a forged link says so; the estate page says when the listing was last confirmed; My estates shows
// the quality score with the next step. The links are signed here as the job signs them
// (api/estates/freshness-token.ts), so the test need not wait for the job.
import t from 'tap';
import { call } from '../helpers/api.ts';
import { openPage } from '../helpers/browser.ts';
import { freshnessSecret, signFreshness } from '../../api/estates/freshness-token.ts';
import { missingPrerequisite, text, useEnv } from './public-helpers.ts';
import { createAccount, createEstate, open, signInUi } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('the mail links: a button, then archived or confirmed; a forged link is refused', async (t) => {
    const { stack, browser } = env();
    const owner = await createAccount(stack, 'fresh', { plan: 'legacy-free', isRealtor: true });
    const sold = await createEstate(stack, owner.token, 'Sold flat in Lisboa');
    const kept = await createEstate(stack, owner.token, 'Still free flat in Lisboa');
    t.equal(sold.status, 201);
    t.equal(kept.status, 201);
    const idOf = async (alias: string) =>
      (await stack.api.db.query<{ id: string }>('SELECT id FROM estates WHERE alias_id = $1', [alias])).rows[0].id;
    const secret = await freshnessSecret(stack.api.db);
    const inADay = new Date(Date.now() + 86_400_000);
    const archiveLink = `/listing-check?lng=en&token=${encodeURIComponent(signFreshness(secret, await idOf(sold.body.aliasId), 'archive', inADay))}`;
    const confirmLink = `/listing-check?lng=en&token=${encodeURIComponent(signFreshness(secret, await idOf(kept.body.aliasId), 'confirm', inADay))}`;

    const { page, problems } = await openPage(browser);
    // the estate page says when it was last confirmed
    t.equal(await open(page, stack.gatewayUrl, `/estate/${sold.body.aliasId}?lng=en`), 200);
    await page.getByText(text('en', 'estateCard.updatedToday')).first().waitFor();
    t.pass('"updated today" on the estate page');

    // opening the link (as a mail scanner would) changes nothing
    t.equal(await open(page, stack.gatewayUrl, archiveLink), 200);
    const archive = page.getByRole('button', { name: text('en', 'myEstates.check.archive') });
    await archive.waitFor();
    t.equal((await call(stack.api, 'GET', `/api/estate/${sold.body.aliasId}`)).status, 200, 'still public after opening the link');
    await archive.click();
    await page
      .getByRole('status')
      .filter({ hasText: text('en', 'myEstates.check.archived', { title: 'Sold flat in Lisboa' }) })
      .waitFor();
    t.equal((await call(stack.api, 'GET', `/api/estate/${sold.body.aliasId}`)).status, 404, 'archived: gone from public view');

    t.equal(await open(page, stack.gatewayUrl, confirmLink), 200);
    await page.getByRole('button', { name: text('en', 'myEstates.check.confirm') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text('en', 'myEstates.check.confirmed', { title: 'Still free flat in Lisboa' }) })
      .waitFor();
    t.equal((await call(stack.api, 'GET', `/api/estate/${kept.body.aliasId}`)).status, 200, 'confirmed: still public');

    const forged = confirmLink.replace(/token=([^&]+)/, (_, tok: string) => `token=${tok.slice(0, -4)}AAAA`);
    t.equal(await open(page, stack.gatewayUrl, forged), 200);
    await page
      .getByRole('alert')
      .filter({ hasText: text('en', 'myEstates.check.invalid') })
      .waitFor();
    t.pass('a forged link says it is not valid');
    const unexpected = problems.filter((p) => !/status of 400/.test(p));
    t.same(unexpected, [], 'no console errors but the forged link’s 400');
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
