// The server's store (renderer/store.ts): a feature's saga starts when an action it waits for is
// dispatched, one that does anything else on start starts with every store, and END waits for all.
import t from 'tap';
import { call, delay, getContext, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { createServerStoreFactory } from '../../renderer/store.ts';
import type { SagaContext } from '../../client/store/context.ts';
import { fetchHome } from '../../client/features/home/slice.ts';
import { fetchSearch } from '../../client/features/search/slice.ts';
import { pageNotFound } from '../../client/session/root/slice.ts';

const errors: unknown[] = [];
const context = (api: Partial<SagaContext['api']> = {}): SagaContext =>
  ({
    api: { get: () => Promise.reject(new Error('no api')), ...api },
    i18n: {},
    browser: false,
    logger: { error: (o: unknown) => errors.push(o), warn: () => {} },
    setCookie: () => {},
    messageRefreshMs: 0,
  }) as unknown as SagaContext;

t.test("the app's features: pages' fetches start their feature only", async (t) => {
  const factory = createServerStoreFactory(context());
  t.ok(factory.plan.lazy.home?.includes(fetchHome.type), 'home waits for its fetch');
  t.ok(factory.plan.lazy.search?.includes(fetchSearch({ search: '', countryCode: null }).type), 'search waits for its fetch');
  t.notOk(factory.plan.always.includes('home'), 'home does not start with every store');
  t.ok(factory.plan.never.includes('places'), 'the place suggestions (browser only) never start on the server');

  const { store, end, started } = factory.create({}, context());
  t.same(started().sort(), [...factory.plan.always].sort(), 'a new store runs only the eager features');
  store.dispatch(pageNotFound());
  store.dispatch(fetchHome());
  t.ok(started().includes('home'), 'the home fetch started the home saga');
  t.notOk(started().includes('search'), 'the search saga did not start');
  await end();
  t.equal(store.getState().home.status, 'failed', 'the home saga ran its fetch (no api here: the failed state) before END resolved');
});

t.test('lazy and eager sagas, and what END waits for', async (t) => {
  const log: string[] = [];
  function* lazyA(): Generator {
    yield takeLatest('a/go', function* () {
      yield put({ type: 'b/go' });
      yield delay(20);
      log.push('a done');
    });
  }
  function* lazyB(): Generator {
    yield takeEvery('b/go', function* () {
      yield call(() => log.push('b saw b/go'));
    });
  }
  function* eagerSelect(): Generator {
    yield select((s: unknown) => s);
    log.push('eager ran');
    yield take('never/comes');
  }
  function* eagerPredicate(): Generator {
    yield take((a: { type: string }) => a.type.startsWith('x/'));
  }
  function* idle(): Generator {
    yield call(() => undefined);
  }
  function* browserOnly(): Generator {
    const browser = yield getContext('browser');
    if (!browser) return;
    yield takeLatest('never/here', function* () {
      yield call(() => log.push('browser only ran'));
    });
  }
  const factory = createServerStoreFactory(context(), { lazyA, lazyB, eagerSelect, eagerPredicate, idle, browserOnly });
  t.same(factory.plan.lazy, { lazyA: ['a/go'], lazyB: ['b/go'] });
  t.same(factory.plan.always.sort(), ['eagerPredicate', 'eagerSelect', 'idle']);
  t.same(factory.plan.never, ['browserOnly'], 'a saga that ends at once having done nothing never starts');

  log.length = 0;
  const { store, end, started } = factory.create({}, context());
  t.same(log, ['eager ran'], 'an eager saga ran at once');
  t.notOk(started().includes('lazyA') || started().includes('lazyB'), 'the lazy ones wait');
  t.notOk(started().includes('browserOnly'), 'the idle one did not start');
  store.dispatch({ type: 'a/go' });
  t.ok(started().includes('lazyA') && started().includes('lazyB'), 'a/go started A, whose put of b/go started B');
  await end();
  t.same(log, ['eager ran', 'b saw b/go', 'a done'], 'the saga started by an action put inside another saw it, and END waited for the first');
});

t.test('a crashing feature saga is logged and does not hold END', async (t) => {
  errors.length = 0;
  function* crashes(): Generator {
    yield takeEvery('c/go', function* () {
      yield call(() => {
        throw new Error('boom');
      });
    });
  }
  const factory = createServerStoreFactory(context(), { crashes });
  const { store, end } = factory.create({}, context());
  store.dispatch({ type: 'c/go' });
  await end();
  t.ok(errors.length >= 1, 'the crash was logged');
});
