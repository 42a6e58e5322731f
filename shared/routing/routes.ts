// Route patterns and their matching: the shapes of a route (its guard, languages) and the one matcher
// the renderer's resolvePage, the client router and the legacy redirects use. The page routes
// themselves are declared by the client's features (client/app/screens.ts derives the table); the
// legacy redirects are shared/routing/redirects.ts. Patterns use `:name` parameters and every pattern
// matches the whole path.
import type { Language } from '../core/constants.ts';

/** private: sign-in required. The other two rules of docs/product.md apply to every private route unless exempted. */
export interface RouteGuard {
  private: true;
  /** exempt from the incorrectGeoData redirect (only edit profile) */
  allowIncorrectGeo?: boolean;
  /** exempt from the "no publication resource" redirect */
  allowWithoutPublication?: boolean;
  /** the operator area (issue 23): without this role (admin implies moderator) the page does not exist (not found, never a sign-in redirect) */
  role?: 'moderator' | 'admin';
}

export interface RouteDef {
  path: string;
  /** a fixed redirect target; `:params` of the match are substituted */
  redirect?: string;
  /** a redirect computed from the match's params */
  computeRedirect?: (params: Record<string, string>) => string;
  /** the screen the route shows (client/app/screens.ts names them from the features' manifests) */
  screen?: string;
  guard?: RouteGuard;
  /** languages a page is shown in (docs/product.md wrapper); absent: all */
  languages?: readonly Language[];
  /** search-type pages show no placeholder and do not scroll to top */
  searchType?: boolean;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = new Map<string, RegExp>();
function compile(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .map((seg) => (seg.startsWith(':') ? `(?<${seg.slice(1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${body === '' ? '/' : body}/?$`);
    compiled.set(pattern, re);
  }
  return re;
}

/** Match a path (no query) against a pattern; parameters are URI-decoded, undecodable ones fail the match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const m = compile(pattern).exec(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.groups ?? {})) {
    try {
      params[k] = decodeURIComponent(v);
    } catch {
      return null;
    }
  }
  return params;
}

export function substitute(target: string, params: Record<string, string>): string {
  return target.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

export function matchRoute<R extends RouteDef>(pathname: string, table: readonly R[]): { route: R; params: Record<string, string> } | null {
  for (const route of table) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
