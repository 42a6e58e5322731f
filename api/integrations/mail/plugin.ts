// Integration tier: outgoing mail. SMTP when SMTP_URL is set; otherwise the LOCAL outbox writer
// (api/integrations/mail/mailer.ts), which only writes JSON files under DATA_DIR/outbox/.
import fp from 'fastify-plugin';
import { senderAddress, type ApiConfig } from '../../config.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export default fp(
  async (app, opts: { config: ApiConfig; mailer?: Mailer }) => {
    const from = senderAddress(opts.config);
    const mailer =
      opts.mailer ?? (opts.config.smtpUrl ? await createSmtpMailer(opts.config.smtpUrl, from) : createOutboxMailer(opts.config.dataDir, from));
    if (mailer.kind === 'outbox') app.log.info({ outbox: `${opts.config.dataDir}/outbox` }, 'mail: local outbox (nothing is sent)');
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
