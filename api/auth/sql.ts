// The queries of sessions and password resets. Tokens are stored as their SHA-256 only (tokens.ts);
// these functions take the hash.
import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/core/constants.ts';

export interface SessionUserRow {
  id: string;
  alias_id: string;
  is_realtor: boolean;
  email: string;
  tags: string[] | null;
  language: Language;
  session_id: string;
  last_seen_at: Date;
}

export async function insertSession(q: Queryable, userId: string, tokenHash: string, days: number): Promise<void> {
  await q.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3::int))`, [
    userId,
    tokenHash,
    days,
  ]);
}

/** The user of a live session (not revoked, not expired). */
export async function selectSessionUser(q: Queryable, tokenHash: string): Promise<SessionUserRow | null> {
  const r = await q.query<SessionUserRow>(
    `SELECT u.id, u.alias_id, u.is_realtor, u.email, u.tags, u.language, s.id AS session_id, s.last_seen_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.blocked_at IS NULL`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}

/** Marks the session used at `now`, unless a later use is already written. */
export async function touchSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [sessionId, now]);
}

/** Removes a session that went idle; false when another request already removed or touched it. */
export async function deleteIdleSession(q: Queryable, sessionId: string, idleSince: Date): Promise<boolean> {
  const r = await q.query('DELETE FROM sessions WHERE id = $1 AND last_seen_at <= $2', [sessionId, idleSince]);
  return (r.rowCount ?? 0) > 0;
}

/** Removes every session idle since `idleSince` or past its end (the periodic clean-up). */
export async function deleteDeadSessions(q: Queryable, idleSince: Date): Promise<number> {
  const r = await q.query('DELETE FROM sessions WHERE last_seen_at <= $1 OR expires_at <= now()', [idleSince]);
  return r.rowCount ?? 0;
}

/** Removes revoked sessions and reset tokens used or past their end (the periodic clean-up). */
export async function deleteSpentTokens(q: Queryable): Promise<{ sessions: number; resets: number }> {
  const sessions = await q.query('DELETE FROM sessions WHERE revoked_at IS NOT NULL');
  const resets = await q.query('DELETE FROM password_resets WHERE used_at IS NOT NULL OR expires_at <= now()');
  return { sessions: sessions.rowCount ?? 0, resets: resets.rowCount ?? 0 };
}

export async function revokeSessionByHash(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

export async function revokeSessionsOfUser(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

export async function insertPasswordReset(q: Queryable, userId: string, tokenHash: string, minutes: number): Promise<void> {
  await q.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))`, [
    userId,
    tokenHash,
    minutes,
  ]);
}

/** The unused, unexpired reset of a token, locked until the transaction ends. */
export async function selectLiveResetForUpdate(q: Queryable, tokenHash: string): Promise<{ id: string; user_id: string } | null> {
  const r = await q.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM password_resets
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}

/** Uses up every open reset of the user. */
export async function useUpResets(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
