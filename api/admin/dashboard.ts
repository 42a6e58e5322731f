// The operator area's dashboard (issue 23, item 10): what waits for an operator now, in one answer.
// Today's orders and revenue (since midnight UTC, per currency, refunded orders included as paid
// that day) are billing figures: only admins get them.
import type { Queryable } from '../db/index.ts';
import type { AdminDashboard } from '../../shared/contract/admin.ts';
import type { Currency } from '../../shared/core/constants.ts';

export async function dashboard(q: Queryable, withRevenue: boolean): Promise<AdminDashboard> {
  const counts = await q.query<{ reports: number; pending: number; imports: number }>(
    `SELECT (SELECT count(DISTINCT estate_id)::integer FROM estate_reports WHERE closed_at IS NULL) AS reports,
            (SELECT count(*)::integer FROM estates WHERE moderation = 'pending') AS pending,
            (SELECT count(*)::integer FROM imports WHERE status IN ('queued', 'running')) AS imports`,
  );
  const { reports, pending, imports } = counts.rows[0];
  const out: AdminDashboard = { openReports: reports, pending, importsRunning: imports };
  if (!withRevenue) return out;
  const today = await q.query<{ currency: Currency; orders: number; amount: string }>(
    `SELECT currency, count(*)::integer AS orders, sum(amount)::text AS amount FROM orders
      WHERE status IN ('paid', 'refunded') AND paid_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
      GROUP BY currency ORDER BY currency`,
  );
  out.today = {
    orders: today.rows.reduce((n, r) => n + r.orders, 0),
    revenue: today.rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) })),
  };
  return out;
}
