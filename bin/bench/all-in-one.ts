// The all-in-one start on every core (issue 25, decisions 0018 and 0020): `npm start`'s process
// (dist/server/start.js, embedded PGlite, seeded) serving the search page under autocannon, in three
// shapes started one after the other in the same run:
//   default            WEB_CONCURRENCY unset: a gateway worker per core (at most 4), the api in its thread
//   one gateway        WEB_CONCURRENCY=1: the gateway on the main thread, the api in its thread
//   one core           WEB_CONCURRENCY=1 with the whole process pinned to one core (taskset): the most the
//                      one-thread start (gateway, renderer and api on one thread, before 0018) could use
// Printed: req/s, p50/p99 and the gateway side's CPU per request of each, the default against the one-core
// rate (aim ≥ 1.5× on 2 cores), and each rate against the plain React tree of the search page rendered in
// a loop in this run (S/R, the held-out measure).
import { spawnSync } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { findRootDir } from '../../gateway/paths.ts';
import { autocannon, round } from './http.ts';
import { startProduct } from './product.ts';

export interface AllInOneOptions {
  duration?: number;
  connections?: number;
  estates?: number;
  /** the search page's plain React tree, renders per second in this run (0: not known) */
  plainRendersPerSec?: number;
}

export interface AllInOneRow {
  shape: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const AIM = 1.5;

async function measureShape(
  rootDir: string,
  shape: string,
  env: Record<string, string>,
  pin: boolean,
  opts: Required<Omit<AllInOneOptions, 'plainRendersPerSec'>>,
): Promise<AllInOneRow> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-all-in-one-'));
  const product = await startProduct(rootDir, dataDir, opts.estates, env);
  try {
    if (pin) {
      // every thread of the process (the api's, V8's and libuv's included) on core 0; threads started
      // later inherit it
      const r = spawnSync('taskset', ['-a', '-p', '-c', '0', String(product.child.pid)], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`taskset failed: ${r.stderr || r.error?.message}`);
    }
    const url = `${product.url}/search`;
    for (let i = 0; i < 40 && (await fetch(url)).status !== 200; i++) await new Promise((r) => setTimeout(r, 500));
    await autocannon(url, opts.connections, 2); // warm-up
    const c = await autocannon(url, opts.connections, opts.duration);
    return { shape, reqPerSec: round(c.requests.average, 0), p50: c.latency.p50, p99: c.latency.p99, non2xx: c.non2xx };
  } finally {
    product.child.kill('SIGTERM');
    await product.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchAllInOne(options: AllInOneOptions = {}): Promise<{ rows: AllInOneRow[]; ratio: number }> {
  const opts = { duration: options.duration ?? 10, connections: options.connections ?? 20, estates: options.estates ?? 300 };
  const rootDir = findRootDir();
  const cores = availableParallelism();
  console.log(
    `\nall-in-one start (npm start: dist/server/start.js, PGlite) on /search, ${opts.connections} connections × ${opts.duration} s, ${cores} cores …`,
  );
  const rows: AllInOneRow[] = [];
  rows.push(await measureShape(rootDir, `default (${Math.min(4, cores)} gateway workers + api thread)`, {}, false, opts));
  rows.push(await measureShape(rootDir, 'WEB_CONCURRENCY=1 (gateway thread + api thread)', { WEB_CONCURRENCY: '1' }, false, opts));
  rows.push(await measureShape(rootDir, 'WEB_CONCURRENCY=1 on one core (taskset)', { WEB_CONCURRENCY: '1' }, true, opts));
  const r = options.plainRendersPerSec ?? 0;
  console.table(
    rows.map((row) => ({
      shape: row.shape,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'non-2xx': row.non2xx,
      ...(r ? { 'S/R (R: plain tree renders/s)': round(row.reqPerSec / r, 3) } : {}),
    })),
  );
  const ratio = round(rows[0].reqPerSec / Math.max(rows[2].reqPerSec, 1));
  console.log(
    `${ratio >= AIM ? 'ok  ' : 'OVER'} all-in-one on every core: the default start serves /search at ${ratio}× its one-core rate (${rows[0].reqPerSec} against ${rows[2].reqPerSec} req/s; aim ≥ ${AIM}× on 2 cores${cores < 2 ? ': this machine has one core' : ''}); ${round(rows[0].reqPerSec / Math.max(rows[1].reqPerSec, 1))}× one gateway's`,
  );
  return { rows, ratio };
}
