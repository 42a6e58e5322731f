// A realtor's mass import in a real browser against the whole stack: sign in → the bulk import page
// (empty history, the template and its column guide) → a file the api refuses, its error beside the
// field → an OpenImmo ZIP (three listings with their photos, built here) → the validation report
// (counts, the confirm button) → confirm → the progress bar reaches 100 % and says what was done →
// a reload shows the import in the history → my listings holds the three listings.
import { Buffer } from 'node:buffer';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import yazl from 'yazl';
import { openPage, screenshot } from '../helpers/browser.ts';
import { call } from '../helpers/api.ts';
import { fitsViewport, missingPrerequisite, seriousViolations, text, useEnv } from './public-helpers.ts';
import { createAccount, fieldError, open, signInUi } from './private-helpers.ts';

const RUN = Date.now().toString(36);

interface FeedObject {
  id: string;
  title: string;
  city: string;
  price: number;
  rooms: number;
  area: number;
  image: string;
}

const OBJECTS: FeedObject[] = [
  { id: `BRW-${RUN}-1`, title: `Altbauwohnung mit Stuck ${RUN}`, city: 'München', price: 489000, rooms: 3, area: 81.5, image: 'bilder/stuck.jpg' },
  { id: `BRW-${RUN}-2`, title: `Penthouse über der Spree ${RUN}`, city: 'Berlin', price: 1250000, rooms: 4, area: 142, image: 'bilder/spree.jpg' },
  { id: `BRW-${RUN}-3`, title: `Gartenwohnung in Köln-Sülz ${RUN}`, city: 'Köln', price: 365000, rooms: 2, area: 64, image: 'bilder/garten.jpg' },
];

/** A small OpenImmo 1.2.7 feed: sale apartments in Germany, each with one picture from the ZIP. */
function openImmoXml(objects: readonly FeedObject[]): string {
  const immobilien = objects
    .map(
      (o) => `    <immobilie>
      <objektkategorie>
        <nutzungsart WOHNEN="true"/>
        <vermarktungsart KAUF="true"/>
        <objektart><wohnung wohnungtyp="ETAGE"/></objektart>
      </objektkategorie>
      <geo>
        <plz>10115</plz>
        <ort>${o.city}</ort>
        <land iso_land="DEU"/>
      </geo>
      <preise>
        <kaufpreis>${o.price}</kaufpreis>
        <waehrung iso_waehrung="EUR"/>
      </preise>
      <flaechen>
        <wohnflaeche>${o.area}</wohnflaeche>
        <anzahl_zimmer>${o.rooms}</anzahl_zimmer>
      </flaechen>
      <freitexte>
        <objekttitel>${o.title}</objekttitel>
        <objektbeschreibung>Helle Wohnung, ruhig gelegen &amp; frisch renoviert.</objektbeschreibung>
      </freitexte>
      <anhaenge>
        <anhang location="EXTERN" gruppe="TITELBILD">
          <anhangtitel>Ansicht</anhangtitel>
          <format>jpg</format>
          <daten><pfad>${o.image}</pfad></daten>
        </anhang>
      </anhaenge>
      <verwaltung_techn>
        <objektnr_extern>${o.id}</objektnr_extern>
        <aktion aktionart="CHANGE"/>
        <stand_vom>2026-11-20</stand_vom>
      </verwaltung_techn>
    </immobilie>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
  <uebertragung art="OFFLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="journey" senderversion="1" timestamp="2026-11-20T10:00:00"/>
  <anbieter>
    <anbieternr>J-1</anbieternr>
    <firma>Journey Immobilien GmbH</firma>
    <openimmo_anid>J-ANID</openimmo_anid>
${immobilien}
  </anbieter>
</openimmo>
`;
}

function zip(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const file = new yazl.ZipFile();
  for (const e of entries) file.addBuffer(e.data, e.name);
  file.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (c: Buffer) => chunks.push(c));
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.outputStream.on('error', reject);
  });
}

