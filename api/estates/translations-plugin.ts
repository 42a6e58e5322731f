// The translation job (translations.ts) on the queue: `app.translations.request({estateId})` after a
// create or an edit, `({ownerId})` after an import. Engine failures and time-outs throw, and the queue
// runs the job again with a doubling delay (5 tries); a job that finds today's budget spent is sent
// again for the next UTC day. Without an engine (TRANSLATE_URL, DEEPL_API_KEY unset) nothing is queued.
import fp from 'fastify-plugin';
import { createEngine } from '../integrations/translate/engine.ts';
import { DEFAULT_TRANSLATE_SETTINGS, TranslateError } from '../integrations/translate/provider.ts';
import { ownerEstateIds, translateEstate, type TranslateOutcome } from './translations.ts';

export const TRANSLATE_QUEUE = 'listing-translate';
/** tries after the first failure; the delay doubles from retryDelaySeconds */
const RETRY_LIMIT = 5;

export type TranslateJob = { estateId: string } | { ownerId: string };

export interface Translations {
  /** whether an engine is configured */
  readonly enabled: boolean;
  /** queues the job (a no-op without an engine); never throws: a failed send is logged */
  request(job: TranslateJob): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    translations: Translations;
  }
}

/** The next UTC midnight, when a new day's budget starts. */
const nextUtcDay = (now = new Date()): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 5));

export default fp(
  async (app) => {
    const settings = { ...DEFAULT_TRANSLATE_SETTINGS, ...app.config.translate };
    const engine = createEngine(settings);
    const retryDelaySeconds = settings.retryDelaySeconds ?? 30;
    const translations: Translations = {
      enabled: engine !== null,
      async request(job) {
        if (!engine) return;
        try {
          await app.jobs.send<TranslateJob>(TRANSLATE_QUEUE, job);
          app.jobs.notify(TRANSLATE_QUEUE);
        } catch (err) {
          app.log.error({ err, job }, 'translation job not queued');
        }
      },
    };
    app.decorate('translations', translations);
    if (!engine) {
      app.log.info('machine translation: off (no TRANSLATE_URL or DEEPL_API_KEY)');
      return;
    }
    app.log.info({ provider: engine.name }, 'machine translation: on');
    await app.jobs.queue(TRANSLATE_QUEUE, { retryLimit: RETRY_LIMIT, retryDelaySeconds, retryBackoff: true, expireInSeconds: 15 * 60 });
    await app.jobs.work<TranslateJob>(TRANSLATE_QUEUE, async (job) => {
      const deps = { db: app.db, engine, dailyChars: settings.dailyChars, signal: job.signal };
      const ids = 'estateId' in job.data ? [job.data.estateId] : await ownerEstateIds(app.db, job.data.ownerId);
      let outcome: TranslateOutcome = 'done';
      for (const id of ids) {
        try {
          outcome = await translateEstate(deps, id);
        } catch (err) {
          if (err instanceof TranslateError && !err.retryable) {
            // the engine refused this text (4xx): another try would be refused too
            job.signal.throwIfAborted();
            app.log.warn({ err, estateId: id }, 'translation refused by the engine');
            continue;
          }
          app.log.warn({ err, estateId: id, retryCount: job.retryCount }, 'translation failed; retried later');
          throw err;
        }
        if (outcome === 'budget') break;
      }
      if (outcome === 'budget') {
        app.log.warn({ job: job.data, dailyChars: settings.dailyChars }, 'translation budget of the day spent; the rest waits for the next day');
        await app.jobs.send<TranslateJob>(TRANSLATE_QUEUE, job.data, { startAfter: nextUtcDay() });
      }
    });
  },
  { name: 'listing-translations', dependencies: ['db', 'jobs'] },
);
