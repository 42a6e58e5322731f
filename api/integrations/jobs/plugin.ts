// Integration tier: the job queue as `app.jobs`. Domains declare their queues and workers while the
// app is built; the workers start once the app is ready and stop, gracefully, before the database
// closes (a running job sees its signal abort and is retried at the next start).
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export default fp(
  async (app, opts: { config: ApiConfig }) => {
    const jobs = createJobQueue(app.db, {
      pollingIntervalSeconds: opts.config.jobsPollSeconds,
      onError: (err) => app.log.warn({ err }, 'job queue error'),
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    // before onClose, so the database is still open while running jobs wind down
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
