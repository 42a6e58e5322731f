// HTTP benchmark of the product through the gateway (docs/architecture.md "Budgets", as ratios measured in
// one run), in the production shape: the api (`start.js api`, embedded PGlite in a temp DATA_DIR,
// seeded) in its own process, the gateway with the renderer (`start.js` with API_URL) in another,
// autocannon in a third (so the load generator does not share the server's thread), and after the
// load a loop of the bare React render of the same tree (renderer.renderBare with the state the page
// rendered with) in this process, in alternating rounds with the plain tree, timed by CPU time. The RSS figures are the gateway process's own. Run it with NODE_ENV=production (bin/bench.ts sees to it): React's development build
// is several times slower.
//   SSR through the gateway ÷ bare render     ≥ 0.5
//   p99 ÷ p50 at 50 connections               ≤ 2
//   proxy hop at p50                          ≤ 0.25 ms (GET /api/currencies direct vs through)
//   first-load JavaScript of home, search and estate, gzip ≤ 120 KiB in ≤ 8 files (Chromium: bin/bench/first-load.ts)
// and the absolute cost (docs/decisions/0010): the bare render in ms, the document and its preloaded
// JSON in bytes, and a reference row per page — the page's own markup as a plain React tree
// (bin/bench/plain-tree.ts) rendered in this run — with "bare ÷ plain" (aim ≤ 2.5, issue 25: what our components
// cost over React's own rendering). With `reference` (npm run bench -- --reference <dir>: another
// checkout, built), that build's gateway (its dist/server/start.js, NODE_ENV=production, in its own
// process, in front of the same api) is measured beside this one, page by page, in the same run.
import { anEstatePath, CHROMIUM_PATH, FIRST_LOAD_BUDGET, measureFirstLoad, reportFirstLoad, type FirstLoadPage } from './first-load.ts';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer as createNetServer } from 'node:net';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { Pool } from 'undici';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { createLogger } from '../../gateway/logger.ts';
import { findRootDir } from '../../gateway/paths.ts';
import { createRenderer } from '../../renderer/index.ts';
import type { Language } from '../../shared/core/constants.ts';
import { plainTreeOf } from './plain-tree.ts';
import { alternatingRounds } from './render.ts';
import { renderToString } from 'react-dom/server';

export interface HttpBenchOptions {
  connections?: number;
  /** seconds per autocannon run */
  duration?: number;
  /** demo estates seeded for the run */
  estates?: number;
  pages?: { name: string; url: string }[];
  print?: boolean;
  /** another checkout (built) whose gateway is measured beside this one */
  reference?: string;
  /** write the CPU profile of this build's gateway under load here (node --cpu-prof) */
  profileDir?: string;
}

export interface ReferenceResult {
  reqPerSec: number;
  /** the gateway process's CPU time (user + system) per answered request, ms: what a page costs whatever else the machine runs */
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  tailRatio: number;
  non2xx: number;
  docBytes: number;
  preloadedBytes: number;
  rssMb: number;
}

export interface PageResult {
  name: string;
  url: string;
  reqPerSec: number;
  /** the gateway process's CPU time per answered request, ms */
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  tailRatio: number;
  non2xx: number;
  errors: number;
  bareRendersPerSec: number;
  ratioToBare: number;
  /** ms per bare render */
  bareMs: number;
  docBytes: number;
  preloadedBytes: number;
  markupBytes: number;
  /** the page's markup as a plain React tree: ms per render, its markup's size */
  plainMs: number;
  plainMarkupBytes: number;
  /** bareMs ÷ plainMs */
  ratioToPlain: number;
  /** the gateway process's RSS right after this page's load, MB */
  rssMb: number;
  reference?: ReferenceResult;
}

export interface HttpBenchResult {
  pages: PageResult[];
  proxyHop: { directP50Ms: number; gatewayP50Ms: number; hopMs: number; samples: number };
  /** the same, with the api's answer served by a trivial upstream in this process: the gateway's own cost without cross-process scheduling */
  proxyHopInProcess: { directP50Ms: number; gatewayP50Ms: number; hopMs: number; samples: number };
  firstLoadJs: { files: string[]; rawBytes: number; gzipBytes: number; cssGzipBytes: number } | null;
  /** the same measured in Chromium for home, search and an estate page (null without /usr/bin/chromium) */
  firstLoadBrowser: FirstLoadPage[] | null;
  rssMb: { before: number; after: number; peak: number };
  referenceDir?: string;
}

