// The map view of the search in a real browser against the whole stack (docs/decisions/0015): Leaflet
// loads only with the map (never on the list's first load), with its stylesheet; tiles cannot load
// here (requests to the tile server are aborted, as without a network) and the page says so while
// the markers stay; panning and zooming offer "Search this area", which puts the map's bounds in the
// URL as bbox and changes the results and the markers; the markers are every result in view (issue
// 26.3); a marker's card links to the estate.
import t from 'tap';
import type { Page, Response } from 'playwright-core';
import { openPage, screenshot } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';
import { createAccount, createEstate, open, signInUi } from './private-helpers.ts';
import { call } from '../helpers/api.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  const isSearch = (r: Response) => new URL(r.url()).pathname === '/api/estate/search';

  /** What the page gets from installZoomProbe (functions given to waitForFunction cannot share helpers). */
  type Probe = { tileZoom(): number; still(): boolean };

  /**
   * Gives the page `tileZoom()`: the map's zoom as its tiles tell it. Leaflet puts the tile level of the
   * current zoom on top (the highest z-index) as soon as a zoom starts, and a tile's URL is
   * /{z}/{x}/{y}.png (requested even though it fails); -1 while no tile is drawn. And `still()`: no zoom
   * animation of the map or of its clusters is running.
   */
  async function installZoomProbe(page: Page): Promise<void> {
    await page.evaluate(() => {
      const probe = window as unknown as Probe;
      probe.tileZoom = () => {
        let top: HTMLElement | null = null;
        for (const level of document.querySelectorAll<HTMLElement>('.search-map .leaflet-tile-container')) {
          if (!top || Number(level.style.zIndex) > Number(top.style.zIndex)) top = level;
        }
        const m = /\/(\d+)\/\d+\/\d+\.png/.exec(top?.querySelector('img.leaflet-tile')?.getAttribute('src') ?? '');
        return m ? Number(m[1]) : -1;
      };
      probe.still = () => !document.querySelector('.search-map .leaflet-zoom-anim, .search-map .leaflet-cluster-anim');
    });
  }

  async function markers(page: Page): Promise<number> {
    // a cluster counts its markers in its label
    return page.evaluate(() => {
      let n = 0;
      document.querySelectorAll('.search-map .leaflet-marker-icon').forEach((el) => {
        if (el.classList.contains('marker-cluster')) n += Number(el.textContent?.trim() || 0);
        else n += 1;
      });
      return n;
    });
  }

  t.test('list first, then the map: search this area', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    const base = env().stack.gatewayUrl;
    const tileRequests: string[] = [];
    await page.route('https://tile.openstreetmap.org/**', (route) => {
      tileRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    // the list: no Leaflet
    await page.goto(`${base}/search`);
    await hydrated(page);
    await page.locator('.search-results[data-status="success"]').waitFor();
    t.notOk(
      scripts.some((u) => /leaflet/i.test(u)),
      'the list view loads no Leaflet code',
    );
    t.equal(await page.locator('link[data-map-css]').count(), 0, 'nor its stylesheet');

    // a small rectangle around one estate, in the map view
    const first = (await (await page.request.get(`${base}/api/estate/search?onPage=1`)).json()).values[0];
    const { lat, lng } = first.geoData as { lat: number; lng: number };
    const box = `${(lat - 0.05).toFixed(4)},${(lng - 0.05).toFixed(4)},${(lat + 0.05).toFixed(4)},${(lng + 0.05).toFixed(4)}`;
    const small: number = (await (await page.request.get(`${base}/api/estate/search?bbox=${box}`)).json()).meta.total;
    await page.goto(`${base}/search?bbox=${box}&view=map`);
    await hydrated(page);
    await page.locator('.search-map[data-ready="true"]').waitFor();
    t.ok(
      scripts.some((u) => /leaflet/i.test(u)),
      'the map view loads Leaflet in its own chunk',
    );
    t.equal(await page.locator('link[data-map-css]').count(), 1, 'with its stylesheet');
    const position = await page.locator('.search-map .map-canvas').evaluate((el) => getComputedStyle(el).position);
    t.equal(position, 'relative', "Leaflet's stylesheet applies (its container is positioned)");
    t.equal(
      await page.getByRole('button', { name: text('en', 'map.view.map'), exact: true }).getAttribute('aria-pressed'),
      'true',
      'the toggle says map',
    );

    await page.getByText(text('en', 'map.tilesFailed')).waitFor();
    t.ok(tileRequests.length > 0, 'tiles were asked for and failed; the page says so');
    await page.waitForFunction(() => document.querySelectorAll('.search-map .leaflet-marker-icon').length > 0);
    // the markers are every result in view (issue 26.3), as the map's count says
    await page
      .waitForFunction(
        () => {
          let n = 0;
          document.querySelectorAll('.search-map .leaflet-marker-icon').forEach((el) => {
            n += el.classList.contains('marker-cluster') ? Number(el.textContent?.trim() || 0) : 1;
          });
          return String(n) === document.querySelector('.search-map__count')?.getAttribute('data-count');
        },
        undefined,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    const cardsBefore = await page.locator('.search-results a.estate-card__link').count();
    const markersBefore = await markers(page);
    t.ok(markersBefore > 0, `markers are shown without tiles (${markersBefore})`);
    t.equal(markersBefore, Number(await page.locator('.search-map__count').getAttribute('data-count')), 'every result in view is on the map');
    t.ok(markersBefore >= cardsBefore, `at least the listings of the page (${markersBefore} ≥ ${cardsBefore})`);
    t.ok(small >= 1, `the small rectangle holds the estate (${small})`);

    // pan: no search yet, but the offer to search this area
    t.equal(await page.getByRole('button', { name: text('en', 'map.searchArea') }).count(), 0, 'no "search this area" before a move');
    const canvas = await page.locator('.search-map .map-canvas').boundingBox();
    if (!canvas) throw new Error('no map on the page');
    const cx = canvas.x + canvas.width / 2;
    const cy = canvas.y + canvas.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 60, cy + 40, { steps: 8 });
    await page.mouse.up();
    const searchArea = page.getByRole('button', { name: text('en', 'map.searchArea') });
    await searchArea.waitFor();
    // and zoom out, so the area is wider: each click once the zoom before it has ended (Leaflet ignores a
    // click during a zoom animation), and the last zoom ends before the search (its end is a move of its
    // own, which would offer the search again)
    await installZoomProbe(page);
    for (let i = 0; i < 4; i++) {
      await page.waitForFunction(() => (window as unknown as Probe).tileZoom() >= 0 && (window as unknown as Probe).still());
      const zoom = await page.evaluate(() => (window as unknown as Probe).tileZoom());
      await page.locator('.leaflet-control-zoom-out').click();
      await page.waitForFunction((before) => {
        const z = (window as unknown as Probe).tileZoom();
        return z >= 0 && z < before;
      }, zoom);
    }
    await page.waitForFunction(() => (window as unknown as Probe).still());
    const answer = page.waitForResponse((r) => isSearch(r) && new URL(r.url()).searchParams.get('bbox') !== box);
    await searchArea.click();
    const wide = await (await answer).json();
    const url = new URL(page.url());
    const bbox = url.searchParams.get('bbox') ?? '';
    t.not(bbox, box, `the URL holds the map's new bounds (${bbox})`);
    t.equal(url.searchParams.get('view'), 'map', 'and stays on the map');
    const [s, w, n, e] = bbox.split(',').map(Number);
    t.ok(s < lat && n > lat && w < lng && e > lng, 'the new area still holds the first estate');
    t.ok(n - s > 0.1 * 4, 'and is wider than the first one');
    await page.waitForFunction(() => document.querySelector('.search-results')?.getAttribute('data-status') === 'success');
    const wideTotal = wide.meta.total + wide.topOffers.length;
    t.ok(wideTotal > small, `more estates in the wider area (${small} → ${wideTotal})`);
    await page.waitForFunction(
      (before) => {
        let n = 0;
        document.querySelectorAll('.search-map .leaflet-marker-icon').forEach((el) => {
          n += el.classList.contains('marker-cluster') ? Number(el.textContent?.trim() || 0) : 1;
        });
        return n !== before;
      },
      markersBefore,
      { timeout: 30_000 },
    );
    const markersAfter = await markers(page);
    t.not(markersAfter, markersBefore, `the markers changed with the results (${markersBefore} → ${markersAfter})`);
    t.notOk(await searchArea.isVisible(), 'the offer is gone once searched');
    t.same(await seriousViolations(page), [], 'axe finds nothing serious on the map view');

    // a marker's card links to its estate
    const single = page.locator('.search-map .leaflet-marker-icon:not(.marker-cluster)').first();
    for (let i = 0; i < 4 && (await single.count()) === 0; i++) {
      // all in clusters: a cluster's click zooms in to its markers (at the last zoom, spreads them out)
      await page.waitForFunction(() => (window as unknown as Probe).still());
      const zoom = await page.evaluate(() => (window as unknown as Probe).tileZoom());
      await page.locator('.search-map .marker-cluster').first().click();
      await page.waitForFunction((before) => {
        const probe = window as unknown as Probe;
        const spread = document.querySelector('.search-map .leaflet-marker-icon:not(.marker-cluster)');
        return (probe.tileZoom() > before || spread !== null) && probe.still();
      }, zoom);
    }
    t.ok((await single.count()) > 0, 'a single marker can be reached');
    {
      await single.click();
      const link = page.locator('.leaflet-popup a.map-popup__title');
      await link.waitFor();
      const href = (await link.getAttribute('href')) ?? '';
      t.match(href, /^\/estate\//, 'the card links to the estate');
      await link.click();
      await page.waitForURL((u) => u.pathname === href);
      t.pass('and opens it');
    }

    await screenshot(page, 'map-search');
    const real = problems.filter((p) => !/tile\.openstreetmap\.org|ERR_INTERNET_DISCONNECTED|Failed to load resource/i.test(p));
    t.same(real, [], 'no console errors besides the tiles');
  });

  t.test('the estate form places the estate with keyboard fields and the map; its page shows the pin', async (t) => {
    const { page, context } = await openPage(env().browser);
    t.teardown(() => context.close());
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    const { stack } = env();
    const base = stack.gatewayUrl;
    const account = await createAccount(stack, 'mapper', { plan: 'legacy-free' });
    const created = await createEstate(stack, account.token, 'Flat to be placed');
    t.equal(created.status, 201);
    const aliasId = (created.body as { aliasId: string }).aliasId;
    await signInUi(page, base, account.email, account.password);
    await open(page, base, `/private/edit/${aliasId}`);
    await page.locator('.estate-form .pin-map[data-ready="true"]').waitFor();
    t.equal(await page.locator('.estate-form .pin-map .leaflet-marker-icon').count(), 0, 'no pin without coordinates');
    await page.getByLabel(text('en', 'map.pin.lat')).fill('38.7223');
    await page.getByLabel(text('en', 'map.pin.lng')).fill('-9.1393');
    await page.locator('.estate-form .pin-map .leaflet-marker-icon').waitFor();
    t.pass('typed coordinates place the pin');
    const canvas = await page.locator('.estate-form .pin-map .map-canvas').boundingBox();
    if (!canvas) throw new Error('no map in the form');
    await page.mouse.click(canvas.x + canvas.width / 2 + 80, canvas.y + canvas.height / 2 + 30);
    await page.waitForFunction(() => (document.querySelector('input[name=lat]') as HTMLInputElement | null)?.value !== '38.7223');
    const lat = Number(await page.getByLabel(text('en', 'map.pin.lat')).inputValue());
    const lng = Number(await page.getByLabel(text('en', 'map.pin.lng')).inputValue());
    t.ok(lat < 38.7223 && lng > -9.1393, `a click on the map moves the pin and the fields (${lat}, ${lng})`);
    await page.getByLabel(text('en', 'map.pin.lat')).fill('123');
    await page.getByRole('button', { name: text('en', 'estateForm.savePublished') }).click();
    t.match(await page.locator('input[name=lat]').getAttribute('aria-invalid'), 'true', 'a latitude out of range is refused in the form');
    await page.getByLabel(text('en', 'map.pin.lat')).fill(String(lat));
    await page.getByRole('button', { name: text('en', 'estateForm.savePublished') }).click();
    await page.waitForURL((u) => u.pathname === '/private/myestates');
    const saved = await call(stack.api, 'GET', `/api/estate/${aliasId}`);
    t.same([saved.body.geoData.lat, saved.body.geoData.lng], [lat, lng], 'the coordinates are saved');
    const found = await call(stack.api, 'GET', `/api/estate/search?bbox=${lat - 0.001},${lng - 0.001},${lat + 0.001},${lng + 0.001}`);
    t.ok(
      found.body.values.some((e: { aliasId: string }) => e.aliasId === aliasId),
      'and the map search finds the estate there',
    );

    // the estate page shows its place on a small map below the fold
    await open(page, base, `/estate/${aliasId}`);
    const section = page.locator('.estate-view__map');
    await section.scrollIntoViewIfNeeded();
    await page.locator('.estate-view__map .pin-map[data-ready="true"]').waitFor();
    t.equal(await page.locator('.estate-view__map .leaflet-marker-icon').count(), 1, 'the estate page shows its pin');
  });
}
