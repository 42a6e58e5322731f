// Debian's Chromium through playwright-core (nothing is downloaded): the launch every browser test
// shares, and a page wrapper that collects console errors, page errors and hydration warnings so
// a test can fail on any of them.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where screenshots and other artefacts of the browser tests go. */
export const TEST_OUTPUT_DIR = fileURLToPath(new URL('../../test-output/', import.meta.url));

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console errors, uncaught page errors and hydration warnings, as text */
  problems: string[];
}

/** a 1×1 transparent PNG */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const HYDRATION = /hydrat|did not match|server rendered html/i;

/** A fresh context and page that records every problem the app reports. */
export async function openPage(browser: Browser, opts: { locale?: string; consent?: 'analytics' | 'none' | null } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ locale: opts.locale ?? 'en-GB', viewport: { width: 1280, height: 900 } });
  // a visitor who already answered the consent banner (shared/core/consent.ts), so it covers nothing
  // a test clicks; `consent: null` is a first visit, which the banner asks
  const consent = opts.consent === undefined ? 'none' : opts.consent;
  if (consent) {
    await context.addInitScript((value: string) => {
      if (location.protocol.startsWith('http') && !/(^|; )consent=/.test(document.cookie)) document.cookie = `consent=${value}; path=/`;
    }, consent);
  }
  // map tiles (MAP_TILE_URL's default host) come from here, never the network: a blank tile. A test of
  // the page without tiles routes them to failure on its page, which takes precedence.
  await context.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && HYDRATION.test(msg.text()))) {
      problems.push(`console.${msg.type()}: ${msg.text()} (${msg.location().url})`);
    }
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { page, context, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(TEST_OUTPUT_DIR, { recursive: true });
  const file = join(TEST_OUTPUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
