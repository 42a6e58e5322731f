// The place endpoints (shared/contract/places.ts): public suggestions for the search box.
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/places.ts';
import { route } from '../http/route.ts';
import { suggestPlaces } from './service.ts';

export default async function placeRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.suggestPlaces, (request) => suggestPlaces(app.db, request.query));
}
