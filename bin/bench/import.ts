// Import benchmark (`npm run bench -- --import [--listings 10000]`): a generated OpenImmo feed without
// images (bin/bench/import-feed.ts) uploaded through HTTP to the api in its own process (embedded
// PGlite in a temp DATA_DIR; also a PostgreSQL server when BENCH_DATABASE_URL names one, in a fresh
// database), validated, started, and polled until done as the page does. Prints listings per second
// of the validation and of the run, a second run of the same feed (everything unchanged), and the
// api process's resident memory: idle, peak (VmHWM) and the growth over idle.
// Aims (issue 11): at least 500 listings/s on PGlite, 2,000 on a server; growth ≤ 150 MB at 20,000.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scratchDatabase } from '../../test/helpers/server-database.ts';
import { generateOpenImmo } from './import-feed.ts';
import { spawnApiProcess } from './http.ts';

export interface ImportBenchOptions {
  listings: number;
  rootDir: string;
  /** a PostgreSQL server's URL: the api runs on a fresh database there instead of PGlite */
  databaseUrl?: string;
  label: string;
}

export interface ImportBenchResult {
  label: string;
  listings: number;
  validateSeconds: number;
  runSeconds: number;
  listingsPerSecond: number;
  rerunListingsPerSecond: number;
  rssMb: { idle: number; peak: number; growth: number };
}

const mb = (kb: number) => Math.round(kb / 1024);

/** VmRSS and VmHWM (peak) of a process, in kB (Linux). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function startApi(rootDir: string, dataDir: string, databaseUrl?: string) {
  // the built server when this runs built (npm run bench builds first), the sources under tsx
  return spawnApiProcess(
    rootDir,
    {
      DATA_DIR: dataDir,
      SEED_ESTATES: '0',
      JOBS_POLL_MS: '500',
      IMPORT_MAX_BYTES: String(900 * 1024 * 1024),
      DATABASE_URL: databaseUrl ?? '',
    },
    { fromSource: import.meta.url.endsWith('.ts') },
  );
}

async function json(res: Response) {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Uploads, starts and polls one import; seconds of validation and of the run, sampling memory meanwhile. */
async function importOnce(url: string, token: string, file: string, pid: number, peak: { rss: number }) {
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  // read whole: a file-backed Blob (openAsBlob) stalled undici's multipart upload on Node 20
  form.append('file', new Blob([readFileSync(file)]), 'bench.xml');
  const t0 = performance.now();
  const sampler = setInterval(() => (peak.rss = Math.max(peak.rss, memoryOf(pid).rss)), 200);
  try {
    const up = await json(await fetch(`${url}/api/import`, { method: 'POST', body: form, headers: auth }));
    const t1 = performance.now();
    await json(await fetch(`${url}/api/import/${String(up._id)}/start`, { method: 'POST', headers: auth }));
    let last: Record<string, unknown>;
    for (;;) {
      last = await json(await fetch(`${url}/api/import/${String(up._id)}`, { headers: auth }));
      if (!['queued', 'running'].includes(String(last.status))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (last.status !== 'done') throw new Error(`import ended ${String(last.status)}: ${JSON.stringify(last).slice(0, 500)}`);
    // the run from its start to its end as the api recorded them (the queue's polling delay excluded)
    const run = (Date.parse(String(last.finishedAt)) - Date.parse(String(last.startedAt))) / 1000;
    return { validateSeconds: (t1 - t0) / 1000, runSeconds: run, progress: last.progress as Record<string, number> };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchImport(o: ImportBenchOptions): Promise<ImportBenchResult> {
  const work = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const db = o.databaseUrl ? await scratchDatabase(o.databaseUrl, 'bench') : undefined;
  const feed = join(work, 'feed.xml');
  await generateOpenImmo(o.listings, feed);
  const api = await startApi(o.rootDir, join(work, 'data'), db?.url);
  try {
    const signIn = await json(
      await fetch(`${api.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'realtor@example.com', password: 'realtor-password-1' }),
      }),
    );
    const token = String(signIn.token);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = memoryOf(api.pid).rss;
    const peak = { rss: idle };
    const first = await importOnce(api.url, token, feed, api.pid, peak);
    if (first.progress.created !== o.listings) throw new Error(`created ${first.progress.created} of ${o.listings}`);
    const second = await importOnce(api.url, token, feed, api.pid, peak);
    if (second.progress.unchanged !== o.listings) throw new Error(`re-import: ${JSON.stringify(second.progress)}`);
    const hwm = memoryOf(api.pid).hwm;
    const result: ImportBenchResult = {
      label: o.label,
      listings: o.listings,
      validateSeconds: Math.round(first.validateSeconds * 100) / 100,
      runSeconds: Math.round(first.runSeconds * 100) / 100,
      listingsPerSecond: Math.round(o.listings / first.runSeconds),
      rerunListingsPerSecond: Math.round(o.listings / second.runSeconds),
      rssMb: { idle: mb(idle), peak: mb(Math.max(hwm, peak.rss)), growth: mb(Math.max(hwm, peak.rss) - idle) },
    };
    console.log(`\nimport benchmark: ${o.listings} OpenImmo listings without images, ${o.label}`);
    console.log(`  validation (upload + read + report)   ${result.validateSeconds} s (${Math.round(o.listings / first.validateSeconds)} listings/s)`);
    console.log(`  run (write)                           ${result.runSeconds} s, ${result.listingsPerSecond} listings/s`);
    console.log(
      `  re-run of the same feed (unchanged)   ${Math.round(second.runSeconds * 100) / 100} s, ${result.rerunListingsPerSecond} listings/s`,
    );
    console.log(`  api RSS: idle ${result.rssMb.idle} MB, peak ${result.rssMb.peak} MB, growth ${result.rssMb.growth} MB`);
    return result;
  } finally {
    await api.stop();
    await db?.drop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

// `npx tsx bin/bench/import.ts [--listings 10000] [--database-url postgres://…/postgres]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--listings');
  const listings = at >= 0 ? Number(process.argv[at + 1]) : 10_000;
  const dbAt = process.argv.indexOf('--database-url');
  const rootDir = join(import.meta.dirname, '..', '..');
  await benchImport({ listings, rootDir, label: 'embedded PGlite' });
  if (dbAt >= 0) await benchImport({ listings, rootDir, label: 'PostgreSQL server', databaseUrl: process.argv[dbAt + 1] });
}
