// Countries with estate counts, and the country guides (full text and banner).
import type { FastifyInstance } from 'fastify';
import { FALLBACK_LANGUAGE } from '../../shared/core/constants.ts';
import { getCountryBanner, getCountryInfo, listCountries as listCountriesEndpoint } from '../../shared/contract/geodata.ts';
import { route } from '../http/route.ts';
import { countryBanner, countryGuide, listCountries } from './service.ts';
import { fromReplica } from '../db/reads.ts';

export default async function geodataRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    listCountriesEndpoint,
    fromReplica((request) => listCountries(app.db, request.query.lang ?? FALLBACK_LANGUAGE)),
  );
  route(
    app,
    getCountryInfo,
    fromReplica((request) => countryGuide(app.db, request.params.countryCode, request.params.lang)),
  );
  route(
    app,
    getCountryBanner,
    fromReplica((request) => countryBanner(app.db, request.params.countryCode)),
  );
}