const BUDGETS = { ratioToBare: 0.5, tailRatio: 2, hopMs: 0.25, firstLoadKiB: FIRST_LOAD_BUDGET.gzipKiB, ratioToPlain: 2.5, rssMb: 200 };
export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export interface CannonJson {
  requests: { average: number; total?: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** A port free right now (`start.js api` takes API_PORT 0 to mean its fixed default, 4000, often taken). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

/**
 * `start.js api` (the built bundle, or bin/start.ts under tsx when there is no build or the caller
 * runs from the sources) in its own process with `env` over the caller's environment (production,
 * loopback, a free API_PORT, info logs: the line that says where it listens), resolved when it
 * listens. Both the HTTP and the import benchmarks start their api this way.
 */
export async function spawnApiProcess(
  rootDir: string,
  env: NodeJS.ProcessEnv,
  opts: { fromSource?: boolean } = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const built = join(rootDir, 'dist', 'server', 'start.js');
  const args = !opts.fromSource && existsSync(built) ? [built, 'api'] : ['--import', 'tsx', join(rootDir, 'bin', 'start.ts'), 'api'];
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', API_PORT: String(await freePort()), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the api exited with ${code} while starting`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const msg = JSON.parse(line) as { msg?: string; url?: string };
        if (msg.msg?.startsWith('api listening on') && msg.url) resolve(msg.url);
      } catch {
        // not a log line
      }
    });
  });
  child.stdout.resume();
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The api alone in a child process (the built start.js when there is one), seeded; resolves its URL. */
export async function startApiProcess(
  rootDir: string,
  estates: number,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  // The bench measures the product as `npm start` runs it: embedded PGlite in its own DATA_DIR, seeded,
  // whatever DATABASE_URL the caller's environment holds (CI runs the integration suite with one set,
  // where SEED would default to false and the shared database would not be this run's own).
  const api = await spawnApiProcess(rootDir, {
    DATABASE_URL: undefined,
    SEED: 'true',
    DATA_DIR: dataDir,
    SEED_ESTATES: String(estates),
    // as the Dockerfile runs it
    MALLOC_ARENA_MAX: '2',
    ...env,
  });
  return {
    url: api.url,
    pid: api.pid,
    async stop() {
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchStack {
  gatewayUrl: string;
  apiUrl: string;
  logger: ReturnType<typeof createLogger>;
  close(): Promise<void>;
}

/** The api in its own process (seeded) and the gateway with the renderer in this one, production config. */
export async function startBenchStack(rootDir: string, estates: number, renderConcurrency?: number): Promise<BenchStack> {
  const api = await startApiProcess(rootDir, estates);
  // the gateway logs its request lines as in production, to /dev/null
  const logger = createLogger({ logLevel: 'info' }, pino.destination({ dest: '/dev/null', sync: false }));
  const gateway = await buildGateway(loadConfig({ NODE_ENV: 'production', API_URL: api.url }), {
    logger,
    rootDir,
    renderQueue: { concurrency: renderConcurrency },
  });
  const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  return {
    gatewayUrl,
    apiUrl: api.url,
    logger,
    async close() {
      await gateway.close();
      await api.stop();
    },
  };
}

/** autocannon in its own process, JSON result. */
export function autocannon(url: string, connections: number, duration: number): Promise<CannonJson> {
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--json', '-c', String(connections), '-d', String(duration), url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      try {
        resolve(JSON.parse(out.slice(out.indexOf('{'))) as CannonJson);
      } catch (e) {
        reject(e);
      }
    });
  });
}

export function preloadedState(html: string): { language: Language; stores: Record<string, unknown>; json: string } {
  const m = /<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no preloaded data in the page');
  return { ...JSON.parse(m[1]), json: m[1] };
}

