// The query string of /private/leads: ?status=&estate=&page=
import { LEAD_STATUSES } from '../../../shared/contract/limits.ts';
import type { LeadStatus } from '../../../shared/contract/leads.ts';

const params = (search: string | URLSearchParams) => (typeof search === 'string' ? new URLSearchParams(search) : search);

/** The status filter; anything else means all. */
export function leadStatusParam(search: string | URLSearchParams): LeadStatus | null {
  const v = params(search).get('status');
  return (LEAD_STATUSES as readonly string[]).includes(v ?? '') ? (v as LeadStatus) : null;
}

/** The listing filter (an aliasId); empty means all. */
export function leadEstateParam(search: string | URLSearchParams): string | null {
  return params(search).get('estate')?.trim().slice(0, 100) || null;
}

export function leadPageParam(search: string | URLSearchParams): number {
  const n = Number.parseInt(params(search).get('page') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export function leadsHref(f: { page?: number; status: LeadStatus | null; estate: string | null }): string {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  if (f.estate) q.set('estate', f.estate);
  if (f.page && f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `/private/leads?${s}` : '/private/leads';
}
