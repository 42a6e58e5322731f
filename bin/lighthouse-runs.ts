// What `npm run lighthouse` (bin/lighthouse.ts) makes of Lighthouse's runs, apart from Lighthouse and
// Chromium so it can be tested (test/unit/lighthouse-runs.test.ts). A run that fails inside
// Lighthouse (a runtimeError such as NO_NAVSTART, a category without a score, or a thrown error) is
// retried; a page is measured `runs` times and shown as the median of its good runs; a page whose
// runs all failed is shown as failed with the reasons, never as scores of 0.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The part of Lighthouse's result (lhr) read here. */
export interface LhrLike {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode?: string; numericValue?: number } | undefined>;
}

export type RunResult = { ok: true; scores: number[]; lcp: number; tbt: number; cls: number; failing: string[] } | { ok: false; error: string };

export type PageResult =
  | { ok: true; scores: number[]; lcp: number; tbt: number; cls: number; failing: string[]; good: number; attempts: number }
  | { ok: false; errors: string[]; attempts: number };

/** One run's result: failed when Lighthouse says so or any category has no score. */
export function readRun(lhr: LhrLike | undefined): RunResult {
  if (!lhr) return { ok: false, error: 'no result' };
  if (lhr.runtimeError) return { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const scores = CATEGORIES.map((c) => lhr.categories[c]?.score);
  const missing = CATEGORIES.filter((_, i) => typeof scores[i] !== 'number');
  if (missing.length) return { ok: false, error: `no score for ${missing.join(', ')}` };
  const failing = Object.values(lhr.audits)
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a!.id);
  return {
    ok: true,
    scores: scores.map((s) => Math.round((s as number) * 100)),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  };
}

function median(values: number[]): number {
  const v = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
}

/**
 * Measures one page: `runs` runs, each tried up to 1 + `retries` times until it succeeds. `attempt`
 * runs Lighthouse once (it may throw). The median of the good runs, or failed when none was good.
 */
export async function measurePage(attempt: () => Promise<LhrLike | undefined>, opts: { runs: number; retries: number }): Promise<PageResult> {
  const good: Extract<RunResult, { ok: true }>[] = [];
  const errors: string[] = [];
  let attempts = 0;
  for (let run = 0; run < opts.runs; run++) {
    for (let tries = 0; tries <= opts.retries; tries++) {
      attempts++;
      let result: RunResult;
      try {
        result = readRun(await attempt());
      } catch (err) {
        result = { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
      if (result.ok) {
        good.push(result);
        break;
      }
      errors.push(result.error);
    }
  }
  if (!good.length) return { ok: false, errors, attempts };
  return {
    ok: true,
    scores: CATEGORIES.map((_, i) => Math.round(median(good.map((g) => g.scores[i])))),
    lcp: median(good.map((g) => g.lcp)),
    tbt: median(good.map((g) => g.tbt)),
    cls: median(good.map((g) => g.cls)),
    failing: [...new Set(good.flatMap((g) => g.failing))].sort(),
    good: good.length,
    attempts,
  };
}

/** The table line of a page: scores and metrics, or FAILED with the reasons (never zeros). */
export function formatRow(page: string, form: string, r: PageResult): string {
  const head = `${page.padEnd(8)}${form.padEnd(9)}`;
  if (!r.ok) return `${head}FAILED after ${r.attempts} attempts: ${[...new Set(r.errors)].join('; ')}`;
  const runs = r.attempts > r.good ? `  (${r.good} good of ${r.attempts} attempts)` : r.good > 1 ? `  (median of ${r.good})` : '';
  return `${head}${r.scores.map((s) => String(s).padStart(4)).join('  ')}  ${r.lcp.toFixed(0).padStart(8)}${r.tbt.toFixed(0).padStart(8)}${r.cls.toFixed(3).padStart(7)}${runs}`;
}

/** `--runs N` (default 1), a whole number from 1 to 20. */
export function runsArg(argv: readonly string[]): number {
  const i = argv.indexOf('--runs');
  if (i < 0) return 1;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 20) throw new Error(`--runs must be a whole number from 1 to 20 (got ${argv[i + 1] ?? 'nothing'})`);
  return n;
}
