// Runs the renewal job (api/billing/renewal.ts) on the job queue (docs/decisions/0009): every
// BILLING_RENEWAL_INTERVAL_MS each api instance offers a run for the current slot of that length,
// and a unique index of the queue keeps one job per slot whichever instance offered it first; a
// worker of any one instance runs it. So with several instances it still runs once per interval, and
// it runs as long as any instance is up. 0 turns it off. Within a run each subscription is taken
// FOR UPDATE SKIP LOCKED besides, so even overlapping runs (a slow run into the next slot) never
// handle one twice. The run's mails go through the mail queue.
import fp from 'fastify-plugin';
import { billingTimings } from '../config.ts';
import { runRenewal } from './renewal.ts';

export const RENEWAL_QUEUE = 'billing-renewal';

export default fp(
  async (app) => {
    const { renewalIntervalMs } = billingTimings(app.config);
    if (!renewalIntervalMs) {
      app.log.info('renewal job: off (BILLING_RENEWAL_INTERVAL_MS=0)');
      return;
    }
    // a run that fails waits for the next slot rather than retrying into it
    await app.jobs.queue(RENEWAL_QUEUE, { retryLimit: 0, expireInSeconds: 60 * 60 });
    await app.jobs.work(RENEWAL_QUEUE, async (job) => {
      const report = await runRenewal(app);
      app.log.info({ jobId: job.id, ...summary(report) }, 'renewal run done');
    });
    let timer: NodeJS.Timeout | undefined;
    const offer = () => {
      app.jobs
        .sendOnce(RENEWAL_QUEUE, {}, 'renewal', renewalIntervalMs / 1000)
        .then((id) => {
          if (id) app.jobs.notify(RENEWAL_QUEUE);
        })
        .catch((err: unknown) => app.log.error({ err }, 'renewal job not queued'));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(offer, renewalIntervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'billing-renewal', dependencies: ['db', 'mail', 'payments', 'jobs'] },
);

function summary(report: Awaited<ReturnType<typeof runRenewal>>): Record<string, number> {
  return Object.fromEntries(Object.entries(report).map(([k, v]) => [k, Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0]));
}
