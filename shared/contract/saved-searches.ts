// Saved searches and their alerts (issue 15, item 4; docs/decisions/0016). A signed-in user saves a
// search as the URL codec defines it (shared/search/search-query.ts), with a name, how often it is mailed
// and whether it is on. Each mail carries a signed unsubscribe link that needs no sign-in: GET
// tells which search it stops, POST stops it (RFC 8058 one-click, `List-Unsubscribe=One-Click`).
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../core/constants.ts';
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCHES, MAX_SEARCH_NAME, MAX_SEARCH_QUERY, type AlertFrequency } from '../search/saved-searches.ts';
import { Body, Id, IsoDate, StringEnum } from './common.ts';
import { endpoint, errorResponses, NoContent } from './http.ts';

const tags = ['saved-searches'] as const;

export { ALERT_FREQUENCIES, MAX_SAVED_SEARCHES, MAX_SEARCH_NAME, MAX_SEARCH_QUERY, type AlertFrequency };

const Name = Type.String({ minLength: 1, maxLength: MAX_SEARCH_NAME, pattern: '\\S', description: 'what the user calls it' });
const Frequency = StringEnum(ALERT_FREQUENCIES, { description: 'instant: within minutes of a new listing or a price drop; daily; weekly' });

export const SavedSearch = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    query: Type.String({ description: 'the canonical search query (shared/search/search-query.ts), the country as geoData.countryCode, no page' }),
    url: Type.String({ description: 'the search page of this query, e.g. /search/ES?dealType=sale' }),
    currency: StringEnum(CURRENCIES, { description: 'the currency of its alerts (the search’s own)' }),
    frequency: Frequency,
    enabled: Type.Boolean({ description: 'false: paused, no mail is sent' }),
    createdAt: IsoDate,
    lastRunAt: Type.Union([IsoDate, Type.Null()]),
  },
  { title: 'SavedSearch' },
);
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchList = Type.Object({ values: Type.Array(SavedSearch) }, { title: 'SavedSearchList' });
export type SavedSearchList = Static<typeof SavedSearchList>;

export const CreateSavedSearchBody = Body({
  name: Name,
  query: Type.String({ maxLength: MAX_SEARCH_QUERY, description: 'a search query as the search page’s URL has it (with or without ?)' }),
  frequency: Type.Optional(Frequency),
  enabled: Type.Optional(Type.Boolean()),
});
export type CreateSavedSearchBody = Static<typeof CreateSavedSearchBody>;

export const UpdateSavedSearchBody = Body(
  { name: Type.Optional(Name), frequency: Type.Optional(Frequency), enabled: Type.Optional(Type.Boolean()) },
  { minProperties: 1 },
);
export type UpdateSavedSearchBody = Static<typeof UpdateSavedSearchBody>;

export const SavedSearchParams = Type.Object({ id: Id });

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) });

export const UnsubscribeInfo = Type.Object(
  { name: Type.String(), enabled: Type.Boolean(), url: Type.String() },
  { title: 'UnsubscribeInfo', description: 'the search an unsubscribe link stops' },
);
export type UnsubscribeInfo = Static<typeof UnsubscribeInfo>;

export const listSavedSearches = endpoint({
  method: 'GET',
  path: '/api/saved-searches',
  operationId: 'listSavedSearches',
  summary: 'The caller’s saved searches, latest saved first',
  tags,
  access: 'session',
  response: { 200: SavedSearchList, ...errorResponses(401) },
});

export const createSavedSearch = endpoint({
  method: 'POST',
  path: '/api/saved-searches',
  operationId: 'createSavedSearch',
  summary: 'Save a search (its query is kept in its canonical form)',
  tags,
  access: 'session',
  body: CreateSavedSearchBody,
  response: { 201: SavedSearch, ...errorResponses(400, 401, 409) },
});

export const updateSavedSearch = endpoint({
  method: 'PATCH',
  path: '/api/saved-searches/{id}',
  operationId: 'updateSavedSearch',
  summary: 'Rename a saved search, change how often it is mailed, pause or resume it',
  tags,
  access: 'session',
  params: SavedSearchParams,
  body: UpdateSavedSearchBody,
  response: { 200: SavedSearch, ...errorResponses(400, 401, 404) },
});

export const deleteSavedSearch = endpoint({
  method: 'DELETE',
  path: '/api/saved-searches/{id}',
  operationId: 'deleteSavedSearch',
  summary: 'Delete a saved search',
  tags,
  access: 'session',
  params: SavedSearchParams,
  response: { 204: NoContent, ...errorResponses(400, 401, 404) },
});

export const getUnsubscribe = endpoint({
  method: 'GET',
  path: '/api/saved-searches/unsubscribe',
  operationId: 'getSavedSearchUnsubscribe',
  summary: 'Which saved search an unsubscribe link stops (no sign-in; the token is signed)',
  tags,
  access: 'public',
  querystring: UnsubscribeQuery,
  response: { 200: UnsubscribeInfo, ...errorResponses(400, 404) },
});

export const unsubscribe = endpoint({
  method: 'POST',
  path: '/api/saved-searches/unsubscribe',
  operationId: 'savedSearchUnsubscribe',
  summary: 'Stop the alerts of a saved search from its mail (no sign-in; one-click per RFC 8058)',
  tags,
  access: 'public',
  description:
    'A mail client posts the form body List-Unsubscribe=One-Click (RFC 8058); the site’s page posts nothing. The body is not read: the token decides.',
  querystring: UnsubscribeQuery,
  response: { 200: UnsubscribeInfo, ...errorResponses(400, 404) },
});
