// Imports whose photos come from a local server that holds every download until the test lets go, so
// the import is surely under way while the browser looks at it: a reload finds it again (from the
// user's import list) and watches it to 100 % without a click; cancel stops another one under way.
// (The upload-to-listings journey is test/browser/mass-import.test.ts.)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import type { Browser } from 'playwright-core';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startApi } from '../helpers/api.ts';
import type { Stack } from '../helpers/stack.ts';
import { missingPrerequisite, text } from './public-helpers.ts';
import { createAccount, open, signInUi } from './private-helpers.ts';

const RUN = Date.now().toString(36);

/** A photo server that holds every request until `release()` (then answers all, and later ones at once). */
async function heldPhotoServer(): Promise<{ url: string; requests: () => number; release(): void; close(): Promise<void> }> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();
  const held: ServerResponse[] = [];
  let released = false;
  let count = 0;
  const send = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
  const server: Server = createServer((_req, res) => {
    count += 1;
    if (released) send(res);
    else held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    release() {
      released = true;
      for (const res of held.splice(0)) send(res);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The stack as test/helpers/stack.ts starts it, with photo downloads from this machine allowed. */
async function startImportStack(): Promise<Stack> {
  const api = await startApi({ config: { import: { allowPrivateUrls: true } } });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, PORT: '0', API_URL: api.url });
  const gateway = await buildGateway(config, { logger: false });
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    gatewayUrl,
    apiUrl: api.url,
    api,
    gateway,
    config,
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

/** A CSV in the template's columns whose listings each name two photos on the held server. */
function heldCsv(prefix: string, photos: string, n: number): string {
  const rows = ['externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en,photos'];
  for (let i = 1; i <= n; i++) {
    rows.push(
      `${prefix}-${i},sale,apartment,${300000 + i * 1000},eur,DE,Hamburg,70,3,Harbour flat ${prefix} ${i},"${photos}/${prefix}-${i}-a.jpg,${photos}/${prefix}-${i}-b.jpg"`,
    );
  }
  return rows.join('\n') + '\n';
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  let started: { stack: Stack; browser: Browser } | undefined;
  t.before(async () => {
    const stack = await startImportStack();
    started = { stack, browser: await launchBrowser() };
  });
  t.teardown(async () => {
    await started?.browser.close();
    await started?.stack.close();
  });
  const env = () => {
    if (!started) throw new Error('environment not started');
    return started;
  };
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

  t.test('an import under way: a reload finds it again and watches it to the end; cancel stops another', async (t) => {
    const { stack } = env();
    const base = stack.gatewayUrl;
    const photos = await heldPhotoServer();
    t.teardown(() => photos.close());
    const account = await createAccount(stack, 'mass-import-held', { plan: 'legacy-free', isRealtor: true });
    const dir = mkdtempSync(join(tmpdir(), 'mass-import-held-'));
    const resumeFile = join(dir, 'harbour.csv');
    writeFileSync(resumeFile, heldCsv(`H${RUN}`, photos.url, 2));
    const cancelFile = join(dir, 'harbour-more.csv');
    writeFileSync(cancelFile, heldCsv(`C${RUN}`, photos.url, 2));
    const { page, context } = await openPage(env().browser);
    t.teardown(() => context.close());
    await signInUi(page, base, account.email, account.password, '/private/mass-import');

    const uploadAndConfirm = async (file: string) => {
      await page.locator('input[name=file]').setInputFiles(file);
      await page.getByRole('button', { name: en('massImport.upload.submit') }).click();
      await page.getByRole('button', { name: en('massImport.report.confirm_other', { count: 2 }) }).click();
      await page.locator('.mass-import__bar[data-status=running]').waitFor({ timeout: 30_000 });
    };

    await t.test('a reload while it runs shows its progress again without a click, and it ends at 100 %', async (t) => {
      await uploadAndConfirm(resumeFile);
      // the import waits for its first photo: it cannot end before the test lets go
      while (photos.requests() === 0) await new Promise((r) => setTimeout(r, 50));
      t.equal(await open(page, base, '/private/mass-import'), 200);
      const bar = page.getByRole('progressbar');
      await bar.waitFor();
      t.equal(await bar.getAttribute('data-status'), 'running', 'found under way after the reload');
      t.match(await page.locator('.mass-import__progress h2').textContent(), en('massImport.progress.heading', { file: 'harbour.csv' }));
      t.not(await page.evaluate(() => document.activeElement?.id), 'mass-import-progress', 'the found import does not take the focus');
      photos.release();
      await page.locator('.mass-import__bar[data-status=done]').waitFor({ timeout: 60_000 });
      t.equal(await bar.getAttribute('aria-valuenow'), '100');
      t.match(
        await page.locator('.mass-import__progress').textContent(),
        en('massImport.progress.done', { created: 2, updated: 0, unchanged: 0, withdrawn: 0, failed: 0 }),
      );
    });

    await t.test('cancel stops an import under way', async (t) => {
      await page.getByRole('button', { name: en('massImport.progress.another') }).click();
      const before = photos.requests();
      const held = await heldPhotoServer();
      t.teardown(() => held.close());
      writeFileSync(cancelFile, heldCsv(`C${RUN}`, held.url, 2));
      await uploadAndConfirm(cancelFile);
      while (held.requests() === 0) await new Promise((r) => setTimeout(r, 50));
      await page.getByRole('button', { name: en('massImport.progress.cancel') }).click();
      held.release();
      await page.locator('.mass-import__bar[data-status=canceled]').waitFor({ timeout: 60_000 });
      t.match(await page.locator('.mass-import__progress').textContent(), en('massImport.progress.canceled'));
      t.equal(photos.requests(), before, 'the first server was asked nothing more');
      const row = page.locator('.mass-import__history-table tbody tr').first();
      await row.filter({ hasText: en('massImport.statuses.canceled') }).waitFor();
      t.match(await row.textContent(), 'harbour-more.csv');
    });
  });
}
