// `npm run bench -- --faults`: the product under overload and api faults (docs/decisions/0011).
//   1. capacity: the search page through the gateway (api in its own process) at full speed
//      for --duration s; then twice that rate for --overload s (default 60): no 5xx but the
//      deliberate 503 of load shedding (@fastify/under-pressure, gateway/pressure.ts, api/http/pressure.ts);
//      the gateway's RSS sampled every second against its 250 MB budget.
//   2. api faults (a switchable proxy, bin/bench/fault-proxy.ts): down, hung, resetting, slow (under
//      and over the time-out), unavailable: each page and /api call answered within the gateway's
//      time-out with 502/503/504.
//   3. the all-in-one process (npm start's shape): RSS idle and under load against 600 MB, then
//      SIGTERM while photo uploads are in flight: every upload gets a final answer, 2xx (kept after a
//      restart) or 503 with Retry-After (test/integration/gateway-shutdown.test.ts holds the behaviour).
//   4. an import beside the search load on a fresh all-in-one (bin/bench/import-load.ts, issue 21
//      item 4): /api/currencies sampled every 200 ms, p50/p99/max against the same sampling without the
//      import, and the 503s of the sampling, the search load and two photo uploads meanwhile.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { findRootDir } from '../../gateway/paths.ts';
import { RESPONSE_TIMEOUT_MS } from '../../gateway/upstream.ts';
import { autocannon, round, startApiProcess } from './http.ts';
import { importLoadPhase } from './import-load.ts';
import { autocannonRate, rssMb, startProduct, statusCounts } from './product.ts';
import { startFaultProxy, type FaultMode } from './fault-proxy.ts';
import { estateBody } from '../../test/integration/api-estates-fixtures.ts';

export interface FaultsOptions {
  /** seconds of the capacity run */
  duration: number;
  /** seconds at twice the capacity */
  overload: number;
  connections: number;
  estates: number;
  /** CSV rows of the import beside the search load (0: that phase is skipped) */
  importRows: number;
}

const GATEWAY_RSS_BUDGET_MB = 250;
const ESTATE = estateBody({ title: { en: 'Villa for the shutdown test' } });

/** The pid of the process listening on the url's port on this machine (from /proc/net/tcp), if found. */
function pidListeningOn(url: string): number | undefined {
  try {
    const port = Number(new URL(url).port).toString(16).toUpperCase().padStart(4, '0');
    const line = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .find((l) => l.includes(`:${port} `) && / 0A /.test(l));
    const inode = line?.trim().split(/\s+/)[9];
    if (!inode) return undefined;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        for (const fd of readdirSync(`/proc/${pid}/fd`)) {
          if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
        }
      } catch {
        // not ours to read
      }
    }
  } catch {
    // no /proc
  }
  return undefined;
}
const ALL_IN_ONE_RSS_BUDGET_MB = 600;

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number; retryAfter?: string | null; error?: string }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return { status: res.status, ms: round(performance.now() - t0, 0), retryAfter: res.headers.get('retry-after') };
  } catch (err) {
    return { status: 0, ms: round(performance.now() - t0, 0), error: (err as Error).message };
  }
}

async function overloadPhase(opts: FaultsOptions, gatewayUrl: string, gatewayPid: number, apiPid: number | undefined): Promise<boolean> {
  const url = `${gatewayUrl}/search?lng=en&dealType=sale`;
  await autocannon(url, 10, 3); // warm-up
  const cap = await autocannon(url, opts.connections, opts.duration);
  const capacity = Math.max(1, Math.round(cap.requests.average));
  console.log(`capacity: ${capacity} req/s on the search page (${opts.connections} connections, ${opts.duration} s; p99 ${cap.latency.p99} ms)`);
  let peak = rssMb(gatewayPid);
  let apiPeak = apiPid ? rssMb(apiPid) : 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(gatewayPid));
    if (apiPid) apiPeak = Math.max(apiPeak, rssMb(apiPid));
  }, 1000);
  const over = await autocannonRate(url, opts.connections * 4, opts.overload, capacity * 2);
  clearInterval(sampler);
  const counts = statusCounts(over);
  const fivexx = Object.entries(counts)
    .filter(([code]) => code.startsWith('5') && code !== '503')
    .reduce((n, [, c]) => n + c, 0);
  const shed = counts['503'] ?? 0;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const ok = fivexx === 0 && over.errors === 0;
  console.log(
    `2× capacity (${capacity * 2} req/s offered, ${opts.overload} s): ${round(over.requests.average, 0)} req/s answered, statuses ${JSON.stringify(counts)}, ` +
      `${shed} shed with 503 (${round((100 * shed) / Math.max(1, total), 1)} %), other 5xx ${fivexx}, socket errors ${over.errors}, timeouts ${over.timeouts}; ` +
      `p50 ${over.latency.p50} ms, p99 ${over.latency.p99} ms  ${ok ? 'ok' : 'FAIL'}`,
  );
  console.log(
    `gateway process RSS under load: peak ${peak} MB (budget ${GATEWAY_RSS_BUDGET_MB} MB)  ${peak <= GATEWAY_RSS_BUDGET_MB ? 'ok' : 'OVER'}`,
  );
  if (apiPid) console.log(`api process (PGlite inside) RSS under load: peak ${apiPeak} MB (no budget of its own; it is the all-in-one's rest)`);
  return ok && peak <= GATEWAY_RSS_BUDGET_MB;
}

