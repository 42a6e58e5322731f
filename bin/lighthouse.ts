// `npm run lighthouse`: Lighthouse (npm `lighthouse`, Debian's Chromium) as a judge of the built
// product. Starts the api (seeded) in its own process and the gateway in this one, production mode,
// with PUBLIC_ORIGIN the gateway's own address (so canonical links point where the pages are),
// then prints the four category scores and LCP, TBT and CLS for home, search and an estate page,
// mobile and desktop.
//   npm run lighthouse [-- --lang ru --runs 1]
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildGateway } from '../gateway/app.ts';
import { loadConfig } from '../gateway/config.ts';
import { findRootDir } from '../gateway/paths.ts';
import { startApiProcess } from './bench/http.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Row {
  page: string;
  form: string;
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') process.env.NODE_ENV = 'production';
  const lang = arg('lang', 'en');
  const rootDir = findRootDir();
  const api = await startApiProcess(rootDir, 40);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const gateway = await buildGateway(loadConfig({ NODE_ENV: 'production', API_URL: api.url, PORT: String(port), PUBLIC_ORIGIN: origin }), {
    logger: false,
    rootDir,
  });
  await gateway.listen({ host: '127.0.0.1', port });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: Row[] = [];
  try {
    const found = (await (await fetch(`${origin}/api/estate/search?lang=${lang}`)).json()) as { values: { aliasId: string }[] };
    const pages: [string, string][] = [
      ['home', `/?lng=${lang}`],
      ['search', `/search?lng=${lang}`],
      ['estate', `/estate/${found.values[0]?.aliasId}?lng=${lang}`],
    ];
    for (const [name, path] of pages) {
      for (const form of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          origin + path,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          form === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`no Lighthouse result for ${path}`);
        const { categories, audits, runtimeError } = result.lhr;
        const failing = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        rows.push({
          page: name,
          form,
          scores: CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          failing: runtimeError ? [`run failed: ${runtimeError.code} ${runtimeError.message}`, ...failing] : failing,
        });
      }
    }
  } finally {
    await chrome.kill();
    await gateway.close();
    await api.stop();
  }
  console.log(`Lighthouse ${lang}: performance, accessibility, best practices, SEO; LCP, TBT, CLS`);
  console.log('page    form     perf  a11y  b-p   seo    LCP ms  TBT ms    CLS');
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(8)}${r.form.padEnd(9)}${r.scores.map((s) => String(s).padStart(4)).join('  ')}  ${r.lcp.toFixed(0).padStart(8)}${r.tbt.toFixed(0).padStart(8)}${r.cls.toFixed(3).padStart(7)}`,
    );
  }
  for (const r of rows) if (r.failing.length) console.log(`${r.page} ${r.form} failing: ${r.failing.join(', ')}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
