import { fullName } from '../../../shared/format.ts';
import type { User, Viewer } from '../../../shared/types.ts';
import type { UserState } from './state.ts';

type S = { user: UserState };

export const selectIsLoggedIn = (s: S): boolean => s.user.isLoggedIn;
export const selectUserData = (s: S): User | null => s.user.data;

/** What the route guards of shared/guards.ts need (one object per user state, so stable for hooks). */
const viewers = new WeakMap<UserState, Viewer>();
export function selectViewer(s: S): Viewer {
  let v = viewers.get(s.user);
  if (!v) {
    v = { isLoggedIn: s.user.isLoggedIn, tags: s.user.data?.tags ?? [], resources: s.user.resources };
    viewers.set(s.user, v);
  }
  return v;
}

/** "Title First Last" with the title translated (shared/format.ts). */
export function selectFullName(s: S, t: (key: string) => string): string {
  const d = s.user.data;
  return d ? fullName(d, t) : '';
}
