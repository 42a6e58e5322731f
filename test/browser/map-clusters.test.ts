// Every result on the map (issue 26.3) in a real browser against the whole stack: the map of Spain
// shows groups (from GET /api/estate/clusters) whose counts sum to the search's total, with the count
// of results in view; a group's click zooms in to its listings; a single listing opens its card. Tiles
// cannot load here (aborted, as without a network).
import t from 'tap';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  /** The listings the map draws: a group counts its listings in its label, a single marker one. */
  const onMap = (page: Page) =>
    page.evaluate(() => {
      let n = 0;
      document.querySelectorAll('.search-map .leaflet-marker-icon').forEach((el) => {
        n += el.classList.contains('marker-cluster') ? Number(el.textContent?.trim() || 0) : 1;
      });
      return n;
    });
  const inView = (page: Page) => page.locator('.search-map__count').getAttribute('data-count').then(Number);
  const zoomOf = (page: Page) =>
    page.evaluate(() => {
      let top: HTMLElement | null = null;
      for (const level of document.querySelectorAll<HTMLElement>('.search-map .leaflet-tile-container')) {
        if (!top || Number(level.style.zIndex) > Number(top.style.zIndex)) top = level;
      }
      const m = /\/(\d+)\/\d+\/\d+\.png/.exec(top?.querySelector('img.leaflet-tile')?.getAttribute('src') ?? '');
      return m ? Number(m[1]) : -1;
    });

  t.test('the map of Spain: every result, grouped', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    const base = env().stack.gatewayUrl;
    const search = await (await page.request.get(`${base}/api/estate/search?geoData.countryCode=ES&onPage=1`)).json();
    const total: number = search.meta.total;
    t.ok(total > 1, `Spain has listings (${total})`);

    const clusterCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/estate/clusters') clusterCalls.push(r.url());
    });
    await page.goto(`${base}/search/ES?view=map`);
    await hydrated(page);
    await page.locator('.search-map[data-ready="true"]').waitFor();
    await page.waitForFunction(
      (expected) => {
        let n = 0;
        document.querySelectorAll('.search-map .leaflet-marker-icon').forEach((el) => {
          n += el.classList.contains('marker-cluster') ? Number(el.textContent?.trim() || 0) : 1;
        });
        return n === expected && document.querySelector('.search-map__count')?.getAttribute('data-count') === String(expected);
      },
      total,
      { timeout: 30_000 },
    );
    t.equal(await onMap(page), total, `the groups' counts sum to the search's total (${total})`);
    t.equal(await inView(page), total, 'and the map says how many results are in view');
    const list = await page.locator('.search-results__count').textContent();
    t.match(list ?? '', String(total), `the list shows the same total (${list})`);
    t.ok(await page.locator('.search-map .marker-cluster').count(), 'some listings are grouped');
    t.ok(
      clusterCalls.every((u) => new URL(u).searchParams.get('geoData.countryCode') === 'ES'),
      "the map's calls carry the search's filters",
    );
    await screenshot(page, 'map-clusters-spain');

    // a group's click zooms in to its listings
    const before = await zoomOf(page);
    await page.locator('.search-map .marker-cluster').first().click();
    await page.waitForFunction((z) => {
      let top: HTMLElement | null = null;
      for (const level of document.querySelectorAll<HTMLElement>('.search-map .leaflet-tile-container')) {
        if (!top || Number(level.style.zIndex) > Number(top.style.zIndex)) top = level;
      }
      const m = /\/(\d+)\/\d+\/\d+\.png/.exec(top?.querySelector('img.leaflet-tile')?.getAttribute('src') ?? '');
      return m !== null && Number(m[1]) > z;
    }, before);
    t.ok((await zoomOf(page)) > before, 'a group zooms the map in');
    // after the move, the count follows the view
    await page.waitForFunction(() => {
      let n = 0;
      document.querySelectorAll('.search-map .leaflet-marker-icon').forEach((el) => {
        n += el.classList.contains('marker-cluster') ? Number(el.textContent?.trim() || 0) : 1;
      });
      return String(n) === document.querySelector('.search-map__count')?.getAttribute('data-count');
    });
    t.ok((await inView(page)) <= total, `the results in view after zooming (${await inView(page)})`);

    // zoom in on groups until a single listing shows, then open its card
    const single = page.locator('.search-map .leaflet-marker-icon:not(.marker-cluster)');
    for (let i = 0; i < 8 && (await single.count()) === 0; i++) {
      const z = await zoomOf(page);
      await page.locator('.search-map .marker-cluster').first().click();
      await page.waitForFunction((zz) => {
        let top: HTMLElement | null = null;
        for (const level of document.querySelectorAll<HTMLElement>('.search-map .leaflet-tile-container')) {
          if (!top || Number(level.style.zIndex) > Number(top.style.zIndex)) top = level;
        }
        const m = /\/(\d+)\/\d+\/\d+\.png/.exec(top?.querySelector('img.leaflet-tile')?.getAttribute('src') ?? '');
        return m !== null && Number(m[1]) > zz;
      }, z);
      await page.waitForTimeout(600); // the debounced call of the new view
    }
    t.ok((await single.count()) > 0, 'a single listing can be reached');
    await single.first().click();
    const link = page.locator('.leaflet-popup a.map-popup__title');
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    t.match(href, /^\/estate\//, 'its card links to the estate');
    t.not((await link.textContent())?.trim() ?? '', '', 'with its title');
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    t.pass('and opens it');
    const real = problems.filter((p) => !/tile\.openstreetmap\.org|ERR_INTERNET_DISCONNECTED|Failed to load resource/i.test(p));
    t.same(real, [], 'no console errors besides the tiles');
  });
}