async function faultPhase(gatewayUrl: string, proxy: Awaited<ReturnType<typeof startFaultProxy>>, timeoutMs: number): Promise<boolean> {
  let all = true;
  let n = 0;
  const cases: { mode: FaultMode; slowMs?: number; expect: number[]; label: string }[] = [
    { mode: 'down', expect: [502, 503], label: 'api down (connection dropped)' },
    { mode: 'reset', expect: [502], label: 'api resetting connections' },
    { mode: 'unavailable', expect: [503], label: 'api answering 503' },
    { mode: 'hung', expect: [504], label: 'api hung' },
    { mode: 'slow', slowMs: Math.round(timeoutMs / 4), expect: [200], label: `api slow (${Math.round(timeoutMs / 4)} ms, under the time-out)` },
    { mode: 'slow', slowMs: timeoutMs * 2, expect: [504], label: `api slow (${timeoutMs * 2} ms, over the time-out)` },
  ];
  for (const c of cases) {
    proxy.mode = c.mode;
    if (c.slowMs) proxy.slowMs = c.slowMs;
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? timed(`${gatewayUrl}/search?lng=de&price_gte=${++n}`) : timed(`${gatewayUrl}/api/estate/search?onPage=1&price_gte=${++n}`),
      ),
    );
    const worst = Math.max(...runs.map((r) => r.ms));
    const statuses = runs.map((r) => r.status);
    const ok = statuses.every((s) => c.expect.includes(s)) && worst <= timeoutMs + 1500;
    all &&= ok;
    console.log(
      `  ${c.label.padEnd(44)} statuses ${JSON.stringify([...new Set(statuses)])}, slowest ${worst} ms (time-out ${timeoutMs} ms)  ${ok ? 'ok' : 'FAIL'}`,
    );
  }
  proxy.mode = 'pass';
  return all;
}

