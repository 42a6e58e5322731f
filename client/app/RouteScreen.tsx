// One route of shared/routes.ts: the language wrapper (docs/product.md: a page shown only in its
// languages), the access guards (shared/guards.ts; the client navigates, the server redirected
// already) and the screen.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { guardRedirect } from '../../shared/guards.ts';
import { substitute, type RouteDef } from '../../shared/routes.ts';
import { NotFound } from '../ui/system/NotFound.tsx';
import { selectLanguage } from '../features/language/slice.ts';
import { selectViewer } from '../features/user/slice.ts';
import { languageAllowed, GENERIC_SCREEN } from './resolve.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { screenLoader } from './screens.ts';

function useStringParams(): Record<string, string> {
  const params = useParams();
  return useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) if (typeof v === 'string') out[k] = v;
    return out;
  }, [params]);
}

export function RouteScreen({ route }: { route: RouteDef }) {
  const params = useStringParams();
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const viewer = useSelector(selectViewer);
  const match = useMemo(() => ({ route, params }), [route, params]);

  if (!languageAllowed(match, language)) return <NotFound />;
  const redirect = guardRedirect(route, location.pathname + location.search, viewer);
  if (redirect) return <Navigate to={redirect} replace />;
  const id = route.screen ?? GENERIC_SCREEN;
  return <ScreenHost key={id} id={id} match={match} loader={screenLoader} />;
}

/** A legacy URL met by a client-side navigation (the gateway answers 301 for a full load). */
export function RedirectRoute({ route }: { route: RouteDef }) {
  const params = useStringParams();
  const location = useLocation();
  const target = route.computeRedirect ? route.computeRedirect(params) : substitute(route.redirect ?? '/', params);
  return <Navigate to={target + location.search} replace />;
}
