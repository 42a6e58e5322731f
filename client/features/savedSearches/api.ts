// The saved-search calls (shared/contract/saved-searches.ts).
import type {
  createSavedSearch as CreateSavedSearch,
  deleteSavedSearch as DeleteSavedSearch,
  getUnsubscribe as GetUnsubscribe,
  listSavedSearches as ListSavedSearches,
  unsubscribe as Unsubscribe,
  updateSavedSearch as UpdateSavedSearch,
} from '../../../shared/contract/saved-searches.ts';
import { endpointCall } from '../../lib/api.ts';

export const listSavedSearches = endpointCall<typeof ListSavedSearches>('GET', '/api/saved-searches');
export const createSavedSearch = endpointCall<typeof CreateSavedSearch>('POST', '/api/saved-searches');
export const updateSavedSearch = endpointCall<typeof UpdateSavedSearch>('PATCH', '/api/saved-searches/{id}');
export const deleteSavedSearch = endpointCall<typeof DeleteSavedSearch>('DELETE', '/api/saved-searches/{id}');
export const getUnsubscribe = endpointCall<typeof GetUnsubscribe>('GET', '/api/saved-searches/unsubscribe');
export const unsubscribe = endpointCall<typeof Unsubscribe>('POST', '/api/saved-searches/unsubscribe');
