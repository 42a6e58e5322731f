// Saving a search that the api refuses: the form's state names the field the api named, or says the
// list is full, and the page is told nothing was saved. The form-error helpers are loaded only here,
// when a save fails (client/features/savedSearches/sagas.ts), since every page's first-load code
// carries these sagas.
import t from 'tap';
import { runSaga, stdChannel } from 'redux-saga';
import type { Action } from 'redux';
import { ApiError } from '../../client/lib/api.ts';
import { savedSearchesSaga } from '../../client/features/savedSearches/sagas.ts';
import { initialSavedSearchesState, saveSearch, savedSearchesReducer, type SavedSearchesState } from '../../client/features/savedSearches/slice.ts';

async function saveAgainst(failure: ApiError | null): Promise<{ state: SavedSearchesState; posted: unknown[] }> {
  const posted: unknown[] = [];
  const api = {
    post: async (path: string, body: unknown) => {
      posted.push({ path, body });
      if (failure) throw failure;
      return { id: 's1', name: 'Flats', query: 'dealType=sale', frequency: 'daily' };
    },
  };
  const channel = stdChannel();
  let state = initialSavedSearchesState;
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const dispatch = (a: Action) => {
    state = savedSearchesReducer(state, a);
    channel.put(a);
    if (a.type === 'savedSearches/saveFailed' || a.type === 'savedSearches/saved') settle();
  };
  const task = runSaga(
    { channel, dispatch, getState: () => ({ savedSearches: state }), context: { api, browser: true, logger: { warn() {}, error() {} } } },
    savedSearchesSaga,
  );
  dispatch(saveSearch({ name: 'Flats', query: 'dealType=sale', frequency: 'daily' }));
  await settled;
  task.cancel();
  return { state, posted };
}

t.test('a full list of saved searches is said as such', async (t) => {
  const { state, posted } = await saveAgainst(
    new ApiError(409, 'At most 20 searches can be saved: delete some first', { statusCode: 409, code: 'SAVED_SEARCHES_FULL', message: 'full' }),
  );
  t.equal(posted.length, 1, 'one request');
  t.equal(state.save.busy, false, 'the form is no longer busy');
  t.same(state.save.saved, null, 'nothing saved');
  t.same(state.save.errors?._form, { key: 'savedSearches.full' }, 'the form says the list is full');
});

t.test('a field the api refused is named on that field', async (t) => {
  const { state } = await saveAgainst(
    new ApiError(400, 'body/name is too long', {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'body/name is too long',
      errors: [{ field: 'name', code: 'TOO_LONG', limit: 80, message: 'name is too long' }],
    }),
  );
  t.ok(state.save.errors?.name, `the name field carries the error (${JSON.stringify(state.save.errors?.name)})`);
  t.notOk(state.save.errors?.frequency, 'and no other field');
});

t.test('a save that succeeds keeps the search', async (t) => {
  const { state } = await saveAgainst(null);
  t.match(state.save.saved, { id: 's1', name: 'Flats' });
  t.equal(state.save.errors, null, 'no errors');
});
