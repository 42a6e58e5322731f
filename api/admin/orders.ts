// Orders for admins (issue 23, item 7): every plan and product order, by status and by order id or
// the customer's address, newest first; and a paid order refunded in full. The refund is asked for
// in one transaction with its audit entry (the order locked, after its owner's row as every plan
// change does, so two admins refunding at once get one refund and one 409 ALREADY_REFUNDED), then
// given to the payment provider after the commit. The provider's charge.refunded event, delivered to
// the webhook in both modes, makes the order refunded and takes back what it granted
// (api/billing/refunds.ts). When the provider cannot be reached, the request is withdrawn (and that
// recorded too), so it can be asked again: 503.
import type { FastifyInstance } from 'fastify';
import { listMeta } from '../../shared/contract/common.ts';
import { ADMIN_ORDERS_ON_PAGE, type AdminOrder, type AdminOrderList, type AdminOrdersQuery } from '../../shared/contract/admin-billing.ts';
import type { Currency } from '../../shared/core/constants.ts';
import type { OrderKind, OrderStatus, Product } from '../../shared/contract/billing.ts';
import type { Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import { recordOperatorAction } from '../audit/service.ts';
import { lockBillingCustomer } from '../billing/service.ts';

interface AdminOrderRow {
  id: string;
  kind: OrderKind;
  plan_id: string | null;
  product: Product | null;
  estate_alias_id: string | null;
  days: number | null;
  amount: number;
  currency: Currency;
  status: OrderStatus;
  provider: string;
  payment_id: string | null;
  renewal_of: string | null;
  user_id: string;
  email: string;
  language: string;
  created_at: Date | string;
  paid_at: Date | string | null;
  refund_requested_at: Date | string | null;
  refund_reason: string | null;
  refunded_at: Date | string | null;
}

const SELECT = `SELECT o.id, o.kind, o.plan_id, o.product, e.alias_id AS estate_alias_id, o.days, o.amount, o.currency, o.status, o.provider,
    o.payment_id, o.renewal_of, o.user_id, u.email, u.language, o.created_at, o.paid_at, o.refund_requested_at, o.refund_reason, o.refunded_at
  FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN estates e ON e.id = o.estate_id`;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toAdminOrder(r: AdminOrderRow): AdminOrder {
  return {
    _id: r.id,
    kind: r.kind,
    planId: r.plan_id,
    product: r.product,
    estateAliasId: r.estate_alias_id,
    days: r.days,
    amount: Number(r.amount),
    currency: r.currency,
    status: r.status,
    provider: r.provider,
    paymentId: r.payment_id,
    renewal: r.renewal_of !== null,
    customer: { _id: r.user_id, email: r.email, language: r.language },
    createdAt: iso(r.created_at) as string,
    paidAt: iso(r.paid_at),
    refundRequestedAt: iso(r.refund_requested_at),
    refundReason: r.refund_reason,
    refundedAt: iso(r.refunded_at),
  };
}

export async function adminOrder(q: Queryable, id: string): Promise<AdminOrder | null> {
  const r = await q.query<AdminOrderRow>(`${SELECT} WHERE o.id = $1`, [id]);
  return r.rows[0] ? toAdminOrder(r.rows[0]) : null;
}

/** Orders by status and by text: an order id (whole), or part of the customer's address; newest first. */
export async function listOrders(q: Queryable, query: AdminOrdersQuery): Promise<AdminOrderList> {
  const page = query.page ?? 1;
  const onPage = query.onPage ?? ADMIN_ORDERS_ON_PAGE;
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    params.push(query.status);
    where.push(`o.status = $${params.length}`);
  }
  const term = query.q?.trim();
  if (term) {
    params.push(term);
    const exact = `$${params.length}`;
    params.push(`%${term.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(`(o.id = ${exact} OR o.payment_id = ${exact} OR u.email ILIKE $${params.length})`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM orders o JOIN users u ON u.id = o.user_id ${clause}`, params);
  const r = await q.query<AdminOrderRow>(
    `${SELECT} ${clause} ORDER BY o.created_at DESC, o.id DESC LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`,
    params,
  );
  return { meta: listMeta(page, onPage, total.rows[0].n), values: r.rows.map(toAdminOrder) };
}

export interface RefundInput {
  orderId: string;
  actor: string;
  reason: string;
}

interface LockedOrder {
  id: string;
  user_id: string;
  status: OrderStatus;
  provider: string;
  payment_id: string | null;
  amount: number;
  currency: Currency;
  refund_requested_at: Date | string | null;
}

/**
 * Refunds a paid order in full. 404 for an unknown order, 409 ALREADY_REFUNDED once refunded or
 * asked for, 409 NOT_REFUNDABLE for an order a plan's credit paid (no money moved), 409
 * ORDER_NOT_PAID for any other order that is not paid; 503 when the provider cannot be reached.
 */
export async function refundOrder(app: Pick<FastifyInstance, 'db' | 'payments' | 'log'>, input: RefundInput): Promise<AdminOrder> {
  const reason = input.reason.trim();
  if (!reason) throw errors.invalidField('body/reason', 'must not be blank', 'REQUIRED');
  const order = await app.db.transaction(async (tx) => {
    const owner = await tx.query<{ user_id: string }>('SELECT user_id FROM orders WHERE id = $1', [input.orderId]);
    if (!owner.rows[0]) throw errors.notFound('order');
    await lockBillingCustomer(tx, owner.rows[0].user_id);
    const r = await tx.query<LockedOrder>(
      'SELECT id, user_id, status, provider, payment_id, amount, currency, refund_requested_at FROM orders WHERE id = $1 FOR UPDATE',
      [input.orderId],
    );
    const o = r.rows[0];
    if (o.status === 'refunded' || o.refund_requested_at !== null) throw errors.conflict('This order is refunded already', 'ALREADY_REFUNDED');
    if (o.provider === 'credit') throw errors.conflict('A plan’s credit paid this order: there is no payment to refund', 'NOT_REFUNDABLE');
    if (o.status !== 'paid' || !o.payment_id) throw errors.conflict(`Only a paid order can be refunded (this one is ${o.status})`, 'ORDER_NOT_PAID');
    await tx.query('UPDATE orders SET refund_requested_at = now(), refund_requested_by = $2, refund_reason = $3, updated_at = now() WHERE id = $1', [
      o.id,
      input.actor,
      reason,
    ]);
    await recordOperatorAction(tx, {
      actor: input.actor,
      action: 'order.refund',
      targetType: 'order',
      targetId: o.id,
      reason,
      before: { status: o.status, amount: Number(o.amount), currency: o.currency },
      after: { status: 'refunded', amount: Number(o.amount), currency: o.currency, provider: o.provider },
    });
    return o;
  });
  try {
    // the local provider delivers charge.refunded before this resolves; Stripe sends it a moment later
    await app.payments.refund(order.payment_id!, 'requested_by_customer');
  } catch (err) {
    app.log.error({ err, orderId: order.id, paymentId: order.payment_id }, 'refund not made at the payment provider');
    await app.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE orders SET refund_requested_at = NULL, refund_requested_by = NULL, refund_reason = NULL, updated_at = now() WHERE id = $1 AND status = 'paid'`,
        [order.id],
      );
      await recordOperatorAction(tx, {
        actor: input.actor,
        action: 'order.refund_failed',
        targetType: 'order',
        targetId: order.id,
        reason,
        before: { status: 'paid', refundRequested: true },
        after: { status: 'paid', refundRequested: false },
      });
    });
    throw errors.unavailable('The payment provider cannot be reached: nothing was refunded, try again in a moment');
  }
  return (await adminOrder(app.db, order.id))!;
}
