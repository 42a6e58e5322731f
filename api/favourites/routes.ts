// The favourites endpoints (shared/contract/favourites.ts); every one needs a session and touches
// only the caller's own favourites (and counts of the caller's own estates).
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/favourites.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as favourites from './service.ts';

export default async function favouriteRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.listFavourites, (request) =>
    favourites.listFavourites(app.db, currentUser(request).id, request.query.currency, request.query.lang),
  );
  route(app, contract.listFavouriteIds, (request) => favourites.favouriteIds(app.db, currentUser(request).id));
  route(app, contract.favouriteCounts, (request) => favourites.favouriteCounts(app.db, currentUser(request).id));
  route(app, contract.addFavourite, async (request) => {
    await favourites.addFavourite(app.db, currentUser(request).id, request.params.aliasId);
    return null;
  });
  route(app, contract.removeFavourite, async (request) => {
    await favourites.removeFavourite(app.db, currentUser(request).id, request.params.aliasId);
    return null;
  });
  route(app, contract.mergeFavourites, (request) => favourites.mergeFavourites(app.db, currentUser(request).id, request.body.aliasIds));
}
