// Sessions: a random token goes to the client once; only its SHA-256 is stored. 30 days at most,
// revocable, and ended sooner when unused for the idle time-out (SESSION_IDLE_MINUTES, 7 days by
// default). The last use is written at most once per TOUCH_MS per session (a write per minute, not
// per request); a session found idle is refused and removed.
import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/core/constants.ts';
import {
  deleteDeadSessions,
  deleteIdleSession,
  deleteSpentTokens,
  insertSession,
  revokeSessionByHash,
  revokeSessionsOfUser,
  selectSessionUser,
  touchSession,
} from './sql.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_DAYS = 30;
/** the last use of a session is written at most this often */
export const TOUCH_MS = 60_000;

export interface IdlePolicy {
  /** a session unused this long ends; 0: never for idleness */
  idleMs: number;
  now: () => number;
}

/** How often the last use is written: once a minute, or a quarter of a shorter idle time-out. */
export function touchInterval(idleMs: number): number {
  return Math.min(TOUCH_MS, Math.max(1, Math.floor(idleMs / 4)));
}

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

/** The user of a live session; an idle one is removed and answers null. */
export async function findSessionUser(q: Queryable, token: string, idle: IdlePolicy): Promise<AuthUser | null> {
  const row = await selectSessionUser(q, hashToken(token));
  if (!row) return null;
  if (idle.idleMs > 0) {
    const now = idle.now();
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (now - lastSeen >= idle.idleMs) {
      await deleteIdleSession(q, row.session_id, new Date(now - idle.idleMs));
      return null;
    }
    if (now - lastSeen >= touchInterval(idle.idleMs)) await touchSession(q, row.session_id, new Date(now));
  }
  return { id: row.id, aliasId: row.alias_id, isRealtor: row.is_realtor, email: row.email, tags: row.tags ?? [], language: row.language };
}

export async function revokeSession(q: Queryable, token: string): Promise<void> {
  await revokeSessionByHash(q, hashToken(token));
}

export async function revokeAllSessions(q: Queryable, userId: string): Promise<void> {
  await revokeSessionsOfUser(q, userId);
}

/**
 * The periodic clean-up (api/retention): removes sessions revoked, past their 30 days or idle
 * (when an idle time-out is set), and reset tokens used or expired; answers how many of each.
 */
export async function purgeSpentSessions(q: Queryable, idle: IdlePolicy): Promise<{ sessions: number; resets: number }> {
  // with no idle time-out only the absolute end counts: an idle cut-off before every session
  const idleSince = new Date(idle.idleMs > 0 ? idle.now() - idle.idleMs : 0);
  const dead = await deleteDeadSessions(q, idleSince);
  const spent = await deleteSpentTokens(q);
  return { sessions: dead + spent.sessions, resets: spent.resets };
}
