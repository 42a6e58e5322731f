// The operator screens' query strings: ?page= everywhere, ?q=&status= on listings and on orders, ?q=
// on users, ?actor=&action=&target= on the audit trail, ?type=&status=&lang= on content. Read on the
// server and in the browser alike.
import { ARTICLE_TYPES, CONTENT_STATUSES, ESTATE_MODERATIONS, ESTATE_STATUSES, LANGUAGES } from '../../../shared/core/constants.ts';
import type { ORDER_STATUSES } from '../../../shared/contract/billing.ts';

/** The listing states the listings screen filters by (shared/contract/admin.ts ADMIN_ESTATE_STATUSES). */
export const ESTATE_FILTERS = [...ESTATE_MODERATIONS, ...ESTATE_STATUSES, 'hidden'] as const;
/** The order states the orders screen filters by (the contract's list: a difference is a type error). */
export const ORDER_FILTERS: typeof ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refunded'];

export type AdminView = 'dashboard' | 'reports' | 'estates' | 'users' | 'audit' | 'content' | 'orders' | 'plans' | 'rates';

/** The screens only admins see (a moderator has no link to them, and the route answers not found). */
export const ADMIN_ONLY: readonly AdminView[] = ['audit', 'content', 'orders', 'plans', 'rates'];

export const ADMIN_PATHS: Record<AdminView, string> = {
  dashboard: '/admin',
  reports: '/admin/reports',
  estates: '/admin/estates',
  users: '/admin/users',
  audit: '/admin/audit',
  content: '/admin/content',
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
  content: ['type', 'status', 'lang'],
  orders: ['q', 'status'],
  plans: [],
  rates: [],
};

/** The filters chosen from a list, with their values (anything else in the URL is dropped). */
export const FILTER_CHOICES: Record<string, Partial<Record<AdminView, readonly string[]>>> = {
  status: { estates: ESTATE_FILTERS, content: CONTENT_STATUSES, orders: ORDER_FILTERS },
  type: { content: ARTICLE_TYPES },
  lang: { content: LANGUAGES },
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
    const choices = FILTER_CHOICES[name]?.[view];
    if (choices && !choices.includes(v)) continue;
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
