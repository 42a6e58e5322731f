// The saved_searches table (migration 013): a user's searches, each read and written only with its
// owner's id in the WHERE, so another user's search is simply not found.
import type { Queryable } from '../db/index.ts';
import type { AlertFrequency } from '../../shared/contract/saved-searches.ts';

export interface SavedSearchRow {
  id: string;
  user_id: string;
  name: string;
  query: string;
  frequency: AlertFrequency;
  enabled: boolean;
  watch_from: Date | string;
  last_run_at: Date | string | null;
  next_run_at: Date | string;
  created_at: Date | string;
}

const COLUMNS = 'id, user_id, name, query, frequency, enabled, watch_from, last_run_at, next_run_at, created_at';

export async function ownSearches(q: Queryable, userId: string): Promise<SavedSearchRow[]> {
  const r = await q.query<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId]);
  return r.rows;
}

export async function ownSearch(q: Queryable, userId: string, id: string): Promise<SavedSearchRow | undefined> {
  const r = await q.query<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE id = $1 AND user_id = $2`, [id, userId]);
  return r.rows[0];
}

export async function searchById(q: Queryable, id: string): Promise<SavedSearchRow | undefined> {
  const r = await q.query<SavedSearchRow>(`SELECT ${COLUMNS} FROM saved_searches WHERE id = $1`, [id]);
  return r.rows[0];
}

export async function countSearches(q: Queryable, userId: string): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::integer AS n FROM saved_searches WHERE user_id = $1', [userId]);
  return Number(r.rows[0]?.n ?? 0);
}

export async function insertSearch(
  q: Queryable,
  userId: string,
  s: { name: string; query: string; frequency: AlertFrequency; enabled: boolean },
): Promise<SavedSearchRow> {
  const r = await q.query<SavedSearchRow>(
    `INSERT INTO saved_searches (user_id, name, query, frequency, enabled) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [userId, s.name, s.query, s.frequency, s.enabled],
  );
  return r.rows[0];
}

/**
 * Renames, changes the frequency, pauses or resumes the owner's search. A resumed search watches
 * from now (what was published while it was paused is not mailed); a new frequency takes effect at
 * the next run.
 */
export async function updateSearch(
  q: Queryable,
  userId: string,
  id: string,
  patch: { name?: string; frequency?: AlertFrequency; enabled?: boolean },
): Promise<SavedSearchRow | undefined> {
  const r = await q.query<SavedSearchRow>(
    `UPDATE saved_searches SET
        name = COALESCE($3, name),
        frequency = COALESCE($4, frequency),
        watch_from = CASE WHEN $5::boolean AND NOT enabled THEN now() ELSE watch_from END,
        last_run_at = CASE WHEN $5::boolean AND NOT enabled THEN NULL ELSE last_run_at END,
        next_run_at = CASE WHEN $4::text IS NOT NULL AND $4::text <> frequency THEN now() ELSE next_run_at END,
        enabled = COALESCE($5::boolean, enabled),
        updated_at = now()
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, patch.name ?? null, patch.frequency ?? null, patch.enabled ?? null],
  );
  return r.rows[0];
}

export async function deleteSearch(q: Queryable, userId: string, id: string): Promise<boolean> {
  const r = await q.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2', [id, userId]);
  return (r.rowCount ?? 0) > 0;
}

/** Turns a search's alerts off (the unsubscribe link); the search itself stays. */
export async function disableSearch(q: Queryable, id: string): Promise<SavedSearchRow | undefined> {
  const r = await q.query<SavedSearchRow>(`UPDATE saved_searches SET enabled = false, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return r.rows[0];
}
