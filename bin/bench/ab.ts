// `npm run bench -- --ab /path/to/other/checkout`: gateway CPU per request, this build against another
// build, measured so that machine noise cancels out as far as it can:
// - both gateways run at once, in front of one api process (this build's), each in its own process;
// - they take turns, round after round, page by page, each round a fixed number of requests at a low
//   concurrency (4 by default), so neither is ever overloaded and neither runs on a quieter minute;
// - the CPU a gateway used is read from /proc/<pid>/stat before and after each round (user + system
//   time), so what is counted is the gateway's own work per request, not wall time.
// Printed per page: the median round of each build (the absolute base), and the ratio this/other as the
// median of the rounds' own ratios (each round's pair ran back to back, so a busier minute touches both)
// with the lowest and highest round ratio beside it: a spread wider than the effect means no claim.
// The autocannon bench (`--reference`) measures at 50 connections, where both gateways are saturated
// and queueing adds garbage-collection pressure; this mode answers "does a page cost more CPU now".
//
// `--ab-views` measures what an estate page view costs the whole server, for counting views (issue
// 24, docs/decisions/0021): each build runs its own api (seeded alike, from its own checkout), the CPU
// counted is its gateway's and its api's together (the api holds PGlite, so the batched writes of the
// counts are in it), and the page `estate` (an estate page of that build's search) is a view as a
// browser makes it: the page, then `POST /api/estate/{aliasId}/view` through the gateway (each view a
// new visitor, by its user agent, so every one is counted and written) where the build's api has that
// route. `--ab-beacon this` sends the beacon from this build only, so that the same checkout on both
// sides measures the beacon alone; `--ab-beacon none` measures the page alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'undici';
import { findRootDir } from '../../gateway/paths.ts';
import { median, round, startApiProcess, startGatewayProcess } from './http.ts';
import { anEstatePath } from './first-load.ts';

export interface AbOptions {
  /** the other build's checkout (built: its dist/server/start.js) */
  other: string;
  /** the checkout measured as "this" (default: this one); the api always runs from this checkout */
  base?: string;
  rounds?: number;
  /** requests per round, page and build */
  requests?: number;
  connections?: number;
  estates?: number;
  pages?: string[];
  /** write each gateway's CPU profile to DIR/this and DIR/other when it stops */
  profileDir?: string;
  /** each build with its own api, CPU of gateway and api together, the estate page with its view beacon */
  views?: boolean;
  /** which builds send the beacon (views mode): every build whose api has the route (default), this one only, or none (the page alone) */
  beacon?: 'auto' | 'this' | 'none';
}

export interface AbRow {
  page: string;
  /** median CPU ms per request over the rounds */
  thisMs: number;
  otherMs: number;
  /** median of the per-round ratios this/other */
  ratio: number;
  ratioLow: number;
  ratioHigh: number;
  thisRounds: number[];
  otherRounds: number[];
  /** views mode: whether each build sent the view beacon with each estate page */
  beacon?: { this: boolean; other: boolean };
}

/** user + system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms) */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name, which sits in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One unit of work: a page, or a page and the requests the browser sends after it (n: its number). */
type Visit = (n: number) => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string> }[];

async function load(url: string, visit: Visit, requests: number, connections: number): Promise<void> {
  const pool = new Pool(url, { connections });
  let sent = 0;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (sent < requests) {
          for (const req of visit(sent++)) {
            const res = await pool.request(req);
            await res.body.text();
            if (res.statusCode >= 300) throw new Error(`${req.method} ${url}${req.path} answered ${res.statusCode}`);
          }
        }
      }),
    );
  } finally {
    await pool.close();
  }
}

const page =
  (path: string): Visit =>
  () => [{ method: 'GET', path }];

