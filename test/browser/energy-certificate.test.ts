// The energy certificate as a visitor sees it (issue 24, item 3): a German listing with class B shows
// the coloured class on its card and the A+ … G scale with its value on its page, and the search
// panel's "Energy class" filter finds it at "C or better" and not at "A or better".
import t from 'tap';
import { openPage } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { missingPrerequisite, useEnv } from './public-helpers.ts';
import { createAccount, open } from './private-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('a German listing with class B: card, scale and the class filter', async (t) => {
    const { stack, browser } = env();
    const account = await createAccount(stack, 'energy', { plan: 'legacy-free', isRealtor: true });
    const created = await call(
      stack.api,
      'POST',
      '/api/estate',
      {
        dealType: 'sale',
        estateType: 'apartment',
        title: { en: 'Efficient flat in Energiehausen', de: 'Effiziente Wohnung in Energiehausen' },
        price: 320_000,
        currency: 'eur',
        geoData: { countryCode: 'DE', city: 'Energiehausen' },
        livingSpace: 84,
        rooms: 3,
        energy: { rating: 'B', value: 72.5, unit: 'kWh/m²a', kind: 'consumption', validUntil: '2031-04-30' },
      },
      account.token,
    );
    t.equal(created.status, 201, JSON.stringify(created.body));
    const alias = created.body.aliasId as string;
    const { page, problems } = await openPage(browser);

    t.equal(await open(page, stack.gatewayUrl, '/search?placeName=Energiehausen&lng=en'), 200);
    const card = page.locator('article.estate-card', { hasText: 'Efficient flat in Energiehausen' });
    await card.waitFor();
    const label = card.locator('.energy-label');
    t.equal((await label.getAttribute('class'))?.includes('energy-label--b'), true, 'the card shows the class in its colour');
    t.equal((await label.locator('[aria-hidden="true"]').textContent())?.trim(), 'B');
    t.equal(await label.getAttribute('title'), 'Energy class B', 'and names it');

    t.equal(await open(page, stack.gatewayUrl, `/estate/${alias}?lng=en`), 200);
    const scale = page.getByRole('list', { name: 'Energy efficiency classes from A+ (best) to G' });
    await scale.waitFor();
    t.same(
      await scale.locator('.energy-scale__class').allTextContents(),
      ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'],
      'the page shows the whole scale',
    );
    const current = scale.locator('[aria-current="true"]');
    t.match(await current.textContent(), /B\s*72\.5 kWh\/m²a/, 'with the class marked and its value');
    await page.getByText('Energy consumption certificate · valid until 2031-04-30').waitFor();

    t.equal(await open(page, stack.gatewayUrl, '/search?placeName=Energiehausen&lng=en'), 200);
    await card.waitFor();
    await page.waitForFunction(() => ((window as unknown as { __pageviews?: string[] }).__pageviews ?? []).length > 0).catch(() => undefined);
    const filter = page.getByLabel('Energy class');
    await filter.selectOption('C');
    await page.waitForURL(/energyRating_lte=C/);
    await card.waitFor();
    t.pass('"C or better" finds it');
    await filter.selectOption('A');
    await page.waitForURL(/energyRating_lte=A(&|$)/);
    await card.waitFor({ state: 'detached' });
    t.pass('"A or better" does not');
    t.same(problems, [], 'no console errors');
  });
}
