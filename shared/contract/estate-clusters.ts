// Every result of a search on the map (issue 26.3): the published estates matching a search's filters
// inside a map rectangle, grouped by the database on a grid whose cells follow the map's zoom. The
// filters are the search's own (the same WHERE, api/estates/sql-search.ts), so the groups' counts sum
// to what the search counts in the same rectangle.
import { Type, type Static } from 'typebox';
import { endpoint, errorResponses } from './http.ts';
import { SearchQuery } from './estate-inputs.ts';
import { CLUSTERS_MAX_ZOOM } from '../core/constants.ts';

/** About this many groups at most: past it the grid coarsens. */
export const CLUSTERS_MAX = 300;

/** The search's filters without its page, order and shape; the rectangle is required, with the zoom. */
const {
  page: _page,
  onPage: _onPage,
  orderBy: _orderBy,
  fields: _fields,
  topOffersSeparately: _top,
  bbox: _bbox,
  ...filters
} = SearchQuery.properties;

export const ClustersQuery = Type.Object({
  ...filters,
  bbox: Type.String({
    maxLength: 120,
    description:
      'the map rectangle `south,west,north,east` in decimal degrees (latitudes -90..90, south ≤ north; longitudes -180..180); west > east crosses the antimeridian (docs/decisions/0015)',
  }),
  zoom: Type.Integer({
    minimum: 0,
    maximum: CLUSTERS_MAX_ZOOM,
    description: 'the map zoom (Leaflet / web tiles): a cell is 360 / 2^zoom / 4 degrees or coarser',
  }),
});
export type ClustersQuery = Static<typeof ClustersQuery>;

export const EstateCluster = Type.Object(
  {
    lat: Type.Number({ description: 'the mean position of its listings' }),
    lng: Type.Number(),
    count: Type.Integer({ minimum: 1 }),
    bbox: Type.String({ description: 'the rectangle of its listings `south,west,north,east` (never across the antimeridian)' }),
    aliasId: Type.Optional(Type.String({ description: 'a group of one: that listing' })),
  },
  { title: 'EstateCluster' },
);
export type EstateCluster = Static<typeof EstateCluster>;

export const EstateClusters = Type.Object(
  {
    clusters: Type.Array(EstateCluster),
    total: Type.Integer({ description: 'every matching listing in the rectangle: the sum of the counts' }),
    cell: Type.Number({ description: 'the grid cell used, in degrees' }),
  },
  { title: 'EstateClusters' },
);
export type EstateClusters = Static<typeof EstateClusters>;

export const estateClusters = endpoint({
  method: 'GET',
  path: '/api/estate/clusters',
  operationId: 'estateClusters',
  summary: 'Every matching estate in a map rectangle, grouped on a grid',
  description:
    'Takes every filter of the search. Groups the matching published estates in `bbox` on a grid of cells of 360 / 2^zoom / 4 degrees (coarser when more than about 300 would come back); each group has its count, mean position and rectangle, and a group of one its aliasId. A rectangle across the antimeridian gives groups on both sides of it, never one spanning it.',
  tags: ['estates'],
  access: 'public',
  querystring: ClustersQuery,
  response: { 200: EstateClusters, ...errorResponses(400) },
});
