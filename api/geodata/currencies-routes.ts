// Currencies and their rates against the euro.
import type { FastifyInstance } from 'fastify';
import { listCurrencies as listCurrenciesEndpoint } from '../../shared/contract/geodata.ts';
import { route } from '../http/route.ts';
import { listCurrencies } from './service.ts';

export default async function currencyRoutes(app: FastifyInstance): Promise<void> {
  route(app, listCurrenciesEndpoint, () => listCurrencies(app.db));
}
