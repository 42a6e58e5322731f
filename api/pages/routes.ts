// Data for composite pages: the home page (featured countries with estate counts, latest news).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FEATURED_COUNTRIES } from '../../shared/countries.ts';
import { FALLBACK_LANGUAGE } from '../../shared/constants.ts';
import { errorResponses, LanguageQuery, LanguageSchema, Nullable } from '../http/schema-common.ts';
import { articleFeed } from '../articles/service.ts';
import { listCountries } from '../geodata/service.ts';

const Country = Type.Object({
  code: Type.String(),
  numCode: Type.Integer(),
  names: Type.Object({ en: Type.String(), de: Type.String(), ru: Type.String(), es: Type.String() }),
  hasGuide: Type.Boolean(),
  estates: Type.Integer(),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pages/home',
    {
      schema: {
        tags: ['pages'],
        summary: 'Home page data: featured countries (with estate counts), every country that has estates, latest news',
        querystring: LanguageQuery,
        response: {
          200: Type.Object({
            featuredCountries: Type.Array(Country),
            countries: Type.Array(Country),
            news: Type.Array(
              Type.Object({ _id: Type.String(), slug: Type.String(), type: Type.String(), language: LanguageSchema, title: Type.String(), preview: Type.String(), image: Nullable(Type.String()), publishedAt: Type.String() }),
            ),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? FALLBACK_LANGUAGE;
      const countries = await listCountries(app.db, lang);
      const byCode = new Map(countries.map((c) => [c.code, c]));
      const featured = FEATURED_COUNTRIES.map((code) => byCode.get(code)).filter((c) => c !== undefined);
      const news = await articleFeed(app.db, 'news', lang, 1, 3);
      return { featuredCountries: featured, countries: countries.filter((c) => c.estates > 0), news: news.values };
    },
  );
};

export default routes;
