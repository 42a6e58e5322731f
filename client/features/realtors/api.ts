// The realtor directory and a public profile (shared/contract/users.ts); a realtor's listings come
// from the estate search (features/search/api.ts).
import type { getUserProfile as GetUserProfile, listRealtors as ListRealtors } from '../../../shared/contract/users.ts';
import { endpointCall } from '../../lib/api.ts';

export const listRealtors = endpointCall<typeof ListRealtors>('GET', '/api/user');
export const getUserProfile = endpointCall<typeof GetUserProfile>('GET', '/api/user/aliasId/{aliasId}');
