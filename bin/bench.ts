// `npm run bench`: the HTTP benchmark through the gateway (bin/bench/http.ts), then the estate
// search benchmark (bin/bench/search.ts) in its own process so its seeding and
// database do not disturb the first.
//   [BENCH_DATABASE_URL=postgres://…/postgres also measures search on that server, in a fresh database]
//   npm run bench -- --search [--estates 1000000 --requests 30 --connections 1,16 --pglite-estates 100000 --explain /tmp/plans.md --write-cost 500]
//     the search benchmark alone (bin/bench/search.ts): PGlite, and BENCH_DATABASE_URL's server at --estates (decision 0025)
//   npm run bench -- --soak 10 [--connections 20]   memory over a 10-minute run instead (bin/bench/soak.ts)
//   npm run bench -- --import [--listings 10000]     the feed import instead (bin/bench/import.ts)
//   npm run bench -- --faults [--duration 10 --overload 60 --connections 20 --import-rows 2000]   overload, api faults,
//     SIGTERM during uploads and an import beside the search load (bin/bench/faults.ts; BENCH_FAULTS_ONLY=shutdown or import: that part alone)
//   npm run bench -- --soak [minutes, default 10]   memory over a long run (bin/bench/soak.ts)
//   npm run bench [-- --duration 10 --connections 50 --estates 300 --search-estates 100000 --no-search]
//   npm run bench -- --cpu-prof /tmp/prof   also write the CPU profile of the gateway under load (node --cpu-prof)
//   npm run bench -- --reference /path/to/other/checkout   also that build's gateway, page by page (it must be built)
//   npm run bench -- --all-in-one [--duration 10 --connections 20]   only the all-in-one start's rates on /search (bin/bench/all-in-one.ts;
//     the default run prints them too, after the gateway's, unless --no-all-in-one)
//   npm run bench -- --render [--rounds 15 --cpu-prof DIR]   the bare render against the plain tree alone, in alternating rounds (bin/bench/render.ts)
//   npm run bench -- --ab /path/to/other/checkout [--ab-this /path/to/a/third --rounds 7 --requests 300 --connections 4]
//     gateway CPU per request, this build against that one, in alternating rounds at low concurrency (bin/bench/ab.ts)
//   npm run bench -- --ab /path/to/other/checkout --ab-views [--ab-beacon this|none] [--pages estate,/search]
//     the cost of an estate page view with its view beacon, CPU of gateway and api, each build with its own api
//     (docs/operations.md: counting views against the build before listing statistics)
//   npm run bench -- --views-ab [--quick] [--rounds 9 --requests 300 --connections 8]   counting views on against off in
//     one run (STATS_COUNTING=false on one of two apis of this checkout), the estate page with its view beacon in
//     alternating rounds: views/s of each, the ratio with its spread (bin/bench/ab.ts; the default run ends with it
//     too, unless --no-views-ab; --quick: 5 rounds of 150 views on 100 estates, about a minute)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findRootDir } from '../gateway/paths.ts';
import { benchHttp } from './bench/http.ts';
import { benchSoak } from './bench/soak.ts';
import { benchFaults } from './bench/faults.ts';
import { benchAb, benchViewCounting } from './bench/ab.ts';
import { benchRender } from './bench/render.ts';
import { benchAllInOne } from './bench/all-in-one.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function intArg(name: string, fallback: number): number {
  const v = arg(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer`);
    process.exit(2);
  }
  return n;
}

/** React's development build is several times slower: measure what production runs. */
async function reexecInProduction(): Promise<never> {
  const code = await new Promise<number | null>((resolve) => {
    // --expose-gc lets the soak measure the heap a full collection leaves (what a leak would grow)
    const gc = process.argv.includes('--soak') ? ['--expose-gc'] : [];
    const child = spawn(process.execPath, [...process.execArgv, ...gc, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', resolve);
  });
  process.exit(code ?? 1);
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') await reexecInProduction();
  if (process.argv.includes('--import')) {
    // the import benchmark (bin/bench/import.ts) in a process of its own, from source: PGlite, and a
    // server too when BENCH_DATABASE_URL names one
    const root = findRootDir();
    const extra = process.env.BENCH_DATABASE_URL ? ['--database-url', process.env.BENCH_DATABASE_URL] : [];
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(root, 'bin', 'bench', 'import.ts'), '--listings', String(intArg('listings', 10_000)), ...extra],
        {
          cwd: root,
          stdio: 'inherit',
        },
      );
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`import benchmark exited with ${code}`);
    return;
  }
  if (process.argv.includes('--search')) {
    // the search benchmark alone: PGlite at up to 100,000 estates, and BENCH_DATABASE_URL's server at --estates
    await benchSearches(intArg('estates', 100_000));
    return;
  }
  if (process.argv.includes('--faults')) {
    const ok = await benchFaults({
      duration: intArg('duration', 10),
      overload: intArg('overload', 60),
      connections: intArg('connections', 20),
      estates: intArg('estates', 300),
      importRows: intArg('import-rows', 2000),
    });
    if (!ok) process.exitCode = 1;
    return;
  }
  const other = arg('ab');
  if (other !== undefined) {
    await benchAb({
      other,
      base: arg('ab-this'),
      rounds: intArg('rounds', 7),
      requests: intArg('requests', 300),
      connections: intArg('connections', 4),
      estates: intArg('estates', 300),
      profileDir: arg('cpu-prof'),
      views: process.argv.includes('--ab-views'),
      beacon: arg('ab-beacon') === 'this' || arg('ab-beacon') === 'none' ? (arg('ab-beacon') as 'this' | 'none') : 'auto',
      pages: arg('pages')?.split(','),
    });
    return;
  }
  if (process.argv.includes('--views-ab')) {
    await benchViewCounting(viewCountingOptions());
    return;
  }
  if (process.argv.includes('--render')) {
    await benchRender({ rounds: intArg('rounds', 15), estates: intArg('estates', 300), profileDir: arg('cpu-prof') });
    return;
  }
  if (process.argv.includes('--soak')) {
    // `--soak` alone runs the default 10 minutes
    const next = arg('soak');
    const minutes = next !== undefined && /^\d+$/.test(next) ? intArg('soak', 10) : 10;
    const { flat } = await benchSoak({ minutes, connections: intArg('connections', 20), estates: intArg('estates', 300) });
    if (!flat) process.exitCode = 1;
    return;
  }
  if (process.argv.includes('--all-in-one')) {
    await benchAllInOne({ duration: intArg('duration', 10), connections: intArg('connections', 20), estates: intArg('estates', 300) });
    return;
  }
  const http = await benchHttp({
    duration: intArg('duration', 10),
    connections: intArg('connections', 50),
    estates: intArg('estates', 300),
    reference: arg('reference'),
    profileDir: arg('cpu-prof'),
  });
  if (!process.argv.includes('--no-all-in-one')) {
    const search = http.pages.find((p) => p.url === '/search');
    await benchAllInOne({
      duration: intArg('duration', 10),
      connections: 20,
      estates: intArg('estates', 300),
      plainRendersPerSec: search ? 1000 / search.plainMs : 0,
    });
  }

  if (!process.argv.includes('--no-views-ab')) await benchViewCounting(viewCountingOptions());

  if (process.argv.includes('--no-search')) return;
  await benchSearches(intArg('search-estates', 100_000));
}

/** The view counting A/B's options: --quick for a short run, else the defaults; --rounds, --requests, --connections win. */
function viewCountingOptions(): Parameters<typeof benchViewCounting>[0] {
  const quick = process.argv.includes('--quick');
  return {
    rounds: intArg('rounds', quick ? 5 : 9),
    requests: intArg('requests', quick ? 150 : 300),
    connections: process.argv.includes('--views-ab') ? intArg('connections', 8) : 8,
    estates: quick ? 100 : intArg('estates', 300),
  };
}

/**
 * The estate search benchmark (bin/bench/search.ts) in a process of its own per database: embedded
 * PGlite always (at most 100,000 estates, or --pglite-estates), and a PostgreSQL server too when
 * BENCH_DATABASE_URL names one (a fresh database is created on it and dropped afterwards), at `estates`.
 */
async function benchSearches(estates: number): Promise<void> {
  const root = findRootDir();
  const search = join(root, 'bin', 'bench', 'search.ts');
  if (!existsSync(search)) return;
  const pass = ['requests', 'connections'].flatMap((name) => (arg(name) === undefined ? [] : [`--${name}`, arg(name)!]));
  const targets: { label: string; estates: number; extra: string[] }[] = [
    { label: 'embedded PGlite', estates: intArg('pglite-estates', Math.min(estates, 100_000)), extra: [] },
  ];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const explain = arg('explain');
  if (serverUrl)
    targets.push({
      label: 'PostgreSQL server (BENCH_DATABASE_URL)',
      estates,
      extra: ['--database-url', serverUrl, ...(explain ? ['--explain', explain] : [])],
    });
  else if (estates > 100_000) console.log(`\n${estates} estates need a PostgreSQL server: set BENCH_DATABASE_URL (PGlite is measured at 100,000)`);
  for (const target of targets) {
    console.log(`\nestate search benchmark (${target.estates} estates, ${target.label}) …`);
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', search, '--estates', String(target.estates), ...pass, ...target.extra], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`search benchmark (${target.label}) exited with ${code}`);
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
