// `npm run lighthouse`: Lighthouse (npm `lighthouse`, Debian's Chromium) as a judge of the built
// product. Starts the api (seeded) in its own process and the gateway in this one, production mode,
// with PUBLIC_ORIGIN the gateway's own address (so canonical links point where the pages are),
// then prints the four category scores and LCP, TBT and CLS for home, search and an estate page,
// mobile and desktop. `--runs N` measures each N times and shows the median; a run that fails inside
// Lighthouse (NO_NAVSTART and the like) is retried, and a page whose runs all failed is shown as
// FAILED, never as scores of 0 (bin/lighthouse-runs.ts).
//   npm run lighthouse [-- --lang ru --runs 3 --detail FILE --pages search,home --forms mobile]
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildGateway } from '../gateway/app.ts';
import { loadConfig } from '../gateway/config.ts';
import { findRootDir } from '../gateway/paths.ts';
import { startApiProcess } from './bench/http.ts';
import { CATEGORIES, formatRow, measurePage, runsArg, type LhrLike, type PageResult } from './lighthouse-runs.ts';

/** attempts per run after the first, for a run that fails inside Lighthouse */
const RETRIES = 2;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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
  result: PageResult;
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') process.env.NODE_ENV = 'production';
  const lang = arg('lang', 'en');
  const runs = runsArg(process.argv);
  // --detail FILE: a JSON line per run with where the main thread's time went (for profiling)
  const detail = arg('detail', '');
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
    // --pages / --forms: a part of the table, for trying one change on one page
    const onlyPages = arg('pages', 'home,search,estate').split(',');
    const onlyForms = arg('forms', 'mobile,desktop').split(',');
    for (const [name, path] of pages.filter(([n]) => onlyPages.includes(n))) {
      for (const form of (['mobile', 'desktop'] as const).filter((f) => onlyForms.includes(f))) {
        const once = async (): Promise<LhrLike | undefined> => {
          const result = await lighthouse(
            origin + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            form === 'desktop' ? desktopConfig : undefined,
          );
          if (detail && result?.lhr) await appendFile(detail, `${JSON.stringify({ page: name, form, ...whereTheTimeWent(result.lhr) })}\n`);
          return result?.lhr as LhrLike | undefined;
        };
        rows.push({ page: name, form, result: await measurePage(once, { runs, retries: RETRIES }) });
      }
    }
  } finally {
    await chrome.kill();
    await gateway.close();
    await api.stop();
  }
  console.log(
    `Lighthouse ${lang}, ${runs} run${runs > 1 ? 's (median)' : ''} a page: performance, accessibility, best practices, SEO; LCP, TBT, CLS`,
  );
  console.log('page    form     perf  a11y  b-p   seo    LCP ms  TBT ms    CLS');
  for (const r of rows) console.log(formatRow(r.page, r.form, r.result));
  for (const r of rows) if (r.result.ok && r.result.failing.length) console.log(`${r.page} ${r.form} failing: ${r.result.failing.join(', ')}`);
  // a page that could not be measured fails the command
  if (rows.some((r) => !r.result.ok)) process.exitCode = 1;
}

/** Lighthouse's own accounts of the main thread: per script, per kind of work, and the long tasks. */
function whereTheTimeWent(lhr: { audits: Record<string, { details?: object }> }) {
  const items = (id: string): unknown[] => {
    const details = lhr.audits[id]?.details;
    return details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  };
  return { scripts: items('bootup-time'), work: items('mainthread-work-breakdown'), longTasks: items('long-tasks') };
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
