// The query string of /private/myestates: ?status=&page=
import { ESTATE_STATUSES, type EstateStatus } from '../../../shared/core/constants.ts';

/** The status filter of a query string; anything else means all. */
export function statusParam(search: string | URLSearchParams): EstateStatus | null {
  const v = (typeof search === 'string' ? new URLSearchParams(search) : search).get('status');
  return (ESTATE_STATUSES as readonly string[]).includes(v ?? '') ? (v as EstateStatus) : null;
}

export function pageParamOf(search: string): number {
  const n = Number.parseInt(new URLSearchParams(search).get('page') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export function myEstatesHref(page: number, status: EstateStatus | null): string {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/private/myestates?${s}` : '/private/myestates';
}
