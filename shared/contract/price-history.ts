// An estate's price history (issue 15): every price it has had, newest first, each with its
// currency and when it took effect. Public for published estates; drafts and archived ones only
// for their owner (as the estate itself).
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../core/constants.ts';
import { IsoDate, StringEnum } from './common.ts';
import { endpoint, errorResponses } from './http.ts';
import { AliasParams } from './estate-inputs.ts';

export const PriceHistoryEntry = Type.Object(
  {
    price: Type.Number(),
    currency: StringEnum(CURRENCIES),
    changedAt: IsoDate,
  },
  { title: 'PriceHistoryEntry' },
);
export type PriceHistoryEntry = Static<typeof PriceHistoryEntry>;

export const PriceHistory = Type.Object({ values: Type.Array(PriceHistoryEntry) }, { title: 'PriceHistory' });
export type PriceHistory = Static<typeof PriceHistory>;

/** At most this many entries are returned (the newest). */
export const PRICE_HISTORY_LIMIT = 50;

export const getPriceHistory = endpoint({
  method: 'GET',
  path: '/api/estate/{aliasId}/price-history',
  operationId: 'getEstatePriceHistory',
  summary: 'The prices an estate has had, newest first',
  tags: ['estates'],
  access: 'optional',
  params: AliasParams,
  response: { 200: PriceHistory, ...errorResponses(400, 404) },
});
