// Mails and renewals run on the job queue (pg-boss in the database, docs/decisions/0009): a mail sent
// is stored as a job and delivered by a worker (woken at once in this process), a mail server that
// fails is retried until it takes the mail, a delivered job keeps no mail text, and the renewal timer
// queues one run per interval slot.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../../api/app.ts';
import type { Mail, Mailer } from '../../api/integrations/mail/mailer.ts';
import { MAIL_QUEUE } from '../../api/integrations/mail/plugin.ts';
import { RENEWAL_QUEUE } from '../../api/billing/renewal-plugin.ts';
import { outbox, startApi } from '../helpers/api.ts';

const mail = (subject: string): Mail => ({ to: 'someone@example.org', subject, text: `secret link for ${subject}`, html: `<p>${subject}</p>` });

t.test('a mail is queued, delivered by a worker at once and leaves no text behind', async (t) => {
  const api = await startApi({ estates: 0, seed: false });
  t.teardown(api.close);
  const started = Date.now();
  await api.app.mail.send(mail('queued one'));
  const jobs = await api.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [MAIL_QUEUE]);
  t.equal(jobs.rows.length, 1, 'the mail became a job');
  const mails = await outbox(api);
  const took = Date.now() - started;
  t.equal(mails.length, 1, 'and was delivered');
  t.equal(mails[0].subject, 'queued one');
  t.ok(took < 1500, `within the poll interval, as the worker was woken (${took} ms)`);
  const done = await api.db.query<{ state: string; data: Record<string, unknown> }>('SELECT state, data FROM pgboss.job WHERE name = $1', [
    MAIL_QUEUE,
  ]);
  t.equal(done.rows[0].state, 'completed');
  t.same(done.rows[0].data, { to: 'someone@example.org', subject: 'queued one' }, 'the delivered job keeps neither text nor html');
});

t.test('a failing mail server is retried until it takes the mail; the caller never waits for it', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'jobs-mail-'));
  const delivered: Mail[] = [];
  let attempts = 0;
  const flaky: Mailer = {
    kind: 'smtp',
    async send(m) {
      attempts++;
      if (attempts <= 2) throw new Error('421 service not available');
      delivered.push(m);
    },
    async close() {},
  };
  const app = await buildApi(
    { dataDir, inMemoryDb: true, logLevel: 'silent', publicOrigin: 'http://marketplace.test', seed: false, mailRetrySeconds: 1 },
    { mailer: flaky },
  );
  t.teardown(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  await app.mail.send(mail('flaky'));
  t.equal(delivered.length, 0, 'send returned before the mail server took it');
  await app.mail.drain?.(30_000);
  t.equal(attempts, 3, 'two failures, then delivered');
  t.same(
    delivered.map((m) => m.subject),
    ['flaky'],
    'delivered once',
  );
});

t.test('the renewal timer queues one run per slot and a worker runs it', async (t) => {
  const api = await startApi({ estates: 0, config: { billing: { renewalIntervalMs: 1000 } } });
  t.teardown(api.close);
  let runs: { state: string }[] = [];
  for (let i = 0; i < 100 && !runs.some((r) => r.state === 'completed'); i++) {
    await new Promise((r) => setTimeout(r, 100));
    runs = (await api.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [RENEWAL_QUEUE])).rows;
  }
  t.ok(
    runs.some((r) => r.state === 'completed'),
    `a renewal run completed (${runs.map((r) => r.state).join(', ')})`,
  );
  const slot = 3600;
  const first = await api.app.jobs.sendOnce(RENEWAL_QUEUE, {}, 'slot-test', slot);
  const second = await api.app.jobs.sendOnce(RENEWAL_QUEUE, {}, 'slot-test', slot);
  t.ok(first, 'the first offer in a slot is queued');
  t.equal(second, null, 'a second offer in the same slot is not');
});
