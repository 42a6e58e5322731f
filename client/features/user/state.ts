import type { FetchStatus } from '../../../shared/constants.ts';
import type { Resource, User } from '../../../shared/types.ts';

/**
 * SPEC §3/§4. The session token is not here: it lives in the gateway's httpOnly cookie
 * (ARCHITECTURE decision 1), so no script can read it.
 */
export interface UserState {
  isLoggedIn: boolean;
  data: User | null;
  /** provision resources merged from the active subscriptions */
  resources: Resource[];
  /** the current-user call */
  status: FetchStatus;
}

export const initialUserState: UserState = { isLoggedIn: false, data: null, resources: [], status: 'notFetched' };
