// Operators' decisions on accounts (issue 23, item 5), each one transaction with its audit entry.
// Blocking ends every session of the account in that transaction (its next request answers 401),
// sign-in then answers 403 ACCOUNT_BLOCKED (api/auth/service.ts) and its listings leave every public
// read (estate_is_public, migration 023). An operator's account is not blocked: take its roles first.
// Verifying gives a realtor the badge (users.verified_at); admins only (api/admin/routes.ts).
import type { AdminUser } from '../../shared/contract/admin.ts';
import type { Db, Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { adminUser, rolesOf } from './roles.ts';

interface Target {
  id: string;
  is_realtor: boolean;
  blocked_at: Date | null;
  verified_at: Date | null;
}

/** The account, locked; 404 for an unknown or erased one. */
async function lockUser(tx: Queryable, id: string): Promise<Target> {
  const r = await tx.query<Target>(
    "SELECT id, is_realtor, blocked_at, verified_at FROM users WHERE id = $1 AND password_hash <> '!erased' FOR UPDATE",
    [id],
  );
  if (!r.rows[0]) throw errors.notFound('user');
  return r.rows[0];
}

export type AccountAction = 'block' | 'unblock' | 'verify' | 'unverify';

export async function changeAccount(db: Db, input: { userId: string; actor: string; action: AccountAction; reason?: string }): Promise<AdminUser> {
  const reason = input.reason?.trim() || null;
  return db.transaction(async (tx) => {
    const u = await lockUser(tx, input.userId);
    const before = { blocked: u.blocked_at !== null, verified: u.verified_at !== null };
    const after = { ...before };
    switch (input.action) {
      case 'block':
        if ((await rolesOf(tx, u.id)).length) throw errors.conflict('An operator cannot be blocked: take their roles first', 'OPERATOR_ACCOUNT');
        await tx.query('UPDATE users SET blocked_at = COALESCE(blocked_at, now()), blocked_reason = $2, updated_at = now() WHERE id = $1', [
          u.id,
          reason,
        ]);
        await revokeAllSessions(tx, u.id);
        after.blocked = true;
        break;
      case 'unblock':
        await tx.query('UPDATE users SET blocked_at = NULL, blocked_reason = NULL, updated_at = now() WHERE id = $1', [u.id]);
        after.blocked = false;
        break;
      case 'verify':
        if (!u.is_realtor) throw errors.conflict('Only a realtor can be verified', 'NOT_REALTOR');
        await tx.query('UPDATE users SET verified_at = COALESCE(verified_at, now()), updated_at = now() WHERE id = $1', [u.id]);
        after.verified = true;
        break;
      case 'unverify':
        await tx.query('UPDATE users SET verified_at = NULL, updated_at = now() WHERE id = $1', [u.id]);
        after.verified = false;
        break;
    }
    await recordOperatorAction(tx, { actor: input.actor, action: `user.${input.action}`, targetType: 'user', targetId: u.id, reason, before, after });
    return (await adminUser(tx, u.id))!;
  });
}
