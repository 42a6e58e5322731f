// The queries of visitors' reports (migration 021: estate_reports, report_salt, estates.hidden_at).
import type { Queryable } from '../db/index.ts';
import type { ReportReason } from '../../shared/contract/reports.ts';

export interface ReportedEstate {
  id: string;
  status: string;
  hidden_at: Date | null;
}

/** The estate with this aliasId, its row locked so the reports of one listing are counted one at a time. */
export async function lockEstate(q: Queryable, aliasId: string): Promise<ReportedEstate | undefined> {
  const r = await q.query<ReportedEstate>('SELECT id, status, hidden_at FROM estates WHERE alias_id = $1 FOR UPDATE', [aliasId]);
  return r.rows[0];
}

/** `u:<user id>` for an account, else `ip:` and the SHA-256 of this database's salt and the address. */
export async function reporterKey(q: Queryable, userId: string | undefined, address: string): Promise<string> {
  if (userId) return `u:${userId}`;
  const r = await q.query<{ key: string }>(`SELECT 'ip:' || encode(sha256(convert_to(salt || '|' || $1, 'UTF8')), 'hex') AS key FROM report_salt`, [
    address,
  ]);
  return r.rows[0].key;
}

/** Adds an open report; undefined when this reporter has one open on the listing already. */
export async function insertReport(
  q: Queryable,
  r: { estateId: string; reporter: string; userId?: string; reason: ReportReason; message: string | null },
): Promise<{ id: string; created_at: Date } | undefined> {
  const res = await q.query<{ id: string; created_at: Date }>(
    `INSERT INTO estate_reports (estate_id, reporter, user_id, reason, message) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (estate_id, reporter) WHERE closed_at IS NULL DO NOTHING RETURNING id, created_at`,
    [r.estateId, r.reporter, r.userId ?? null, r.reason, r.message],
  );
  return res.rows[0];
}

/** How many different reporters have a report open on the listing. */
export async function openReporters(q: Queryable, estateId: string): Promise<number> {
  const r = await q.query<{ n: number }>(
    'SELECT count(DISTINCT reporter)::integer AS n FROM estate_reports WHERE estate_id = $1 AND closed_at IS NULL',
    [estateId],
  );
  return r.rows[0].n;
}

/** Hides (a time) or shows (null) the listing: its search index row follows (migration 021's triggers). */
export async function setHidden(q: Queryable, estateId: string, hidden: boolean): Promise<void> {
  await q.query(
    hidden
      ? 'UPDATE estates SET hidden_at = now() WHERE id = $1 AND hidden_at IS NULL'
      : 'UPDATE estates SET hidden_at = NULL WHERE id = $1 AND hidden_at IS NOT NULL',
    [estateId],
  );
}
