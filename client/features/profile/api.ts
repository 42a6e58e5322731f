// The private profile's api calls: saving the profile form and erasing the account
// (shared/contract/users.ts), and the
// renewal switch of a subscription (shared/contract/billing.ts).
import type { toggleRenew as ToggleRenew } from '../../../shared/contract/billing.ts';
import type { deleteCurrentUser as DeleteCurrentUser, updateCurrentUser as UpdateCurrentUser } from '../../../shared/contract/users.ts';
import { endpointCall } from '../../lib/api.ts';

export const updateCurrentUser = endpointCall<typeof UpdateCurrentUser>('PATCH', '/api/user/current');
export const toggleRenew = endpointCall<typeof ToggleRenew>('POST', '/api/billing/toggle-renew');
export const deleteCurrentUser = endpointCall<typeof DeleteCurrentUser>('DELETE', '/api/user/current');
