// Runs the saved-search alert job (api/savedSearches/alerts.ts) on the job queue (decision 0009):
// every SAVED_SEARCH_ALERTS_INTERVAL_MS each api instance offers a run to a stately queue, which
// keeps at most one run waiting and one running across every instance, and whichever instance's
// worker takes it runs it. Instant alerts go out at each run; daily and weekly ones when due. 0 turns
// the timer off (tests call runSavedSearchAlerts with their own clock).
import fp from 'fastify-plugin';
import { runSavedSearchAlerts } from './alerts.ts';

export const ALERTS_QUEUE = 'saved-search-alerts';
const DEFAULT_INTERVAL_MS = 60_000;

export default fp(
  async (app) => {
    const clock = app.config.alertsClock ?? (() => new Date());
    await app.jobs.queue(ALERTS_QUEUE, { policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 });
    await app.jobs.work(ALERTS_QUEUE, async (job) => {
      const report = await runSavedSearchAlerts(app, { now: clock(), signal: job.signal });
      if (report.mailed || report.errors.length) app.log.info({ ...report, errors: report.errors.length }, 'saved search alerts run');
    });
    const intervalMs = app.config.alertsIntervalMs ?? DEFAULT_INTERVAL_MS;
    if (!intervalMs) {
      app.log.info('saved search alerts: off (SAVED_SEARCH_ALERTS_INTERVAL_MS=0)');
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    const tick = () => {
      if (closing) return;
      app.jobs.offer(ALERTS_QUEUE, {}).catch((err: unknown) => app.log.warn({ err }, 'saved search alerts could not be queued'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
    });
  },
  { name: 'saved-search-alerts', dependencies: ['db', 'mail', 'jobs'] },
);
