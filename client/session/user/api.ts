// Who is signed in (shared/contract/users.ts getCurrentUser; the profile screen reloads it too) and
// signing out (shared/contract/auth.ts signOut: the gateway revokes the session and drops its cookie).
import type { signOut as SignOut } from '../../../shared/contract/auth.ts';
import type { getCurrentUser as GetCurrentUser } from '../../../shared/contract/users.ts';
import { endpointCall } from '../../lib/api.ts';

export const getCurrentUser = endpointCall<typeof GetCurrentUser>('GET', '/api/user/current');
export const signOut = endpointCall<typeof SignOut>('POST', '/api/auth/sign-out');
