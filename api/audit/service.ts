// The operators' audit trail (issue 23, item 9): every operator action is one row of operator_audit,
// written by the caller inside the transaction of the action itself, so an action and its record
// commit or roll back together. The table is append-only in the database (migration 021: a trigger
// refuses UPDATE, DELETE and TRUNCATE); only the retention job deletes, and only rows older than
// AUDIT_RETENTION_YEARS, by setting app.audit_retention for its own transaction.
// Admins read it at GET /api/admin/audit (api/admin/routes.ts).
import { listMeta, type ListMeta } from '../../shared/contract/common.ts';
import type { Db, Queryable } from '../db/index.ts';

export interface OperatorAction {
  /** the operator's user id; `cli` for the command line (npm run admin), `ADMIN_EMAILS` for start-up grants */
  actor: string;
  /** what was done, e.g. `reports.close` */
  action: string;
  /** what it was done to, e.g. `estate` */
  targetType: string;
  targetId: string;
  /** why, as the operator wrote it */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface OperatorActionRow extends Required<Pick<OperatorAction, 'actor' | 'action' | 'targetType' | 'targetId'>> {
  id: string;
  /** ISO time */
  at: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}

interface Row {
  id: string;
  at: Date | string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}

const toJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

const fromRow = (r: Row): OperatorActionRow => ({
  id: String(r.id),
  at: new Date(r.at).toISOString(),
  actor: r.actor,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  reason: r.reason,
  before: r.before,
  after: r.after,
});

/** Appends one action to the trail, in the caller's transaction `tx`; the row as stored. */
export async function recordOperatorAction(tx: Queryable, a: OperatorAction): Promise<OperatorActionRow> {
  const r = await tx.query<Row>(
    `INSERT INTO operator_audit (actor, action, target_type, target_id, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING *`,
    [a.actor, a.action, a.targetType, a.targetId, a.reason ?? null, toJson(a.before), toJson(a.after)],
  );
  return fromRow(r.rows[0]);
}

export interface OperatorActionFilter {
  actor?: string;
  action?: string;
  /** a type, and optionally one id of it */
  target?: { type: string; id?: string };
  page?: number;
  onPage?: number;
}

/** The trail, newest first, filtered by actor, action and target; `{meta, values}`. */
export async function listOperatorActions(
  db: Queryable,
  filter: OperatorActionFilter = {},
): Promise<{ meta: ListMeta; values: OperatorActionRow[] }> {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const onPage = Math.min(100, Math.max(1, Math.floor(filter.onPage ?? 50)));
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.actor !== undefined) add('actor = ?', filter.actor);
  if (filter.action !== undefined) add('action = ?', filter.action);
  if (filter.target) {
    add('target_type = ?', filter.target.type);
    if (filter.target.id !== undefined) add('target_id = ?', filter.target.id);
  }
  const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM operator_audit ${sqlWhere}`, params);
  const rows = await db.query<Row>(
    `SELECT * FROM operator_audit ${sqlWhere} ORDER BY at DESC, id DESC LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`,
    params,
  );
  return { meta: listMeta(page, onPage, total.rows[0].n), values: rows.rows.map(fromRow) };
}

/** The retention job's pruning: removes the rows older than `before`; how many. */
export async function pruneOperatorAudit(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // transaction-local: the trigger of migration 021 lets DELETE through only while this is on
    await tx.query(`SELECT set_config('app.audit_retention', 'on', true)`);
    const r = await tx.query('DELETE FROM operator_audit WHERE at < $1', [before]);
    return r.rowCount;
  });
}
