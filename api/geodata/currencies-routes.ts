// Currencies and their rates against the euro.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CURRENCIES } from '../../shared/constants.ts';
import { StringEnum } from '../http/schema-common.ts';
import { listCurrencies } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/currencies',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every currency with its sign and rate: units of it per 1 eur',
        response: { 200: Type.Array(Type.Object({ code: StringEnum(CURRENCIES), sign: Type.String(), rate: Type.Number() })) },
      },
    },
    async () => listCurrencies(app.db),
  );
};

export default routes;
