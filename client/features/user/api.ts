// Who is signed in (shared/contract/users.ts getCurrentUser); the profile screen reloads it too.
import type { getCurrentUser as GetCurrentUser } from '../../../shared/contract/users.ts';
import { endpointCall } from '../../lib/api.ts';

export const getCurrentUser = endpointCall<typeof GetCurrentUser>('GET', '/api/user/current');
