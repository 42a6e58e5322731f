// The features' reducers, driven through a real store's dispatch (no sagas needed for these).
import t from 'tap';
import { selectCurrency } from '../../client/session/currencies/slice.ts';
import { articleLoaded, feedLoaded, selectArticle, selectFeed, articleKey } from '../../client/features/content/slice.ts';
import { unreadFailure, unreadReduce, unreadRequest, unreadSuccess } from '../../client/session/unreadCount/slice.ts';
import {
  firstLoadDone,
  navigated,
  pageDataFailed,
  pageLoadFinished,
  pageLoadStarted,
  pageNotFound,
  selectPageLoading,
} from '../../client/session/root/slice.ts';
import { signedIn, signedOut, updateUserData, selectViewer } from '../../client/session/user/slice.ts';
import { rootReducer } from '../../client/store/configureStore.ts';
import type { Subscription } from '../../shared/contract/billing.ts';
import type { User } from '../../shared/contract/users.ts';

const init = () => rootReducer(undefined, { type: '@@init' });

const user: User = {
  _id: 'u1',
  aliasId: 'anna',
  title: 'dr',
  firstName: 'Anna',
  lastName: 'Schmidt',
  isRealtor: true,
  company: null,
  phone: null,
  about: {},
  language: 'de',
  geoData: { countryCode: 'DE', area: null, city: 'Berlin' },
  tags: ['incorrectGeoData'],
  email: 'anna@example.com',
};
const sub = (limit: number, status: Subscription['status'] = 'active'): Subscription => ({
  _id: `s${limit}`,
  status,
  renew: true,
  plan: { _id: 'p', name: {}, upgradableTo: 'all', period: null, prices: { eur: 0, usd: 0, rub: 0 } },
  currentPeriodEndsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  canceledAt: null,
  resources: { meta: { total: 1 }, values: [{ type: 'PUBLICATION', limit }] },
});

t.test('the start state matches docs/product.md', async (t) => {
  const s = init();
  t.equal(s.root.isFirstLoad, true);
  t.equal(s.root.is404, false);
  t.equal(s.language.current, 'en');
  t.equal(s.currencies.current, 'eur');
  t.same(s.user, { isLoggedIn: false, data: null, resources: [], status: 'notFetched', roles: [], mfaEnrolled: false });
  t.same(s.unreadCount, { unreadMessages: 0, newLeads: 0, isUpdating: false, error: null });
  t.equal(s.home.status, 'notFetched');
});

t.test('root: first load ends once; a navigation clears the 404 and error flags; loads are counted', async (t) => {
  let s = init();
  s = rootReducer(s, firstLoadDone());
  t.equal(s.root.isFirstLoad, false);
  s = rootReducer(s, pageNotFound());
  s = rootReducer(s, pageDataFailed({ message: 'x' }));
  t.ok(s.root.is404 && s.root.pageError);
  s = rootReducer(s, navigated({ path: '/terms' }));
  t.notOk(s.root.is404 || s.root.pageError);
  t.equal(s.root.isFirstLoad, false, 'a navigation never brings the first load back');
  s = rootReducer(s, pageLoadStarted());
  s = rootReducer(s, pageLoadStarted());
  s = rootReducer(s, pageLoadFinished());
  t.equal(selectPageLoading(s), true, 'one load still running');
  s = rootReducer(s, pageLoadFinished());
  s = rootReducer(s, pageLoadFinished());
  t.equal(s.root.pendingLoads, 0, 'never below zero');
});

t.test('messages: request, success, failure, reduce never below zero', async (t) => {
  let s = init();
  s = rootReducer(s, unreadRequest());
  t.equal(s.unreadCount.isUpdating, true);
  s = rootReducer(s, unreadSuccess({ unreadAmount: 2 }));
  t.same(s.unreadCount, { unreadMessages: 2, newLeads: 0, isUpdating: false, error: null });
  s = rootReducer(s, unreadReduce());
  s = rootReducer(s, unreadReduce());
  s = rootReducer(s, unreadReduce());
  t.equal(s.unreadCount.unreadMessages, 0);
  s = rootReducer(s, unreadRequest());
  s = rootReducer(s, unreadFailure('boom'));
  t.same(s.unreadCount, { unreadMessages: 0, newLeads: 0, isUpdating: false, error: 'boom' });
  s = rootReducer(s, unreadSuccess({ unreadAmount: -4 }));
  t.equal(s.unreadCount.unreadMessages, 0, 'a nonsense count is not stored');
});

t.test('user: sign-in records the user and merges active resources; update replaces data only; sign-out clears', async (t) => {
  let s = init();
  s = rootReducer(s, signedIn({ user, subscriptions: [sub(3), sub(2), sub(10, 'canceled')] }));
  t.equal(s.user.isLoggedIn, true);
  t.equal(s.user.data?.aliasId, 'anna');
  t.same(s.user.resources, [{ type: 'PUBLICATION', limit: 5 }], 'active subscriptions only, limits added');
  const viewer = selectViewer(s);
  t.same(viewer.tags, ['incorrectGeoData']);
  t.equal(selectViewer(s), viewer, 'the viewer object is stable for the same state');

  s = rootReducer(s, updateUserData({ ...user, firstName: 'Anne' }));
  t.equal(s.user.data?.firstName, 'Anne');
  t.same(s.user.resources, [{ type: 'PUBLICATION', limit: 5 }], 'resources untouched');
  t.equal(s.user.isLoggedIn, true);

  s = rootReducer(s, signedOut());
  t.equal(s.user.isLoggedIn, false);
  t.equal(s.user.data, null);
  t.same(s.user.resources, []);
});

t.test('currencies: only a known currency is selected', async (t) => {
  let s = init();
  s = rootReducer(s, selectCurrency('usd'));
  t.equal(s.currencies.current, 'usd');
  s = rootReducer(s, selectCurrency('xxx' as 'usd'));
  t.equal(s.currencies.current, 'usd');
});

t.test('content: articles are kept by id, language and preview; the feed page is clamped', async (t) => {
  let s = init();
  const article = { slug: 'impressum', title: 'Impressum', type: 'page' as const, language: 'de' as const, body: '<p>x</p>' };
  s = rootReducer(s, articleLoaded({ key: articleKey('impressum', 'de'), article }));
  t.equal(selectArticle(s, 'impressum', 'de').article?.title, 'Impressum');
  t.equal(selectArticle(s, 'impressum', 'en').status, 'notFetched');
  t.equal(selectArticle(s, 'impressum', 'de', true).status, 'notFetched');

  s = rootReducer(s, feedLoaded({ meta: { page: 9, totalPages: 3, onPage: 10, total: 25 }, values: [] }));
  t.same(selectFeed(s).meta, { page: 3, totalPages: 3, onPage: 10 });
  t.equal(selectFeed(s).status, 'success');
});
