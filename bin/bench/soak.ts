// Memory over a long run (docs/architecture.md "Budgets": gateway memory under load ≤ 250 MB and flat over a
// 10-minute run). The same production shape as http.ts: the api in its own process, the gateway and
// renderer in this one, autocannon in a third. Load goes round a mix of pages (home, searches with
// filters and paging, an estate, countries, realtors, in several languages) in slices of `slice`
// seconds; after each slice the gateway's RSS and its heap after a full collection are sampled.
// "Flat" compares the last slices with the slices after the first minute of warm-up: a leak in SSR
// (stores, i18n instances, render queues kept per request) grows the retained heap slice after slice.
//   npm run bench -- --soak 10 [--connections 20]
import { loadConfig } from '../../gateway/config.ts';
import { tuneHeap } from '../../gateway/heap.ts';
import { findRootDir } from '../../gateway/paths.ts';
import { autocannon, median, round, startBenchStack } from './http.ts';

export interface SoakOptions {
  minutes: number;
  connections?: number;
  /** seconds of load between samples */
  slice?: number;
  estates?: number;
}

export interface SoakSample {
  atS: number;
  url: string;
  reqPerSec: number;
  rssMb: number;
  heapAfterGcMb: number;
}

const BUDGET_RSS_MB = 250;
/** the retained heap at the end may exceed its warmed-up level by this share and still be flat */
const FLAT_TOLERANCE = 0.1;
const mb = (bytes: number) => round(bytes / 2 ** 20, 1);

function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed;
}

export async function benchSoak(opts: SoakOptions): Promise<{ samples: SoakSample[]; flat: boolean; maxRssMb: number }> {
  const slice = opts.slice ?? 30;
  const connections = opts.connections ?? 20;
  const rootDir = findRootDir();
  if (!(globalThis as { gc?: unknown }).gc) console.log('(no --expose-gc: heap figures include garbage not yet collected)');
  console.log(`soak: ${opts.minutes} min of load in ${slice} s slices, ${connections} connections …`);
  // the gateway runs in this process: with the product's heap setting, as bin/start.ts gives it
  tuneHeap(loadConfig(process.env).heapGrowingPercent);
  const stack = await startBenchStack(rootDir, opts.estates ?? 300);
  const base = stack.gatewayUrl;
  try {
    const found = (await (await fetch(`${base}/api/estate/search?onPage=1`)).json()) as { values: { aliasId: string }[] };
    const estate = found.values[0]?.aliasId;
    const urls = [
      '/?lng=en',
      '/search?lng=de&dealType=sale&priceFrom=100000&priceTo=400000',
      '/search/ES?lng=es&page=2&orderBy=price_asc',
      ...(estate ? [`/estate/${estate}?lng=ru`] : []),
      '/countries?lng=en',
      '/realtor?lng=de',
      '/search/IT?lng=ru&currency=rub',
    ];
    for (const u of urls) {
      const res = await fetch(base + u);
      if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
      await res.arrayBuffer();
    }
    const samples: SoakSample[] = [];
    const t0 = Date.now();
    const end = t0 + opts.minutes * 60_000;
    for (let i = 0; Date.now() < end; i++) {
      const url = urls[i % urls.length];
      const seconds = Math.max(1, Math.min(slice, Math.ceil((end - Date.now()) / 1000)));
      const cannon = await autocannon(base + url, connections, seconds);
      // a 503 is load shedding (gateway/pressure.ts, api/http/pressure.ts) on a lagging loop, e.g. a
      // busy shared machine: counted and shown, not a failure; any other non-2xx is
      const shed = (cannon as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.['503']?.count ?? 0;
      if (cannon.errors + cannon.timeouts > 0 || cannon.non2xx > shed)
        throw new Error(`${url}: ${cannon.non2xx} non-2xx (${shed} shed with 503), ${cannon.errors} errors, ${cannon.timeouts} time-outs`);
      if (shed) console.log(`        (${shed} requests shed with 503 in this slice)`);
      const heap = heapAfterGc();
      const sample = {
        atS: Math.round((Date.now() - t0) / 1000),
        url,
        reqPerSec: Math.round(cannon.requests.average),
        rssMb: mb(process.memoryUsage().rss),
        heapAfterGcMb: mb(heap),
      };
      samples.push(sample);
      console.log(
        `${String(sample.atS).padStart(5)} s  ${sample.url.padEnd(60)} ${String(sample.reqPerSec).padStart(5)} req/s  RSS ${sample.rssMb} MB  heap after GC ${sample.heapAfterGcMb} MB`,
      );
    }
    // warmed up: the samples after the first minute; compare the median of their first third with
    // the median of the last third
    const warm = samples.filter((s) => s.atS > 60);
    const third = Math.max(1, Math.floor(warm.length / 3));
    const early = median(warm.slice(0, third).map((s) => s.heapAfterGcMb));
    const late = median(warm.slice(-third).map((s) => s.heapAfterGcMb));
    const maxRssMb = Math.max(...samples.map((s) => s.rssMb));
    const growth = early > 0 ? late / early : 1;
    const flat = warm.length >= 2 && growth <= 1 + FLAT_TOLERANCE;
    console.log(
      `${maxRssMb <= BUDGET_RSS_MB ? 'ok  ' : 'OVER'} gateway RSS peak over ${opts.minutes} min: ${maxRssMb} MB (budget ≤ ${BUDGET_RSS_MB} MB)`,
    );
    console.log(
      `${flat ? 'ok  ' : 'OVER'} retained heap after warm-up: ${early} MB → ${late} MB, ratio ${round(growth)} (flat: ≤ ${1 + FLAT_TOLERANCE}; ${warm.length} samples after the first minute)`,
    );
    return { samples, flat, maxRssMb };
  } finally {
    await stack.close();
  }
}
