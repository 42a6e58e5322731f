// First-load JavaScript as a browser sees it (docs/decisions/0006): Debian's Chromium through
// playwright-core opens home, search and an estate page of a running gateway and counts every
// JavaScript response until the network is idle: files, the bytes the gateway sends for each when a
// client accepts gzip only (asked again outside the browser: the build's precompressed .gz, zopfli;
// anything else gzipped per request; Chromium asks for brotli first, so the bytes it received are
// also printed), raw bytes, and
// whether each was announced by the document (the entry script or a <link rel="modulepreload">), i.e.
// no request waited for another one to arrive first.
// Bytes and file counts are deterministic for a build; nothing here is timed.
import { get } from 'node:http';
import { chromium, type Browser } from 'playwright-core';

// docs/decisions/0006: 122 KiB for one round (issues 21/22), paid back by keeping the screens' heads
// out of the browser build (home 117.0, search 119.4, estate 118.2 KiB).
export const FIRST_LOAD_BUDGET = { gzipKiB: 120, files: 8 };

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface FirstLoadFile {
  url: string;
  /** body bytes the gateway sends to a client that accepts gzip only */
  gzip: number;
  /** body bytes as transferred, in `encoding` */
  transferred: number;
  raw: number;
  encoding: string | null;
  /** named by the document: the entry script or a modulepreload link */
  announced: boolean;
}

export interface FirstLoadPage {
  name: string;
  path: string;
  files: FirstLoadFile[];
  gzipBytes: number;
  transferredBytes: number;
  rawBytes: number;
  /** files the document did not announce (each one waited for the file that imports it) */
  unannounced: string[];
  /** the document's status */
  status: number;
}

export interface FirstLoadPageSpec {
  name: string;
  path: string;
}

/** A path of an estate page: the first estate link of the search page. */
export async function anEstatePath(baseUrl: string): Promise<string> {
  // right after a load run the gateway may still shed (503) or the api answer late: ask a few times
  let m: RegExpExecArray | null = null;
  for (let attempt = 0; attempt < 10 && !m; attempt += 1) {
    if (attempt) await new Promise((r) => setTimeout(r, 1000));
    const res = await fetch(`${baseUrl}/search`);
    m = res.ok ? /href="(\/estate\/[^"?#]+)"/.exec(await res.text()) : null;
  }
  if (!m) throw new Error('no estate link on the search page');
  return m[1];
}

/** The body bytes of `url` as the server sends it to a client that accepts only gzip (not decoded). */
function gzipAnswerBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export async function measureFirstLoad(baseUrl: string, pages: FirstLoadPageSpec[], browser?: Browser): Promise<FirstLoadPage[]> {
  const own = browser ? null : await launchChromium();
  const b = browser ?? own!;
  const out: FirstLoadPage[] = [];
  try {
    for (const spec of pages) {
      const context = await b.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const scripts: Promise<FirstLoadFile | null>[] = [];
        page.on('response', (response) => {
          const type = response.request().resourceType();
          const contentType = response.headers()['content-type'] ?? '';
          if (type !== 'script' && !/javascript/.test(contentType)) return;
          scripts.push(
            (async () => {
              const body = await response.body().catch(() => null);
              const sizes = await response.request().sizes();
              return {
                url: new URL(response.url()).pathname,
                gzip: await gzipAnswerBytes(response.url()),
                transferred: sizes.responseBodySize,
                raw: body?.length ?? 0,
                encoding: response.headers()['content-encoding'] ?? null,
                announced: false,
              };
            })(),
          );
        });
        const answer = await page.goto(`${baseUrl}${spec.path}`, { waitUntil: 'networkidle' });
        const announced = new Set(
          await page.evaluate(() =>
            [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"][src]')].map(
              (el) => new URL((el as HTMLLinkElement).href || (el as HTMLScriptElement).src).pathname,
            ),
          ),
        );
        const files = (await Promise.all(scripts))
          .filter((f): f is FirstLoadFile => f !== null)
          .map((f) => ({ ...f, announced: announced.has(f.url) }));
        out.push({
          name: spec.name,
          path: spec.path,
          files,
          gzipBytes: files.reduce((s, f) => s + f.gzip, 0),
          transferredBytes: files.reduce((s, f) => s + f.transferred, 0),
          rawBytes: files.reduce((s, f) => s + f.raw, 0),
          unannounced: files.filter((f) => !f.announced).map((f) => f.url),
          status: answer?.status() ?? 0,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await own?.close();
  }
  return out;
}

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;

export function reportFirstLoad(pages: FirstLoadPage[]): void {
  for (const p of pages) {
    const ok = kib(p.gzipBytes) <= FIRST_LOAD_BUDGET.gzipKiB && p.files.length <= FIRST_LOAD_BUDGET.files && p.unannounced.length === 0;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} first-load JavaScript of ${p.name} (${p.path}, in Chromium): ${kib(p.gzipBytes)} KiB gzip ` +
        `(${kib(p.rawBytes)} KiB raw, ${kib(p.transferredBytes)} KiB on the wire as ${[...new Set(p.files.map((f) => f.encoding ?? 'identity'))].join('/')}) in ${p.files.length} files; budget ≤ ${FIRST_LOAD_BUDGET.gzipKiB} KiB in ≤ ${FIRST_LOAD_BUDGET.files} files; ` +
        (p.unannounced.length ? `not preloaded (a request chain): ${p.unannounced.join(', ')}` : 'every file preloaded by the document'),
    );
  }
}
