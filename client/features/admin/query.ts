// The operator screens' query strings: ?page= everywhere, ?q=&status= on listings and on orders, ?q=
// on users, ?actor=&action=&target= on the audit trail. Read on the server and in the browser alike.
import { ESTATE_MODERATIONS, ESTATE_STATUSES } from '../../../shared/core/constants.ts';
import type { ORDER_STATUSES } from '../../../shared/contract/billing.ts';

/** The listing states the listings screen filters by (shared/contract/admin.ts ADMIN_ESTATE_STATUSES). */
export const ESTATE_FILTERS = [...ESTATE_MODERATIONS, ...ESTATE_STATUSES, 'hidden'] as const;
/** The order states the orders screen filters by (the contract's list: a difference is a type error). */
export const ORDER_FILTERS: typeof ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refunded'];

export type AdminView = 'dashboard' | 'reports' | 'estates' | 'users' | 'audit' | 'orders' | 'plans' | 'rates';

/** The screens only admins see (a moderator has no link to them, and the route answers not found). */
export const ADMIN_ONLY: readonly AdminView[] = ['audit', 'orders', 'plans', 'rates'];

/** The states a screen's ?status= may name. */
export const STATUS_FILTERS: Partial<Record<AdminView, readonly string[]>> = { estates: ESTATE_FILTERS, orders: ORDER_FILTERS };

export const ADMIN_PATHS: Record<AdminView, string> = {
  dashboard: '/admin',
  reports: '/admin/reports',
  estates: '/admin/estates',
  users: '/admin/users',
  audit: '/admin/audit',
  orders: '/admin/orders',
  plans: '/admin/plans',
  rates: '/admin/rates',
};

/** The filters each screen takes from its URL. */
export const ADMIN_FILTERS: Record<AdminView, readonly string[]> = {
  dashboard: [],
  reports: [],
  estates: ['q', 'status'],
  users: ['q'],
  audit: ['actor', 'action', 'target'],
  orders: ['q', 'status'],
  plans: [],
  rates: [],
};

export interface AdminQuery {
  page: number;
  filters: Record<string, string>;
}

const params = (search: string | URLSearchParams) => (typeof search === 'string' ? new URLSearchParams(search) : search);

export function adminQuery(view: AdminView, search: string | URLSearchParams): AdminQuery {
  const p = params(search);
  const n = Number.parseInt(p.get('page') ?? '', 10);
  const filters: Record<string, string> = {};
  for (const name of ADMIN_FILTERS[view]) {
    const v = p.get(name)?.trim().slice(0, 100);
    if (!v) continue;
    if (name === 'status' && !(STATUS_FILTERS[view] ?? []).includes(v)) continue;
    filters[name] = v;
  }
  return { page: Number.isFinite(n) && n > 0 ? Math.min(n, 10_000) : 1, filters };
}

export function adminHref(view: AdminView, q: { page?: number; filters?: Record<string, string> }): string {
  const s = new URLSearchParams();
  for (const name of ADMIN_FILTERS[view]) {
    const v = q.filters?.[name];
    if (v) s.set(name, v);
  }
  if (q.page && q.page > 1) s.set('page', String(q.page));
  const text = s.toString();
  return text ? `${ADMIN_PATHS[view]}?${text}` : ADMIN_PATHS[view];
}
