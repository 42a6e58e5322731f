// The estate endpoints of shared/contract/estates.ts: search, the own list, one estate, create,
// change and delete. The photos of an estate are in photos-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../shared/contract/estates.ts';
import { getPriceHistory } from '../../shared/contract/price-history.ts';
import { answerFreshness as answerFreshnessEndpoint, getFreshness } from '../../shared/contract/freshness.ts';
import { answerFreshness, freshnessInfo } from './freshness.ts';
import { priceHistory } from './price-history.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { removeFiles } from './photo-service.ts';
import { findEstate, listMyEstates } from './read.ts';
import { searchEstates } from './search.ts';
import { estateClusters } from './clusters.ts';
import { estateClusters as clustersEndpoint } from '../../shared/contract/estate-clusters.ts';
import { compareEstates as compareEndpoint } from '../../shared/contract/compare.ts';
import { compareEstates } from './compare.ts';
import { createEstate, deleteEstate, updateEstate } from './write.ts';
import { fromReplica } from '../db/reads.ts';

/** Search forms send empty fields (`price_gte=`); like the search-query codec, they mean "no filter". */
async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}

export default async function estateRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    contract.searchEstates,
    fromReplica(async (request) => {
      const found = await searchEstates(app.db, request.query, { exactTotal: app.config.searchExactTotal });
      // each listing on the page is an impression (api/stats: counted in memory, written in batches)
      app.stats.impressions([...found.values, ...(found.topOffers ?? [])].map((e) => e._id));
      return found;
    }),
    { preValidation: [dropEmptyQueryValues] },
  );

  // every result on the map, grouped (issue 26.3)
  route(
    app,
    clustersEndpoint,
    fromReplica((request) => estateClusters(app.db, request.query)),
    { preValidation: [dropEmptyQueryValues] },
  );

  // listings side by side (issue 26.4): a static path, so it wins over /api/estate/{aliasId}
  route(
    app,
    compareEndpoint,
    fromReplica((request) => compareEstates(app.db, request.query)),
  );

  route(app, contract.listMyEstates, (request) => listMyEstates(app.db, currentUser(request), request.query));

  // the freshness mail's one-click links (no sign-in: the signed token decides); GET changes nothing
  route(app, getFreshness, (request) => freshnessInfo(app.db, request.query.token));
  route(app, answerFreshnessEndpoint, async (request) => {
    const result = await answerFreshness(app.db, request.query.token);
    request.log.info({ aliasId: result.aliasId, action: result.action }, 'listing freshness answered');
    return result;
  });

  // with lang, a cached machine translation where the lister wrote none (never made here)
  route(
    app,
    contract.getEstate,
    fromReplica((request) => findEstate(app.db, request.params.aliasId, request.user, request.query.currency, request.query.lang)),
  );
  route(
    app,
    getPriceHistory,
    fromReplica((request) => priceHistory(app.db, request.params.aliasId, request.user)),
  );

  route(app, contract.createEstate, async (request) => {
    const estate = await createEstate(app.db, currentUser(request), request.body, { premoderation: app.config.moderation === 'pre' });
    request.log.info({ estateId: estate._id, status: estate.status }, 'estate created');
    await app.translations.request({ estateId: estate._id });
    return estate;
  });

  route(app, contract.updateEstate, async (request) => {
    const estate = await updateEstate(app.db, currentUser(request), request.params.aliasId, request.body, {
      premoderation: app.config.moderation === 'pre',
    });
    request.log.info({ estateId: estate._id, status: estate.status }, 'estate changed');
    if (request.body.title !== undefined || request.body.description !== undefined) await app.translations.request({ estateId: estate._id });
    return estate;
  });

  route(app, contract.deleteEstate, async (request) => {
    const keys = await deleteEstate(app.db, currentUser(request), request.params.aliasId);
    // files after the commit: a failed removal leaves an orphan file, never a row without its file
    await removeFiles(app.media, keys);
    request.log.info({ aliasId: request.params.aliasId, photos: keys.length }, 'estate deleted');
    return null;
  });
}
