// Sessions: a random token goes to the client once; only its SHA-256 is stored. 30 days, revocable.
import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/constants.ts';
import { insertSession, revokeSessionByHash, revokeSessionsOfUser, selectSessionUser } from './sql.ts';
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
  await insertSession(q, userId, hashToken(token), SESSION_DAYS);
  return token;
}

export async function findSessionUser(q: Queryable, token: string): Promise<AuthUser | null> {
  const row = await selectSessionUser(q, hashToken(token));
  return row
    ? { id: row.id, aliasId: row.alias_id, isRealtor: row.is_realtor, email: row.email, tags: row.tags ?? [], language: row.language }
    : null;
}

export async function revokeSession(q: Queryable, token: string): Promise<void> {
  await revokeSessionByHash(q, hashToken(token));
}

export async function revokeAllSessions(q: Queryable, userId: string): Promise<void> {
  await revokeSessionsOfUser(q, userId);
}
