// Data for composite pages. The api answers the home page's own part (featured countries, countries
// with estates, the latest news); the gateway answers the same path with the whole home page
// (adding top offers, latest estates, articles and currencies from further api calls), and that
// aggregate is what the browser and the server render receive.
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../core/constants.ts';
import { ArticleSummary, NewsItem } from './articles.ts';
import { Language, LanguageQuery, Nullable, StringEnum } from './common.ts';
import { Estate } from './estates.ts';
import { Country, CurrencyInfo } from './geodata.ts';
import { endpoint, errorResponses } from './http.ts';

/** The api's part of the home page. */
export const HomePage = Type.Object(
  {
    /** shared/geo/countries.ts FEATURED_COUNTRIES in that order, those the api knows */
    featuredCountries: Type.Array(Country),
    /** every country with at least one published estate, sorted by its name in lang */
    countries: Type.Array(Country),
    news: Type.Array(NewsItem),
  },
  { title: 'HomePage' },
);
export type HomePage = Static<typeof HomePage>;

/** The whole home page as the gateway composes it; a part whose api call failed is null. */
export const HomePageData = Type.Object(
  {
    language: Language,
    currency: StringEnum(CURRENCIES),
    topOffers: Nullable(Type.Array(Estate)),
    latestEstates: Nullable(Type.Array(Estate)),
    featuredCountries: Nullable(Type.Array(Country)),
    countries: Nullable(Type.Array(Country)),
    news: Nullable(Type.Array(NewsItem)),
    articles: Nullable(Type.Array(ArticleSummary)),
    currencies: Type.Array(CurrencyInfo),
  },
  { title: 'HomePageData' },
);
export type HomePageData = Static<typeof HomePageData>;

export const getHomePage = endpoint({
  method: 'GET',
  path: '/api/pages/home',
  operationId: 'getHomePage',
  summary: 'Home page data: featured countries (with estate counts), every country that has estates, latest news',
  tags: ['pages'],
  access: 'public',
  querystring: LanguageQuery,
  response: { 200: HomePage, ...errorResponses(400) },
});

/**
 * The gateway's answer on the same path (the api never registers it): the api's part plus top
 * offers and latest estates in `currency`, the latest articles and the currencies. `lang` and
 * `currency` default to the visitor's; invalid values fall back to them too. Failing every api call
 * is the upstream's error (502, 504).
 */
export const getHomePageData = endpoint({
  method: 'GET',
  path: '/api/pages/home',
  operationId: 'getHomePageData',
  summary: 'The whole home page, composed by the gateway',
  tags: ['pages'],
  access: 'optional',
  querystring: Type.Object({ lang: Type.Optional(Language), currency: Type.Optional(StringEnum(CURRENCIES)) }),
  response: { 200: HomePageData, ...errorResponses(400, 502, 504) },
});
