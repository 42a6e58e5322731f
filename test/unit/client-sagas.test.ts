// The features' sagas, run in a real store over a scripted api (STYLE: test sagas by running them).
import t from 'tap';
import { END, type Task } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { fetchArticle, fetchFeed, selectArticle } from '../../client/features/content/slice.ts';
import { fetchHome } from '../../client/features/home/slice.ts';
import { changeLanguage } from '../../client/session/language/slice.ts';
import { startUnreadRefresh, stopUnreadRefresh, unreadRequest } from '../../client/session/unreadCount/slice.ts';
import { fetchCurrentUser, signOut } from '../../client/session/user/slice.ts';
import { fetchCurrentUserWorker } from '../../client/session/user/sagas.ts';
import { createRootSaga } from '../../client/store/rootSaga.ts';
import { apiError, makeStore, testI18n, until } from './client-store-helpers.ts';

const currentUser = {
  user: {
    _id: 'u1',
    aliasId: 'anna',
    title: 'mrs',
    firstName: 'Anna',
    lastName: 'Berg',
    isRealtor: false,
    language: 'en',
    geoData: { countryCode: 'DE', city: 'Berlin' },
    tags: [],
    email: 'a@example.com',
  },
  subscriptions: [
    {
      _id: 's',
      status: 'active',
      renew: true,
      plan: { _id: 'p', upgradableTo: 'all' },
      resources: { meta: { total: 1 }, values: [{ type: 'PUBLICATION', limit: -1 }] },
    },
  ],
};

async function finish(store: { dispatch(a: unknown): unknown }, task: Task) {
  store.dispatch(END);
  await task.toPromise();
}

t.test('current user: success signs in, sets resources and loads the unread count (server: no refresh loop)', async (t) => {
  const { store, sagaTask, runSaga, h } = makeStore({
    'GET /api/user/current': () => currentUser,
    'GET /api/messages/unread-amount': () => ({ unreadAmount: 4 }),
  });
  // as the renderer does: the current-user call to its end, then END for everything it started
  await runSaga(fetchCurrentUserWorker).toPromise();
  await finish(store, sagaTask); // resolves: on the server the refresh loop never starts
  const s = store.getState();
  t.equal(s.user.isLoggedIn, true);
  t.same(s.user.resources, [{ type: 'PUBLICATION', limit: -1 }]);
  t.equal(s.unreadCount.unreadMessages, 4);
  t.same(
    h.calls.map((c) => c.path),
    ['/api/user/current', '/api/messages/unread-amount'],
  );
});

t.test('current user: the action runs the same call', async (t) => {
  const { store, sagaTask } = makeStore({
    'GET /api/user/current': () => currentUser,
    'GET /api/messages/unread-amount': () => ({ unreadAmount: 1 }),
  });
  store.dispatch(fetchCurrentUser());
  t.equal(store.getState().user.status, 'fetching');
  await until(store, (s) => s.unreadCount.unreadMessages === 1);
  t.equal(store.getState().user.isLoggedIn, true);
  await finish(store, sagaTask);
});

t.test('current user: any failure marks the user signed out', async (t) => {
  const { store, sagaTask, runSaga } = makeStore(
    { 'GET /api/user/current': () => apiError(401, 'invalid token') },
    {
      state: { user: { isLoggedIn: true, data: currentUser.user as never, resources: [{ type: 'PUBLICATION', limit: 1 }], status: 'success' } },
    },
  );
  await runSaga(fetchCurrentUserWorker).toPromise();
  t.equal(store.getState().user.isLoggedIn, false);
  t.same(store.getState().user.resources, []);
  await finish(store, sagaTask);
});

t.test('sign-out calls the api, clears the user and stops the refresh, even when the call fails', async (t) => {
  const { store, sagaTask, h } = makeStore(
    { 'POST /api/auth/sign-out': () => apiError(500, 'down') },
    {
      state: { user: { isLoggedIn: true, data: currentUser.user as never, resources: [], status: 'success' } },
    },
  );
  store.dispatch(signOut());
  await until(store, (s) => !s.user.isLoggedIn);
  t.equal(h.calls[0].path, '/api/auth/sign-out');
  await finish(store, sagaTask);
});

t.test('unread count failure stores the body message, else the error message, and logs it', async (t) => {
  const { store, sagaTask, h } = makeStore({ 'GET /api/messages/unread-amount': () => apiError(503, 'generic', { message: 'maintenance' }) });
  store.dispatch(unreadRequest());
  await until(store, (s) => s.unreadCount.error !== null);
  t.equal(store.getState().unreadCount.error, 'maintenance');
  t.equal(store.getState().unreadCount.isUpdating, false);
  t.ok(h.logs.some((l) => l.level === 'error'));
  await finish(store, sagaTask);

  const other = makeStore({
    'GET /api/messages/unread-amount': () => {
      throw new Error('network down');
    },
  });
  other.store.dispatch(unreadRequest());
  await until(other.store, (s) => s.unreadCount.error !== null);
  t.equal(other.store.getState().unreadCount.error, 'network down');
  await finish(other.store, other.sagaTask);
});

t.test('in the browser the unread count refreshes periodically until stopped', async (t) => {
  let n = 0;
  const { store, sagaTask, h } = makeStore(
    { 'GET /api/messages/unread-amount': () => ({ unreadAmount: ++n }) },
    { browser: true, messageRefreshMs: 5 },
  );
  store.dispatch(startUnreadRefresh());
  await until(store, (s) => s.unreadCount.unreadMessages >= 3);
  store.dispatch(stopUnreadRefresh());
  const calls = h.calls.length;
  await new Promise((r) => setTimeout(r, 40));
  t.ok(h.calls.length <= calls + 1, 'no more refreshes after stop (one may have been in flight)');
  await finish(store, sagaTask);
});

