// The client router: the route of shared/routing/routes.ts (or the legacy redirect of shared/routing/redirects.ts) the
// location matches, the same first-match-in-table-order the renderer's resolvePage uses, with the
// patterns compiled once (shared/routing/routes.ts matchPath) rather than by react-router's <Routes> on every
// render; anything else is not found.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { REDIRECTS } from '../../shared/routing/redirects.ts';
import { matchRoute } from '../../shared/routing/routes.ts';
import { NotFound } from '../ui/system/NotFound.tsx';
import { RedirectRoute, RouteScreen } from './RouteScreen.tsx';
import { ROUTES } from './screens.ts';

export function AppRoutes() {
  const { pathname } = useLocation();
  const found = useMemo(() => {
    const screen = matchRoute(pathname, ROUTES);
    if (screen) return { kind: 'screen' as const, ...screen };
    const legacy = matchRoute(pathname, REDIRECTS);
    return legacy ? { kind: 'redirect' as const, ...legacy } : null;
  }, [pathname]);
  if (!found) return <NotFound />;
  if (found.kind === 'redirect') return <RedirectRoute key={`redirect:${found.route.path}`} route={found.route} params={found.params} />;
  return <RouteScreen key={found.route.path} route={found.route} params={found.params} />;
}
