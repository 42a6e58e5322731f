// Image loading in a real browser (issue 14 item 4): on home, search and an estate page exactly one
// image, the first above the fold, loads at once with fetchpriority=high; every other listing photo
// is lazy; each has its width and height (no layout shift) and uploaded and demo photos offer their
// sizes (a card loads the 400 px thumbnail).
import t from 'tap';
import type { Page } from 'playwright-core';
import { openPage } from '../helpers/browser.ts';
import { hydrated, instrument, missingPrerequisite, useEnv } from './public-helpers.ts';

interface Img {
  cls: string;
  loading: string | null;
  priority: string | null;
  width: string | null;
  height: string | null;
  sizes: string | null;
  srcset: string | null;
  current: string;
}

const images = (page: Page, selector: string): Promise<Img[]> =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => ({
      cls: el.closest('[class]')?.className ?? '',
      loading: el.getAttribute('loading'),
      priority: el.getAttribute('fetchpriority'),
      width: el.getAttribute('width'),
      height: el.getAttribute('height'),
      sizes: el.getAttribute('sizes'),
      srcset: el.getAttribute('srcset'),
      current: (el as HTMLImageElement).currentSrc,
    })),
  );

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  for (const path of ['/?lng=en', '/search?lng=en']) {
    t.test(`${path}: the first card photo eager and high priority, the rest lazy, all sized`, async (t) => {
      const { page, context } = await openPage(env().browser);
      t.teardown(() => context.close());
      await instrument(page);
      const res = await page.goto(env().stack.gatewayUrl + path);
      t.equal(res?.status(), 200);
      await hydrated(page);
      const cards = await images(page, 'img[src^="/media/"]');
      t.ok(cards.length > 1, `${cards.length} listing photos`);
      t.equal(cards[0].loading, 'eager', 'the first at once');
      t.equal(cards[0].priority, 'high', 'the first with high priority');
      t.same(
        cards.slice(1).map((c) => c.loading),
        cards.slice(1).map(() => 'lazy'),
        'the others lazy',
      );
      t.equal(cards.filter((c) => c.priority === 'high').length, 1, 'one high-priority image');
      t.ok(
        cards.every((c) => c.width && c.height),
        'width and height on every photo',
      );
      t.ok(
        cards.every((c) => c.sizes),
        'sizes on every card photo',
      );
      // the demo photos are 1200 px with a 400 px thumbnail (api/seed/images): a 280 px card takes the thumbnail
      t.ok(
        cards.every((c) => /\.thumb\.webp 400w/.test(c.srcset ?? '')),
        'every card photo offers its thumbnail',
      );
      t.match(cards[0].current, /\.thumb\.webp$/, 'the browser picks the thumbnail for a card');
    });
  }

  t.test('an estate page: the gallery photo eager and high priority, its thumbnails lazy', async (t) => {
    const gw = env().stack.gatewayUrl;
    const found = (await (await fetch(`${gw}/api/estate/search?lang=en&onPage=50`)).json()) as { values: { aliasId: string; photos: unknown[] }[] };
    const estate = found.values.find((e) => e.photos.length > 1);
    if (!estate) throw new Error('no seeded estate with two photos');
    const { page, context } = await openPage(env().browser);
    t.teardown(() => context.close());
    await instrument(page);
    await page.goto(`${gw}/estate/${estate.aliasId}?lng=en`);
    await hydrated(page);
    const [main] = await images(page, 'img.gallery__photo');
    t.equal(main.loading, 'eager');
    t.equal(main.priority, 'high');
    const thumbs = await images(page, '.gallery__thumbs img');
    t.ok(thumbs.length > 1);
    t.ok(
      thumbs.every((i) => i.loading === 'lazy' && i.width && i.height),
      'thumbnails lazy and sized',
    );
    const similar = await images(page, '.estate-card img');
    t.ok(
      similar.every((i) => i.loading === 'lazy' && i.priority === null),
      'similar listings lazy',
    );
  });
}
