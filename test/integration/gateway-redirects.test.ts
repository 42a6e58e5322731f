// The old portal's URLs (docs/product.md): every entry of the redirect table answers 301 with its target,
// the query string kept. The api is not needed: the gateway is pointed at a closed port.
import t from 'tap';
import { loadConfig } from '../../gateway/config.ts';
import { buildGateway } from '../../gateway/app.ts';
import { LEGACY_COUNTRY_SLUGS, REDIRECTS } from '../../shared/routing/redirects.ts';
import { matchPath } from '../../shared/routing/routes.ts';
import { echoRenderer, rawRequest } from '../helpers/stack.ts';

const CASES: [string, string][] = [
  ['/search/country/380-italy', '/search/IT'],
  ['/search/country/276-deutschland', '/search/DE'],
  ['/search/country/724', '/search/ES'],
  ['/search/country/999-atlantis', '/search'],
  ['/search/country/abc-nowhere', '/search'],
  ['/search/country', '/search'],
  ['/estates/view/villa-42', '/estate/villa-42'],
  ['/estates/view/caf%C3%A9', '/estate/caf%C3%A9'],
  ['/pricing', '/plans'],
  ['/companies', '/realtor'],
  ['/user/register', '/sign-up'],
  ['/country', '/countries'],
  ['/page/imprint', '/impressum'],
  ...Object.entries(LEGACY_COUNTRY_SLUGS).flatMap(([code, slug]): [string, string][] => [
    [`/page/property-in-${slug.en}`, `/countries/${code}`],
    [`/page/immobilien-${slug.de}`, `/countries/${code}`],
  ]),
];

t.test('redirects', async (t) => {
  const app = await buildGateway(loadConfig({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:9' }), { logger: false, renderer: echoRenderer });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());

  t.test('every entry of the table is covered by a case', async (t) => {
    for (const route of REDIRECTS) {
      t.ok(
        CASES.some(([from]) => matchPath(route.path, from) !== null),
        `${route.path} has a case`,
      );
    }
  });

  t.test('each old URL answers 301 with its new home', async (t) => {
    for (const [from, to] of CASES) {
      const res = await rawRequest(url, from);
      t.equal(res.status, 301, `${from} → 301`);
      t.equal(res.headers.location, to, `${from} → ${to}`);
    }
  });

  t.test('the query string is kept', async (t) => {
    const cases: [string, string][] = [
      ['/pricing?utm_source=mail&a=1', '/plans?utm_source=mail&a=1'],
      ['/search/country/380-italy?price_lte=200000&dealType=sale', '/search/IT?price_lte=200000&dealType=sale'],
      ['/estates/view/villa-42?lng=de', '/estate/villa-42?lng=de'],
      ['/search/country/999-x?page=2', '/search?page=2'],
    ];
    for (const [from, to] of cases) {
      const res = await rawRequest(url, from);
      t.equal(res.status, 301);
      t.equal(res.headers.location, to, `${from} → ${to}`);
    }
  });

  t.test('HEAD redirects as GET does; other methods and other paths are not redirected', async (t) => {
    const head = await rawRequest(url, '/pricing', { method: 'HEAD' });
    t.equal(head.status, 301);
    t.equal(head.headers.location, '/plans');

    const post = await rawRequest(url, '/pricing', { method: 'POST' });
    t.not(post.status, 301);

    for (const path of ['/plans', '/pricing/extra', '/page/property-in-atlantis', '/search/IT', '/estate/villa-42']) {
      const res = await rawRequest(url, path);
      t.not(res.status, 301, `${path} is a page, not a redirect`);
      t.equal(res.headers.location, undefined);
    }
    const api = await rawRequest(url, '/api/pricing');
    t.not(api.status, 301, 'the api prefix is never redirected');
  });
});
