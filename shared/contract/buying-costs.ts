// What it costs to buy (issue 26, item 2): the purchase costs a buyer pays on top of the price in a
// country — transfer or stamp tax, notary, land registry, typical legal and agency fees, VAT on a new
// build where it applies — from data kept in the repository (api/places/buying-costs/<cc>.json, each
// figure with its source and "as of" date), worked out for one price and given in one currency.
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../core/constants.ts';
import { CountryCode, Language, StringEnum } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

/** The kinds of cost a country's data may list; each has a label in locales/<lng>/buyingCosts.json. */
export const BUYING_COST_KEYS = [
  'transferTax',
  'stampDuty',
  'vat',
  'notary',
  'landRegistry',
  'legal',
  'agency',
  'titleInsurance',
  'survey',
  'valuation',
] as const;
export type BuyingCostKey = (typeof BUYING_COST_KEYS)[number];

/** The most a price may be (in any currency): beyond it the figures mean nothing. */
export const MAX_BUYING_PRICE = 1e12;

export const BuyingCostItem = Type.Object(
  {
    key: StringEnum(BUYING_COST_KEYS),
    label: Type.String({ description: 'the name of the cost in lang' }),
    percent: Type.Optional(Type.Number({ description: 'the typical rate, percent of the price (absent for a fixed fee or a progressive tax)' })),
    amount: Type.Number({ description: 'the typical amount in currency, rounded to a whole unit' }),
    from: Type.Optional(Type.Number({ description: 'the lowest amount where it depends on the region or the case' })),
    to: Type.Optional(Type.Number({ description: 'the highest amount where it depends on the region or the case' })),
  },
  { title: 'BuyingCostItem' },
);
export type BuyingCostItem = Static<typeof BuyingCostItem>;

export const BuyingCostSource = Type.Object({ name: Type.String(), url: Type.String() }, { title: 'BuyingCostSource' });

export const BuyingCosts = Type.Object(
  {
    countryCode: Type.String(),
    price: Type.Number(),
    newBuild: Type.Boolean(),
    items: Type.Array(BuyingCostItem),
    total: Type.Number({ description: 'the sum of the typical amounts' }),
    currency: StringEnum(CURRENCIES),
    source: BuyingCostSource,
    asOf: Type.String({ description: 'YYYY-MM-DD: the oldest "as of" date of the figures used' }),
  },
  { title: 'BuyingCosts' },
);
export type BuyingCosts = Static<typeof BuyingCosts>;

export const BuyingCostsParams = Type.Object({ code: CountryCode });
export const BuyingCostsQuery = Type.Object({
  price: Type.Number({ minimum: 1, maximum: MAX_BUYING_PRICE, description: 'the purchase price in currency, at least 1' }),
  currency: StringEnum(CURRENCIES),
  newBuild: Type.Optional(Type.Boolean({ default: false, description: 'a new build (VAT and its duties) rather than a resale' })),
  lang: Type.Optional(Language),
});
export type BuyingCostsQuery = Static<typeof BuyingCostsQuery>;

export const getBuyingCosts = endpoint({
  method: 'GET',
  path: '/api/countries/{code}/buying-costs',
  operationId: 'getBuyingCosts',
  summary: 'The costs a buyer pays on top of the price in a country (estimates, from reviewed data)',
  tags: ['places'],
  access: 'public',
  params: BuyingCostsParams,
  querystring: BuyingCostsQuery,
  response: { 200: BuyingCosts, ...errorResponses(400, 404) },
});
