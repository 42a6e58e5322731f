// One route of shared/routing/routes.ts: the language wrapper (docs/product.md: a page shown only in its
// languages), the access guards (shared/routing/guards.ts; the client navigates, the server redirected
// already) and the screen.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, UNSAFE_RouteContext as RouteContext, useLocation } from 'react-router-dom';
import { guardHides, guardRedirect } from '../../shared/routing/guards.ts';
import { substitute, type RouteDef } from '../../shared/routing/routes.ts';
import { NotFound } from '../ui/system/NotFound.tsx';
import { selectLanguage } from '../session/language/slice.ts';
import { selectViewer } from '../session/user/slice.ts';
import { languageAllowed } from './resolve.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { screenLoader, type AppRoute } from './screens.ts';

/** `params`: the route's parameters, URI-decoded (AppRoutes matched them). */
export function RouteScreen({ route, params }: { route: AppRoute; params: Record<string, string> }) {
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const viewer = useSelector(selectViewer);
  const match = useMemo(() => ({ route, params }), [route, params]);
  // what react-router's <Routes> would provide, so useParams() and relative links work in screens
  const pathname = location.pathname;
  const routeContext = useMemo(
    () => ({ outlet: null, isDataRoute: false, matches: [{ params, pathname, pathnameBase: pathname, route: { path: route.path } }] }),
    [params, pathname, route.path],
  );

  if (!languageAllowed(match, language) || guardHides(route, viewer)) return <NotFound />;
  const redirect = guardRedirect(route, location.pathname + location.search, viewer);
  if (redirect) return <Navigate to={redirect} replace />;
  const id = route.screen;
  return (
    <RouteContext.Provider value={routeContext as never}>
      <ScreenHost key={id} id={id} match={match} loader={screenLoader} />
    </RouteContext.Provider>
  );
}

/** A legacy URL met by a client-side navigation (the gateway answers 301 for a full load). */
export function RedirectRoute({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const location = useLocation();
  const target = route.computeRedirect ? route.computeRedirect(params) : substitute(route.redirect ?? '/', params);
  return <Navigate to={target + location.search} replace />;
}
