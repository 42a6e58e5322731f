// Saved searches: saving a search in its canonical form (shared/search/search-query.ts), listing, renaming,
// changing the frequency, pausing and resuming, deleting (each only the caller's own: another user's
// search is 404), and the unsubscribe link's two steps (GET says which search, POST stops it).
import type { Db } from '../db/index.ts';
import { buildSearchQuery, buildSearchUrl, parseSearchQuery, type SearchState } from '../../shared/search/search-query.ts';
import {
  MAX_SAVED_SEARCHES,
  type CreateSavedSearchBody,
  type SavedSearch,
  type SavedSearchList,
  type UnsubscribeInfo,
  type UpdateSavedSearchBody,
} from '../../shared/contract/saved-searches.ts';
import { ApiError, errors } from '../errors.ts';
import { countSearches, deleteSearch, disableSearch, insertSearch, ownSearches, searchById, updateSearch, type SavedSearchRow } from './sql.ts';
import { unsubscribeSecret, verifyUnsubscribe } from './token.ts';

/** The state a stored query stands for (page 1). */
export function searchStateOf(query: string): SearchState {
  return { ...parseSearchQuery(query), page: 1 };
}

/** A search query in its one canonical form, the country included, the page left out. */
export function canonicalQuery(raw: string): string {
  return buildSearchQuery(searchStateOf(raw));
}

/** The search page of a stored query: /search/ES?… when it names a country. */
export function searchUrlOf(query: string): string {
  const state = searchStateOf(query);
  return buildSearchUrl(state, state['geoData.countryCode']);
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    url: searchUrlOf(row.query),
    currency: searchStateOf(row.query).currency,
    frequency: row.frequency,
    enabled: row.enabled,
    createdAt: iso(row.created_at) as string,
    lastRunAt: iso(row.last_run_at),
  };
}

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchList> {
  return { values: (await ownSearches(db, userId)).map(toSavedSearch) };
}

export async function createSavedSearch(db: Db, userId: string, body: CreateSavedSearchBody): Promise<SavedSearch> {
  const name = body.name.trim();
  const query = canonicalQuery(body.query);
  return db.transaction(async (tx) => {
    // one lock per account, so two saves at once cannot both pass the limit
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if ((await countSearches(tx, userId)) >= MAX_SAVED_SEARCHES) {
      throw errors.conflict(`At most ${MAX_SAVED_SEARCHES} searches can be saved: delete some first`, 'SAVED_SEARCHES_FULL');
    }
    const row = await insertSearch(tx, userId, { name, query, frequency: body.frequency ?? 'daily', enabled: body.enabled ?? true });
    return toSavedSearch(row);
  });
}

export async function updateSavedSearch(db: Db, userId: string, id: string, body: UpdateSavedSearchBody): Promise<SavedSearch> {
  const row = await updateSearch(db, userId, id, { ...body, name: body.name?.trim() });
  if (!row) throw errors.notFound('saved search');
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteSearch(db, userId, id))) throw errors.notFound('saved search');
}

function invalidToken(): ApiError {
  return new ApiError(400, 'VALIDATION', 'querystring/token is not a valid unsubscribe link', {}, [
    { field: 'token', code: 'INVALID_TOKEN', message: 'token is not a valid unsubscribe link' },
  ]);
}

async function searchOfToken(db: Db, token: string): Promise<string> {
  const id = verifyUnsubscribe(await unsubscribeSecret(db), token);
  if (!id) throw invalidToken();
  return id;
}

const info = (row: SavedSearchRow): UnsubscribeInfo => ({ name: row.name, enabled: row.enabled, url: searchUrlOf(row.query) });

/** What an unsubscribe link stops (the confirmation page); nothing changes. */
export async function unsubscribeInfo(db: Db, token: string): Promise<UnsubscribeInfo> {
  const row = await searchById(db, await searchOfToken(db, token));
  if (!row) throw errors.notFound('saved search');
  return info(row);
}

/** Turns the alerts of the token's search off; doing it twice changes nothing. */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeInfo> {
  const row = await disableSearch(db, await searchOfToken(db, token));
  if (!row) throw errors.notFound('saved search');
  return info(row);
}
