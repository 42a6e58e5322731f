// Sessions: a random token goes to the client once; only its SHA-256 is stored. 30 days, revocable.
import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/constants.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_DAYS = 30;

export interface AuthUser {
  id: string;
  aliasId: string;
  isRealtor: boolean;
  email: string;
  tags: string[];
  language: Language;
}

export async function createSession(q: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await q.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [userId, hashToken(token), SESSION_DAYS],
  );
  return token;
}

export async function findSessionUser(q: Queryable, token: string): Promise<AuthUser | null> {
  const r = await q.query<{ id: string; alias_id: string; is_realtor: boolean; email: string; tags: string[]; language: Language }>(
    `SELECT u.id, u.alias_id, u.is_realtor, u.email, u.tags, u.language
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = r.rows[0];
  return row
    ? { id: row.id, aliasId: row.alias_id, isRealtor: row.is_realtor, email: row.email, tags: row.tags ?? [], language: row.language }
    : null;
}

export async function revokeSession(q: Queryable, token: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token)]);
}

export async function revokeAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
