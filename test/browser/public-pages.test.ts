// Every public screen of this issue in a real browser, each in two languages: the status, the
// localized heading, hydration without problems, no axe finding of serious or critical impact, and
// a 360 px wide screen without sideways scrolling.
import t from 'tap';
import type { Language } from '../../shared/core/constants.ts';
import { countryName } from '../../shared/geo/countries.ts';
import { openPage, screenshot } from '../helpers/browser.ts';
import { fitsViewport, hydrated, instrument, missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';

interface PageCase {
  name: string;
  path: string;
  languages: Language[];
  heading(lng: Language): string;
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  const cases: PageCase[] = [];

  t.before(async () => {
    const api = env().stack.apiUrl;
    const search = await (await fetch(`${api}/api/estate/search?onPage=1&geoData.countryCode=IT`)).json();
    const estate = search.values[0];
    const realtors = await (await fetch(`${api}/api/user?isRealtor=true&onPage=50`)).json();
    const realtor = realtors.values.find((r: { company?: string; estates: { published: number } }) => r.company && r.estates.published > 0);
    cases.push(
      { name: 'estate', path: `/estate/${estate.aliasId}`, languages: ['en', 'de'], heading: (l) => estate.title[l] ?? estate.title.en },
      { name: 'realtors', path: '/realtor', languages: ['en', 'ru'], heading: (l) => text(l, 'realtors.title') },
      { name: 'realtor', path: `/realtor/${realtor.aliasId}`, languages: ['de', 'es'], heading: () => realtor.company },
      { name: 'countries', path: '/countries', languages: ['es', 'ru'], heading: (l) => text(l, 'countries.title') },
      {
        name: 'country',
        path: '/countries/IT',
        languages: ['en', 'ru'],
        heading: (l) => text(l, 'countries.guideTitle', { country: countryName('IT', l) }),
      },
      { name: 'plans', path: '/plans', languages: ['de', 'en'], heading: (l) => text(l, 'plans.title') },
      { name: 'advertising', path: '/advertising', languages: ['ru', 'es'], heading: (l) => text(l, 'advertising.title') },
      { name: 'contacts', path: '/contacts', languages: ['en', 'es'], heading: (l) => text(l, 'contacts.title') },
      { name: 'search', path: '/search/IT', languages: ['de', 'ru'], heading: (l) => text(l, 'search.titleIn', { country: countryName('IT', l) }) },
      { name: 'articles', path: '/article', languages: ['ru'], heading: (l) => text(l, 'titles.articles') },
    );
  });

  t.test('each public screen in two languages: heading, hydration, axe, 360 px', async (t) => {
    for (const c of cases) {
      for (const lng of c.languages) {
        const { page, context, problems } = await openPage(env().browser);
        await instrument(page);
        const res = await page.goto(`${env().stack.gatewayUrl}${c.path}?lng=${lng}`);
        t.equal(res?.status(), 200, `${c.name} ${lng}: status`);
        await hydrated(page);
        t.equal(await page.getAttribute('html', 'lang'), lng, `${c.name} ${lng}: language`);
        t.equal((await page.locator('main h1').first().textContent())?.trim(), c.heading(lng), `${c.name} ${lng}: heading`);
        t.same(await seriousViolations(page), [], `${c.name} ${lng}: axe`);
        if (c === cases[0] && lng === c.languages[0]) {
          // the footer's flags are uses of the sprite the gateway serves: each one drawn, 30 × 20
          const drawn = await page.waitForFunction(
            () => {
              const uses = [...document.querySelectorAll<SVGUseElement>('footer .flag-list svg.flag use')];
              return (
                uses.length > 0 && uses.every((u) => Math.round(u.getBBox().width) === 30 && Math.round(u.getBBox().height) === 20) && uses.length
              );
            },
            undefined,
            { timeout: 10_000 },
          );
          t.ok(await drawn.jsonValue(), 'every footer flag drawn from the sprite');
        }
        await page.setViewportSize({ width: 360, height: 780 });
        t.ok(await fitsViewport(page), `${c.name} ${lng}: fits 360 px`);
        if (lng === c.languages[0]) await screenshot(page, `public-${c.name}-${lng}-360`);
        t.same(problems, [], `${c.name} ${lng}: no console errors or hydration warnings`);
        await context.close();
      }
    }
  });

  t.test('unknown estates, realtors and countries are 404 pages', async (t) => {
    for (const path of ['/estate/no-such-listing', '/realtor/no-such-realtor', '/countries/QQ', '/search/QQ']) {
      const { page, context } = await openPage(env().browser);
      const res = await page.goto(`${env().stack.gatewayUrl}${path}?lng=en`);
      t.equal(res?.status(), 404, path);
      t.match(await page.locator('main h1').first().textContent(), /^404 - /, `${path}: the not-found page`);
      await context.close();
    }
  });
}
