// One run of the retention job (issue 22: keep personal data no longer than needed): sessions that
// ended (revoked, past their 30 days, idle), sign-in failure counts nobody reads again, reset tokens
// used or expired, outbox mail files older than RETENTION_DAYS, and the upload files of finished
// imports (and of imports validated but never run for as long). The unsubscribe links of saved
// searches are HMACs of the search's id, stored nowhere, so there is nothing of them to remove.
// The operators' audit trail (issue 23) is kept AUDIT_RETENTION_YEARS (default 10), then pruned.
// Enquiries about listings (issue 24): closed ones six months after their last change, any lead after
// two years untouched (api/leads/service.ts).
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { clockOf, DEFAULT_SESSION_IDLE_MS, type ApiConfig } from '../config.ts';
import { DEFAULT_LOCKOUT, forgetOldFailures } from '../auth/lockout.ts';
import { purgeSpentSessions } from '../auth/sessions.ts';
import { removeLeftoverUploads } from '../import/leftovers.ts';
import { outboxDir } from '../integrations/mail/mailer.ts';
import { pruneOperatorAudit } from '../audit/service.ts';
import { pruneOldLeads } from '../leads/service.ts';

export const DEFAULT_RETENTION = { intervalMs: 3_600_000, maxAgeMs: 30 * 86_400_000 };

/** AUDIT_RETENTION_YEARS' default: 10 years, the longest commercial retention (§ 257 HGB, § 147 AO). */
export const DEFAULT_AUDIT_MAX_AGE_MS = 10 * 365 * 86_400_000;

export function retentionSettings(config: ApiConfig): { intervalMs: number; maxAgeMs: number } {
  return { ...DEFAULT_RETENTION, ...config.retention };
}

export interface RetentionReport {
  sessions: number;
  resets: number;
  signInFailures: number;
  outboxMails: number;
  importUploads: number;
  auditRows: number;
  leads: number;
}

/** Outbox files (JSON mails) last written before `before`; answers how many were removed. */
async function removeOldOutboxMails(dir: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no outbox yet
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= before) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

export async function runRetention(app: Pick<FastifyInstance, 'db' | 'config'>): Promise<RetentionReport> {
  const now = clockOf(app.config);
  const { maxAgeMs } = retentionSettings(app.config);
  const cutOff = now() - maxAgeMs;
  const idle = { idleMs: app.config.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS, now };
  const { sessions, resets } = await purgeSpentSessions(app.db, idle);
  const signInFailures = await forgetOldFailures(app.db, { ...DEFAULT_LOCKOUT, ...app.config.lockout }, now());
  // mails in the outbox folder only: an SMTP setup keeps none
  const outboxMails = app.config.smtpUrl ? 0 : await removeOldOutboxMails(outboxDir(app.config.dataDir), cutOff);
  const importUploads = await removeLeftoverUploads(app.db, new Date(cutOff));
  const auditRows = await pruneOperatorAudit(app.db, new Date(now() - (app.config.auditMaxAgeMs ?? DEFAULT_AUDIT_MAX_AGE_MS)));
  const leads = await pruneOldLeads(app.db, now());
  return { sessions, resets, signInFailures, outboxMails, importUploads, auditRows, leads };
}
