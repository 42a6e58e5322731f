import { normalizeCountryCode } from '../../../shared/geo/countries.ts';
import { parseInteger } from '../../../shared/search/search-query.ts';

/** The realtor directory's URL state: /realtor?q=…&countryCode=…&page=… */
export interface RealtorQuery {
  q?: string;
  countryCode?: string;
  page: number;
}

/** The api's longest accepted search text. */
export const MAX_Q = 100;
const MAX_PAGE = 100_000;

export function parseRealtorQuery(search: string): RealtorQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: RealtorQuery = { page: Math.min(parseInteger(params.get('page') ?? undefined) || 1, MAX_PAGE) };
  const q = params.get('q')?.trim().slice(0, MAX_Q);
  if (q) out.q = q;
  const cc = normalizeCountryCode(params.get('countryCode'));
  if (cc) out.countryCode = cc;
  return out;
}

/** The canonical URL of a directory search (page 1 and empty fields left out). */
export function realtorsUrl(query: Partial<RealtorQuery>): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.countryCode) params.set('countryCode', query.countryCode);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `/realtor?${s}` : '/realtor';
}

/** A page of a realtor's profile listings: /realtor/{aliasId}?page=… */
export function profileUrl(aliasId: string, page = 1): string {
  return `/realtor/${encodeURIComponent(aliasId)}${page > 1 ? `?page=${page}` : ''}`;
}
