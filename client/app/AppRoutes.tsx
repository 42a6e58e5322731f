// The client router: one <Route> per entry of shared/routes.ts and of shared/redirects.ts;
// anything else is not found.
import { Route, Routes } from 'react-router-dom';
import { REDIRECTS } from '../../shared/redirects.ts';
import { ROUTES } from '../../shared/routes.ts';
import { NotFound } from '../ui/system/NotFound.tsx';
import { RedirectRoute, RouteScreen } from './RouteScreen.tsx';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
      ))}
      {REDIRECTS.map((route) => (
        <Route key={`redirect:${route.path}`} path={route.path} element={<RedirectRoute route={route} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
