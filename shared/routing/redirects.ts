// The old portal's URLs and their new homes (docs/product.md "Redirects"), as data in the RouteDef shape of
// shared/routing/routes.ts. The gateway answers a match with 301 and appends the request's query string;
// findRedirect itself keeps nothing of a query.
//
// Legacy country pages: docs/product.md only says that old /page/... property slugs lead to the country
// guides of the featured countries. We accept two patterns per country, the English
// `/page/property-in-<country>` and the German `/page/immobilien-<land>` (lower case, umlauts
// written ae/oe/ue, ß as ss, words joined by '-'), e.g. /page/property-in-italy and
// /page/immobilien-italien → /countries/IT. The slugs are written out below rather than derived
// from the country table, so a change of generated names can never move an old URL.
import { numericToAlpha2 } from '../geo/countries.ts';
import { matchRoute, substitute, type RouteDef } from './routes.ts';

export const LEGACY_COUNTRY_SLUGS: Readonly<Record<string, { en: string; de: string }>> = {
  IT: { en: 'italy', de: 'italien' },
  ES: { en: 'spain', de: 'spanien' },
  BG: { en: 'bulgaria', de: 'bulgarien' },
  TR: { en: 'turkey', de: 'tuerkei' },
  GR: { en: 'greece', de: 'griechenland' },
  AT: { en: 'austria', de: 'oesterreich' },
  FR: { en: 'france', de: 'frankreich' },
  HR: { en: 'croatia', de: 'kroatien' },
  GB: { en: 'united-kingdom', de: 'grossbritannien' },
  US: { en: 'united-states', de: 'usa' },
};

/**
 * `/search/country/{numericCode}-{oldName}` → `/search/{alpha2}`: the old name is ignored; a number
 * no country has, or a malformed segment, leads to the plain search.
 */
export function legacyCountrySearchTarget(params: Record<string, string>): string {
  const m = /^(\d{1,3})(?:-.*)?$/.exec(params.numAndName ?? '');
  const code = m ? numericToAlpha2(m[1]) : null;
  return code ? `/search/${code}` : '/search';
}

export const REDIRECTS: readonly RouteDef[] = [
  { path: '/search/country', redirect: '/search' },
  { path: '/search/country/:numAndName', computeRedirect: legacyCountrySearchTarget },
  { path: '/estates/view/:aliasId', redirect: '/estate/:aliasId' },
  { path: '/pricing', redirect: '/plans' },
  { path: '/companies', redirect: '/realtor' },
  { path: '/user/register', redirect: '/sign-up' },
  { path: '/country', redirect: '/countries' },
  { path: '/page/imprint', redirect: '/impressum' },
  ...Object.entries(LEGACY_COUNTRY_SLUGS).flatMap(([code, slug]) => [
    { path: `/page/property-in-${slug.en}`, redirect: `/countries/${code}` },
    { path: `/page/immobilien-${slug.de}`, redirect: `/countries/${code}` },
  ]),
];

/** The target of a redirect for a path (a query, if any, is ignored and not carried), or null. */
export function findRedirect(pathname: string): string | null {
  const q = pathname.search(/[?#]/);
  const path = q === -1 ? pathname : pathname.slice(0, q);
  const match = matchRoute(path, REDIRECTS);
  if (!match) return null;
  const { route, params } = match;
  if (route.computeRedirect) return route.computeRedirect(params);
  return route.redirect ? substitute(route.redirect, params) : null;
}
