// Runs the retention job (run.ts) on the job queue as the renewal job runs (api/billing/renewal-plugin.ts):
// every RETENTION_INTERVAL_MS each api instance offers a run for the current slot, the queue keeps
// one job per slot whichever instance offered it first, and a worker of any instance runs it. Every
// step is idempotent, so an overlapping run does no harm. 0 turns it off.
import fp from 'fastify-plugin';
import { retentionSettings, runRetention } from './run.ts';

export const RETENTION_QUEUE = 'retention';

export default fp(
  async (app) => {
    const { intervalMs } = retentionSettings(app.config);
    if (!intervalMs) {
      app.log.info('retention job: off (RETENTION_INTERVAL_MS=0)');
      return;
    }
    await app.jobs.queue(RETENTION_QUEUE, { retryLimit: 0, expireInSeconds: 60 * 60 });
    await app.jobs.work(RETENTION_QUEUE, async (job) => {
      const report = await runRetention(app);
      app.log.info({ jobId: job.id, ...report }, 'retention run done');
    });
    let timer: NodeJS.Timeout | undefined;
    const offer = () => {
      app.jobs
        .sendOnce(RETENTION_QUEUE, {}, 'retention', Math.max(1, Math.floor(intervalMs / 1000)))
        .then((id) => {
          if (id) app.jobs.notify(RETENTION_QUEUE);
        })
        .catch((err: unknown) => app.log.error({ err }, 'retention job not queued'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(offer, intervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'retention', dependencies: ['db', 'jobs'] },
);
