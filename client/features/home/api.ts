// The home page's one call: the gateway's aggregate (shared/contract/pages.ts getHomePageData).
import type { getHomePageData as GetHomePageData } from '../../../shared/contract/pages.ts';
import { endpointCall } from '../../lib/api.ts';

export const getHomePageData = endpointCall<typeof GetHomePageData>('GET', '/api/pages/home');
