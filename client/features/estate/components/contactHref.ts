import { signInUrl } from '../../../../shared/routing/guards.ts';

/**
 * Where "contact" leads: the new-message form addressed to the owner (and about the listing), or
 * for visitors the sign-in page that returns there.
 */
export function contactHref(ownerAlias: string, estateAlias: string | null, isLoggedIn: boolean): string {
  const params = new URLSearchParams({ to: ownerAlias });
  if (estateAlias) params.set('estate', estateAlias);
  const target = `/private/messages/new?${params.toString()}`;
  return isLoggedIn ? target : signInUrl(target);
}
