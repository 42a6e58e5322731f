import t from 'tap';
import { findRedirect, legacyCountrySearchTarget, LEGACY_COUNTRY_SLUGS, REDIRECTS } from '../../shared/routing/redirects.ts';
import { matchRoute, matchPath, substitute } from '../../shared/routing/routes.ts';
import { ROUTES } from '../../client/app/screens.ts';
import { FEATURED_COUNTRIES } from '../../shared/geo/countries.ts';

t.test('every redirect of docs/product.md', async (t) => {
  const cases: [string, string][] = [
    ['/search/country/380-italy', '/search/IT'],
    ['/search/country/724-spain', '/search/ES'],
    ['/search/country/40-austria', '/search/AT'],
    ['/search/country/840', '/search/US'],
    ['/search/country/999-atlantis', '/search'],
    ['/search/country/italy', '/search'],
    ['/search/country/380italy', '/search'],
    ['/search/country', '/search'],
    ['/estates/view/villa-42', '/estate/villa-42'],
    ['/pricing', '/plans'],
    ['/companies', '/realtor'],
    ['/user/register', '/sign-up'],
    ['/country', '/countries'],
    ['/page/imprint', '/impressum'],
    ['/pricing/', '/plans'],
  ];
  for (const [from, to] of cases) t.equal(findRedirect(from), to, `${from} → ${to}`);
});

t.test('the query and fragment are not carried (the gateway appends the query)', async (t) => {
  t.equal(findRedirect('/pricing?lng=de'), '/plans');
  t.equal(findRedirect('/estates/view/abc?x=1#top'), '/estate/abc');
});

t.test('legacy property pages lead to the featured country guides', async (t) => {
  t.same(Object.keys(LEGACY_COUNTRY_SLUGS), [...FEATURED_COUNTRIES]);
  t.equal(findRedirect('/page/property-in-italy'), '/countries/IT');
  t.equal(findRedirect('/page/immobilien-italien'), '/countries/IT');
  t.equal(findRedirect('/page/property-in-united-kingdom'), '/countries/GB');
  t.equal(findRedirect('/page/immobilien-oesterreich'), '/countries/AT');
  t.equal(findRedirect('/page/immobilien-tuerkei'), '/countries/TR');
  for (const code of FEATURED_COUNTRIES) {
    const slug = LEGACY_COUNTRY_SLUGS[code];
    t.equal(findRedirect(`/page/property-in-${slug.en}`), `/countries/${code}`);
    t.equal(findRedirect(`/page/immobilien-${slug.de}`), `/countries/${code}`);
  }
  t.equal(findRedirect('/page/property-in-atlantis'), null);
});

t.test('a parameter cannot turn a redirect into another origin or path', async (t) => {
  t.equal(findRedirect('/estates/view/%2F%2Fevil.example'), '/estate/%2F%2Fevil.example');
  t.equal(findRedirect('/estates/view/a%20b'), '/estate/a%20b');
  t.equal(findRedirect('/estates/view/%E0%A4%A'), null, 'an undecodable parameter does not match');
  t.equal(findRedirect('/estates/view/a/b'), null, 'a parameter is one segment');
});

t.test('paths that are not redirects', async (t) => {
  for (const p of ['/', '/search', '/search/IT', '/plans', '/estate/x', '/page/terms', '/countries', '/pricingx', '/PRICING']) {
    t.equal(findRedirect(p), null, p);
  }
});

t.test('no redirect shadows a route and every target is a route', async (t) => {
  for (const r of REDIRECTS) {
    t.ok(r.redirect || r.computeRedirect, `${r.path} has a target`);
    // '/search/country' would read as the search of a country named 'country': the redirect wins
    if (r.path !== '/search/country') t.equal(matchRoute(r.path, ROUTES), null, `${r.path} is not a page route`);
  }
  const targets = ['/search/IT', '/search', '/estate/x', '/plans', '/realtor', '/sign-up', '/countries', '/impressum', '/countries/IT'];
  for (const p of targets) t.ok(matchRoute(p, ROUTES), `${p} is routed`);
  t.equal(legacyCountrySearchTarget({}), '/search');
});

t.test('route matching of shared/routing/routes.ts', async (t) => {
  const m = (p: string) => matchRoute(p, ROUTES);
  t.equal(m('/')?.route.screen, 'home');
  t.equal(m('/article')?.route.screen, 'articles');
  t.same(m('/article/how-to-buy')?.params, { articleId: 'how-to-buy' });
  t.equal(m('/search')?.route.screen, 'search');
  t.same(m('/search/ES')?.params, { countryCode: 'ES' });
  t.equal(m('/search/ES')?.route.searchType, true);
  t.same(m('/estate/villa%20sol')?.params, { aliasId: 'villa sol' }, 'parameters are decoded');
  t.equal(m('/private')?.route.screen, 'profile');
  t.equal(m('/private/messages')?.route.screen, 'messages');
  t.equal(m('/private/messages/new')?.route.screen, 'newMessage', 'the fixed path wins over :messageId');
  t.same(m('/private/messages/m1')?.params, { messageId: 'm1' });
  t.equal(m('/private/editprofile')?.route.guard?.allowIncorrectGeo, true);
  t.equal(m('/private/check-order-status/o1')?.route.screen, 'checkOrderStatus');
  t.equal(m('/estate'), null);
  t.equal(m('/nowhere'), null);
  t.equal(m('/search/ES/extra'), null);
  t.same(matchPath('/a/:x/b/:y', '/a/1/b/2/'), { x: '1', y: '2' }, 'a trailing slash is allowed');
  t.equal(substitute('/estate/:aliasId', { aliasId: 'a/b?c' }), '/estate/a%2Fb%3Fc');
});
