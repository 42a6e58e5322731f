// Shared bits of the public site's browser tests (not a test file itself): the stack and browser
// for a test file, translations as the page must show them, hydration and reload detection, axe.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { Language } from '../../shared/core/constants.ts';
import { chromiumAvailable, launchBrowser } from '../helpers/browser.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { allTranslations } from '../helpers/locales.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Tree = { [k: string]: string | Tree };
const trees = new Map<Language, Tree>();
export function locale(lng: Language): Tree {
  let tree = trees.get(lng);
  if (!tree) {
    tree = allTranslations(lng) as Tree;
    trees.set(lng, tree);
  }
  return tree;
}

const lookup = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), tree);

/** The text a key shows in a language (English where the language lacks it), with {{values}} filled in. */
export function text(lng: Language, path: string, values: Record<string, string | number> = {}): string {
  const v = lookup(locale(lng), path) ?? lookup(locale('en'), path);
  if (typeof v !== 'string') throw new Error(`no translation ${path}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** Why the browser tests cannot run here, or null. */
export function missingPrerequisite(): string | null {
  if (!existsSync(`${root}dist/public/manifest.json`)) return 'the client build (node bin/build.mjs)';
  if (!chromiumAvailable()) return '/usr/bin/chromium (apt-get install -y chromium)';
  return null;
}

export interface Env {
  stack: Stack;
  browser: Browser;
}

/** Starts the whole product and Chromium once for a test file; closes both at its end. */
export function useEnv(
  t: { before(fn: () => Promise<void>): unknown; teardown(fn: () => Promise<void>): unknown },
  options?: Parameters<typeof startStack>[0],
): () => Env {
  let env: Env | undefined;
  t.before(async () => {
    const stack = await startStack(options);
    env = { stack, browser: await launchBrowser() };
  });
  t.teardown(async () => {
    await env?.browser.close();
    await env?.stack.close();
  });
  return () => {
    if (!env) throw new Error('environment not started');
    return env;
  };
}

/** Records page views, so a test can wait for hydration (the first page view) and count navigations. */
export async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pageviews: string[] };
    w.__pageviews = [];
    window.addEventListener('analytics:pageview', (e) => w.__pageviews.push((e as CustomEvent<{ path: string }>).detail.path));
  });
}

export const hydrated = (page: Page) => page.waitForFunction(() => ((window as unknown as { __pageviews?: string[] }).__pageviews ?? []).length > 0);

/** Marks the window: a full page load loses the mark. */
export const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __mark: number }).__mark = 42;
  });
export const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);

/** axe-core's serious and critical findings on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * True when the page's main content is no wider than the viewport (no sideways scrolling); parts
 * that scroll on their own (a strip of thumbnails) do not count.
 */
export const fitsViewport = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return main !== null && main.scrollWidth <= window.innerWidth;
  });
