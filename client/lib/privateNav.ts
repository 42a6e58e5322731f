// The private area's navigation, derived from the screens that declare `privateNav` in their
// feature's manifest (client/app/screens.ts); the app provides it, PrivateNav (client/ui) shows it.
import { createContext, useContext } from 'react';

export interface PrivateNavEntry {
  /** the screen's path */
  to: string;
  /** the translation key of the link's text */
  label: string;
  /** active only on this exact path (the profile's /private) */
  end: boolean;
  /** a count shown beside the link */
  badge?: 'unread';
}

export const PrivateNavContext = createContext<readonly PrivateNavEntry[]>([]);

export function usePrivateNav(): readonly PrivateNavEntry[] {
  return useContext(PrivateNavContext);
}
