// Who holds a role (issue 23.1), and the one place roles change: over HTTP by an admin
// (PUT /api/admin/users/{id}/roles), from the command line (bin/admin.ts) and from ADMIN_EMAILS.
// Every change goes through changeRoles, the hook point for the operator audit log.
import type { Db, Queryable } from '../db/index.ts';
import { ADMIN_USERS_ON_PAGE, type AdminUser, type AdminUserList, type AdminUserQuery } from '../../shared/contract/admin.ts';
import { listMeta } from '../../shared/contract/common.ts';
import { isRole, ROLES, type Role } from '../../shared/contract/roles.ts';
import { errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';

/** The roles an account holds, in the order of ROLES. */
export async function rolesOf(q: Queryable, userId: string): Promise<Role[]> {
  const { rows } = await q.query<{ role: string }>('SELECT role FROM user_roles WHERE user_id = $1', [userId]);
  const held = new Set(rows.map((r) => r.role));
  return ROLES.filter((r) => held.has(r));
}

export interface RoleChange {
  userId: string;
  before: Role[];
  after: Role[];
}

/**
 * Sets exactly `next` as the roles of an account, in the caller's transaction. With
 * `keepLastAdmin` (every change over HTTP) taking the admin role from the last admin is 409
 * LAST_ADMIN. The single function every role change goes through, so each change that changes
 * something is written to the audit trail here, in the same transaction: `actor` is the admin's id
 * over HTTP, `cli` from the command line, `ADMIN_EMAILS` at start-up.
 */
export async function changeRoles(
  tx: Queryable,
  kind: Db['kind'],
  userId: string,
  next: readonly Role[],
  opts: { keepLastAdmin: boolean; actor: string; reason?: string },
): Promise<RoleChange> {
  // one role change at a time on a server, so two admins cannot demote each other past the last one
  if (kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(424243)');
  const before = await rolesOf(tx, userId);
  const after = ROLES.filter((r) => next.includes(r));
  if (opts.keepLastAdmin && before.includes('admin') && !after.includes('admin')) {
    const { rows } = await tx.query<{ n: number }>("SELECT count(*)::integer AS n FROM user_roles WHERE role = 'admin' AND user_id <> $1", [userId]);
    if (rows[0].n === 0) throw errors.conflict('The last admin cannot give up the admin role', 'LAST_ADMIN');
  }
  for (const role of before) if (!after.includes(role)) await tx.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [userId, role]);
  for (const role of after)
    if (!before.includes(role)) await tx.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, role]);
  if (before.join() !== after.join()) {
    await recordOperatorAction(tx, {
      actor: opts.actor,
      action: 'roles.change',
      targetType: 'user',
      targetId: userId,
      reason: opts.reason,
      before: { roles: before },
      after: { roles: after },
    });
  }
  return { userId, before, after };
}

/** The roles of a request body: 400 naming `roles` for anything but admin and moderator. */
export function parseRoles(roles: readonly string[]): Role[] {
  const unknown = roles.filter((r) => !isRole(r));
  if (unknown.length) throw errors.invalidField('body/roles', `must hold only ${ROLES.join(' or ')}`, 'UNKNOWN_ROLE');
  return roles.filter(isRole);
}

interface AdminUserRow {
  id: string;
  alias_id: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  roles: string[] | null;
  mfa_enrolled: boolean;
  is_realtor: boolean;
  blocked_at: Date | string | null;
  blocked_reason: string | null;
  verified_at: Date | string | null;
}

const SELECT_ADMIN_USER = `SELECT u.id, u.alias_id, u.email, u.first_name, u.last_name, u.created_at,
    u.is_realtor, u.blocked_at, u.blocked_reason, u.verified_at,
    (SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id) AS roles,
    EXISTS (SELECT 1 FROM user_mfa m WHERE m.user_id = u.id AND m.secret IS NOT NULL) AS mfa_enrolled
  FROM users u`;

function toAdminUser(row: AdminUserRow): AdminUser {
  const held = new Set(row.roles ?? []);
  return {
    _id: row.id,
    aliasId: row.alias_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: ROLES.filter((r) => held.has(r)),
    createdAt: new Date(row.created_at).toISOString(),
    mfaEnrolled: row.mfa_enrolled,
    isRealtor: row.is_realtor,
    blockedAt: row.blocked_at ? new Date(row.blocked_at).toISOString() : null,
    blockedReason: row.blocked_reason,
    verified: row.verified_at !== null,
  };
}

export async function adminUser(q: Queryable, userId: string): Promise<AdminUser | null> {
  const { rows } = await q.query<AdminUserRow>(`${SELECT_ADMIN_USER} WHERE u.id = $1`, [userId]);
  return rows[0] ? toAdminUser(rows[0]) : null;
}

/** Accounts whose address or name holds q (any case), newest first; erased accounts are left out. */
export async function searchUsers(q: Queryable, query: AdminUserQuery): Promise<AdminUserList> {
  const page = query.page ?? 1;
  const onPage = query.onPage ?? ADMIN_USERS_ON_PAGE;
  const where = ["u.password_hash <> '!erased'"];
  const params: unknown[] = [];
  const term = query.q?.trim();
  if (term) {
    params.push(`%${term.replace(/[\\%_]/g, '\\$&')}%`);
    where.push("(u.email ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)");
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = (await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM users u ${clause}`, params)).rows[0].n;
  const { rows } = await q.query<AdminUserRow>(
    `${SELECT_ADMIN_USER} ${clause} ORDER BY u.created_at DESC, u.id LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`,
    params,
  );
  return { meta: listMeta(page, onPage, total), values: rows.map(toAdminUser) };
}

/** The addresses of ADMIN_EMAILS, lower case. */
export const adminEmailSet = (emails: readonly string[] | undefined): Set<string> => new Set((emails ?? []).map((e) => e.trim().toLowerCase()));

/**
 * Makes the accounts of ADMIN_EMAILS admins (at start-up only: sign-up verifies no address, so a grant
 * at sign-in would go to whoever registered a listed address first);
 * answers the addresses that have no account yet. Only grants: an address taken off the list keeps
 * its role until an admin or the command line takes it.
 */
export async function grantAdminEmails(db: Db, emails: readonly string[]): Promise<{ granted: string[]; missing: string[] }> {
  const granted: string[] = [];
  const missing: string[] = [];
  for (const email of adminEmailSet(emails)) {
    const { rows } = await db.query<{ id: string }>("SELECT id FROM users WHERE lower(email) = $1 AND password_hash <> '!erased'", [email]);
    if (!rows[0]) {
      missing.push(email);
      continue;
    }
    const change = await db.transaction(async (tx) => {
      const before = await rolesOf(tx, rows[0].id);
      return before.includes('admin')
        ? null
        : changeRoles(tx, db.kind, rows[0].id, [...before, 'admin'], { keepLastAdmin: false, actor: 'ADMIN_EMAILS' });
    });
    if (change) granted.push(email);
  }
  return { granted, missing };
}