async function allInOnePhase(rootDir: string, opts: FaultsOptions): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-faults-'));
  let ok = true;
  try {
    let product = await startProduct(rootDir, dataDir, opts.estates);
    // PGlite's start-up holds its file-system image and a fresh WASM heap for a moment (about 600 MB
    // external memory on this machine): the high-water mark says how much, the budget is for after it
    const startPeak = rssMb(product.child.pid, 'VmHWM');
    await new Promise((r) => setTimeout(r, 5_000));
    const idle = rssMb(product.child.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(product.child.pid))), 1000);
    await autocannon(`${product.url}/search?lng=en`, opts.connections, opts.duration);
    await autocannon(`${product.url}/?lng=ru`, opts.connections, Math.max(3, Math.round(opts.duration / 2)));
    clearInterval(sampler);
    const rssOk = peak <= ALL_IN_ONE_RSS_BUDGET_MB;
    ok &&= rssOk;
    console.log(
      `all-in-one process (npm start): RSS idle ${idle} MB (5 s after start), peak under load ${peak} MB (budget ${ALL_IN_ONE_RSS_BUDGET_MB} MB)  ${rssOk ? 'ok' : 'OVER'}; during start-up at most ${startPeak} MB (PGlite's start)`,
    );

    // SIGTERM while photo uploads are in flight
    const origin = product.url;
    const signIn = await fetch(`${origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'realtor@example.com', password: 'realtor-password-1' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const estates: { aliasId: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${origin}/api/estate`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(ESTATE),
      });
      const body = (await res.json()) as { aliasId?: string; estate?: { aliasId: string } };
      const aliasId = body.aliasId ?? body.estate?.aliasId;
      if (aliasId) estates.push({ aliasId });
      else console.log(`(estate not created: ${res.status} ${JSON.stringify(body).slice(0, 200)})`);
    }
    // noise does not compress: a photo of a few MB, still in flight when the signal comes
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const photosOf = async (base: string, aliasId: string) =>
      ((await (await fetch(`${base}/api/estate/${aliasId}`, { headers: { cookie } })).json()) as { photos?: unknown[] }).photos?.length ?? 0;
    const before = new Map<string, number>();
    for (const e of estates) before.set(e.aliasId, await photosOf(origin, e.aliasId));
    const uploads = estates.map(async (e) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'big.jpg');
      const r = await timed(`${origin}/api/estate/${e.aliasId}/photos`, { method: 'POST', headers: { cookie, origin }, body: form });
      return { aliasId: e.aliasId, ...r };
    });
    await new Promise((r) => setTimeout(r, 150));
    const t0 = performance.now();
    product.child.kill('SIGTERM');
    const results = await Promise.all(uploads);
    const code = await product.exited;
    const stopMs = round(performance.now() - t0, 0);
    product = await startProduct(rootDir, dataDir, opts.estates);
    let kept = 0;
    let lost = 0;
    const detail: string[] = [];
    for (const r of results) {
      const after = await photosOf(product.url, r.aliasId);
      const added = after - (before.get(r.aliasId) ?? 0);
      detail.push(`${r.aliasId}: ${r.status} ${r.ms} ms, +${added}`);
      if (r.status >= 200 && r.status < 300) {
        if (added >= 1) kept++;
        else lost++;
      }
    }
    if (lost) console.log(`  uploads: ${detail.join('; ')}`);
    product.child.kill('SIGTERM');
    await product.exited;
    const answered = results.filter((r) => r.status > 0).length;
    // a final answer: 2xx (and kept), or 503 with Retry-After (cut at two thirds of the grace, or refused)
    const refused = results.filter((r) => r.status === 503);
    const retryable = refused.filter((r) => r.retryAfter).length;
    const otherwise = results.filter((r) => !(r.status >= 200 && r.status < 300) && r.status !== 503).length;
    const drained = lost === 0 && answered === results.length && otherwise === 0 && retryable === refused.length && code === 0;
    ok &&= drained;
    console.log(
      `SIGTERM during ${results.length} photo uploads (${round(photo.length / 2 ** 20, 1)} MB each): answers ${JSON.stringify(results.map((r) => r.status || r.error))}, ` +
        `${kept} of ${results.length} kept after the restart (${lost} answered 2xx but lost), ${refused.length} of ${results.length} answered 503 ` +
        `(${retryable} of ${refused.length} with Retry-After), ${otherwise} other answers, exit code ${code} after ${stopMs} ms  ${drained ? 'ok' : 'FAIL'}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return ok;
}

export async function benchFaults(opts: FaultsOptions): Promise<boolean> {
  const rootDir = findRootDir();
  const importPhase = () => importLoadPhase(rootDir, { rows: opts.importRows, searchRate: 5, estates: opts.estates });
  if (process.env.BENCH_FAULTS_ONLY === 'shutdown') return allInOnePhase(rootDir, opts);
  if (process.env.BENCH_FAULTS_ONLY === 'import') return importPhase();
  console.log(`faults benchmark: capacity ${opts.duration} s, overload ${opts.overload} s, ${opts.connections} connections, ${opts.estates} estates`);
  const api = await startApiProcess(rootDir, opts.estates);
  const apiPid = pidListeningOn(api.url);
  const proxy = await startFaultProxy(api.url);
  // the gateway alone in its own process (as compose runs it), so its RSS is its own
  const gwData = await mkdtemp(join(tmpdir(), 'bench-faults-gw-'));
  const gateway = await startProduct(rootDir, gwData, 0, { API_URL: proxy.url });
  const gatewayUrl = gateway.url;
  console.log(`idle RSS: gateway process ${rssMb(gateway.child.pid)} MB, api process ${apiPid ? rssMb(apiPid) : '?'} MB`);
  let ok = true;
  try {
    ok = (await overloadPhase(opts, gatewayUrl, gateway.child.pid!, apiPid)) && ok;
    console.log(`api faults, each answered within the gateway's api time-out (${RESPONSE_TIMEOUT_MS} ms):`);
    ok = (await faultPhase(gatewayUrl, proxy, RESPONSE_TIMEOUT_MS)) && ok;
  } finally {
    gateway.child.kill('SIGTERM');
    await gateway.exited;
    await rm(gwData, { recursive: true, force: true });
    await proxy.close();
    await api.stop();
  }
  ok = (await allInOnePhase(rootDir, opts)) && ok;
  if (opts.importRows > 0) ok = (await importPhase()) && ok;
  console.log(ok ? 'faults: all within budget' : 'faults: something over budget or failed (above)');
  return ok;
}
