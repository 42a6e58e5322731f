// The place index's call (shared/contract/places.ts).
import type { suggestPlaces as SuggestPlaces } from '../../../shared/contract/places.ts';
import { endpointCall } from '../../lib/api.ts';

export const suggestPlaces = endpointCall<typeof SuggestPlaces>('GET', '/api/places');
