// Countries (names in every language, estate counts), country guides and banners, and currencies
// with their rates against the euro.
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../core/constants.ts';
import { CountryCode, Language, LanguageQuery, Nullable, StringEnum, TextMap } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

/** A country's name in each interface language. */
export const CountryNames = Type.Object({ en: Type.String(), de: Type.String(), ru: Type.String(), es: Type.String() }, { title: 'CountryNames' });
export type CountryNames = Static<typeof CountryNames>;

/** An item of the country list. */
export const Country = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-1 alpha-2, upper case' }),
    numCode: Type.Integer({ description: 'ISO 3166-1 numeric' }),
    names: CountryNames,
    hasGuide: Type.Boolean(),
    estates: Type.Integer({ description: 'published estates in the country' }),
  },
  { title: 'Country' },
);
export type Country = Static<typeof Country>;

/** The banner of a country's pages: title and text per language, an optional image. */
export const CountryBanner = Type.Object({ title: TextMap, text: TextMap, image: Nullable(Type.String()) }, { title: 'CountryBanner' });
export type CountryBanner = Static<typeof CountryBanner>;

/** A country guide in one language. */
export const CountryInfo = Type.Object(
  {
    countryCode: Type.String(),
    /** the country's name in the guide's language */
    name: Type.String(),
    fullText: Type.String({ description: 'sanitized HTML' }),
    info: Nullable(CountryBanner),
  },
  { title: 'CountryInfo' },
);
export type CountryInfo = Static<typeof CountryInfo>;

export const CountryBannerAnswer = Type.Object({ countryCode: Type.String(), info: Nullable(CountryBanner) }, { title: 'CountryBannerAnswer' });
export type CountryBannerAnswer = Static<typeof CountryBannerAnswer>;

/** Who published a rate: the built-in demo rate, the European Central Bank, the Bank of Russia. */
export const RATE_SOURCES = ['seed', 'ecb', 'cbr', 'override'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** A currency: `rate` units of it per 1 eur, the day the rate is for and who published it (api/rates). */
export const CurrencyInfo = Type.Object(
  {
    code: StringEnum(CURRENCIES),
    sign: Type.String(),
    rate: Type.Number(),
    date: Type.Optional(Nullable(Type.String({ format: 'date', description: 'the day the rate is for, YYYY-MM-DD; null for the built-in rate' }))),
    source: Type.Optional(
      StringEnum(RATE_SOURCES, {
        description: 'seed: built-in demo rate; ecb: ECB reference rate; cbr: Bank of Russia; override: set by an admin for a day',
      }),
    ),
  },
  { title: 'CurrencyInfo' },
);
export type CurrencyInfo = Static<typeof CurrencyInfo>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const listCountries = endpoint({
  method: 'GET',
  path: '/api/geodata/countries',
  operationId: 'listCountries',
  summary: 'Every country with its names and the number of published estates, sorted by name in lang',
  tags: ['geodata'],
  access: 'public',
  querystring: LanguageQuery,
  response: { 200: Type.Array(Country), ...errorResponses(400) },
});

export const getCountryInfo = endpoint({
  method: 'GET',
  path: '/api/geodata/{countryCode}/full/{lang}',
  operationId: 'getCountryInfo',
  summary: 'A country guide in a language (falling back to English); 404 when the country has none',
  tags: ['geodata'],
  access: 'public',
  params: Type.Object({ countryCode: CountryCode, lang: Language }),
  response: { 200: CountryInfo, ...errorResponses(400, 404) },
});

export const getCountryBanner = endpoint({
  method: 'GET',
  path: '/api/geodata/{countryCode}/banner',
  operationId: 'getCountryBanner',
  summary: 'The banner of a country (info is null when it has none); 404 for an unknown country',
  tags: ['geodata'],
  access: 'public',
  params: Type.Object({ countryCode: CountryCode }),
  response: { 200: CountryBannerAnswer, ...errorResponses(400, 404) },
});

export const listCurrencies = endpoint({
  method: 'GET',
  path: '/api/currencies',
  operationId: 'listCurrencies',
  summary: 'Every currency with its sign and current rate (units of it per 1 eur), the day of the rate and its publisher',
  tags: ['reference'],
  access: 'public',
  // no input: a 400 only for a request the server cannot parse
  response: { 200: Type.Array(CurrencyInfo), ...errorResponses(400) },
});
