// `npm run bench -- --render [--rounds 15 --cpu-prof DIR]`: the bare render against the page's own
// markup as a plain React tree (bin/bench/plain-tree.ts), alone, in alternating rounds so that the load
// of other work on the machine touches both sides of the ratio (docs/decisions/0010). The api (seeded)
// runs in its own process and a gateway in this one only to produce each page's state and markup once;
// then, page by page, round after round: 0.25 s of bare renders, 0.25 s of plain renders, each
// timed by this process's CPU time (not wall time: a busy machine takes the core away from both unevenly). Printed per
// page: each side's CPU time per render over all the rounds (the absolute base) and their ratio,
// with the median, lowest and highest of the rounds' own ratios. With `--cpu-prof DIR`, the bare renders of each page are profiled in this process
// (node:inspector) and written to DIR/render-<page>.cpuprofile.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { findRootDir } from '../../gateway/paths.ts';
import { createRenderer } from '../../renderer/index.ts';
import type { Language } from '../../shared/core/constants.ts';
import { median, preloadedState, rootMarkup, round, startBenchStack } from './http.ts';
import { plainTreeOf } from './plain-tree.ts';
import { renderToString } from 'react-dom/server';

export interface RenderBenchOptions {
  rounds?: number;
  estates?: number;
  pages?: { name: string; url: string }[];
  profileDir?: string;
}

export interface RenderRow {
  page: string;
  bareMs: number;
  plainMs: number;
  /** CPU per bare render ÷ CPU per plain render, over all the rounds */
  ratio: number;
  /** the median of the rounds' own ratios */
  roundsMedian: number;
  ratioLow: number;
  ratioHigh: number;
}

/**
 * Calls of `fn` for `ms` of wall time (at least one), with the CPU time (user + system) this process
 * spent meanwhile: unlike wall time, it leaves out the time other processes held the core.
 */
export async function timed(fn: () => unknown, ms: number): Promise<{ calls: number; cpuMs: number }> {
  let calls = 0;
  const end = performance.now() + ms;
  const cpu0 = process.cpuUsage();
  do {
    await fn();
    calls++;
  } while (performance.now() < end);
  const cpu = process.cpuUsage(cpu0);
  return { calls, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** CPU ms per call of `bare` and of `plain`, over `rounds` alternating rounds of 0.25 s each (after 1 s of warm-up each). */
export async function alternatingRounds(
  bare: () => unknown,
  plain: () => unknown,
  rounds: number,
): Promise<{ bareMs: number; plainMs: number; ratios: number[] }> {
  await timed(bare, 1000);
  await timed(plain, 1000);
  const sum = { bare: { calls: 0, cpuMs: 0 }, plain: { calls: 0, cpuMs: 0 } };
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const b = await timed(bare, 250);
    const p = await timed(plain, 250);
    for (const [side, r] of [
      ['bare', b],
      ['plain', p],
    ] as const) {
      sum[side].calls += r.calls;
      sum[side].cpuMs += r.cpuMs;
    }
    ratios.push(b.cpuMs / b.calls / (p.cpuMs / p.calls));
  }
  return { bareMs: sum.bare.cpuMs / sum.bare.calls, plainMs: sum.plain.cpuMs / sum.plain.calls, ratios };
}

type SearchStores = { search?: { list?: { values?: { title?: Record<string, string>; livingSpace?: number }[] } } };

/**
 * The search page as a server sees it when new listings keep coming: every render's cards have
 * titles and living spaces no render had before (a counter in each), against the same page rendered
 * again and again (texts built from a card's own values are then remembered, decision 0010). Both
 * sides render the same tree; the row's "plain" is the repeated page.
 */
async function freshListings(
  url: string,
  stores: unknown,
  repeated: () => Promise<string>,
  renderer: Awaited<ReturnType<typeof createRenderer>>,
  language: Language,
  rounds: number,
): Promise<RenderRow> {
  let n = 0;
  const fresh = () => {
    const copy = structuredClone(stores) as SearchStores;
    n += 1;
    for (const card of copy.search?.list?.values ?? []) {
      if (card.title) for (const lng of Object.keys(card.title)) card.title[lng] = `${card.title[lng]} ${n}`;
      if (typeof card.livingSpace === 'number') card.livingSpace += n % 1000;
    }
    return renderer.renderBare(url, language, copy as never);
  };
  // the copy is part of neither render: the repeated side copies too
  const again = () => {
    structuredClone(stores);
    return repeated();
  };
  return rowOf(`${url}, new listings in every render ÷ the same page again`, await alternatingRounds(fresh, again, rounds));
}

function rowOf(page: string, { bareMs, plainMs, ratios }: { bareMs: number; plainMs: number; ratios: number[] }): RenderRow {
  return {
    page,
    bareMs: round(bareMs, 3),
    plainMs: round(plainMs, 3),
    ratio: round(bareMs / plainMs),
    roundsMedian: round(median(ratios)),
    ratioLow: round(Math.min(...ratios)),
    ratioHigh: round(Math.max(...ratios)),
  };
}

export async function benchRender(opts: RenderBenchOptions = {}): Promise<RenderRow[]> {
  const rounds = opts.rounds ?? 15;
  const pages = opts.pages ?? [
    { name: 'home', url: '/' },
    { name: 'search', url: '/search' },
  ];
  const rootDir = findRootDir();
  console.log(`starting the api (${opts.estates ?? 300} demo estates) …`);
  const stack = await startBenchStack(rootDir, opts.estates ?? 300);
  const rows: RenderRow[] = [];
  try {
    const renderer = await createRenderer({ rootDir });
    for (const page of pages) {
      let res = await fetch(`${stack.gatewayUrl}${page.url}`);
      // the first answers may come while the api still warms up (a 503 under the page's deadline)
      for (let i = 0; i < 20 && res.status === 503; i++) {
        await new Promise((r) => setTimeout(r, 500));
        res = await fetch(`${stack.gatewayUrl}${page.url}`);
      }
      const html = await res.text();
      if (res.status !== 200) throw new Error(`${page.url} answered ${res.status}: ${html.slice(0, 300)}`);
      const { language, stores } = preloadedState(html);
      const bare = () => renderer.renderBare(page.url, language as Language, stores as never);
      const tree = plainTreeOf(rootMarkup(html));
      const plain = () => renderToString(tree);
      if (opts.profileDir) {
        await mkdir(opts.profileDir, { recursive: true });
        const session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 100 });
        await session.post('Profiler.start');
        await timed(bare, 4000);
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        const file = join(opts.profileDir, `render-${page.name}.cpuprofile`);
        await writeFile(file, JSON.stringify(profile));
        console.log(`${page.name}: profile of 4 s of bare renders in ${file}`);
      }
      const measured = await alternatingRounds(bare, plain, rounds);
      if (page.url.startsWith('/search')) rows.push(await freshListings(page.url, stores, bare, renderer, language as Language, rounds));
      rows.push(rowOf(page.url, measured));
    }
  } finally {
    await stack.close();
  }
  console.table(
    rows.map((r) => ({
      page: r.page,
      'bare render CPU ms': r.bareMs,
      'plain tree CPU ms': r.plainMs,
      'bare ÷ plain': r.ratio,
      'median round': r.roundsMedian,
      'lowest–highest round': `${r.ratioLow}–${r.ratioHigh}`,
    })),
  );
  return rows;
}
