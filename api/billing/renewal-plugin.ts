// Runs the renewal job (api/billing/renewal.ts) every BILLING_RENEWAL_INTERVAL_MS once the api is
// ready, one run at a time; 0 turns it off. Closing the api stops the timer and waits for a run
// under way. Several instances may run it side by side: the job takes each subscription with
// FOR UPDATE SKIP LOCKED.
import fp from 'fastify-plugin';
import { billingTimings } from '../config.ts';
import { runRenewal } from './renewal.ts';

export default fp(
  async (app) => {
    const { renewalIntervalMs } = billingTimings(app.config);
    if (!renewalIntervalMs) {
      app.log.info('renewal job: off (BILLING_RENEWAL_INTERVAL_MS=0)');
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closing = false;
    const tick = () => {
      if (running || closing) return;
      running = runRenewal(app)
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err }, 'renewal job failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, renewalIntervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'billing-renewal', dependencies: ['db', 'mail', 'payments'] },
);
