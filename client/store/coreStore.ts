// The store parts every page's store starts with: the session's (client/session/store.ts) and those
// of the features whose manifest is not lazy (client/app/features.ts).
import type { Reducer } from 'redux';
import { FEATURES } from '../app/features.ts';
import { sessionReducers, sessionSagas } from '../session/store.ts';

/** The session's and the core features' store parts (the browser's store starts with these). */
export function coreStoreParts(): { reducers: Record<string, Reducer>; sagas: Record<string, () => Generator> } {
  const reducers: Record<string, Reducer> = { ...sessionReducers };
  const sagas: Record<string, () => Generator> = { ...sessionSagas };
  for (const f of FEATURES) {
    if (f.lazy || !('reducer' in f) || !f.reducer) continue;
    reducers[f.key] = f.reducer as Reducer;
    if (f.saga) sagas[f.key] = f.saga;
  }
  return { reducers, sagas };
}
