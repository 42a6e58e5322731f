// An import beside the search load, on the all-in-one process (`npm start`'s shape: gateway and renderer
// on the main thread, the api with embedded PGlite in a worker thread of the same process); part of `npm run bench -- --faults`
// (bin/bench/faults.ts), or alone: `node --import tsx bin/bench/import-load.ts [--rows 2000]
// [--search-rate 5] [--cpu-prof /tmp/prof]` (after `node bin/build.mjs`).
// The demo realtor uploads a CSV of --rows listings through the gateway and starts it; while it runs,
// /api/currencies is asked every 200 ms (open loop: a stalled loop shows as late answers, not as
// fewer questions), the search page at a fixed rate, and two photo uploads go in. The same sampling
// for a few seconds before the import is the reference. Issue 21 item 4: before the fix, 6 of 7
// samples took over 1 s (max 2.3 s) during 2,000 rows and two photo uploads were shed with 503; small
// transactions brought the max to 1.5 s; the api in its own thread to 0.3 s (p50 1.2× the reference).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { findRootDir } from '../../gateway/paths.ts';
import { estateBody } from '../../test/integration/api-estates-fixtures.ts';
import { round } from './http.ts';
import { startProduct } from './product.ts';

export interface ImportLoadOptions {
  rows: number;
  /** search page requests per second beside the import (0: none) */
  searchRate: number;
  estates: number;
  /** a folder for the all-in-one's CPU profile (node --cpu-prof) */
  cpuProf?: string;
}

interface Sample {
  /** when it was sent, ms since the bench started */
  at?: number;
  status: number;
  ms: number;
  retryAfter?: string | null;
}

/** The budget of the phase: no sample over this while the import runs, and no 503. */
const SAMPLE_BUDGET_MS = 500;
const SAMPLE_EVERY_MS = 200;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : 0;
};

async function timed(url: string, init?: RequestInit): Promise<Sample> {
  const t0 = performance.now();
  const at = round(t0, 0);
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return { at, status: res.status, ms: round(performance.now() - t0, 0), retryAfter: res.headers.get('retry-after') };
  } catch {
    return { at, status: 0, ms: round(performance.now() - t0, 0) };
  }
}

/** A CSV of sale apartments in our template's columns, one row per listing, no photos. */
export function benchCsv(rows: number): string {
  const header = 'externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en,title_de,description_en';
  const lines = Array.from(
    { length: rows },
    (_, i) =>
      `B-${i + 1},sale,apartment,${200000 + i * 100},eur,DE,Berlin,${60 + (i % 40)},${1 + (i % 5)},Flat number ${i + 1},Wohnung ${i + 1},"Bright flat ${i + 1}, balcony, near the park."`,
  );
  return [header, ...lines].join('\n') + '\n';
}

/** Fires `every` ms without waiting for the previous answer, until stopped; the samples. */
function sampler(url: string, every: number, init?: RequestInit) {
  const pending: Promise<Sample>[] = [];
  const timer = setInterval(() => pending.push(timed(url, init)), every);
  return {
    async stop(): Promise<Sample[]> {
      clearInterval(timer);
      return Promise.all(pending);
    },
  };
}

function summary(label: string, samples: Sample[], base?: number): string {
  const ms = samples.map((s) => s.ms);
  const p50 = quantile(ms, 0.5);
  const shed = samples.filter((s) => s.status === 503).length;
  const other = samples.filter((s) => s.status !== 200 && s.status !== 503).length;
  const slow = ms.filter((m) => m > 1000).length;
  const ratio = base ? ` (${round(p50 / Math.max(1, base), 1)}× the reference p50 of ${base} ms)` : '';
  return (
    `${label.padEnd(38)} n ${String(samples.length).padStart(3)}: p50 ${p50} ms${ratio}, p99 ${quantile(ms, 0.99)} ms, max ${Math.max(0, ...ms)} ms; ` +
    `over 1 s ${slow}/${samples.length}, 503 ${shed}/${samples.length}, other non-200 ${other}`
  );
}

