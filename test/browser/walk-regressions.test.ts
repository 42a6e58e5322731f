// What the feature walk of issue 21 (item 7) found, in Chromium against the whole stack: signed-in
// first loads hydrate without a mismatch; signing in lands where the server's guard would send the
// user (the initial plan page without a plan, the profile with one); a form field is checked when it
// is left, its message beside it; the estate page's title keeps the width at 1366 px; the chosen
// "Map" view reads light on dark, hovered too; the guided flow's step count keeps its total.
import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { DEMO, call } from '../helpers/api.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { missingPrerequisite, text } from './public-helpers.ts';
import { createAccount, fieldError, open, signInUi } from './private-helpers.ts';

/** Resolves after the browser has painted two more frames: effects queued by the last commit have run. */
const afterFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const HYDRATION_PROBLEM = /#418|#423|#425|hydrat|did not match/i;

/** WCAG's contrast ratio of two CSS colours given as rgb()/rgba() (alpha ignored: both are opaque here). */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((x) => {
      const c = Number(x) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether the app left the current URL by a client-side navigation (the history's entries it wrote). */
async function recordHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __urls: string[] };
    w.__urls = [];
    for (const m of ['pushState', 'replaceState'] as const) {
      const orig = history[m].bind(history);
      history[m] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url != null) w.__urls.push(String(url));
        orig(state, unused, url);
      };
    }
  });
}

