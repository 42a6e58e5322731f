// HTTP benchmark of the product through the gateway (docs/architecture.md "Budgets", as ratios measured in
// one run), in the production shape: the api (`start.js api`, embedded PGlite in a temp DATA_DIR,
// seeded) in its own process, the gateway with the renderer in this one, autocannon in a third (so
// the load generator does not share the server's thread), and beside it a loop of the bare React
// render of the same tree (renderer.renderBare with the state the page rendered with), in this
// process too. Run it with NODE_ENV=production (bin/bench.ts sees to it): React's development build
// is several times slower.
//   SSR through the gateway ÷ bare render     ≥ 0.5
//   p99 ÷ p50 at 50 connections               ≤ 2
//   proxy hop at p50                          ≤ 0.25 ms (GET /api/currencies direct vs through)
//   first-load JavaScript of the home, gzip   ≤ 100 KiB (entry + its static imports)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
import type { Language } from '../../shared/constants.ts';

export interface HttpBenchOptions {
  connections?: number;
  /** seconds per autocannon run */
  duration?: number;
  /** demo estates seeded for the run */
  estates?: number;
  pages?: { name: string; url: string }[];
  /** server renders in flight at once in the gateway */
  renderConcurrency?: number;
  print?: boolean;
}

export interface PageResult {
  name: string;
  url: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  tailRatio: number;
  non2xx: number;
  errors: number;
  bareRendersPerSec: number;
  ratioToBare: number;
}

export interface HttpBenchResult {
  pages: PageResult[];
  proxyHop: { directP50Ms: number; gatewayP50Ms: number; hopMs: number; samples: number };
  /** the same, with the api's answer served by a trivial upstream in this process: the gateway's own cost without cross-process scheduling */
  proxyHopInProcess: { directP50Ms: number; gatewayP50Ms: number; hopMs: number; samples: number };
  firstLoadJs: { files: string[]; rawBytes: number; gzipBytes: number; cssGzipBytes: number } | null;
  rssMb: { before: number; after: number };
}

const BUDGETS = { ratioToBare: 0.5, tailRatio: 2, hopMs: 0.25, firstLoadKiB: 100 };
export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export interface CannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The api alone in a child process (the built start.js when there is one), seeded; resolves its URL. */
export async function startApiProcess(rootDir: string, estates: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const built = join(rootDir, 'dist', 'server', 'start.js');
  const args = existsSync(built) ? [built, 'api'] : ['--import', 'tsx', join(rootDir, 'bin', 'start.ts'), 'api'];
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      API_PORT: '0',
      SEED_ESTATES: String(estates),
      LOG_LEVEL: 'info',
    },
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
    async stop() {
      child.kill('SIGTERM');
      await exited;
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

function preloadedState(html: string): { language: Language; stores: Record<string, unknown> } {
  const m = /<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no preloaded data in the page');
  return JSON.parse(m[1]);
}

/** Renders per second of the bare React tree, in a loop for `seconds`. */
async function bareLoop(render: () => Promise<string>, seconds: number): Promise<number> {
  for (let i = 0; i < 20; i++) await render();
  let n = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while (performance.now() < end) {
    await render();
    n++;
  }
  return n / ((performance.now() - t0) / 1000);
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

/** The home page's first-load JavaScript: the entry and everything it statically imports. */
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
  const rssBefore = process.memoryUsage().rss;
  if (print) console.log(`starting the api (${opts.estates ?? 300} demo estates) …`);
  const stack = await startBenchStack(rootDir, opts.estates ?? 300, opts.renderConcurrency);
  const { logger } = stack;
  const results: PageResult[] = [];
  try {
    const renderer = await createRenderer({ rootDir });
    for (const page of pages) {
      const target = `${stack.gatewayUrl}${page.url}`;
      const first = await fetch(target);
      const html = await first.text();
      if (first.status !== 200) throw new Error(`${page.url} answered ${first.status}`);
      const { language, stores } = preloadedState(html);
      if (print) console.log(`${page.name}: autocannon ${connections} connections × ${duration} s on ${page.url} …`);
      await autocannon(target, connections, 2); // warm-up: JIT, caches, connection pools
      const cannon = await autocannon(target, connections, duration);
      const bare = await bareLoop(() => renderer.renderBare(page.url, language, stores as never), Math.max(3, duration / 2));
      results.push({
        name: page.name,
        url: page.url,
        reqPerSec: round(cannon.requests.average, 0),
        p50: cannon.latency.p50,
        p99: cannon.latency.p99,
        tailRatio: round(cannon.latency.p99 / Math.max(cannon.latency.p50, 0.001)),
        non2xx: cannon.non2xx,
        errors: cannon.errors + cannon.timeouts,
        bareRendersPerSec: round(bare, 0),
        ratioToBare: round(cannon.requests.average / bare),
      });
    }
    const proxyHop = await hop(stack.apiUrl, stack.gatewayUrl, '/api/currencies', 3000);
    const proxyHopInProcess = await isolatedHop(stack.apiUrl, logger, rootDir);
    const result: HttpBenchResult = {
      pages: results,
      proxyHop,
      proxyHopInProcess,
      firstLoadJs: firstLoadJs(rootDir),
      rssMb: { before: round(rssBefore / 2 ** 20, 0), after: round(process.memoryUsage().rss / 2 ** 20, 0) },
    };
    if (print) report(result);
    return result;
  } finally {
    await stack.close();
  }
}

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
  for (const p of r.pages) {
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
      `${mark(kib <= BUDGETS.firstLoadKiB)} first-load JavaScript of the home page: ${kib} KiB gzip (${round(r.firstLoadJs.rawBytes / 1024, 1)} KiB raw, ${r.firstLoadJs.files.length} files; CSS ${round(r.firstLoadJs.cssGzipBytes / 1024, 1)} KiB gzip; budget ≤ ${BUDGETS.firstLoadKiB} KiB)`,
    );
  } else {
    console.log('first-load JavaScript: no client build (run `npm run build`)');
  }
  console.log(
    `gateway process RSS (gateway + renderer; the api and its database run in their own process): ${r.rssMb.before} MB before, ${r.rssMb.after} MB after the load (flatness over time: npm run bench -- --soak 10)`,
  );
}
