import t from 'tap';
import { guardRedirect, safeReturnTo, signInUrl } from '../../shared/routing/guards.ts';
import { allowsMore, canPublish, hasPublicationResource, isSubscriptionActive, resourcesFromSubscriptions } from '../../shared/billing/resources.ts';
import { matchRoute } from '../../shared/routing/routes.ts';
import { ROUTES } from '../../client/app/screens.ts';
import type { Resource, Subscription } from '../../shared/contract/billing.ts';
import type { Viewer } from '../../shared/routing/guards.ts';

const PUB: Resource = { type: 'PUBLICATION', limit: 5, used: 1 };
const visitor: Viewer = { isLoggedIn: false, tags: [], resources: [] };
const member: Viewer = { isLoggedIn: true, tags: [], resources: [PUB] };
const noPlan: Viewer = { isLoggedIn: true, tags: [], resources: [] };
const badGeo: Viewer = { isLoggedIn: true, tags: ['incorrectGeoData'], resources: [] };

function guard(path: string, user: Viewer): string | null {
  const m = matchRoute(path.split('?')[0], ROUTES);
  if (!m) throw new Error(`no route for ${path}`);
  return guardRedirect(m.route, path, user);
}

const PRIVATE_PATHS = [
  '/private',
  '/private/editprofile',
  '/private/addnewestate',
  '/private/myestates',
  '/private/edit/a1',
  '/private/initialplan',
  '/private/changeplan',
  '/private/order/o1',
  '/private/messages',
  '/private/messages/new',
  '/private/messages/m1',
  '/private/mass-import',
  '/private/check-order-status/o1',
  '/private/check-product-order-status/p1',
];

t.test('public pages never redirect', async (t) => {
  for (const r of ROUTES.filter((r) => !r.guard)) {
    for (const u of [visitor, member, noPlan, badGeo]) t.equal(guardRedirect(r, r.path, u), null);
  }
});

t.test('private pages need sign-in, with the path and query as returnTo', async (t) => {
  for (const p of PRIVATE_PATHS) t.equal(guard(p, visitor), `/sign-in?returnTo=${encodeURIComponent(p)}`, p);
  t.equal(guard('/private/myestates?page=2&x=a b', visitor), '/sign-in?returnTo=%2Fprivate%2Fmyestates%3Fpage%3D2%26x%3Da%20b');
  t.equal(signInUrl('/private'), '/sign-in?returnTo=%2Fprivate');
});

t.test('incorrectGeoData sends to edit profile from every private page but that one', async (t) => {
  for (const p of PRIVATE_PATHS) {
    const want = p === '/private/editprofile' ? null : '/private/editprofile?updateDataRequired=true';
    t.equal(guard(p, badGeo), want, p);
  }
  t.equal(guard('/private/editprofile?updateDataRequired=true', badGeo), null, 'no loop');
});

t.test('without a publication resource: to initial plan, except the exempt pages', async (t) => {
  const exempt = new Set([
    '/private/editprofile',
    '/private/initialplan',
    '/private/order/o1',
    '/private/check-order-status/o1',
    '/private/check-product-order-status/p1',
  ]);
  for (const p of PRIVATE_PATHS) t.equal(guard(p, noPlan), exempt.has(p) ? null : '/private/initialplan', p);
  const topOnly: Viewer = { isLoggedIn: true, tags: [], resources: [{ type: 'TOP_OFFER', limit: 3 }] };
  t.equal(guard('/private', topOnly), '/private/initialplan', 'a top-offer resource is not a publication resource');
  const usedUp: Viewer = { isLoggedIn: true, tags: [], resources: [{ type: 'PUBLICATION', limit: 2, used: 2 }] };
  t.equal(guard('/private/myestates', usedUp), null, 'a used-up plan is still a plan');
});

t.test('a user without a publication resource can pay and follow an order, of a plan or of a top offer', async (t) => {
  // buying the first paid plan starts without any resource: the order page and both status pages stay open
  for (const p of [
    '/private/order/o1',
    '/private/order/o1?kind=product',
    '/private/check-order-status/o1',
    '/private/check-product-order-status/p1',
  ]) {
    t.equal(guard(p, noPlan), null, p);
    t.equal(guard(p, visitor), `/sign-in?returnTo=${encodeURIComponent(p)}`, `${p}: still private`);
  }
  t.equal(guard('/private/changeplan', noPlan), '/private/initialplan', 'changing a plan needs one');
});

t.test('a signed-in user with a plan and correct data goes everywhere', async (t) => {
  for (const p of PRIVATE_PATHS) t.equal(guard(p, member), null, p);
  t.equal(guard('/private', { ...member, tags: ['vip'] }), null, 'other tags do not matter');
});

