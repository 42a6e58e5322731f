// The saved-search endpoints (shared/contract/saved-searches.ts). The owner's endpoints need a
// session and touch only the caller's searches; the unsubscribe pair is public and decided by the
// signed token alone. A mail client's one-click POST (RFC 8058) is form-encoded: its body is read
// and ignored here, in this plugin only.
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/saved-searches.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as savedSearches from './service.ts';

export default async function savedSearchRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 1024 }, (_r, _body, done) =>
    done(null, undefined),
  );
  route(app, contract.listSavedSearches, (request) => savedSearches.listSavedSearches(app.db, currentUser(request).id));
  route(app, contract.createSavedSearch, (request) => savedSearches.createSavedSearch(app.db, currentUser(request).id, request.body));
  route(app, contract.updateSavedSearch, (request) =>
    savedSearches.updateSavedSearch(app.db, currentUser(request).id, request.params.id, request.body),
  );
  route(app, contract.deleteSavedSearch, async (request) => {
    await savedSearches.deleteSavedSearch(app.db, currentUser(request).id, request.params.id);
    return null;
  });
  route(app, contract.getUnsubscribe, (request) => savedSearches.unsubscribeInfo(app.db, request.query.token));
  route(app, contract.unsubscribe, async (request) => {
    const result = await savedSearches.unsubscribe(app.db, request.query.token);
    request.log.info('saved search alerts stopped through an unsubscribe link');
    return result;
  });
}
