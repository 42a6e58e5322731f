// Listings side by side (issue 26, item 4): up to four published listings by aliasId in one call,
// each with what it costs to buy (shared/contract/buying-costs.ts), priced in the asked currency and
// titled in the asked language; the ids that name no published listing come back apart.
import { Type, type Static } from 'typebox';
import { CURRENCIES, LANGUAGES } from '../core/constants.ts';
import { MAX_ALIAS_ID, MAX_COMPARE } from '../core/compare.ts';
import { BuyingCosts } from './buying-costs.ts';
import { StringEnum } from './common.ts';
import { Estate } from './estates.ts';
import { endpoint, errorResponses } from './http.ts';

export const CompareQuery = Type.Object({
  ids: Type.String({
    minLength: 1,
    maxLength: MAX_COMPARE * (MAX_ALIAS_ID + 1),
    description: `comma list of 1 to ${MAX_COMPARE} aliasIds, in the order the columns take (a repeated id counts once)`,
  }),
  currency: Type.Optional(StringEnum(CURRENCIES, { description: 'prices and buying costs in this currency (default: each listing’s own)' })),
  lang: Type.Optional(StringEnum(LANGUAGES, { description: 'titles in this language where a machine translation exists; buying-cost labels' })),
});
export type CompareQuery = Static<typeof CompareQuery>;

export const ComparedEstate = Type.Object(
  {
    estate: Estate,
    buyingCosts: Type.Union([BuyingCosts, Type.Null()], {
      description: 'what it costs to buy it; null when it is not for sale or its country has no data',
    }),
  },
  { title: 'ComparedEstate' },
);
export type ComparedEstate = Static<typeof ComparedEstate>;

export const Comparison = Type.Object(
  {
    values: Type.Array(ComparedEstate, { description: 'the published listings named, in the order of ids' }),
    missing: Type.Array(Type.String(), { description: 'the ids that name no published listing (unknown, draft, archived or hidden), left out' }),
  },
  { title: 'Comparison' },
);
export type Comparison = Static<typeof Comparison>;

export const compareEstates = endpoint({
  method: 'GET',
  path: '/api/estate/compare',
  operationId: 'compareEstates',
  summary: `Up to ${MAX_COMPARE} published listings side by side, each with its buying costs`,
  description: `More than ${MAX_COMPARE} ids, an empty list or an id longer than ${MAX_ALIAS_ID} characters is a 400 naming \`ids\`.`,
  tags: ['estates'],
  access: 'public',
  querystring: CompareQuery,
  response: { 200: Comparison, ...errorResponses(400) },
});
