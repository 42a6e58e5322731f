// The statistics' calls (shared/contract/stats.ts), made by the screen in the browser.
import type { getEstateStats as GetEstateStats } from '../../../shared/contract/stats.ts';
import { createApiCaller, endpointCall, type ApiCaller } from '../../lib/api.ts';

const getStats = endpointCall<typeof GetEstateStats>('GET', '/api/estate/{aliasId}/stats');
let caller: ApiCaller | undefined;

export const loadStats = (aliasId: string, range: { from: string; to: string }) => {
  caller ??= createApiCaller({ base: '' });
  return getStats(caller, { params: { aliasId }, query: range });
};

export const csvHref = (aliasId: string, range: { from: string; to: string }) =>
  `/api/estate/${encodeURIComponent(aliasId)}/stats.csv?from=${range.from}&to=${range.to}`;
