// Hydration needs the browser to format exactly as the server did. This runs the shared formatting,
// country names and search-URL building in Debian's Chromium and compares with Node, string by string.
import t from 'tap';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The same computation, as source, for both sides.
const PROBE = `
import { formatPrice, formatNumber, formatPlacement, fullName, convertPrice } from './shared/core/format.ts';
import { countriesSortedByName, COUNTRY_CODES, countryName } from './shared/geo/countries.ts';
import { buildSearchQuery, parseSearchQuery } from './shared/search/search-query.ts';
export function probe() {
  const out = [];
  const amounts = [0, 1, 12, 999.5, 1234, 12345, 123456.78, 1250000, 98765432, -4321.6, 2 ** 45];
  for (const lng of ['en', 'de', 'ru', 'es']) {
    for (const cur of ['eur', 'usd', 'rub']) for (const a of amounts) out.push(formatPrice(a, cur, lng));
    for (const a of amounts) out.push(formatNumber(a, lng, 2), formatNumber(a, lng, 1));
    out.push(countriesSortedByName(lng).map((c) => c.code).join(','));
    out.push(COUNTRY_CODES.map((c) => formatPlacement({ countryCode: c, area: 'Área', city: 'Città' }, lng)).join('|'));
    out.push(fullName({ title: 'dr', firstName: 'Ёлка', lastName: 'Müller' }, (k) => k));
  }
  out.push(String(convertPrice(12345, 'usd', 'rub', { usd: 1.0834, rub: 98.77 })));
  const q = 'placeName=%20M%C3%A1laga%2C%20%E2%82%AC%2B%26%3D&heating=solar,gas&price_lte=250000&geoData.countryCode=es&currency=RUB&page=3';
  out.push(buildSearchQuery(parseSearchQuery(q)), JSON.stringify(parseSearchQuery(q)));
  out.push(countryName('AX', 'ru'));
  return out;
}
`;

async function bundle(platform: 'node' | 'browser'): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: PROBE, resolveDir: ROOT, sourcefile: 'probe.ts', loader: 'ts' },
    bundle: true,
    write: false,
    platform,
    format: platform === 'browser' ? 'iife' : 'esm',
    globalName: 'Probe',
    target: platform === 'browser' ? 'chrome110' : 'node20',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

t.test('formatting in Chromium equals formatting in Node', async (t) => {
  if (!existsSync(CHROMIUM)) return t.fail('needs /usr/bin/chromium (apt-get install -y chromium), as the browser tests do');
  const nodeModule = await import(`data:text/javascript;base64,${Buffer.from(await bundle('node')).toString('base64')}`);
  const fromNode: string[] = nodeModule.probe();

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  t.teardown(() => browser.close());
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html lang="ru"><body></body></html>');
  await page.addScriptTag({ content: await bundle('browser') });
  const fromBrowser = (await page.evaluate('Probe.probe()')) as string[];

  t.equal(fromBrowser.length, fromNode.length, 'same number of results');
  const differing = fromNode.flatMap((s, i) =>
    s === fromBrowser[i] ? [] : [`#${i}: node ${JSON.stringify(s.slice(0, 80))} vs chromium ${JSON.stringify(String(fromBrowser[i]).slice(0, 80))}`],
  );
  t.same(differing, [], 'every string is identical');
});
