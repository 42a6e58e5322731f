// The estate search call (shared/contract/estates.ts searchEstates); the estate page's similar
// listings and a realtor's listings use it too.
import type { searchEstates as SearchEstates } from '../../../shared/contract/estates.ts';
import { endpointCall } from '../../lib/api.ts';

export const searchEstates = endpointCall<typeof SearchEstates>('GET', '/api/estate/search');
