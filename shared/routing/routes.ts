// The route table as data (docs/product.md lists the pages). The gateway's redirects, the
// renderer's matching and the client router all read it. Patterns use `:name` parameters and every
// pattern matches the whole path.
import type { Language } from '../core/constants.ts';

export type ScreenId =
  | 'home'
  | 'articles'
  | 'news'
  | 'favourites'
  | 'savedSearches'
  | 'unsubscribeSearch'
  | 'article'
  | 'articlePreview'
  | 'countries'
  | 'country'
  | 'plans'
  | 'advertising'
  | 'contacts'
  | 'search'
  | 'estate'
  | 'realtors'
  | 'realtor'
  | 'signUp'
  | 'signIn'
  | 'signOut'
  | 'forgotPassword'
  | 'resetPassword'
  | 'staticPage'
  | 'profile'
  | 'editProfile'
  | 'addEstate'
  | 'myEstates'
  | 'editEstate'
  | 'initialPlan'
  | 'changePlan'
  | 'order'
  | 'messages'
  | 'newMessage'
  | 'message'
  | 'massImport'
  | 'checkOrderStatus'
  | 'checkProductOrderStatus'
  | 'advertWhat'
  | 'advertPrice'
  | 'advertPhotos'
  | 'advertContact'
  | 'advertPlan'
  | 'advertPublish'
  | 'notFound';

/** private: sign-in required. The other two rules of docs/product.md apply to every private route unless exempted. */
export interface RouteGuard {
  private: true;
  /** exempt from the incorrectGeoData redirect (only edit profile) */
  allowIncorrectGeo?: boolean;
  /** exempt from the "no publication resource" redirect */
  allowWithoutPublication?: boolean;
}

export interface RouteDef {
  path: string;
  /** a fixed redirect target; `:params` of the match are substituted */
  redirect?: string;
  /** a redirect computed from the match's params */
  computeRedirect?: (params: Record<string, string>) => string;
  /** the dedicated screen; none means the generic page screen */
  screen?: ScreenId;
  guard?: RouteGuard;
  /** languages a page is shown in (docs/product.md wrapper); absent: all */
  languages?: readonly Language[];
  /** search-type pages show no placeholder and do not scroll to top */
  searchType?: boolean;
}

const PRIVATE: RouteGuard = { private: true };

export const ROUTES: readonly RouteDef[] = [
  { path: '/', screen: 'home' },
  { path: '/article', screen: 'articles', languages: ['ru'] },
  { path: '/news', screen: 'news' },
  { path: '/article/:articleId', screen: 'article' },
  { path: '/article-preview/:articleId', screen: 'articlePreview' },
  { path: '/countries', screen: 'countries' },
  { path: '/countries/:countryCode', screen: 'country' },
  { path: '/plans', screen: 'plans' },
  { path: '/advertising', screen: 'advertising' },
  { path: '/contacts', screen: 'contacts' },
  { path: '/search', screen: 'search', searchType: true },
  { path: '/search/:countryCode', screen: 'search', searchType: true },
  { path: '/estate/:aliasId', screen: 'estate' },
  { path: '/realtor', screen: 'realtors' },
  { path: '/realtor/:aliasId', screen: 'realtor' },
  { path: '/sign-up', screen: 'signUp' },
  { path: '/sign-in', screen: 'signIn' },
  { path: '/sign-out', screen: 'signOut' },
  { path: '/forgot-password', screen: 'forgotPassword' },
  { path: '/reset-password/:resetToken', screen: 'resetPassword' },
  // an alert mail's unsubscribe link: no sign-in
  { path: '/saved-searches/unsubscribe', screen: 'unsubscribeSearch' },
  { path: '/terms', screen: 'staticPage' },
  { path: '/privacy-policy', screen: 'staticPage' },
  { path: '/revocation-instruction', screen: 'staticPage' },
  { path: '/impressum', screen: 'staticPage' },
  // the guided way in for sellers: one public page per step (the steps themselves decide, from the
  // draft the browser keeps, which of them a visitor may open)
  { path: '/advert/what', screen: 'advertWhat' },
  { path: '/advert/price', screen: 'advertPrice' },
  { path: '/advert/photos', screen: 'advertPhotos' },
  { path: '/advert/contact', screen: 'advertContact' },
  { path: '/advert/plan', screen: 'advertPlan' },
  { path: '/advert/publish', screen: 'advertPublish' },

  { path: '/private', screen: 'profile', guard: PRIVATE },
  { path: '/private/editprofile', screen: 'editProfile', guard: { private: true, allowIncorrectGeo: true, allowWithoutPublication: true } },
  { path: '/private/addnewestate', screen: 'addEstate', guard: PRIVATE },
  { path: '/private/myestates', screen: 'myEstates', guard: PRIVATE },
  { path: '/private/favourites', screen: 'favourites', guard: PRIVATE },
  // a buyer without a plan keeps saved searches too
  { path: '/private/saved-searches', screen: 'savedSearches', guard: { private: true, allowWithoutPublication: true } },
  { path: '/private/edit/:aliasId', screen: 'editEstate', guard: PRIVATE },
  { path: '/private/initialplan', screen: 'initialPlan', guard: { private: true, allowWithoutPublication: true } },
  { path: '/private/changeplan', screen: 'changePlan', guard: PRIVATE },
  { path: '/private/order/:orderId', screen: 'order', guard: { private: true, allowWithoutPublication: true } },
  { path: '/private/messages', screen: 'messages', guard: PRIVATE },
  { path: '/private/messages/new', screen: 'newMessage', guard: PRIVATE },
  { path: '/private/messages/:messageId', screen: 'message', guard: PRIVATE },
  { path: '/private/mass-import', screen: 'massImport', guard: PRIVATE },
  { path: '/private/check-order-status/:orderId', screen: 'checkOrderStatus', guard: { private: true, allowWithoutPublication: true } },
  {
    path: '/private/check-product-order-status/:productOrderId',
    screen: 'checkProductOrderStatus',
    guard: { private: true, allowWithoutPublication: true },
  },
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