/** The server-rendered markup inside the document's root element. */
export function rootMarkup(html: string): string {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  const script = html.indexOf('<script type="application/json"');
  return html.slice(start + open.length, html.lastIndexOf('</div>', script));
}

/**
 * A build's gateway (its dist/server/start.js with API_URL: the gateway alone) in its own process,
 * production, request lines logged as in production (to a pipe nobody reads), on a free port. Both
 * this build and the reference run this way, so their req/s and RSS compare like for like.
 * `profileDir`: Node's --cpu-prof writes the process's CPU profile there when it stops.
 */
export async function startGatewayProcess(
  dir: string,
  apiUrl: string,
  opts: { profileDir?: string } = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const start = join(dir, 'dist', 'server', 'start.js');
  if (!existsSync(start)) throw new Error(`${start} is missing: build it first (node bin/build.mjs in ${dir})`);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-gateway-'));
  const nodeArgs = opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, start], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', API_URL: apiUrl, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the gateway of ${dir} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`the gateway of ${dir} did not start in 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time (user + system) a process has used, ms, from /proc (clock ticks of 10 ms). */
function cpuMsOfProcess(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** autocannon against a gateway process, with that process's CPU time per answered request. */
async function measuredLoad(pid: number, url: string, connections: number, duration: number): Promise<CannonJson & { cpuMsPerRequest: number }> {
  const before = cpuMsOfProcess(pid);
  const r = await autocannon(url, connections, duration);
  const total = r.requests.total ?? r.requests.average * duration;
  return { ...r, cpuMsPerRequest: round((cpuMsOfProcess(pid) - before) / Math.max(total, 1), 2) };
}

function rssOfProcess(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** p50 of sequential GETs over one keep-alive connection each, interleaved so noise hits both. */
async function hop(directBase: string, gatewayBase: string, path: string, samples: number): Promise<HttpBenchResult['proxyHop']> {
  const direct = new Pool(directBase, { connections: 1 });
  const gateway = new Pool(gatewayBase, { connections: 1 });
  const time = async (pool: Pool): Promise<number> => {
    const t0 = performance.now();
    const res = await pool.request({ method: 'GET', path });
    await res.body.arrayBuffer();
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    return performance.now() - t0;
  };
  const d: number[] = [];
  const g: number[] = [];
  for (let i = 0; i < 200; i++) await Promise.all([time(direct), time(gateway)]);
  for (let i = 0; i < samples; i++) {
    if (i % 2) {
      d.push(await time(direct));
      g.push(await time(gateway));
    } else {
      g.push(await time(gateway));
      d.push(await time(direct));
    }
  }
  await Promise.all([direct.close(), gateway.close()]);
  const directP50Ms = median(d);
  const gatewayP50Ms = median(g);
  return { directP50Ms: round(directP50Ms, 3), gatewayP50Ms: round(gatewayP50Ms, 3), hopMs: round(gatewayP50Ms - directP50Ms, 3), samples };
}

/** The hop against a trivial in-process upstream answering what the api answered. */
async function isolatedHop(apiUrl: string, logger: ReturnType<typeof createLogger>, rootDir: string): Promise<HttpBenchResult['proxyHop']> {
  const body = await (await fetch(`${apiUrl}/api/currencies`)).text();
  const { default: Fastify } = await import('fastify');
  const upstream = Fastify({ logger: false });
  upstream.get('/api/currencies', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  const upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await buildGateway(loadConfig({ NODE_ENV: 'production', API_URL: upstreamUrl }), {
    logger,
    rootDir,
    renderer: { render: async () => ({ status: 404 }) },
  });
  const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await hop(upstreamUrl, gatewayUrl, '/api/currencies', 3000);
  } finally {
    await gateway.close();
    await upstream.close();
  }
}

/** Static `import … from "../../test/bench/x.js"` / `import "./x.js"` of an ESM file (dynamic import() excluded). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) out.push(m[1]);
  return out;
}

/** The first-load JavaScript every page shares: the entry and everything it statically imports (the screen's chunk comes on top). */
export function firstLoadJs(rootDir: string): HttpBenchResult['firstLoadJs'] {
  const publicDir = join(rootDir, 'dist', 'public');
  const manifestFile = join(publicDir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { entry: string; css?: string[] };
  const seen = new Set<string>();
  const queue = [manifest.entry];
  let rawBytes = 0;
  let gzipBytes = 0;
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(publicDir, url));
    rawBytes += code.length;
    gzipBytes += gzipSync(code).length;
    for (const spec of staticImports(code.toString('utf8'))) {
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(new URL(spec, `http://x${url}`).pathname);
    }
  }
  const cssGzipBytes = (manifest.css ?? []).reduce((sum, url) => sum + gzipSync(readFileSync(join(publicDir, url))).length, 0);
  return { files: [...seen], rawBytes, gzipBytes, cssGzipBytes };
}

export async function benchHttp(opts: HttpBenchOptions = {}): Promise<HttpBenchResult> {
  const connections = opts.connections ?? 50;
  const duration = opts.duration ?? 10;
  const print = opts.print ?? true;
  const pages = opts.pages ?? [
    { name: 'home', url: '/' },
    { name: 'search', url: '/search' },
  ];
  const rootDir = findRootDir();
  if (print) console.log(`starting the api (${opts.estates ?? 300} demo estates) …`);
  const stack = await startBenchStack(rootDir, opts.estates ?? 300);
  const { logger } = stack;
  const results: PageResult[] = [];
  // the load goes to this build's gateway in its own process, as the reference's does
  const self = await startGatewayProcess(rootDir, stack.apiUrl, { profileDir: opts.profileDir });
  if (print && opts.profileDir) console.log(`the gateway under load writes its CPU profile to ${opts.profileDir} when it stops`);
  const rssBefore = rssOfProcess(self.pid);
  let rssPeak = rssBefore;
  // with a profile asked for, the reference's gateway is profiled too (…/reference), so both carry the same overhead
  const reference = opts.reference
    ? await startGatewayProcess(opts.reference, stack.apiUrl, { profileDir: opts.profileDir && join(opts.profileDir, 'reference') })
    : null;
  if (reference && print) console.log(`reference build ${opts.reference} serving on ${reference.url}, in front of the same api`);
  try {
    const renderer = await createRenderer({ rootDir });
    for (const page of pages) {
      const target = `${self.url}${page.url}`;
      const first = await fetch(target);
      const html = await first.text();
      if (first.status !== 200) throw new Error(`${page.url} answered ${first.status}`);
      const { language, stores, json } = preloadedState(html);
      if (print) console.log(`${page.name}: autocannon ${connections} connections × ${duration} s on ${page.url} …`);
      await autocannon(target, connections, 2); // warm-up: JIT, caches, connection pools
      const cannon = await measuredLoad(self.pid, target, connections, duration);
      const rssMb = rssOfProcess(self.pid);
      rssPeak = Math.max(rssPeak, rssMb);
      let ref: ReferenceResult | undefined;
      if (reference) {
        const refTarget = `${reference.url}${page.url}`;
        const refHtml = await (await fetch(refTarget)).text();
        if (print) console.log(`${page.name}: the same on the reference build …`);
        await autocannon(refTarget, connections, 2);
        const r = await measuredLoad(reference.pid, refTarget, connections, duration);
        ref = {
          reqPerSec: round(r.requests.average, 0),
          cpuMsPerRequest: r.cpuMsPerRequest,
          p50: r.latency.p50,
          p99: r.latency.p99,
          tailRatio: round(r.latency.p99 / Math.max(r.latency.p50, 0.001)),
          non2xx: r.non2xx,
          docBytes: Buffer.byteLength(refHtml),
          preloadedBytes: Buffer.byteLength(preloadedState(refHtml).json),
          rssMb: round(rssOfProcess(reference.pid), 0),
        };
      }
      const markup = rootMarkup(html);
      const tree = plainTreeOf(markup);
      // bare and plain in alternating rounds, each timed by this process's CPU time (bin/bench/render.ts):
      // a loop of each in turn, by wall time, moved the ratio by 3× between runs on a shared machine
      const { bareMs, plainMs } = await alternatingRounds(
        () => renderer.renderBare(page.url, language, stores as never),
        () => renderToString(tree),
        Math.max(12, duration * 2),
      );
      const bare = 1000 / bareMs;
      const plain = { markupBytes: Buffer.byteLength(renderToString(tree)) };
      results.push({
        name: page.name,
        url: page.url,
        reqPerSec: round(cannon.requests.average, 0),
        cpuMsPerRequest: cannon.cpuMsPerRequest,
        p50: cannon.latency.p50,
        p99: cannon.latency.p99,
        tailRatio: round(cannon.latency.p99 / Math.max(cannon.latency.p50, 0.001)),
        non2xx: cannon.non2xx,
        errors: cannon.errors + cannon.timeouts,
        bareRendersPerSec: round(bare, 0),
        ratioToBare: round(cannon.requests.average / bare),
        bareMs: round(bareMs, 3),
        docBytes: Buffer.byteLength(html),
        preloadedBytes: Buffer.byteLength(json),
        markupBytes: Buffer.byteLength(markup),
        plainMs: round(plainMs, 3),
        plainMarkupBytes: plain.markupBytes,
        ratioToPlain: round(bareMs / plainMs),
        rssMb: round(rssMb, 0),
        reference: ref,
      });
    }
    // first-load JavaScript as Chromium loads it (bytes and files, not time), when Chromium is here
    let firstLoadBrowser: FirstLoadPage[] | null = null;
    if (existsSync(CHROMIUM_PATH)) {
      if (print) console.log('first-load JavaScript of home, search and an estate page in Chromium …');
      const estatePath = await anEstatePath(stack.gatewayUrl);
      firstLoadBrowser = await measureFirstLoad(stack.gatewayUrl, [
        { name: 'home', path: '/' },
        { name: 'search', path: '/search' },
        { name: 'estate', path: estatePath },
      ]);
    }
    const proxyHop = await hop(stack.apiUrl, stack.gatewayUrl, '/api/currencies', 3000);
    const proxyHopInProcess = await isolatedHop(stack.apiUrl, logger, rootDir);
    const result: HttpBenchResult = {
      pages: results,
      proxyHop,
      proxyHopInProcess,
      firstLoadJs: firstLoadJs(rootDir),
      firstLoadBrowser,
      rssMb: {
        before: round(rssBefore, 0),
        after: round(rssOfProcess(self.pid), 0),
        peak: round(rssPeak, 0),
      },
      referenceDir: opts.reference,
    };
    if (print) report(result);
    return result;
  } finally {
    await reference?.stop();
    await self.stop();
    await stack.close();
  }
}

const kb = (bytes: number) => round(bytes / 1024, 1);

function mark(ok: boolean): string {
  return ok ? 'ok  ' : 'OVER';
}

export function report(r: HttpBenchResult): void {
  console.table(
    r.pages.map((p) => ({
      page: p.url,
      'req/s': p.reqPerSec,
      'p50 ms': p.p50,
      'p99 ms': p.p99,
      'p99/p50': p.tailRatio,
      'bare renders/s': p.bareRendersPerSec,
      'ratio to bare': p.ratioToBare,
      'non-2xx': p.non2xx,
      errors: p.errors,
    })),
  );
  console.table(
    r.pages.flatMap((p) => [
      {
        page: p.url,
        'bare render ms': p.bareMs,
        'document KiB': kb(p.docBytes),
        'preloaded JSON KiB': kb(p.preloadedBytes),
        'markup KiB': kb(p.markupBytes),
        'bare ÷ plain': p.ratioToPlain,
      },
      {
        page: `${p.url} as a plain React tree (reference)`,
        'bare render ms': p.plainMs,
        'document KiB': '',
        'preloaded JSON KiB': '',
        'markup KiB': kb(p.plainMarkupBytes),
        'bare ÷ plain': 1,
      },
    ]),
  );
  if (r.referenceDir) {
    console.log(`beside the reference build ${r.referenceDir} (same api, same run; its gateway in its own process):`);
    console.table(
      r.pages.flatMap((p) =>
        p.reference
          ? [
              {
                page: p.url,
                build: 'this',
                'req/s': p.reqPerSec,
                'p50 ms': p.p50,
                'p99 ms': p.p99,
                'p99/p50': p.tailRatio,
                'document KiB': kb(p.docBytes),
                'preloaded KiB': kb(p.preloadedBytes),
                'CPU ms/req': p.cpuMsPerRequest,
                'RSS MB': p.rssMb,
              },
              {
                page: p.url,
                build: 'reference',
                'req/s': p.reference.reqPerSec,
                'p50 ms': p.reference.p50,
                'p99 ms': p.reference.p99,
                'p99/p50': p.reference.tailRatio,
                'document KiB': kb(p.reference.docBytes),
                'preloaded KiB': kb(p.reference.preloadedBytes),
                'CPU ms/req': p.reference.cpuMsPerRequest,
                'RSS MB': p.reference.rssMb,
              },
            ]
          : [],
      ),
    );
    for (const p of r.pages) {
      if (p.reference)
        console.log(
          `     ${p.name}: this build serves ${round(p.reqPerSec / Math.max(p.reference.reqPerSec, 1))}× the reference's req/s, at ${round(p.reference.cpuMsPerRequest / Math.max(p.cpuMsPerRequest, 0.01))}× less gateway CPU per page (${p.cpuMsPerRequest} against ${p.reference.cpuMsPerRequest} ms)`,
        );
    }
  }
  for (const p of r.pages) {
    console.log(
      `${mark(p.ratioToPlain <= BUDGETS.ratioToPlain)} ${p.name}: bare render ÷ plain React tree = ${p.ratioToPlain} (${p.bareMs} ms ÷ ${p.plainMs} ms; aim ≤ ${BUDGETS.ratioToPlain})`,
    );
    console.log(
      `${mark(p.ratioToBare >= BUDGETS.ratioToBare)} ${p.name}: SSR through the gateway ÷ bare render = ${p.ratioToBare} (budget ≥ ${BUDGETS.ratioToBare})`,
    );
    console.log(`${mark(p.tailRatio <= BUDGETS.tailRatio)} ${p.name}: p99 ÷ p50 = ${p.tailRatio} (budget ≤ ${BUDGETS.tailRatio})`);
  }
  const h = r.proxyHop;
  console.log(
    `${mark(h.hopMs <= BUDGETS.hopMs)} proxy hop at p50, api in its own process: ${h.hopMs} ms (direct ${h.directP50Ms} ms, through the gateway ${h.gatewayP50Ms} ms, ${h.samples} samples; budget ≤ ${BUDGETS.hopMs} ms)`,
  );
  const i = r.proxyHopInProcess;
  console.log(
    `${mark(i.hopMs <= BUDGETS.hopMs)} proxy hop at p50, same answer from an in-process upstream: ${i.hopMs} ms (direct ${i.directP50Ms} ms, through the gateway ${i.gatewayP50Ms} ms; the gateway's own cost)`,
  );
  if (r.firstLoadJs) {
    const kib = round(r.firstLoadJs.gzipBytes / 1024, 1);
    console.log(
      `${mark(kib <= BUDGETS.firstLoadKiB)} first-load JavaScript every page shares (the entry and its static imports, from the build): ${kib} KiB gzip (${round(r.firstLoadJs.rawBytes / 1024, 1)} KiB raw, ${r.firstLoadJs.files.length} files; CSS ${round(r.firstLoadJs.cssGzipBytes / 1024, 1)} KiB gzip; budget ≤ ${BUDGETS.firstLoadKiB} KiB)`,
    );
  } else {
    console.log('first-load JavaScript: no client build (run `npm run build`)');
  }
  if (r.firstLoadBrowser) reportFirstLoad(r.firstLoadBrowser);
  else console.log(`first-load JavaScript in a browser: not measured (no ${CHROMIUM_PATH})`);
  console.log(
    `${mark(r.rssMb.peak <= BUDGETS.rssMb)} gateway process RSS (gateway + renderer; the api and its database run in their own process): ${r.rssMb.before} MB before, ${r.rssMb.peak} MB at most right after a page's load (budget ≤ ${BUDGETS.rssMb} MB), ${r.rssMb.after} MB at the end (flatness over time: npm run bench -- --soak 10)`,
  );
}
