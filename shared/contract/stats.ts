// Statistics per listing (issue 24, item 1): the page views, search impressions, contacts and
// favourites of one's own listing per day, as JSON for the stats screen and as CSV, and the beacon
// the estate page sends once it is shown (docs/decisions/0021-listing-statistics.md).
import { Type, type Static } from 'typebox';
import { endpoint, errorResponses, NoContent } from './http.ts';
import { AliasParams } from './estate-inputs.ts';

/** The longest range one request may ask for, in days (both ends included). */
export const STATS_MAX_DAYS = 366;
/** The range when none is given: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day, YYYY-MM-DD (UTC)' });

export const StatsQuery = Type.Object({
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first day, YYYY-MM-DD (UTC); default 29 days before `to`' })),
  to: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last day, YYYY-MM-DD (UTC), at most 366 days after `from`; default today' }),
  ),
});
export type StatsQuery = Static<typeof StatsQuery>;

export const StatsCounts = Type.Object({
  views: Type.Integer({ minimum: 0, description: 'page views, once per visitor and day; the owner and bots not counted' }),
  impressions: Type.Integer({ minimum: 0, description: 'times the listing was on a page of search results' }),
  contacts: Type.Integer({ minimum: 0, description: 'enquiries (leads) and first messages about the listing' }),
  favourites: Type.Integer({ minimum: 0, description: 'visitors who saved it (those still saving it, by the day they did)' }),
});
export type StatsCounts = Static<typeof StatsCounts>;

export const StatsDay = Type.Intersect([Type.Object({ date: Day }), StatsCounts], { title: 'StatsDay' });
export type StatsDay = Static<typeof StatsDay>;

export const TopOfferPeriod = Type.Object(
  { from: Day, to: Day },
  { title: 'TopOfferPeriod', description: 'days (inclusive) on which the listing was a top offer' },
);
export type TopOfferPeriod = Static<typeof TopOfferPeriod>;

export const EstateStats = Type.Object(
  {
    from: Day,
    to: Day,
    totals: StatsCounts,
    /** every day of the range, oldest first, zeros included */
    days: Type.Array(StatsDay),
    topOffers: Type.Array(TopOfferPeriod),
  },
  { title: 'EstateStats' },
);
export type EstateStats = Static<typeof EstateStats>;

const tags = ['stats'] as const;

export const getEstateStats = endpoint({
  method: 'GET',
  path: '/api/estate/{aliasId}/stats',
  operationId: 'getEstateStats',
  summary: 'Views, impressions, contacts and favourites of an own listing per day',
  description:
    'Owner only: anyone else’s or an unknown listing answers 404. Every day from `from` to `to` is present, zeros included; at most 366 days; default the last 30. Views and impressions are written in batches, so the last minute may not show yet.',
  tags,
  access: 'session',
  params: AliasParams,
  querystring: StatsQuery,
  response: { 200: EstateStats, ...errorResponses(400, 401, 404) },
});

export const exportEstateStats = endpoint({
  method: 'GET',
  path: '/api/estate/{aliasId}/stats.csv',
  operationId: 'exportEstateStats',
  summary: 'The same numbers as CSV (text/csv, UTF-8, a header row, one row per day)',
  description: 'Owner only, as getEstateStats; an attachment named after the listing and the range.',
  tags,
  access: 'session',
  params: AliasParams,
  querystring: StatsQuery,
  response: { 200: Type.String({ description: 'text/csv' }), ...errorResponses(400, 401, 404) },
});

export const recordEstateView = endpoint({
  method: 'POST',
  path: '/api/estate/{aliasId}/view',
  operationId: 'recordEstateView',
  summary: 'The estate page was shown (the page sends it on first load and after each navigation to it)',
  description:
    'Counted once per visitor and day, in memory and written in batches: nothing is stored per visitor but a hash of address and user agent with a salt of the day, deleted after the day. Bots (by user agent) and the owner are not counted. Always 204, whether counted or not.',
  tags,
  access: 'optional',
  params: AliasParams,
  response: { 204: NoContent, ...errorResponses(400) },
});
