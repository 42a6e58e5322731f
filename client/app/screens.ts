// The screen registry and the route table, derived from the features' manifests (client/app/features.ts):
// every screen's code (with the store parts of the lazy features it needs, loaded beside it), its
// prefetch, title and head, and the routes in the features' order. The app adds the not-found page.
import type { RouteDef } from '../../shared/routing/routes.ts';
import type { ScreenDecl } from '../lib/feature.ts';
import type { PrivateNavEntry } from '../lib/privateNav.ts';
import type { ScreenEntry } from '../lib/screens.ts';
import { withFeature } from '../store/lazyFeatures.ts';
import { FEATURES, type FeatureScreenId } from './features.ts';
import { createScreenLoader } from './screenLoader.ts';

export type ScreenId = FeatureScreenId | 'notFound';

/** A route of the table: a path pattern and the screen it shows. */
export type AppRoute = RouteDef & { screen: ScreenId };

/** A screen as the app keeps it: its manifest entry, with the store parts it needs loaded with its code. */
export type AppScreen = ScreenEntry & Partial<Omit<ScreenDecl, 'path'>>;

function collect(): { screens: Record<ScreenId, AppScreen>; routes: AppRoute[]; nav: PrivateNavEntry[] } {
  const screens: Partial<Record<ScreenId, AppScreen>> = {
    notFound: { load: () => import('./screens/NotFoundScreen.tsx'), noindex: true },
  };
  const routes: AppRoute[] = [];
  const nav: (PrivateNavEntry & { order: number })[] = [];
  for (const feature of FEATURES) {
    const declared: Readonly<Record<string, ScreenDecl>> = 'screens' in feature && feature.screens ? feature.screens : {};
    for (const [id, decl] of Object.entries(declared)) {
      const screen = id as ScreenId;
      if (screens[screen]) throw new Error(`screen ${id} is declared twice`);
      const stores = [...(feature.lazy ? [feature.key] : []), ...(decl.needs ?? [])];
      const { path, ...entry } = decl;
      screens[screen] = stores.length ? { ...entry, load: withFeature(stores, decl.load) } : entry;
      const paths: readonly string[] = typeof path === 'string' ? [path] : path;
      if (decl.privateNav) {
        const { order, label, end, badge } = decl.privateNav;
        nav.push({ order, to: paths[0], label, end: end === true, ...(badge ? { badge } : {}) });
      }
      for (const p of paths) {
        routes.push({
          path: p,
          screen,
          ...(decl.guard ? { guard: decl.guard } : {}),
          ...(decl.languages ? { languages: decl.languages } : {}),
          ...(decl.searchType ? { searchType: true } : {}),
        });
      }
    }
  }
  nav.sort((a, b) => a.order - b.order);
  return { screens: screens as Record<ScreenId, AppScreen>, routes, nav: nav.map(({ order: _order, ...entry }) => entry) };
}

const registry = collect();

/** Every screen by id. */
export const SCREENS: Readonly<Record<ScreenId, AppScreen>> = registry.screens;

/** The route table: the renderer's resolvePage and the browser's router match against it, in order. */
export const ROUTES: readonly AppRoute[] = registry.routes;

/** The private area's navigation, in order (PrivateNav shows it). */
export const PRIVATE_NAV: readonly PrivateNavEntry[] = registry.nav;

/** The one loader of the app (server and browser keep loaded screens for the process / page). */
export const screenLoader = createScreenLoader(SCREENS);
