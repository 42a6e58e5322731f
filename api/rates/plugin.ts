// The exchange-rate job on the job queue (docs/decisions/0009, 0017). With RATES_FETCH on, the api
// declares the queue `exchange-rates` (policy short: at most one waiting job per key, across every
// instance) and keeps one job waiting for the next daily run at 16:30 UTC: whichever instance runs it
// offers the next day's before it ends, and every start offers it again (a duplicate is refused by
// the queue). At start, when the ECB has not answered for most of a day (a new database, an api that
// was down), one catch-up run is offered too. A failed daily run is retried three times an hour
// apart; the catch-up is not, so an api without internet logs one warn line per start.
// The last good rates stay whatever happens; /readyz does not depend on them.
import fp from 'fastify-plugin';
import { safeUrl } from './fetch.ts';
import { updateRates } from './service.ts';
import { nextDailyRun, ratesSettings, type RatesSettings } from './settings.ts';
import { lastFetchedAt } from './sql.ts';

export const RATES_QUEUE = 'exchange-rates';

interface RatesJob {
  kind: 'daily' | 'now';
}

export interface RatesRunner {
  settings: RatesSettings;
  /** offers a run now (null when one already waits); only with RATES_FETCH on */
  refresh(): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rates: RatesRunner;
  }
}

const DAILY_RETRIES = 3;

export default fp(
  async (app) => {
    const settings = ratesSettings(app.config.rates);
    const offerNow = () => app.jobs.offer<RatesJob>(RATES_QUEUE, { kind: 'now' }, { singletonKey: 'now', retryLimit: 0 });
    const offerDaily = () =>
      app.jobs.offer<RatesJob>(
        RATES_QUEUE,
        { kind: 'daily' },
        {
          singletonKey: 'daily',
          startAfter: nextDailyRun(new Date(), settings.dailyAtUtc),
          retryLimit: DAILY_RETRIES,
          retryDelaySeconds: settings.retryDelaySeconds,
        },
      );
    app.decorate('rates', {
      settings,
      async refresh() {
        if (!settings.fetch) throw new Error('exchange rates are not fetched (RATES_FETCH=off)');
        return offerNow();
      },
    });
    if (!settings.fetch) {
      app.log.info('exchange rates: not fetched (RATES_FETCH off); the stored rates stay');
      return;
    }

    await app.jobs.queue(RATES_QUEUE, { policy: 'short', retryLimit: 0, expireInSeconds: 10 * 60 });
    await app.jobs.work<RatesJob>(RATES_QUEUE, async (job) => {
      try {
        await updateRates({ db: app.db, log: app.log, settings, signal: job.signal });
      } finally {
        // the next day's run, whatever became of this one (refused when it waits already)
        if (job.data.kind === 'daily' && !job.signal.aborted)
          await offerDaily().catch((err) => app.log.warn({ err }, 'exchange rates: next run not queued'));
      }
    });

    app.addHook('onReady', async () => {
      try {
        await offerDaily();
        const last = await lastFetchedAt(app.db, 'ecb');
        if (!last || Date.now() - last.getTime() > settings.staleAfterMs) await offerNow();
        app.log.info(
          { ecb: safeUrl(settings.ecbUrl), cbr: settings.cbrUrl ? safeUrl(settings.cbrUrl) : null, lastFetchedAt: last?.toISOString() ?? null },
          'exchange rates: fetched daily',
        );
      } catch (err) {
        app.log.warn({ err }, 'exchange rates: runs not queued; the stored rates stay');
      }
    });
  },
  { name: 'rates', dependencies: ['db', 'jobs'] },
);