t.test('returnTo is only ever a local path', async (t) => {
  t.equal(safeReturnTo('/private/myestates?page=2'), '/private/myestates?page=2');
  for (const bad of [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    undefined,
    '/sign-in',
    '/sign-in?returnTo=/x',
    '/a\nb',
  ]) {
    t.equal(safeReturnTo(bad), '/private', JSON.stringify(bad));
  }
  t.equal(safeReturnTo(null, '/'), '/');
});

t.test('allowsMore: PUBLICATION by limit and use, TOP_OFFER never', async (t) => {
  t.ok(allowsMore({ type: 'PUBLICATION', limit: -1, used: 10_000 }), 'unlimited');
  t.ok(allowsMore({ type: 'PUBLICATION', limit: 3, used: 2 }));
  t.notOk(allowsMore({ type: 'PUBLICATION', limit: 3, used: 3 }));
  t.notOk(allowsMore({ type: 'PUBLICATION', limit: 0 }));
  t.ok(allowsMore({ type: 'PUBLICATION', limit: 1 }), 'unknown use counts as none');
  t.notOk(allowsMore({ type: 'TOP_OFFER', limit: -1, used: 0 }));
  t.notOk(allowsMore({ type: 'TOP_OFFER', limit: 10, used: 0 }));
  t.ok(
    canPublish([
      { type: 'TOP_OFFER', limit: 1 },
      { type: 'PUBLICATION', limit: 2, used: 1 },
    ]),
  );
  t.notOk(canPublish([{ type: 'PUBLICATION', limit: 2, used: 2 }]));
  t.notOk(canPublish(null));
});

function sub(over: Partial<Subscription> & { values?: Resource[] }): Subscription {
  const { values = [], ...rest } = over;
  return {
    _id: 's',
    status: 'active',
    renew: true,
    plan: { _id: 'p', name: { en: 'Plan' }, prices: { eur: 0, usd: 0, rub: 0 }, period: null, upgradableTo: 'all' },
    resources: { meta: { total: values.length }, values },
    currentPeriodEndsAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    canceledAt: null,
    ...rest,
  } as Subscription;
}

t.test('subscription activity', async (t) => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  t.ok(isSubscriptionActive(sub({}), now), 'no end date: endless');
  t.ok(isSubscriptionActive(sub({ currentPeriodEndsAt: '2026-07-01T00:00:00Z' }), now));
  t.notOk(isSubscriptionActive(sub({ currentPeriodEndsAt: '2026-05-01T00:00:00Z' }), now), 'period over');
  t.notOk(isSubscriptionActive(sub({ currentPeriodEndsAt: 'soon' }), now), 'unparsable end');
  for (const status of ['unpaid', 'past_due'] as const)
    t.ok(isSubscriptionActive(sub({ status }), now), `${status} keeps its resources until the api ends it`);
  t.notOk(isSubscriptionActive(sub({ status: 'canceled' }), now), 'canceled');
  t.ok(isSubscriptionActive(sub({}), new Date(now)), 'a Date works too');
});

t.test('resources from subscriptions: active ones, merged by type', async (t) => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const subs = [
    sub({
      values: [
        { type: 'TOP_OFFER', limit: 2 },
        { type: 'PUBLICATION', limit: 5, used: 1 },
      ],
    }),
    sub({ values: [{ type: 'PUBLICATION', limit: 3, used: 1 }] }),
    sub({ status: 'canceled', values: [{ type: 'PUBLICATION', limit: -1 }] }),
  ];
  t.same(resourcesFromSubscriptions(subs, now), [
    { type: 'PUBLICATION', limit: 8, used: 1 },
    { type: 'TOP_OFFER', limit: 2 },
  ]);
  t.same(resourcesFromSubscriptions([...subs, sub({ values: [{ type: 'PUBLICATION', limit: -1 }] })], now)[0].limit, -1, 'unlimited wins');
  t.same(resourcesFromSubscriptions(null), []);
  // the api reports the user's use on each subscription: two plans, one published estate, used 1
  const twoPlans = [sub({ values: [{ type: 'PUBLICATION', limit: 2, used: 1 }] }), sub({ values: [{ type: 'PUBLICATION', limit: 2, used: 1 }] })];
  t.same(resourcesFromSubscriptions(twoPlans, now), [{ type: 'PUBLICATION', limit: 4, used: 1 }], 'use is not counted twice');
  t.ok(
    canPublish(
      resourcesFromSubscriptions(
        [sub({ values: [{ type: 'PUBLICATION', limit: 1, used: 1 }] }), sub({ values: [{ type: 'PUBLICATION', limit: 1, used: 1 }] })],
        now,
      ),
    ),
    'two limits of one with one estate leave room',
  );
  t.same(subs[0].resources.values[1], { type: 'PUBLICATION', limit: 5, used: 1 }, 'inputs are not mutated');
  t.ok(hasPublicationResource(resourcesFromSubscriptions(subs, now)));
  t.notOk(hasPublicationResource(resourcesFromSubscriptions([subs[2]], now)));
  t.notOk(hasPublicationResource(undefined));
});
