// The place endpoints (shared/contract/places.ts): public suggestions for the search box; and what it
// costs to buy in a country (shared/contract/buying-costs.ts).
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/places.ts';
import { getBuyingCosts } from '../../shared/contract/buying-costs.ts';
import { errors } from '../errors.ts';
import { listCurrencies } from '../geodata/service.ts';
import { route } from '../http/route.ts';
import { buyingCosts, COUNTRY_COSTS } from './buying-costs.ts';
import { suggestPlaces } from './service.ts';
import { fromReplica } from '../db/reads.ts';

export default async function placeRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    contract.suggestPlaces,
    fromReplica((request) => suggestPlaces(app.db, request.query)),
  );
  route(app, getBuyingCosts, async (request) => {
    const code = request.params.code.toUpperCase();
    if (!COUNTRY_COSTS.has(code)) throw errors.notFound('country');
    const { price, currency, newBuild = false, lang = 'en' } = request.query;
    const result = buyingCosts(code, { price, currency, newBuild, lang }, await listCurrencies(app.db));
    if (!result) throw errors.unavailable('No exchange rate for this currency');
    return result;
  });
}
