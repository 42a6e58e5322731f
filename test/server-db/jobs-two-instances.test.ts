// Two api instances on one PostgreSQL database share the job queue: every mail sent through either
// is delivered exactly once, by whichever instance's worker took it, and the renewal run offered by
// both for the same slot is queued once and run once. Only a server shows this: PGlite is one
// process's database.
import t from 'tap';
import { readOutbox } from '../../api/integrations/mail/mailer.ts';
import { RENEWAL_QUEUE } from '../../api/billing/renewal-plugin.ts';
import { startApi, startSecondApi } from '../helpers/api.ts';

const serverUrl = process.env.DATABASE_URL;

if (!serverUrl) t.fail('needs a PostgreSQL server: DATABASE_URL=postgres://… npx tap test/server-db/');
else
  t.test('two instances: each mail delivered once, one renewal run per slot', async (t) => {
    const a = await startApi({ estates: 0, config: { billing: { renewalIntervalMs: 3_600_000 }, jobsPollSeconds: 0.5 } });
    // the second instance: the same database, its own outbox folder and pool
    const second = await startSecondApi(a);
    t.teardown(second.close);
    const [b, bDir] = [second.app, second.dataDir];

    const N = 60;
    const sends: Promise<void>[] = [];
    for (let i = 0; i < N; i++) {
      const via = i % 2 ? a.app : b;
      sends.push(via.mail.send({ to: `n${i}@example.org`, subject: `mail ${i}`, text: 'x', html: '<p>x</p>' }));
    }
    await Promise.all(sends);
    await Promise.all([a.app.mail.drain?.(60_000), b.mail.drain?.(60_000)]);
    const [inA, inB] = [await readOutbox(a.dataDir), await readOutbox(bDir)];
    const subjects = [...inA, ...inB].map((m) => m.subject);
    t.equal(subjects.length, N, `${N} mails delivered in all (${inA.length} by a, ${inB.length} by b)`);
    t.equal(new Set(subjects).size, N, 'none twice');
    t.ok(inA.length > 0 && inB.length > 0, 'both instances delivered some: any instance runs the queue');

    // both instances offer the renewal run of the same slot at once
    const offers = await Promise.all([a.app, b, a.app, b].map((app) => app.jobs.sendOnce(RENEWAL_QUEUE, {}, 'renewal-test', 3600)));
    t.equal(offers.filter(Boolean).length, 1, 'one job for the slot, whoever offered');
  });