t.test('language change switches i18next, then the store and the lng cookie', async (t) => {
  const i18n = testI18n();
  const { store, sagaTask, h } = makeStore({}, { i18n });
  store.dispatch(changeLanguage('de'));
  await until(store, (s) => s.language.current === 'de');
  t.equal(i18n.t('hello'), 'Hallo');
  t.equal(h.cookies.lng, 'de');
  await finish(store, sagaTask);
  t.same(h.logs, []);
});

t.test('a failed language change only logs "Failed to change language"', async (t) => {
  const i18n = testI18n();
  i18n.changeLanguage = () => Promise.reject(new Error('backend down'));
  const { store, sagaTask, h } = makeStore({}, { i18n });
  store.dispatch(changeLanguage('de'));
  await finish(store, sagaTask);
  t.equal(store.getState().language.current, 'en');
  t.same(
    h.logs.map((l) => l.msg),
    ['Failed to change language'],
  );
  t.same(h.cookies, {});
});

t.test('home: loads once per language and currency; tolerates missing parts', async (t) => {
  const { store, sagaTask, h } = makeStore(
    {
      'GET /api/pages/home': () => ({ countries: [{ code: 'ES', names: { en: 'Spain' }, estates: 7 }, { bogus: true }], topOffers: null }),
    },
    { state: { language: { current: 'en' } } },
  );
  store.dispatch(fetchHome());
  await until(store, (s) => s.home.status === 'success');
  store.dispatch(fetchHome());
  await finish(store, sagaTask);
  const { data } = store.getState().home;
  t.same(data, { topOffers: [], countries: [{ code: 'ES', name: 'Spain', count: 7 }], articles: null });
  t.equal(h.calls.length, 1, 'the second prefetch reused the data');
  t.same(h.calls[0].query, { lang: 'en', currency: 'eur' });
});

t.test('page data: a 404 shows the not-found page, another failure the error state (logged)', async (t) => {
  const notFound = makeStore({ 'GET /api/articles/nope': () => apiError(404, 'article not found') });
  notFound.store.dispatch(fetchArticle({ id: 'nope' }));
  await finish(notFound.store, notFound.sagaTask);
  t.equal(notFound.store.getState().root.is404, true);
  t.equal(notFound.store.getState().root.pageError, false);
  t.equal(notFound.store.getState().root.pendingLoads, 0);

  const failing = makeStore({ 'GET /api/pages/home': () => apiError(500, 'db down') });
  failing.store.dispatch(fetchHome());
  await finish(failing.store, failing.sagaTask);
  t.equal(failing.store.getState().root.is404, false);
  t.equal(failing.store.getState().root.pageError, true);
  t.equal(failing.store.getState().home.status, 'failed');
  t.ok(failing.h.logs.some((l) => l.level === 'error' && l.msg === 'page data failed'));
});

t.test('content: static page by article id in the current language; preview uses the preview call', async (t) => {
  const { store, sagaTask, h } = makeStore(
    {
      'GET /api/articles/impressum': () => ({ slug: 'impressum', title: 'Impressum', body: '<p>GmbH</p>', type: 'page', language: 'de' }),
      'GET /api/articles/preview/draft%201': () => ({ slug: 'draft 1', title: 'Draft', body: '', type: 'article', language: 'de' }),
      'GET /api/articles/feed/article/de': () => ({ meta: { page: 1, totalPages: 1, onPage: 10, total: 0 }, values: [] }),
    },
    { state: { language: { current: 'de' } } },
  );
  store.dispatch(fetchArticle({ id: 'impressum' }));
  store.dispatch(fetchArticle({ id: 'draft 1', preview: true }));
  store.dispatch(fetchFeed({ page: 2 }));
  await finish(store, sagaTask);
  const s = store.getState();
  t.equal(selectArticle(s, 'impressum', 'de').article?.body, '<p>GmbH</p>');
  t.equal(selectArticle(s, 'draft 1', 'de', true).article?.title, 'Draft');
  t.same(h.calls.find((c) => c.path === '/api/articles/impressum')?.query, { lang: 'de' });
  t.same(h.calls.find((c) => c.path.startsWith('/api/articles/feed'))?.query, { page: 2, onPage: 10 });
});

t.test('the root saga: a crashing feature saga is logged and restarted; the others keep working', async (t) => {
  const { store, sagaTask, runSaga, h } = makeStore({ 'GET /api/messages/unread-amount': () => ({ unreadAmount: 1 }) });
  let starts = 0;
  function* crashing(): Generator {
    starts += 1;
    yield take('test/crash');
    throw new Error('feature bug');
  }
  function* healthy(): Generator {
    yield take('test/ping');
    yield call(() => undefined);
  }
  const extra = runSaga(createRootSaga({ crashing, healthy }));
  store.dispatch({ type: 'test/crash' });
  store.dispatch({ type: 'test/crash' });
  store.dispatch(unreadRequest());
  await until(store, (s) => s.unreadCount.unreadMessages === 1);
  t.equal(starts, 3, 'restarted after each crash');
  t.equal(h.logs.filter((l) => l.msg === 'saga crashed').length, 2);
  store.dispatch({ type: 'test/ping' });
  await finish(store, sagaTask);
  await extra.toPromise();
  t.equal(extra.isRunning(), false);
  t.notOk(extra.error(), 'the root saga itself never failed');
});