/** Runs the phase on a fresh all-in-one; true when within budget. */
export async function importLoadPhase(rootDir: string, o: ImportLoadOptions): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-import-load-'));
  const product = await startProduct(rootDir, dataDir, o.estates, {}, o.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${o.cpuProf}`] : []);
  const origin = product.url;
  try {
    const signIn = await fetch(`${origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'realtor@example.com', password: 'realtor-password-1' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const estates: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${origin}/api/estate`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(estateBody({ title: { en: `Villa for the import bench ${i}` } })),
      });
      const body = (await res.json()) as { aliasId?: string };
      if (body.aliasId) estates.push(body.aliasId);
    }
    const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#4a7' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const uploadPhoto = (aliasId: string) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      return timed(`${origin}/api/estate/${aliasId}/photos`, { method: 'POST', headers: { cookie, origin }, body: form });
    };
    const searchUrl = `${origin}/search?lng=en&dealType=sale`;
    const currencies = `${origin}/api/currencies`;
    await timed(searchUrl);
    // the reference: the same sampling and search load, no import
    let search = o.searchRate > 0 ? sampler(searchUrl, Math.round(1000 / o.searchRate)) : undefined;
    let sampling = sampler(currencies, SAMPLE_EVERY_MS);
    await new Promise((r) => setTimeout(r, 5_000));
    const refSamples = await sampling.stop();
    const refSearch = (await search?.stop()) ?? [];
    const refP50 = quantile(
      refSamples.map((s) => s.ms),
      0.5,
    );

    // the import
    const form = new FormData();
    form.append('file', new Blob([benchCsv(o.rows)], { type: 'text/csv' }), 'bench.csv');
    const t0 = performance.now();
    const up = await fetch(`${origin}/api/import`, { method: 'POST', headers: { cookie, origin }, body: form });
    const validation = (await up.json()) as { _id?: string; report?: { new: number } };
    if (up.status !== 201 || !validation._id) throw new Error(`upload answered ${up.status} ${JSON.stringify(validation).slice(0, 300)}`);
    const validateMs = round(performance.now() - t0, 0);
    search = o.searchRate > 0 ? sampler(searchUrl, Math.round(1000 / o.searchRate)) : undefined;
    sampling = sampler(currencies, SAMPLE_EVERY_MS);
    const start = await fetch(`${origin}/api/import/${validation._id}/start`, { method: 'POST', headers: { cookie, origin } });
    if (start.status !== 202) throw new Error(`start answered ${start.status}`);
    const t1 = performance.now();
    let photos: Promise<Sample[]> | undefined;
    let last: { status: string; progress: { processed: number; created: number }; startedAt?: string; finishedAt?: string };
    const progressSeen = new Set<number>();
    for (;;) {
      const res = await fetch(`${origin}/api/import/${validation._id}`, { headers: { cookie } });
      if (res.status === 200) {
        last = (await res.json()) as typeof last;
        if (last.status === 'running') progressSeen.add(last.progress.processed);
        if (!['queued', 'running'].includes(last.status)) break;
        // two photo uploads once the run is well under way
        if (!photos && last.progress.processed > 0) photos = Promise.all(estates.map(uploadPhoto));
      } else await res.arrayBuffer();
      if (performance.now() - t1 > 10 * 60_000) throw new Error('the import did not end within 10 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
    const runMs = round(performance.now() - t1, 0);
    const samples = await sampling.stop();
    const searchSamples = (await search?.stop()) ?? [];
    const photoResults = (await photos) ?? (await Promise.all(estates.map(uploadPhoto)));
    const recorded = last!.startedAt && last!.finishedAt ? (Date.parse(last!.finishedAt) - Date.parse(last!.startedAt)) / 1000 : runMs / 1000;

    console.log(
      `import beside the search load on the all-in-one (${o.rows} CSV rows, search page at ${o.searchRate} req/s, /api/currencies every ${SAMPLE_EVERY_MS} ms):`,
    );
    console.log(
      `  import: validation ${validateMs} ms, run ${round(recorded, 1)} s (${Math.round(o.rows / Math.max(0.001, recorded))} rows/s), ended ${last!.status}, ` +
        `${last!.progress.created} created; progress seen at ${progressSeen.size} distinct points while running`,
    );
    console.log(`  ${summary('/api/currencies, no import (reference)', refSamples)}`);
    console.log(`  ${summary('/api/currencies during the import', samples, refP50)}`);
    if (o.searchRate > 0) {
      console.log(`  ${summary('search page, no import (reference)', refSearch)}`);
      console.log(
        `  ${summary(
          'search page during the import',
          searchSamples,
          quantile(
            refSearch.map((s) => s.ms),
            0.5,
          ),
        )}`,
      );
    }
    const since = (x: Sample) => round(((x.at ?? t1) - t1) / 1000, 1);
    console.log(`  photo uploads during the import: ${JSON.stringify(photoResults.map((r) => `${r.status} in ${r.ms} ms, sent at ${since(r)} s`))}`);
    const slowest = samples.filter((x) => x.ms > 1000);
    if (slowest.length)
      console.log(`  /api/currencies over 1 s, sent at (s into the run): ${slowest.map((x) => `${since(x)} (${x.ms} ms)`).join(', ')}`);
    const during = [...samples, ...searchSamples, ...photoResults];
    const shed = during.filter((s) => s.status === 503).length;
    const worst = Math.max(0, ...samples.map((s) => s.ms));
    const ok = last!.status === 'done' && shed === 0 && worst <= SAMPLE_BUDGET_MS && photoResults.every((r) => r.status === 201 || r.status === 200);
    console.log(
      `  503 during the import: ${shed} of ${during.length} requests; slowest /api/currencies ${worst} ms (budget ${SAMPLE_BUDGET_MS} ms)  ${ok ? 'ok' : 'FAIL'}`,
    );
    return ok;
  } finally {
    product.child.kill('SIGTERM');
    await product.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const ok = await importLoadPhase(findRootDir(), {
    rows: Number(arg('rows') ?? 2000),
    searchRate: Number(arg('search-rate') ?? 5),
    estates: Number(arg('estates') ?? 300),
    cpuProf: arg('cpu-prof'),
  });
  process.exit(ok ? 0 : 1);
}
