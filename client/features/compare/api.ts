// The compare page's call (shared/contract/compare.ts).
import type { compareEstates as CompareEstates } from '../../../shared/contract/compare.ts';
import { endpointCall } from '../../lib/api.ts';

export const compareEstates = endpointCall<typeof CompareEstates>('GET', '/api/estate/compare');
