// Countries with estate counts, and the country guides (full text and banner).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../errors.ts';
import { CountryCodeSchema, errorResponses, LanguageQuery, LanguageSchema, Nullable } from '../http/schema-common.ts';
import { findCountry, listCountries } from './service.ts';
import { FALLBACK_LANGUAGE } from '../../shared/constants.ts';

const Names = Type.Object({ en: Type.String(), de: Type.String(), ru: Type.String(), es: Type.String() });
const Localized = Type.Record(Type.String(), Type.String());
const Banner = Nullable(Type.Object({ title: Localized, text: Localized, image: Nullable(Type.String()) }));
const CountryParams = Type.Object({ countryCode: CountryCodeSchema });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/geodata/countries',
    {
      schema: {
        tags: ['geodata'],
        summary: 'Every country with its names and the number of published estates, sorted by name in lang',
        querystring: LanguageQuery,
        response: {
          200: Type.Array(Type.Object({ code: Type.String(), numCode: Type.Integer(), names: Names, hasGuide: Type.Boolean(), estates: Type.Integer() })),
          ...errorResponses(400),
        },
      },
    },
    async (request) => listCountries(app.db, request.query.lang ?? FALLBACK_LANGUAGE),
  );

  app.get(
    '/geodata/:countryCode/full/:lang',
    {
      schema: {
        tags: ['geodata'],
        summary: 'A country guide in a language (falling back to English); 404 when the country has none',
        params: Type.Object({ countryCode: CountryCodeSchema, lang: LanguageSchema }),
        response: {
          200: Type.Object({ countryCode: Type.String(), name: Type.String(), fullText: Type.String(), info: Banner }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { countryCode, lang } = request.params;
      const country = await findCountry(app.db, countryCode);
      const fullText = country?.has_guide ? (country.full_text[lang] ?? country.full_text[FALLBACK_LANGUAGE]) : undefined;
      if (!country || !fullText) throw errors.notFound('country guide');
      return { countryCode: country.code.trim(), name: country.names[lang], fullText, info: country.banner };
    },
  );

  app.get(
    '/geodata/:countryCode/banner',
    {
      schema: {
        tags: ['geodata'],
        summary: 'The banner of a country (info is null when it has none); 404 for an unknown country',
        params: CountryParams,
        response: { 200: Type.Object({ countryCode: Type.String(), info: Banner }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const country = await findCountry(app.db, request.params.countryCode);
      if (!country) throw errors.notFound('country');
      return { countryCode: country.code.trim(), info: country.banner };
    },
  );
};

export default routes;
