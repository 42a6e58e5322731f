// The SQL of listing freshness (migration 027; api/estates/freshness.ts): which published listings are
// due for the mail or for archiving, claiming each with a conditional update (so two runs, or two
// instances, never mail one listing twice), and the answers of the one-click links.
import type { Queryable } from '../db/index.ts';
import type { EstateStatus } from '../../shared/core/constants.ts';

export interface FreshnessMailRow {
  id: string;
  alias_id: string;
  title: Record<string, string> | null;
  email: string;
  first_name: string;
  language: string;
  notified_at: Date | string;
}

const OWNER_COLUMNS = 'e.id, e.alias_id, e.title, u.email, u.first_name, u.language';

/** Marks up to `limit` published listings unconfirmed since before `staleBefore` as asked at `now`; those claimed, with their owners. */
export async function claimStale(q: Queryable, staleBefore: Date, now: Date, limit: number): Promise<FreshnessMailRow[]> {
  const r = await q.query<FreshnessMailRow>(
    `WITH due AS (
       SELECT id FROM estates
        WHERE status = 'published' AND stale_notified_at IS NULL AND confirmed_at < $1
        ORDER BY confirmed_at, id LIMIT ${Math.floor(limit)} FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE estates e SET stale_notified_at = $2 FROM due
        WHERE e.id = due.id AND e.status = 'published' AND e.stale_notified_at IS NULL
        RETURNING e.id, e.alias_id, e.title, e.owner_id, e.stale_notified_at)
     SELECT ${OWNER_COLUMNS}, e.stale_notified_at AS notified_at FROM claimed e JOIN users u ON u.id = e.owner_id`,
    [staleBefore, now],
  );
  return r.rows;
}

/** Archives up to `limit` published listings asked before `askedBefore` and not confirmed since; those archived, with their owners. */
export async function archiveUnanswered(q: Queryable, askedBefore: Date, limit: number): Promise<FreshnessMailRow[]> {
  const r = await q.query<FreshnessMailRow>(
    `WITH due AS (
       SELECT id FROM estates
        WHERE status = 'published' AND stale_notified_at IS NOT NULL AND stale_notified_at < $1
        ORDER BY stale_notified_at, id LIMIT ${Math.floor(limit)} FOR UPDATE SKIP LOCKED),
     archived AS (
       UPDATE estates e SET status = 'archived', updated_at = now() FROM due
        WHERE e.id = due.id AND e.status = 'published'
        RETURNING e.id, e.alias_id, e.title, e.owner_id, e.stale_notified_at)
     SELECT ${OWNER_COLUMNS}, e.stale_notified_at AS notified_at FROM archived e JOIN users u ON u.id = e.owner_id`,
    [askedBefore],
  );
  return r.rows;
}

export interface FreshnessRow {
  id: string;
  alias_id: string;
  title: Record<string, string> | null;
  status: EstateStatus;
  confirmed_at: Date | string;
}

export async function freshnessRow(q: Queryable, id: string, lock = false): Promise<FreshnessRow | undefined> {
  const r = await q.query<FreshnessRow>(`SELECT id, alias_id, title, status, confirmed_at FROM estates WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return r.rows[0];
}

/** Still available: confirmed now, the question answered (a published listing only). */
export async function confirmRow(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE estates SET confirmed_at = now(), stale_notified_at = NULL WHERE id = $1 AND status = 'published'`, [id]);
}

/** Sold or let: archived (a published listing only; archiving again changes nothing). */
export async function archiveRow(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE estates SET status = 'archived', updated_at = now() WHERE id = $1 AND status = 'published'`, [id]);
}

/** A feed import still carries these listings: each counts as confirmed. */
export async function confirmRows(q: Queryable, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await q.query(`UPDATE estates SET confirmed_at = now(), stale_notified_at = NULL WHERE id = ANY($1::text[])`, [ids]);
}
