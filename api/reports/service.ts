// Visitors' reports of a listing (issue 23, item 3). A report is taken from anyone, signed in or not;
// one open report per reporter and listing. When REPORTS_HIDE_AT different reporters have a report
// open, the listing is hidden (estates.hidden_at: out of search, counts, the map, top offers and
// sitemaps; its page answers its owner only) until an operator closes the reports.
// Operators read them at GET /api/admin/reports?status=open (listOpenReports) and decide with
// POST /api/admin/estates/{aliasId}/moderation (api/admin/moderation.ts, closeOpenReports).
import { listMeta, type ListMeta, type LocalizedText } from '../../shared/contract/common.ts';
import type { ReportBody, ReportReason, ReportReceived } from '../../shared/contract/reports.ts';
import { REPORT_REASONS } from '../../shared/contract/limits.ts';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError, errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { insertReport, lockEstate, openReporters, reporterKey, setHidden } from './sql.ts';

export const DEFAULT_REPORTS_HIDE_AT = 3;

export interface ReportInput {
  aliasId: string;
  /** the signed-in reporter, if any */
  userId?: string;
  /** the client address (hashed with a salt, never stored) */
  address: string;
  body: ReportBody;
  /** REPORTS_HIDE_AT */
  hideAt?: number;
}

export async function reportEstate(db: Db, input: ReportInput): Promise<ReportReceived & { hidden: boolean }> {
  const message = input.body.message?.trim() || null;
  return db.transaction(async (tx) => {
    const estate = await lockEstate(tx, input.aliasId);
    if (!estate || estate.status !== 'published') throw errors.notFound('estate');
    const reporter = await reporterKey(tx, input.userId, input.address);
    const row = await insertReport(tx, { estateId: estate.id, reporter, userId: input.userId, reason: input.body.reason, message });
    if (!row) throw new ApiError(409, 'ALREADY_REPORTED', 'You have reported this listing already');
    const reporters = await openReporters(tx, estate.id);
    const hidden = estate.hidden_at !== null || reporters >= (input.hideAt ?? DEFAULT_REPORTS_HIDE_AT);
    if (hidden && estate.hidden_at === null) await setHidden(tx, estate.id, true);
    return { reportId: String(row.id), reason: input.body.reason, createdAt: new Date(row.created_at).toISOString(), hidden };
  });
}

export interface OpenReport {
  reason: ReportReason;
  message: string | null;
  /** ISO time */
  createdAt: string;
  /** the reporter's user id, when signed in */
  userId: string | null;
}

export interface ReportedListing {
  estateId: string;
  aliasId: string;
  /** the listing's title per language, so that operators see what was reported */
  title: LocalizedText;
  ownerId: string;
  /** ISO time it was hidden, or null */
  hiddenAt: string | null;
  /** open reports, and how many different reporters sent them */
  reports: number;
  reporters: number;
  /** open reports per reason (reasons nobody gave are 0) */
  reasons: Record<ReportReason, number>;
  firstAt: string;
  lastAt: string;
  /** the open reports, newest first */
  items: OpenReport[];
}

interface GroupRow {
  estate_id: string;
  alias_id: string;
  title: LocalizedText | null;
  owner_id: string;
  hidden_at: Date | null;
  reports: number;
  reporters: number;
  first_at: Date;
  last_at: Date;
  items: { reason: ReportReason; message: string | null; created_at: string; user_id: string | null }[] | string;
}

/**
 * The open reports grouped per listing: the listings with the most reporters first (then the oldest
 * report), each with its title, its counts per reason and its open reports. For GET /api/admin/reports?status=open.
 */
export async function listOpenReports(db: Db, opts: { page?: number; onPage?: number } = {}): Promise<{ meta: ListMeta; values: ReportedListing[] }> {
  const page = Math.max(1, Math.floor(opts.page ?? 1));
  const onPage = Math.min(100, Math.max(1, Math.floor(opts.onPage ?? 20)));
  const total = await db.query<{ n: number }>('SELECT count(DISTINCT estate_id)::integer AS n FROM estate_reports WHERE closed_at IS NULL');
  const rows = await db.query<GroupRow>(
    `SELECT r.estate_id, e.alias_id, e.title, e.owner_id, e.hidden_at, count(*)::integer AS reports,
            count(DISTINCT r.reporter)::integer AS reporters, min(r.created_at) AS first_at, max(r.created_at) AS last_at,
            json_agg(json_build_object('reason', r.reason, 'message', r.message, 'created_at', r.created_at, 'user_id', r.user_id)
                     ORDER BY r.created_at DESC, r.id DESC) AS items
       FROM estate_reports r JOIN estates e ON e.id = r.estate_id
      WHERE r.closed_at IS NULL
      GROUP BY r.estate_id, e.alias_id, e.title, e.owner_id, e.hidden_at
      ORDER BY reporters DESC, first_at, r.estate_id
      LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`,
  );
  const values = rows.rows.map((r): ReportedListing => {
    const items = typeof r.items === 'string' ? (JSON.parse(r.items) as Exclude<GroupRow['items'], string>) : r.items;
    const reasons = Object.fromEntries(REPORT_REASONS.map((k) => [k, 0])) as Record<ReportReason, number>;
    for (const i of items) reasons[i.reason]++;
    return {
      estateId: r.estate_id,
      aliasId: r.alias_id,
      title: r.title ?? {},
      ownerId: r.owner_id,
      hiddenAt: r.hidden_at ? new Date(r.hidden_at).toISOString() : null,
      reports: r.reports,
      reporters: r.reporters,
      reasons,
      firstAt: new Date(r.first_at).toISOString(),
      lastAt: new Date(r.last_at).toISOString(),
      items: items.map((i) => ({ reason: i.reason, message: i.message, createdAt: new Date(i.created_at).toISOString(), userId: i.user_id })),
    };
  });
  return { meta: listMeta(page, onPage, total.rows[0].n), values };
}

export type ReportDecision = 'dismissed' | 'upheld';

/**
 * An operator closes every open report of a listing: `dismissed` shows the listing again, `upheld`
 * keeps it hidden (hides it if it was not yet). One transaction with its audit row (`reports.close`).
 * Answers how many reports were closed; 404 for an unknown listing.
 */
export async function closeReports(
  db: Db,
  input: { estateId: string; actor: string; decision: ReportDecision; reason?: string },
): Promise<{ closed: number; hidden: boolean }> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; alias_id: string; hidden_at: Date | null }>(
      'SELECT id, alias_id, hidden_at FROM estates WHERE id = $1 FOR UPDATE',
      [input.estateId],
    );
    const estate = found.rows[0];
    if (!estate) throw errors.notFound('estate');
    const closed = await closeOpenReports(tx, estate.id, input.actor, input.decision);
    const hidden = input.decision === 'upheld';
    await setHidden(tx, estate.id, hidden);
    await recordOperatorAction(tx, {
      actor: input.actor,
      action: 'reports.close',
      targetType: 'estate',
      targetId: estate.id,
      reason: input.reason ?? null,
      before: { hidden: estate.hidden_at !== null },
      after: { hidden, decision: input.decision, closedReports: closed },
    });
    return { closed, hidden };
  });
}

/** Closes the open reports of a listing with a decision, in the caller's transaction; how many. */
export async function closeOpenReports(tx: Queryable, estateId: string, actor: string, decision: ReportDecision): Promise<number> {
  const closed = await tx.query(
    `UPDATE estate_reports SET closed_at = now(), closed_by = $2, decision = $3 WHERE estate_id = $1 AND closed_at IS NULL`,
    [estateId, actor, decision],
  );
  return closed.rowCount;
}
