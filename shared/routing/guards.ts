// The access rules of docs/product.md as one function, used by the renderer (answering a redirect) and by
// the client router (navigating), so both always agree. Rules, in order:
//  1. a private route needs sign-in → /sign-in?returnTo=<the requested path and query, encoded>;
//  2. a user tagged incorrectGeoData → /private/editprofile?updateDataRequired=true (except on
//     routes with allowIncorrectGeo, i.e. edit profile itself);
//  3. a user without a PUBLICATION resource → /private/initialplan (except on routes with
//     allowWithoutPublication: edit profile, initial plan, order, order-status check).
// Public routes are never redirected.
import { USER_TAGS } from '../core/constants.ts';
import { hasPublicationResource } from '../billing/resources.ts';
import type { RouteDef } from './routes.ts';
import type { Resource } from '../contract/billing.ts';

/** What the route guards need to know about the visitor. */
export interface Viewer {
  isLoggedIn: boolean;
  tags: readonly string[];
  resources: readonly Resource[];
  /** the operator roles held (admin, moderator); absent or empty for everyone else */
  roles?: readonly string[];
}

export const SIGN_IN_PATH = '/sign-in';
export const EDIT_PROFILE_REQUIRED_PATH = '/private/editprofile?updateDataRequired=true';
export const INITIAL_PLAN_PATH = '/private/initialplan';

/** `/sign-in?returnTo=…` for a path (with its query). */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * A safe place to go after signing in: a local path ('/private/...'), never another origin
 * ('//evil.example', 'https://…', '/\\evil') nor the sign-in page itself; else '/private'.
 */
export function safeReturnTo(returnTo: string | null | undefined, fallback = '/private'): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return fallback;
  if ([...returnTo].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  if (returnTo === SIGN_IN_PATH || returnTo.startsWith(`${SIGN_IN_PATH}?`) || returnTo.startsWith(`${SIGN_IN_PATH}/`)) return fallback;
  return returnTo;
}

/** Whether roles held include `needed` (admin implies moderator), as shared/contract/roles.ts says. */
export function holdsRole(roles: readonly string[] | undefined, needed: 'moderator' | 'admin'): boolean {
  if (!roles) return false;
  return roles.includes(needed) || (needed === 'moderator' && roles.includes('admin'));
}

/**
 * Whether the route is hidden from the viewer: an operator page (guard.role) for someone without the
 * role, signed out included, is not found, so that nothing hints that it exists.
 */
export function guardHides(route: Pick<RouteDef, 'guard'>, user: Viewer): boolean {
  const role = route.guard?.role;
  return role !== undefined && !(user.isLoggedIn && holdsRole(user.roles, role));
}

/**
 * Where the viewer must go instead of `path` (the requested path and query), or null to stay.
 * `route` is the matched route (shared/routing/routes.ts matchRoute).
 */
export function guardRedirect(route: Pick<RouteDef, 'guard'>, path: string, user: Viewer): string | null {
  const guard = route.guard;
  if (!guard?.private) return null;
  if (!user.isLoggedIn) return signInUrl(path);
  if (!guard.allowIncorrectGeo && user.tags.includes(USER_TAGS.incorrectGeoData)) return EDIT_PROFILE_REQUIRED_PATH;
  if (!guard.allowWithoutPublication && !hasPublicationResource(user.resources)) return INITIAL_PLAN_PATH;
  return null;
}
