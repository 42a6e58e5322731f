// First-load JavaScript in Chromium (docs/decisions/0006): home, search and an estate page each load
// their JavaScript in at most 8 files, every one announced by the document (the entry script or a
// modulepreload link: no request waits for another), compressed on the wire, within the byte budget (gzip); and a
// private screen's store feature arrives with its screen, not before. Bytes and file counts are a
// property of the build, not of timing.
import t from 'tap';
import { anEstatePath, FIRST_LOAD_BUDGET, measureFirstLoad } from '../../bin/bench/first-load.ts';
import { openPage } from '../helpers/browser.ts';
import { signInUi } from './private-helpers.ts';
import { missingPrerequisite, useEnv } from './public-helpers.ts';

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);

  t.test('home, search and an estate page: first-load JavaScript within the budget, all preloaded', async (t) => {
    const base = env().stack.gatewayUrl;
    const pages = await measureFirstLoad(
      base,
      [
        { name: 'home', path: '/?lng=ru' },
        { name: 'search', path: '/search?lng=de' },
        { name: 'estate', path: `${await anEstatePath(base)}?lng=en` },
      ],
      env().browser,
    );
    for (const p of pages) {
      t.equal(p.status, 200, `${p.name} answered`);
      t.ok(p.files.length >= 3, `${p.name}: the entry, the first-load chunk and the screen`);
      t.ok(p.files.length <= FIRST_LOAD_BUDGET.files, `${p.name}: ${p.files.length} files (≤ ${FIRST_LOAD_BUDGET.files})`);
      t.same(p.unannounced, [], `${p.name}: every file named by the document`);
      // the gateway compresses bodies from 1 KiB on (the entry itself is a few bytes of imports)
      t.same(
        p.files.filter((f) => f.raw >= 1024 && f.encoding !== 'gzip' && f.encoding !== 'br').map((f) => f.url),
        [],
        `${p.name}: compressed on the wire`,
      );
      const kib = p.gzipBytes / 1024;
      // gzip as the gateway sends it to a client that accepts only gzip (the build's zopfli .gz)
      t.ok(kib <= FIRST_LOAD_BUDGET.gzipKiB, `${p.name}: ${kib.toFixed(1)} KiB gzip (≤ ${FIRST_LOAD_BUDGET.gzipKiB})`);
      t.ok(
        p.files.some((f) => /\/chunks\/(en|de|ru|es)-/.test(f.url)),
        `${p.name}: the country names of its language`,
      );
      t.equal(p.files.filter((f) => /\/chunks\/(en|de|ru|es)-/.test(f.url)).length, 1, `${p.name}: only one language's country names`);
      t.same(
        p.files.filter((f) => /\/chunks\/store-/.test(f.url)).map((f) => f.url),
        [],
        `${p.name}: no private store feature`,
      );
    }
  });

  t.test('a private screen registers its store feature when its chunk loads (sign-in, then the mass import)', async (t) => {
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const base = env().stack.gatewayUrl;
    await signInUi(page, base, 'realtor@example.com', 'realtor-password-1', '/private/mass-import');
    const features = () => scripts.filter((u) => /\/chunks\/store-/.test(u));
    t.equal(features().length, 1, 'the sign-in screen came with its feature (auth)');
    await page.waitForURL((u) => u.pathname === '/private/mass-import');
    // the URL changes first; the sign-in screen stays shown (a transition) until the mass import's
    // screen and feature have both arrived, so wait for its own element rather than any heading
    await page.locator('main .mass-import').first().waitFor();
    t.equal(features().length, 2, `the mass import's feature arrived with its screen (${features().join(', ')})`);
    t.ok(await page.locator('main form, main table, main [role=status], main p').count(), 'the screen renders its content');
    t.same(problems, [], 'no errors');
  });
}
