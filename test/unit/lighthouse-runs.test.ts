// `npm run lighthouse`'s handling of runs (bin/lighthouse-runs.ts, issue 21.11): a run that fails
// inside Lighthouse (NO_NAVSTART) is retried; a page whose runs all failed is reported as failed,
// never as scores of 0; --runs N gives the median of the good runs; --runs is validated.
import t from 'tap';
import { formatRow, measurePage, readRun, runsArg, type LhrLike } from '../../bin/lighthouse-runs.ts';

function good(perf: number, lcp = 1200): LhrLike {
  return {
    categories: { performance: { score: perf }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { id: 'largest-contentful-paint', score: 0.9, numericValue: lcp },
      'total-blocking-time': { id: 'total-blocking-time', score: 1, numericValue: 40 },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', score: 1, numericValue: 0.01 },
      'image-alt': { id: 'image-alt', score: 0, scoreDisplayMode: 'binary' },
    },
  };
}

/** What Lighthouse returns when Chromium never started the navigation: no scores, a runtimeError. */
const NO_NAVSTART: LhrLike = {
  runtimeError: { code: 'NO_NAVSTART', message: 'Chrome did not start a navigation' },
  categories: { performance: { score: null }, accessibility: { score: null }, 'best-practices': { score: null }, seo: { score: null } },
  audits: {},
};

/** An attempt function answering from a script; counts its calls. */
function scripted(answers: (LhrLike | Error | undefined)[]) {
  const calls = { n: 0 };
  const attempt = async () => {
    const a = answers[Math.min(calls.n++, answers.length - 1)];
    if (a instanceof Error) throw a;
    return a;
  };
  return { attempt, calls };
}

t.test('a run is read as failed when Lighthouse failed or a category has no score', async (t) => {
  t.match(readRun(NO_NAVSTART), { ok: false, error: /NO_NAVSTART/ });
  t.match(readRun(undefined), { ok: false });
  const partial = good(0.9);
  partial.categories.seo = { score: null };
  t.match(readRun(partial), { ok: false, error: /no score for seo/ });
  t.match(readRun(good(0.87)), { ok: true, scores: [87, 100, 96, 100], lcp: 1200, failing: ['image-alt'] });
});

t.test('a run that fails inside Lighthouse is retried', async (t) => {
  const { attempt, calls } = scripted([NO_NAVSTART, good(0.91)]);
  const r = await measurePage(attempt, { runs: 1, retries: 2 });
  t.equal(calls.n, 2, 'tried again after NO_NAVSTART');
  t.match(r, { ok: true, scores: [91, 100, 96, 100], good: 1, attempts: 2 });
  t.match(formatRow('home', 'mobile', r), /^home +mobile +91 +100 +96 +100 +1200 +40 +0\.010 +\(1 good of 2 attempts\)$/);

  const thrown = scripted([new Error('protocol error'), good(0.8)]);
  t.match(await measurePage(thrown.attempt, { runs: 1, retries: 1 }), { ok: true, scores: [80, 100, 96, 100] }, 'a thrown error too');
});

t.test('when every attempt fails the page is reported as failed, not as 0', async (t) => {
  const { attempt, calls } = scripted([NO_NAVSTART]);
  const r = await measurePage(attempt, { runs: 2, retries: 2 });
  t.equal(calls.n, 6, 'each of the 2 runs tried 3 times');
  t.match(r, { ok: false, attempts: 6 });
  t.notOk('scores' in r, 'no scores at all');
  const row = formatRow('search', 'desktop', r);
  t.match(row, /FAILED after 6 attempts: NO_NAVSTART: Chrome did not start a navigation$/);
  t.notMatch(row, /\b0\b(?! attempts)/, 'no zero score printed');
});

t.test('--runs N gives the median of the good runs', async (t) => {
  const { attempt, calls } = scripted([good(0.7, 3000), NO_NAVSTART, good(0.9, 1000), good(0.8, 2000)]);
  const r = await measurePage(attempt, { runs: 3, retries: 1 });
  t.equal(calls.n, 4);
  t.match(r, { ok: true, scores: [80, 100, 96, 100], lcp: 2000, good: 3, attempts: 4 }, 'the middle one, the failed attempt left out');
  t.equal(runsArg(['node', 'x']), 1, 'one run by default');
  t.equal(runsArg(['--runs', '3']), 3);
  t.throws(() => runsArg(['--runs', 'many']), /--runs must be a whole number/);
  t.throws(() => runsArg(['--runs', '0']), /--runs/);
});
