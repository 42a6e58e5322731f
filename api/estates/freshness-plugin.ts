// Runs the listing freshness job (freshness.ts) on the job queue as the retention job runs
// (api/retention/plugin.ts): every LISTING_FRESHNESS_INTERVAL_MS each api instance offers a run for the
// current slot, the queue keeps one job per slot whichever instance offered it first, and a worker of
// any instance runs it. Each listing is claimed by a conditional update before it is mailed or
// archived, so even overlapping runs act on it once. 0 turns the timer off (tests call runFreshness).
import fp from 'fastify-plugin';
import { freshnessTimings } from '../config.ts';
import { runFreshness } from './freshness.ts';

export const FRESHNESS_QUEUE = 'listing-freshness';

export default fp(
  async (app) => {
    const { intervalMs } = freshnessTimings(app.config);
    await app.jobs.queue(FRESHNESS_QUEUE, { retryLimit: 0, expireInSeconds: 60 * 60 });
    await app.jobs.work(FRESHNESS_QUEUE, async (job) => {
      const report = await runFreshness(app, { signal: job.signal });
      if (report.asked || report.archived || report.failed) app.log.info({ jobId: job.id, ...report }, 'listing freshness run done');
    });
    if (!intervalMs) {
      app.log.info('listing freshness job: off (LISTING_FRESHNESS_INTERVAL_MS=0)');
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const offer = () => {
      app.jobs
        .sendOnce(FRESHNESS_QUEUE, {}, 'listing-freshness', Math.max(1, Math.floor(intervalMs / 1000)))
        .then((id) => {
          if (id) app.jobs.notify(FRESHNESS_QUEUE);
        })
        .catch((err: unknown) => app.log.error({ err }, 'listing freshness job not queued'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(offer, intervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'listing-freshness', dependencies: ['db', 'mail', 'jobs'] },
);
