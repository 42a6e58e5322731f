// Integration tier: outgoing mail. SMTP when SMTP_URL is set; otherwise the LOCAL outbox writer
// (api/integrations/mail/mailer.ts), which only writes JSON files under DATA_DIR/outbox/.
//
// `app.mail.send(mail)` keeps its meaning for callers but queues the mail as a job in the database
// (pg-boss, docs/decisions/0009): it returns once the mail is stored, and a worker of any api
// instance delivers it, retrying with a growing delay while the mail server fails; each job is
// taken by one worker only. This process's worker is woken at once, so a mail usually leaves within
// milliseconds. Before the queue has started (seeding, scripts) a mail is delivered directly.
// After delivery the job keeps only the recipient and subject (no reset link stays in the table).
import fp from 'fastify-plugin';
import { senderAddress, type ApiConfig } from '../../config.ts';
import { createOutboxMailer, createSmtpMailer, type Mail, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const MAIL_QUEUE = 'mail';

export default fp(
  async (app, opts: { config: ApiConfig; mailer?: Mailer }) => {
    const from = senderAddress(opts.config);
    const transport =
      opts.mailer ?? (opts.config.smtpUrl ? await createSmtpMailer(opts.config.smtpUrl, from) : createOutboxMailer(opts.config.dataDir, from));
    if (transport.kind === 'outbox') app.log.info({ outbox: `${opts.config.dataDir}/outbox` }, 'mail: local outbox (nothing is sent)');
    const jobs = app.jobs;
    await jobs.queue(MAIL_QUEUE, {
      retryLimit: 10,
      retryDelaySeconds: opts.config.mailRetrySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: 5 * 60,
    });
    await jobs.work<Mail>(
      MAIL_QUEUE,
      async (job) => {
        await transport.send(job.data);
        app.log.info({ jobId: job.id, retries: job.retryCount }, 'mail delivered');
        await app.db
          .query(`UPDATE pgboss.job SET data = jsonb_build_object('to', data->'to', 'subject', data->'subject') WHERE name = $1 AND id = $2`, [
            MAIL_QUEUE,
            job.id,
          ])
          .catch((err: unknown) => app.log.warn({ err }, 'mail job not scrubbed'));
      },
      { concurrency: 2 },
    );
    const mailer: Mailer = {
      kind: transport.kind,
      async send(mail) {
        if (!jobs.started) return transport.send(mail);
        await jobs.send(MAIL_QUEUE, { ...mail });
        jobs.notify(MAIL_QUEUE);
      },
      async close() {
        await transport.close();
      },
      async drain(timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        while ((await jobs.pending(MAIL_QUEUE)) > 0) {
          if (Date.now() > deadline) throw new Error('mails still queued after the time-out');
          jobs.notify(MAIL_QUEUE);
          await new Promise((r) => setTimeout(r, 25));
        }
      },
    };
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
