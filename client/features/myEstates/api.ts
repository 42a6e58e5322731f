// The own listings' calls (shared/contract/estates.ts): a page of them, and deleting one.
import type { deleteEstate as DeleteEstate, listMyEstates as ListMyEstates } from '../../../shared/contract/estates.ts';
import { endpointCall } from '../../lib/api.ts';

export const listMyEstates = endpointCall<typeof ListMyEstates>('GET', '/api/estate/my');
export const deleteEstate = endpointCall<typeof DeleteEstate>('DELETE', '/api/estate/{aliasId}');
