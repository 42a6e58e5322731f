// The retention job (issue 22, api/retention): a run removes ended sessions (revoked, expired), used
// and expired reset tokens, old sign-in failure counts, outbox mails older than the retention and
// the upload files of finished imports, and keeps everything still live; on the job queue it runs
// by itself at RETENTION_INTERVAL_MS. The sessions it keeps still answer over HTTP.
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { call, startApi, type StartedApi } from '../helpers/api.ts';
import { newUser } from './api-estates-fixtures.ts';
import { runRetention } from '../../api/retention/run.ts';
import { outboxDir } from '../../api/integrations/mail/mailer.ts';
import { hashToken, newToken } from '../../api/auth/tokens.ts';

const DAY = 86_400_000;
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function fixtures(api: StartedApi) {
  const user = await newUser(api, null);
  const live = user.token;
  const revoked = await newUser(api, null);
  await call(api, 'POST', '/api/auth/sign-out', undefined, revoked.token);
  const expired = newToken();
  await api.db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() - interval '1 day')`, [
    user.id,
    hashToken(expired),
  ]);
  await api.db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at, used_at) VALUES
       ($1, 'used', now() + interval '1 hour', now()), ($1, 'expired', now() - interval '1 hour', NULL), ($1, 'live', now() + interval '1 hour', NULL)`,
    [user.id],
  );
  await api.db.query(
    `INSERT INTO sign_in_failures (account, address, failures, last_failure_at) VALUES
       ('old@example.com', '1.2.3.4', 3, now() - interval '3 days'), ('new@example.com', '1.2.3.4', 3, now())`,
  );
  const outbox = outboxDir(api.dataDir);
  await mkdir(outbox, { recursive: true });
  const oldMail = join(outbox, 'old.json');
  const newMail = join(outbox, 'new.json');
  await writeFile(oldMail, '{}');
  await writeFile(newMail, '{}');
  const longAgo = new Date(Date.now() - 40 * DAY);
  await utimes(oldMail, longAgo, longAgo);
  const uploads = join(api.dataDir, 'imports');
  await mkdir(uploads, { recursive: true });
  const files = { done: join(uploads, 'done.csv'), queued: join(uploads, 'queued.csv'), fresh: join(uploads, 'fresh.csv') };
  for (const f of Object.values(files)) await writeFile(f, 'x');
  await api.db.query(
    `INSERT INTO imports (owner_id, format, status, file_name, file_path) VALUES
       ($1, 'csv', 'done', 'a.csv', $2), ($1, 'csv', 'queued', 'b.csv', $3), ($1, 'csv', 'validated', 'c.csv', $4)`,
    [user.id, files.done, files.queued, files.fresh],
  );
  return { user, live, revoked: revoked.token, expired, oldMail, newMail, files };
}

const count = async (api: StartedApi, sql: string) => Number((await api.db.query<{ n: number }>(sql)).rows[0].n);

t.test('a retention run removes what ended and keeps what lives', async (t) => {
  const api = await startApi({ estates: 0, config: { retention: { intervalMs: 0, maxAgeMs: 30 * DAY } } });
  t.teardown(api.close);
  const f = await fixtures(api);
  const report = await runRetention(api.app);
  t.ok(report.sessions >= 2, 'the revoked and the expired session');
  t.equal(await count(api, `SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NOT NULL OR expires_at <= now()`), 0);
  t.equal((await call(api, 'GET', '/api/user/current', undefined, f.live)).status, 200, 'a live session still works');
  t.same(
    (await api.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets')).rows,
    [{ token_hash: 'live' }],
    'only the live reset',
  );
  t.same(
    (await api.db.query<{ account: string }>('SELECT account FROM sign_in_failures ORDER BY account')).rows.map((r) => r.account),
    ['new@example.com'],
    'old failure counts forgotten',
  );
  t.notOk(await exists(f.oldMail), 'an old outbox mail is removed');
  t.ok(await exists(f.newMail), 'a recent one is kept');
  t.notOk(await exists(f.files.done), 'a finished import’s upload is removed');
  t.ok(await exists(f.files.queued), 'a queued import keeps its file');
  t.ok(await exists(f.files.fresh), 'a validated import keeps its file within the retention');
  t.equal(await count(api, `SELECT count(*)::int AS n FROM imports WHERE status = 'done' AND file_path IS NOT NULL`), 0);
  t.match(report, { resets: 2, signInFailures: 1, outboxMails: 1, importUploads: 1 });
  t.match(await runRetention(api.app), { sessions: 0, resets: 0, signInFailures: 0, outboxMails: 0, importUploads: 0 }, 'a second run finds nothing');
});

t.test('the job runs by itself on the queue at its interval', async (t) => {
  const api = await startApi({ estates: 0, config: { retention: { intervalMs: 300, maxAgeMs: 30 * DAY }, jobsPollSeconds: 0.5 } });
  t.teardown(api.close);
  const f = await fixtures(api);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await exists(f.oldMail))) await new Promise((r) => setTimeout(r, 200));
  t.notOk(await exists(f.oldMail), 'the queue ran it');
  t.equal((await call(api, 'GET', '/api/user/current', undefined, f.revoked)).status, 401);
  t.equal((await call(api, 'GET', '/api/user/current', undefined, f.live)).status, 200);
});
