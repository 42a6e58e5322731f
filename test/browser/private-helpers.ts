// Shared bits of the private area's browser tests (not a test file itself): signing in through the
// page, accounts and listings made through the api for a test's set-up, photo files, and reading a
// field's accessible error.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { call, type JsonResponse } from '../helpers/api.ts';
import type { Stack } from '../helpers/stack.ts';
import { hydrated, instrument } from './public-helpers.ts';

/** Opens a page of the site and waits until the app has hydrated (so typing is not lost to it). */
const instrumented = new WeakSet<Page>();

export async function open(page: Page, base: string, path: string): Promise<number | undefined> {
  if (!instrumented.has(page)) {
    instrumented.add(page);
    await instrument(page);
  }
  const res = await page.goto(`${base}${path}`);
  await hydrated(page);
  return res?.status();
}

/** Signs in through the sign-in screen and waits until the app has left it. */
export async function signInUi(page: Page, base: string, email: string, password: string, returnTo?: string): Promise<void> {
  await open(page, base, returnTo ? `/sign-in?returnTo=${encodeURIComponent(returnTo)}` : '/sign-in');
  await page.locator('.auth-form input[name=email]').fill(email);
  await page.locator('.auth-form input[name=password]').fill(password);
  await page.locator('.auth-form button[type=submit]').click();
  await page.waitForURL((u) => u.pathname !== '/sign-in');
}

/** The error message a field is described by, '' when it is not marked invalid. */
export async function fieldError(page: Page, selector: string): Promise<string> {
  const field = page.locator(selector).first();
  if ((await field.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  // the error's id ends in -error (FieldShell); a hint may describe the field too
  const errorIds = ids.split(/\s+/).filter((id) => id.endsWith('-error'));
  const texts = await Promise.all(errorIds.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.filter((x) => x && x.trim()).join(' | ');
}

let seq = 0;
/** An address no other test uses. */
export const uniqueEmail = (what: string) => `${what}-${process.pid}-${Date.now().toString(36)}-${++seq}@example.com`;

export interface TestAccount {
  email: string;
  password: string;
  token: string;
  aliasId: string;
}

/** A new account made through the api (optionally with the free plan), signed in for api calls. */
export async function createAccount(stack: Stack, what: string, opts: { plan?: string; isRealtor?: boolean } = {}): Promise<TestAccount> {
  const email = uniqueEmail(what);
  const password = `${what}-password-1`;
  const up = await call(stack.api, 'POST', '/api/auth/sign-up', {
    email,
    password,
    title: 'ms',
    firstName: 'Test',
    lastName: what,
    isRealtor: opts.isRealtor ?? false,
    countryCode: 'PT',
    city: 'Lisboa',
  });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${JSON.stringify(up.body)}`);
  const signIn = await call<{ token: string; user: { aliasId: string } }>(stack.api, 'POST', '/api/auth/sign-in', { email, password });
  const token = signIn.body.token;
  if (opts.plan) {
    const sub = await call(stack.api, 'POST', '/api/billing/subscribe', { planId: opts.plan }, token);
    if (sub.status !== 201) throw new Error(`subscribe failed: ${sub.status} ${JSON.stringify(sub.body)}`);
  }
  return { email, password, token, aliasId: signIn.body.user.aliasId };
}

/** A listing made through the api. */
export function createEstate(stack: Stack, token: string, title: string, status: 'draft' | 'published' = 'published'): Promise<JsonResponse> {
  return call(
    stack.api,
    'POST',
    '/api/estate',
    {
      dealType: 'sale',
      estateType: 'apartment',
      title: { en: title },
      price: 150000,
      currency: 'eur',
      geoData: { countryCode: 'PT', city: 'Lisboa' },
      livingSpace: 70,
      rooms: 3,
      status,
    },
    token,
  );
}

/** Two photo files on disk (a wide JPEG and a PNG) for a file input. */
export async function photoFiles(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'private-photos-'));
  const files = [
    { name: 'terrace.jpg', img: sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg() },
    { name: 'garden.png', img: sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 150, b: 80 } } }).png() },
  ];
  const paths: string[] = [];
  for (const f of files) {
    const file = join(dir, f.name);
    writeFileSync(file, await f.img.toBuffer());
    paths.push(file);
  }
  return paths;
}

/** The unread count the private navigation shows (0 when there is no badge). */
export async function navBadge(page: Page): Promise<number> {
  const badge = page.locator('.private-nav__badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.first().textContent())?.trim() ?? '0');
}