/** The feed as a ZIP on disk (the XML and one JPEG per listing) and a file the api cannot read. */
async function feedFiles(): Promise<{ feed: string; broken: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'mass-import-'));
  const images = await Promise.all(
    OBJECTS.map(async (o, i) => ({
      name: o.image,
      data: await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 60 + i * 60, g: 120, b: 180 - i * 40 } } })
        .jpeg()
        .toBuffer(),
    })),
  );
  const feed = join(dir, 'makler-feed.zip');
  writeFileSync(feed, await zip([{ name: 'openimmo.xml', data: Buffer.from(openImmoXml(OBJECTS)) }, ...images]));
  const broken = join(dir, 'broken.xml');
  writeFileSync(broken, '<?xml version="1.0"?><openimmo><anbieter><immobilie></anbieter>');
  return { feed, broken };
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const env = useEnv(t);
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

  t.test('upload an OpenImmo ZIP, check the report, import, watch the progress, find the listings', async (t) => {
    const { stack } = env();
    const base = stack.gatewayUrl;
    const account = await createAccount(stack, 'mass-import', { plan: 'legacy-free', isRealtor: true });
    const { feed, broken } = await feedFiles();
    const { page, context, problems } = await openPage(env().browser);
    t.teardown(() => context.close());

    await t.test('the page: reached from the private navigation, an empty history, the template and its columns', async (t) => {
      await signInUi(page, base, account.email, account.password, '/private/myestates');
      await page
        .getByRole('navigation', { name: en('privateArea.navLabel') })
        .getByRole('link', { name: en('privateArea.nav.massImport'), exact: true })
        .click();
      await page.waitForURL(`${base}/private/mass-import`);
      await page.getByRole('heading', { level: 1, name: en('titles.massImport') }).waitFor();
      // the history arrives after the page (its loading state first)
      const empty = page.getByText(en('massImport.history.empty'));
      await empty.waitFor({ timeout: 15_000 }).catch(() => undefined);
      t.ok(await empty.isVisible(), 'no imports yet');
      t.equal(await page.getByRole('link', { name: en('massImport.upload.template') }).getAttribute('href'), '/api/import/template.csv');
      await page.getByText(en('massImport.guide.summary')).click();
      await page.locator('.mass-import__guide table').waitFor();
      t.ok(await page.locator('.mass-import__guide code', { hasText: /^externalId$/ }).count(), 'the guide lists the template columns');
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the upload page');
    });

    await t.test('without a file, and with a file the api cannot read, the error is beside the field', async (t) => {
      await page.getByRole('button', { name: en('massImport.upload.submit') }).click();
      t.equal(await fieldError(page, 'input[name=file]'), en('massImport.errors.FILE_REQUIRED'));
      t.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'file', 'the field has the focus');
      await page.locator('input[name=file]').setInputFiles(broken);
      await page.getByRole('button', { name: en('massImport.upload.submit') }).click();
      await page.locator('input[name=file][aria-invalid=true]').waitFor();
      t.equal(await fieldError(page, 'input[name=file]'), en('massImport.errors.MALFORMED_XML'));
    });

    await t.test('the ZIP is checked: a report of three new listings, nothing written yet', async (t) => {
      await page.locator('input[name=file]').setInputFiles(feed);
      await page.getByRole('button', { name: en('massImport.upload.submit') }).click();
      const heading = page.getByRole('heading', { level: 2, name: en('massImport.report.heading', { file: 'makler-feed.zip' }) });
      await heading.waitFor();
      t.equal(await page.evaluate(() => document.activeElement?.id), 'mass-import-report', 'the focus moves to the report');
      t.equal(await page.locator('[data-count=total] dd').textContent(), '3');
      t.equal(await page.locator('[data-count=new] dd').textContent(), '3');
      t.equal(await page.locator('[data-count=updated] dd').textContent(), '0');
      t.match(await page.locator('.mass-import__meta').textContent(), en('massImport.formats.openimmo'));
      const mine = await call<{ values: unknown[] }>(stack.api, 'GET', '/api/estate/my', undefined, account.token);
      t.equal(mine.body.values.length, 0, 'the check wrote no listing');
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the report');
    });

    await t.test('confirmed, the progress bar reaches 100 % and says what was done', async (t) => {
      await page.getByRole('button', { name: en('massImport.report.confirm_other', { count: 3 }) }).click();
      const bar = page.getByRole('progressbar');
      await bar.waitFor();
      await page.waitForFunction(() => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === '100', undefined, {
        timeout: 60_000,
      });
      await page.locator('.mass-import__bar[data-status=done]').waitFor({ timeout: 30_000 });
      t.equal(await bar.getAttribute('aria-valuemax'), '100');
      t.match(
        await page.locator('.mass-import__live').textContent(),
        en('massImport.progress.status', { processed: 3, total: 3, created: 3, updated: 0, failed: 0 }),
      );
      t.match(
        await page.locator('.mass-import__progress').textContent(),
        en('massImport.progress.done', { created: 3, updated: 0, unchanged: 0, withdrawn: 0, failed: 0 }),
      );
      t.equal(await page.getByRole('button', { name: en('massImport.progress.cancel') }).count(), 0, 'nothing to cancel any more');
      t.same(await seriousViolations(page), [], 'axe: nothing serious on the progress and the history');
      await screenshot(page, 'mass-import-done');
    });

    await t.test('after a reload the import is in the history and opens with its report; the page fits a phone', async (t) => {
      t.equal(await open(page, base, '/private/mass-import'), 200);
      const row = page.locator('.mass-import__history-table tbody tr').first();
      t.match(await row.textContent(), 'makler-feed.zip');
      t.match(await row.textContent(), en('massImport.statuses.done'));
      await page.setViewportSize({ width: 375, height: 800 });
      t.ok(await fitsViewport(page), 'the history table scrolls inside its box, not the page');
      await page.setViewportSize({ width: 1280, height: 900 });
      await row.getByRole('button', { name: en('massImport.history.open') }).click();
      await page.locator('.mass-import__bar[data-status=done]').waitFor();
      t.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '100');
    });

    await t.test('my listings holds the three imported listings', async (t) => {
      await page.getByRole('link', { name: en('massImport.progress.myEstates') }).click();
      await page.waitForURL(`${base}/private/myestates`);
      await page.getByRole('heading', { level: 1, name: en('titles.myEstates') }).waitFor();
      const list = (await page.locator('main').textContent()) ?? '';
      for (const o of OBJECTS) t.match(list, o.title, `${o.id} is listed`);
      // the browser logs the refused upload's 400 itself; anything else is a problem
      const refused = /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/import\)$/;
      t.same(
        problems.filter((p) => !refused.test(p)),
        [],
        'no other console errors or hydration warnings',
      );
    });
  });
}
