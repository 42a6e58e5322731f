// The route table as data (SPEC §2, STYLE 5). The gateway's redirects, the renderer's matching and
// the client router all read it. Patterns use `:name` parameters; `exact` routes match only the
// whole path, other routes match the path or anything below it is NOT implied: every pattern is
// matched whole, and `exact` is kept for parity with the old router (it marks list pages that have
// siblings below them, e.g. /article vs /article/:articleId).
import type { Language } from './constants.ts';

export type ScreenId =
  | 'home' | 'articles' | 'article' | 'articlePreview' | 'countries' | 'country' | 'plans'
  | 'advertising' | 'contacts' | 'search' | 'estate' | 'realtors' | 'realtor' | 'signUp' | 'signIn'
  | 'signOut' | 'forgotPassword' | 'resetPassword' | 'staticPage' | 'profile' | 'editProfile'
  | 'addEstate' | 'myEstates' | 'editEstate' | 'initialPlan' | 'changePlan' | 'order' | 'messages'
  | 'newMessage' | 'message' | 'massImport' | 'checkOrderStatus' | 'checkProductOrderStatus'
  | 'notFound';

/** private: sign-in required. The other two rules of SPEC §6 apply to every private route unless exempted. */
export interface RouteGuard {
  private: true;
  /** exempt from the incorrectGeoData redirect (only edit profile) */
  allowIncorrectGeo?: boolean;
  /** exempt from the "no publication resource" redirect */
  allowWithoutPublication?: boolean;
}

export interface RouteDef {
  path: string;
  exact?: boolean;
  /** a fixed redirect target; `:params` of the match are substituted */
  redirect?: string;
  /** a redirect computed from the match's params */
  computeRedirect?: (params: Record<string, string>) => string;
  /** the dedicated screen; none means the generic page screen */
  screen?: ScreenId;
  guard?: RouteGuard;
  /** languages a page is shown in (SPEC §6 wrapper); absent: all */
  languages?: readonly Language[];
  /** search-type pages show no placeholder and do not scroll to top */
  searchType?: boolean;
}

const PRIVATE: RouteGuard = { private: true };

export const ROUTES: readonly RouteDef[] = [
  { path: '/', exact: true, screen: 'home' },
  { path: '/article', exact: true, screen: 'articles', languages: ['ru'] },
  { path: '/article/:articleId', screen: 'article' },
  { path: '/article-preview/:articleId', screen: 'articlePreview' },
  { path: '/countries', exact: true, screen: 'countries' },
  { path: '/countries/:countryCode', screen: 'country' },
  { path: '/plans', exact: true, screen: 'plans' },
  { path: '/advertising', exact: true, screen: 'advertising' },
  { path: '/contacts', exact: true, screen: 'contacts' },
  { path: '/search', exact: true, screen: 'search', searchType: true },
  { path: '/search/:countryCode', screen: 'search', searchType: true },
  { path: '/estate/:aliasId', screen: 'estate' },
  { path: '/realtor', exact: true, screen: 'realtors' },
  { path: '/realtor/:aliasId', screen: 'realtor' },
  { path: '/sign-up', exact: true, screen: 'signUp' },
  { path: '/sign-in', exact: true, screen: 'signIn' },
  { path: '/sign-out', exact: true, screen: 'signOut' },
  { path: '/forgot-password', exact: true, screen: 'forgotPassword' },
  { path: '/reset-password/:resetToken', screen: 'resetPassword' },
  { path: '/terms', exact: true, screen: 'staticPage' },
  { path: '/privacy-policy', exact: true, screen: 'staticPage' },
  { path: '/revocation-instruction', exact: true, screen: 'staticPage' },
  { path: '/impressum', exact: true, screen: 'staticPage' },

  { path: '/private', exact: true, screen: 'profile', guard: PRIVATE },
  { path: '/private/editprofile', screen: 'editProfile', guard: { private: true, allowIncorrectGeo: true, allowWithoutPublication: true } },
  { path: '/private/addnewestate', screen: 'addEstate', guard: PRIVATE },
  { path: '/private/myestates', screen: 'myEstates', guard: PRIVATE },
  { path: '/private/edit/:aliasId', screen: 'editEstate', guard: PRIVATE },
  { path: '/private/initialplan', screen: 'initialPlan', guard: { private: true, allowWithoutPublication: true } },
  { path: '/private/changeplan', screen: 'changePlan', guard: PRIVATE },
  { path: '/private/order/:orderId', screen: 'order', guard: { private: true, allowWithoutPublication: true } },
  { path: '/private/messages', exact: true, screen: 'messages', guard: PRIVATE },
  { path: '/private/messages/new', screen: 'newMessage', guard: PRIVATE },
  { path: '/private/messages/:messageId', screen: 'message', guard: PRIVATE },
  { path: '/private/mass-import', screen: 'massImport', guard: PRIVATE },
  { path: '/private/check-order-status/:orderId', screen: 'checkOrderStatus', guard: { private: true, allowWithoutPublication: true } },
  { path: '/private/check-product-order-status/:productOrderId', screen: 'checkProductOrderStatus', guard: PRIVATE },
];

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

export function matchRoute(pathname: string, table: readonly RouteDef[] = ROUTES): RouteMatch | null {
  for (const route of table) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
