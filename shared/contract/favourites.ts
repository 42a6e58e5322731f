// Favourites (issue 15, item 3): a signed-in user's saved estates. A visitor keeps them in the
// browser and merges them into the account at sign-in. The owner of an estate sees how many saved
// it (counts of their own estates), never who.
import { Type, type Static } from 'typebox';
import { Body } from './common.ts';
import { endpoint, errorResponses, NoContent } from './http.ts';
import { AliasParams, EstateQuery } from './estate-inputs.ts';
import { EstateList } from './estates.ts';

const tags = ['favourites'] as const;

/** How many favourites one account keeps at most, and a merge may bring. */
export const MAX_FAVOURITES = 500;

const AliasIdString = Type.String({ minLength: 1, maxLength: 200 });

export const FavouriteIds = Type.Object({ aliasIds: Type.Array(AliasIdString) }, { title: 'FavouriteIds' });
export type FavouriteIds = Static<typeof FavouriteIds>;

export const MergeFavouritesBody = Body({ aliasIds: Type.Array(AliasIdString, { maxItems: MAX_FAVOURITES }) });
export type MergeFavouritesBody = Static<typeof MergeFavouritesBody>;

export const FavouriteCounts = Type.Object(
  { counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })) },
  { title: 'FavouriteCounts', description: 'how many users saved each of the caller’s own estates (estates nobody saved are left out)' },
);
export type FavouriteCounts = Static<typeof FavouriteCounts>;

export const listFavourites = endpoint({
  method: 'GET',
  path: '/api/favourites',
  operationId: 'listFavourites',
  summary: 'The caller’s saved estates that are still published, latest saved first',
  tags,
  access: 'session',
  querystring: EstateQuery,
  response: { 200: EstateList, ...errorResponses(400, 401) },
});

export const listFavouriteIds = endpoint({
  method: 'GET',
  path: '/api/favourites/ids',
  operationId: 'listFavouriteIds',
  summary: 'The aliasIds of the caller’s saved estates (for the hearts)',
  tags,
  access: 'session',
  response: { 200: FavouriteIds, ...errorResponses(401) },
});

export const addFavourite = endpoint({
  method: 'PUT',
  path: '/api/favourites/{aliasId}',
  operationId: 'addFavourite',
  summary: 'Save a published estate (saving it twice changes nothing)',
  tags,
  access: 'session',
  params: AliasParams,
  response: { 204: NoContent, ...errorResponses(400, 401, 404, 409) },
});

export const removeFavourite = endpoint({
  method: 'DELETE',
  path: '/api/favourites/{aliasId}',
  operationId: 'removeFavourite',
  summary: 'Forget a saved estate (forgetting one not saved changes nothing)',
  tags,
  access: 'session',
  params: AliasParams,
  response: { 204: NoContent, ...errorResponses(400, 401) },
});

export const mergeFavourites = endpoint({
  method: 'POST',
  path: '/api/favourites/merge',
  operationId: 'mergeFavourites',
  summary: 'Add the estates a visitor saved in the browser (unknown or unpublished ones are skipped); answers every saved id',
  tags,
  access: 'session',
  body: MergeFavouritesBody,
  response: { 200: FavouriteIds, ...errorResponses(400, 401) },
});

export const favouriteCounts = endpoint({
  method: 'GET',
  path: '/api/favourites/counts',
  operationId: 'favouriteCounts',
  summary: 'How many users saved each of the caller’s own estates',
  tags,
  access: 'session',
  response: { 200: FavouriteCounts, ...errorResponses(401) },
});