const missing = missingPrerequisite();
if (missing) {
  t.fail(`browser tests need ${missing}`);
} else {
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  // four journeys on one stack: more than tap's default two minutes on a shared machine
  t.setTimeout(360_000);
  let stack: Stack;
  let browser: Browser;
  let estateAlias: string;

  t.before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const found = await call<{ values: { aliasId: string; title: Record<string, string> }[] }>(stack.api, 'GET', '/api/estate/search?onPage=20');
    // a listing with a Russian title, as the walk saw it
    estateAlias = (found.body.values.find((e) => e.title.ru && e.title.ru.length > 30) ?? found.body.values[0]).aliasId;
  });
  t.teardown(async () => {
    await browser?.close();
    await stack?.close();
  });

  t.test('signed in, direct loads of the search, home, estate and profile pages hydrate without a mismatch', async (t) => {
    const base = stack.gatewayUrl;
    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await signInUi(page, base, DEMO.demo.email, DEMO.demo.password);
    // a favourite and another currency: state the server and the browser both show
    await open(page, base, '/search');
    await page.locator('.heart-button').first().click();
    await context.addCookies([{ name: 'currency', value: 'usd', url: base }]);
    for (const path of ['/search', '/', `/estate/${estateAlias}`, '/private', '/search?lng=ru', `/estate/${estateAlias}?lng=ru`, '/?lng=en']) {
      problems.length = 0;
      await open(page, base, path);
      // recovered mismatches are reported during hydration; the app's effects (and the load) are done
      await page.waitForLoadState('networkidle');
      await afterFrames(page);
      t.same(
        problems.filter((p) => HYDRATION_PROBLEM.test(p)),
        [],
        `${path}: no hydration error`,
      );
    }
  });

  t.test('signing in lands where the server guard sends the user', async (t) => {
    const base = stack.gatewayUrl;
    const fresh = await createAccount(stack, 'walkfresh');

    const { page, context, problems } = await openPage(browser);
    t.teardown(() => context.close());
    await recordHistory(page);
    await signInUi(page, base, fresh.email, fresh.password);
    await page.waitForURL(`${base}/private/initialplan`);
    await page.getByRole('heading', { level: 1, name: en('titles.initialPlan') }).waitFor();
    t.equal(new URL(page.url()).pathname, '/private/initialplan', 'a user without a plan is on the initial plan page');
    await page.waitForLoadState('networkidle');
    await afterFrames(page);
    t.equal(new URL(page.url()).pathname, '/private/initialplan', 'and stays there');
    t.same(problems, [], 'no errors');
    // the server sends the same user to the same page
    const cookie = (await context.cookies()).find((c) => c.name === 'sid');
    const direct = await fetch(`${base}/private`, { headers: { cookie: `sid=${cookie?.value}` }, redirect: 'manual' });
    t.equal(direct.status, 302);
    t.equal(direct.headers.get('location'), '/private/initialplan', 'the server guard agrees');

    const other = await openPage(browser);
    t.teardown(() => other.context.close());
    await signInUi(other.page, base, DEMO.demo.email, DEMO.demo.password);
    await other.page.waitForLoadState('networkidle');
    await afterFrames(other.page);
    t.equal(new URL(other.page.url()).pathname, '/private', 'a user with a plan lands on the profile');
    const sid = (await other.context.cookies()).find((c) => c.name === 'sid');
    const profile = await fetch(`${base}/private`, { headers: { cookie: `sid=${sid?.value}` }, redirect: 'manual' });
    t.equal(profile.status, 200, 'and the server shows it the profile');
  });

  t.test('a field is checked when it is left, before any submit', async (t) => {
    const base = stack.gatewayUrl;
    const { page, context } = await openPage(browser);
    t.teardown(() => context.close());
    for (const [path, form] of [
      ['/sign-up', '.auth-form'],
      ['/sign-in', '.auth-form'],
    ] as const) {
      await open(page, base, path);
      const email = `${form} input[name=email]`;
      await page.locator(email).fill('abc');
      t.equal(await fieldError(page, email), '', `${path}: no message while typing`);
      await page.locator(email).press('Tab');
      await page.locator(`${email}[aria-invalid=true]`).waitFor();
      t.equal(await fieldError(page, email), en('forms.errors.email'), `${path}: the message beside the field once it is left`);
      t.equal(new URL(page.url()).pathname, path, 'nothing was submitted');
      // an untouched field is not marked when tabbed through
      const next = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
      await page.keyboard.press('Tab');
      if (next) t.equal(await fieldError(page, `${form} [name="${next}"]`), '', `${path}: ${next}, tabbed through, is not marked`);
      // editing clears it; a valid address left is fine
      await page.locator(email).fill('abc@example.com');
      t.equal(await fieldError(page, email), '', `${path}: editing clears the message`);
      await page.locator(email).press('Tab');
      t.equal(await fieldError(page, email), '', `${path}: a valid address left shows none`);
    }
  });

  t.test('looks: the estate title keeps the width, the chosen Map view reads, the step count keeps its total', async (t) => {
    const base = stack.gatewayUrl;
    const { page, context } = await openPage(browser);
    t.teardown(() => context.close());
    await page.setViewportSize({ width: 1366, height: 900 });

    await open(page, base, `/estate/${estateAlias}?lng=ru`);
    const header = await page.locator('.estate-view__header').boundingBox();
    const title = await page.locator('.estate-view__title').boundingBox();
    const price = await page.locator('.estate-view__price').boundingBox();
    t.ok(header && title && price, 'the header, title and price line are shown');
    if (header && title && price) {
      t.ok(title.width >= header.width * 0.9, `the title takes the width (${Math.round(title.width)} of ${Math.round(header.width)} px)`);
      t.ok(price.y >= title.y + title.height, 'the price line is below the title');
    }

    await open(page, base, '/search?lng=en');
    const mapButton = page.getByRole('button', { name: en('map.view.map') });
    await mapButton.click();
    await t.resolves(page.waitForFunction(() => document.querySelector('.search-view__option[aria-pressed="true"]')?.textContent === 'Map'));
    // the pointer is still on the button just clicked (hovered), then away from it
    for (const state of ['hovered', 'not hovered']) {
      if (state === 'not hovered') await page.mouse.move(0, 0);
      // the colours change through a CSS transition: read them when it has ended
      await mapButton.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const { color, background } = await mapButton.evaluate((el) => ({
        color: getComputedStyle(el).color,
        background: getComputedStyle(el).backgroundColor,
      }));
      const ratio = contrast(color, background);
      t.ok(ratio >= 4.5, `the chosen view, ${state}: ${color} on ${background}, contrast ${ratio.toFixed(2)} ≥ 4.5`);
    }

    // the guided flow: a visitor starts with six steps; signing in (a plan with room) keeps the total
    await open(page, base, '/advert/what');
    const count = page.locator('.advert__count');
    t.equal(await count.textContent(), en('advert.stepOf', { n: 1, total: 6 }));
    await signInUi(page, base, DEMO.demo.email, DEMO.demo.password);
    await open(page, base, '/advert/what');
    const six = en('advert.stepOf', { n: 1, total: 6 });
    await page
      .waitForFunction((want) => document.querySelector('.advert__count')?.textContent === want, six, { timeout: 5000 })
      .catch(() => undefined);
    t.equal(await count.textContent(), six, 'still of 6 once signed in');
    t.equal(await page.locator('.advert-steps__item').count(), 6, 'the list keeps the six steps');
  });
}
