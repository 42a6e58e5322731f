// What a URL shows, decided the same way by the renderer (status, redirect) and by the browser
// (prefetch on navigation): a redirect of the legacy table, a guard's redirect, a screen, or not found.
import type { Language } from '../../shared/core/constants.ts';
import { guardHides, guardRedirect } from '../../shared/routing/guards.ts';
import { findRedirect } from '../../shared/routing/redirects.ts';
import { matchRoute, type RouteMatch } from '../../shared/routing/routes.ts';
import { ROUTES, type ScreenId } from './screens.ts';
import type { Viewer } from '../../shared/routing/guards.ts';

export type PageResolution =
  { kind: 'redirect'; to: string; permanent: boolean } | { kind: 'notFound' } | { kind: 'screen'; screen: ScreenId; match: RouteMatch };

export function languageAllowed(match: RouteMatch, language: Language): boolean {
  const allowed = match.route.languages;
  return !allowed || allowed.includes(language);
}

export function resolvePage(pathname: string, search: string, language: Language, viewer: Viewer): PageResolution {
  const legacy = findRedirect(pathname);
  if (legacy) return { kind: 'redirect', to: legacy + search, permanent: true };
  const match = matchRoute(pathname, ROUTES);
  if (!match || !languageAllowed(match, language) || guardHides(match.route, viewer)) return { kind: 'notFound' };
  const guarded = guardRedirect(match.route, pathname + search, viewer);
  if (guarded) return { kind: 'redirect', to: guarded, permanent: false };
  return { kind: 'screen', screen: match.route.screen, match };
}
