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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'undici';
import { findRootDir } from '../../gateway/paths.ts';
import { median, round, startApiProcess, startGatewayProcess } from './http.ts';

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
}

/** user + system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms) */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name, which sits in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(url: string, path: string, requests: number, connections: number): Promise<void> {
  const pool = new Pool(url, { connections });
  let sent = 0;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (sent++ < requests) {
          const res = await pool.request({ path, method: 'GET' });
          await res.body.text();
          if (res.statusCode !== 200) throw new Error(`${url}${path} answered ${res.statusCode}`);
        }
      }),
    );
  } finally {
    await pool.close();
  }
}

export async function benchAb(opts: AbOptions): Promise<AbRow[]> {
  const rounds = opts.rounds ?? 7;
  const requests = opts.requests ?? 300;
  const connections = opts.connections ?? 4;
  const pages = opts.pages ?? ['/', '/search'];
  const root = findRootDir();
  const base = opts.base ?? root;
  console.log(`A/B: ${base} against ${opts.other}; ${rounds} rounds × ${requests} requests per page and build, ${connections} connections`);
  const api = await startApiProcess(root, opts.estates ?? 300);
  const builds = [
    { name: 'this', gateway: await startGatewayProcess(base, api.url, { profileDir: opts.profileDir && join(opts.profileDir, 'this') }) },
    { name: 'other', gateway: await startGatewayProcess(opts.other, api.url, { profileDir: opts.profileDir && join(opts.profileDir, 'other') }) },
  ] as const;
  const samples = new Map<string, number[]>();
  try {
    // warm-up: the first few hundred requests run partly unoptimized code
    for (const page of pages) for (const b of builds) await load(b.gateway.url, page, requests * 2, connections);
    for (let r = 0; r < rounds; r++) {
      // alternate which build goes first, so neither always follows the other's garbage
      const order = r % 2 === 0 ? builds : ([builds[1], builds[0]] as const);
      for (const page of pages) {
        for (const b of order) {
          const before = cpuMs(b.gateway.pid);
          await load(b.gateway.url, page, requests, connections);
          const perRequest = (cpuMs(b.gateway.pid) - before) / requests;
          const key = `${page} ${b.name}`;
          samples.set(key, [...(samples.get(key) ?? []), perRequest]);
        }
      }
    }
  } finally {
    for (const b of builds) await b.gateway.stop();
    await api.stop();
  }
  const rows = pages.map((page) => {
    const thisRounds = samples.get(`${page} this`) ?? [];
    const otherRounds = samples.get(`${page} other`) ?? [];
    const thisMs = median(thisRounds);
    const otherMs = median(otherRounds);
    const ratios = thisRounds.map((x, i) => x / otherRounds[i]).sort((a, b) => a - b);
    return {
      page,
      thisMs: round(thisMs),
      otherMs: round(otherMs),
      ratio: round(median(ratios)),
      ratioLow: round(ratios[0] ?? 0),
      ratioHigh: round(ratios[ratios.length - 1] ?? 0),
      thisRounds,
      otherRounds,
    };
  });
  console.table(
    rows.map((r) => ({
      page: r.page,
      'this CPU ms/req': r.thisMs,
      'other CPU ms/req': r.otherMs,
      'this/other (median of rounds)': r.ratio,
      'lowest–highest round': `${r.ratioLow}–${r.ratioHigh}`,
      'this, each round': r.thisRounds.map((x) => x.toFixed(2)).join(' '),
      'other, each round': r.otherRounds.map((x) => x.toFixed(2)).join(' '),
    })),
  );
  return rows;
}