/** A browser's user agent, a different one for each view: every view a new visitor of the day. */
const visitorAgent = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 v${n}`;

/** The estate page as a browser shows it: the document, then (with `beacon`) the view beacon. */
function estateView(gatewayUrl: string, path: string, beacon: boolean): Visit {
  const alias = decodeURIComponent(path.slice('/estate/'.length));
  const origin = new URL(gatewayUrl).origin;
  return (n) => {
    const headers: Record<string, string> = { 'user-agent': visitorAgent(n) };
    const view = { method: 'POST' as const, path: `/api/estate/${encodeURIComponent(alias)}/view`, headers: { ...headers, origin } };
    return beacon ? [{ method: 'GET', path, headers }, view] : [{ method: 'GET', path, headers }];
  };
}

/** Whether the build's api has the view beacon (204) or not (404: before listing statistics). */
async function hasBeacon(gatewayUrl: string, path: string): Promise<boolean> {
  const alias = path.slice('/estate/'.length);
  const res = await fetch(`${gatewayUrl}/api/estate/${alias}/view`, {
    method: 'POST',
    headers: { origin: new URL(gatewayUrl).origin, 'user-agent': visitorAgent(-1) },
  });
  await res.arrayBuffer();
  return res.status === 204;
}

/** The api of a checkout, seeded; tried three times (on a busy machine PGlite's start can outlast Fastify's plugin time-out). */
async function startApi(dir: string, estates: number, env: NodeJS.ProcessEnv = {}): ReturnType<typeof startApiProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiProcess(dir, estates, env);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`the api of ${dir} did not start (${(err as Error).message}); again`);
    }
  }
}

/** Paired rounds a[i] and b[i] (each pair ran back to back): the median of their ratios, the lowest and the highest. */
export function roundRatios(a: readonly number[], b: readonly number[]): { ratio: number; low: number; high: number } {
  const ratios = a.map((x, i) => x / b[i]).sort((p, q) => p - q);
  return { ratio: round(median(ratios)), low: round(ratios[0] ?? 0), high: round(ratios[ratios.length - 1] ?? 0) };
}

export async function benchAb(opts: AbOptions): Promise<AbRow[]> {
  const rounds = opts.rounds ?? 7;
  const requests = opts.requests ?? 300;
  const connections = opts.connections ?? 4;
  const pages = opts.pages ?? (opts.views ? ['estate'] : ['/', '/search']);
  const root = findRootDir();
  const base = opts.base ?? root;
  const estates = opts.estates ?? 300;
  console.log(
    `A/B: ${base} against ${opts.other}; ${rounds} rounds × ${requests} ${opts.views ? 'views' : 'requests'} per page and build, ${connections} connections` +
      (opts.views ? `; each build with its own api, CPU of gateway + api; beacon: ${opts.beacon ?? 'auto'}` : ''),
  );
  const apis = opts.views ? [await startApi(base, estates), await startApi(opts.other, estates)] : [await startApi(root, estates)];
  const gatewayOf = (i: number, dir: string, name: string) =>
    startGatewayProcess(dir, (apis[i] ?? apis[0]).url, { profileDir: opts.profileDir && join(opts.profileDir, name) });
  const started = [
    { name: 'this', gateway: await gatewayOf(0, base, 'this'), api: opts.views ? apis[0] : null },
    { name: 'other', gateway: await gatewayOf(1, opts.other, 'other'), api: opts.views ? apis[1] : null },
  ] as const;
  const samples = new Map<string, number[]>();
  const beacon = { this: false, other: false };
  try {
    // each build's visit of each page (the estate page: the first of that build's search, and its beacon)
    const builds = await Promise.all(
      started.map(async (b) => {
        const visits = new Map<string, Visit>();
        for (const p of pages) {
          if (p !== 'estate') visits.set(p, page(p));
          else {
            const path = await anEstatePath(b.gateway.url);
            const send = opts.beacon !== 'none' && (opts.beacon !== 'this' || b.name === 'this') && (await hasBeacon(b.gateway.url, path));
            beacon[b.name] = send;
            visits.set(p, estateView(b.gateway.url, path, send));
          }
        }
        return { ...b, visits };
      }),
    );
    // warm-up: the first few hundred requests run partly unoptimized code
    for (const p of pages) for (const b of builds) await load(b.gateway.url, b.visits.get(p)!, requests * 2, connections);
    for (let r = 0; r < rounds; r++) {
      // alternate which build goes first, so neither always follows the other's garbage
      const order = r % 2 === 0 ? builds : [builds[1], builds[0]];
      for (const p of pages) {
        // an api's CPU is read over the whole round (both builds' turns): its batched write of the
        // counts runs on a timer, and may fall in the other build's turn
        const apiBefore = builds.map((b) => (b.api ? cpuMs(b.api.pid) : 0));
        const gatewayMs = new Map<string, number>();
        for (const b of order) {
          const before = cpuMs(b.gateway.pid);
          await load(b.gateway.url, b.visits.get(p)!, requests, connections);
          gatewayMs.set(b.name, cpuMs(b.gateway.pid) - before);
        }
        builds.forEach((b, i) => {
          const apiMs = b.api ? cpuMs(b.api.pid) - apiBefore[i] : 0;
          const key = `${p} ${b.name}`;
          samples.set(key, [...(samples.get(key) ?? []), ((gatewayMs.get(b.name) ?? 0) + apiMs) / requests]);
        });
      }
    }
  } finally {
    for (const b of started) await b.gateway.stop();
    for (const a of apis) await a.stop();
  }
  const rows: AbRow[] = pages.map((page) => {
    const thisRounds = samples.get(`${page} this`) ?? [];
    const otherRounds = samples.get(`${page} other`) ?? [];
    const thisMs = median(thisRounds);
    const otherMs = median(otherRounds);
    const { ratio, low, high } = roundRatios(thisRounds, otherRounds);
    return {
      page,
      thisMs: round(thisMs),
      otherMs: round(otherMs),
      ratio,
      ratioLow: low,
      ratioHigh: high,
      thisRounds,
      otherRounds,
      ...(opts.views && page === 'estate' ? { beacon } : {}),
    };
  });
  const unit = opts.views ? 'view' : 'req';
  console.table(
    rows.map((r) => ({
      page: r.beacon ? `${r.page} (beacon: this ${r.beacon.this ? 'yes' : 'no'}, other ${r.beacon.other ? 'yes' : 'no'})` : r.page,
      [`this CPU ms/${unit}`]: r.thisMs,
      [`other CPU ms/${unit}`]: r.otherMs,
      // what one core serves at that cost: the req/s the bench's autocannon run would see, CPU-bound
      [`this ${unit}s/s per core`]: Math.round(1000 / r.thisMs),
      [`other ${unit}s/s per core`]: Math.round(1000 / r.otherMs),
      'this/other (median of rounds)': r.ratio,
      'lowest–highest round': `${r.ratioLow}–${r.ratioHigh}`,
      'this, each round': r.thisRounds.map((x) => x.toFixed(2)).join(' '),
      'other, each round': r.otherRounds.map((x) => x.toFixed(2)).join(' '),
    })),
  );
  return rows;
}

export interface ViewCountingOptions {
  rounds?: number;
  /** views per round and side */
  requests?: number;
  connections?: number;
  estates?: number;
}

export interface ViewCountingRow {
  side: 'counting on' | 'counting off';
  /** median views per second (wall clock) over the rounds; a view is the estate page and its beacon */
  viewsPerSec: number;
  /** median CPU ms of gateway and api per view */
  cpuMs: number;
  rounds: number[];
}

export interface ViewCountingResult {
  rows: [ViewCountingRow, ViewCountingRow];
  /** median of the rounds' own ratios on/off of views/s, with the lowest and highest round */
  ratio: number;
  ratioLow: number;
  ratioHigh: number;
  /** the same for CPU ms per view (gateway + api) */
  cpuRatio: number;
  cpuRatioLow: number;
  cpuRatioHigh: number;
}

/**
 * Counting views on against off in one run (`npm run bench -- --views-ab [--quick]`, and a step of the
 * default run): one checkout, two apis seeded alike, one with STATS_COUNTING=false, each behind its own
 * gateway process. Both sides make the same views (the estate page, then its view beacon, each view a
 * new visitor), in alternating rounds that run one side at a time, so a busier minute touches both.
 * Printed: each side's median views/s (wall clock) and CPU ms per view (gateway + api), and the ratio
 * on/off as the median of the rounds' ratios with the lowest and highest round (docs/decisions/0021).
 */
export async function benchViewCounting(opts: ViewCountingOptions = {}): Promise<ViewCountingResult> {
  const rounds = opts.rounds ?? 9;
  const requests = opts.requests ?? 300;
  const connections = opts.connections ?? 8;
  const estates = opts.estates ?? 300;
  const root = findRootDir();
  console.log(
    `\nview counting A/B: STATS_COUNTING on against off, one run; ${rounds} rounds × ${requests} views (page + beacon) per side, ${connections} connections`,
  );
  const sides = [
    { side: 'counting on' as const, env: {} },
    { side: 'counting off' as const, env: { STATS_COUNTING: 'false' } },
  ];
  const apis = await Promise.all(sides.map((s) => startApi(root, estates, s.env)));
  const gateways: Awaited<ReturnType<typeof startGatewayProcess>>[] = [];
  const perSec: number[][] = [[], []];
  const cpu: number[][] = [[], []];
  try {
    for (const a of apis) gateways.push(await startGatewayProcess(root, a.url));
    const visits = await Promise.all(
      gateways.map(async (g) => {
        const path = await anEstatePath(g.url);
        if (!(await hasBeacon(g.url, path))) throw new Error(`${g.url}${path}: no view beacon`);
        return estateView(g.url, path, true);
      }),
    );
    // warm-up
    for (let i = 0; i < 2; i++) await load(gateways[i].url, visits[i], requests * 2, connections);
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? [0, 1] : [1, 0];
      // the apis' CPU over the whole round: the counting side's batched write runs on a timer
      const apiBefore = apis.map((a) => cpuMs(a.pid));
      const gatewayMs = [0, 0];
      for (const i of order) {
        const before = cpuMs(gateways[i].pid);
        const t0 = performance.now();
        await load(gateways[i].url, visits[i], requests, connections);
        perSec[i].push((requests * 1000) / (performance.now() - t0));
        gatewayMs[i] = cpuMs(gateways[i].pid) - before;
      }
      for (const i of [0, 1]) cpu[i].push((gatewayMs[i] + cpuMs(apis[i].pid) - apiBefore[i]) / requests);
    }
  } finally {
    for (const g of gateways) await g.stop();
    for (const a of apis) await a.stop();
  }
  const views = roundRatios(perSec[0], perSec[1]);
  const cpuPerView = roundRatios(cpu[0], cpu[1]);
  const rows = sides.map((s, i): ViewCountingRow => ({
    side: s.side,
    viewsPerSec: round(median(perSec[i])),
    cpuMs: round(median(cpu[i])),
    rounds: perSec[i],
  })) as [ViewCountingRow, ViewCountingRow];
  const result: ViewCountingResult = {
    rows,
    ratio: views.ratio,
    ratioLow: views.low,
    ratioHigh: views.high,
    cpuRatio: cpuPerView.ratio,
    cpuRatioLow: cpuPerView.low,
    cpuRatioHigh: cpuPerView.high,
  };
  console.table(
    rows.map((r) => ({
      side: r.side,
      'views/s (median)': r.viewsPerSec,
      'req/s (page + beacon)': Math.round(r.viewsPerSec * 2),
      'CPU ms/view (gateway + api)': r.cpuMs,
      'views/s, each round': r.rounds.map((x) => x.toFixed(0)).join(' '),
    })),
  );
  console.log(
    `on/off views/s: ${result.ratio} (rounds ${result.ratioLow}–${result.ratioHigh}); CPU per view on/off: ${result.cpuRatio} (rounds ${result.cpuRatioLow}–${result.cpuRatioHigh}); ` +
      `base: ${rows[1].viewsPerSec} views/s and ${rows[1].cpuMs} CPU ms/view without counting`,
  );
  return result;
}
