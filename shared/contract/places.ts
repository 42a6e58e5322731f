// The place index (issue 15, item 1; decision 0014): suggestions for the search box, in any of the four
// languages, accent- and case-insensitive and tolerant of one wrong, missing, extra or swapped letter.
import { Type, type Static } from 'typebox';
import { Language, StringEnum } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

export const PLACE_KINDS = ['country', 'region', 'city', 'area'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The most suggestions one answer holds. */
export const MAX_PLACE_SUGGESTIONS = 10;

export const PlaceSuggestion = Type.Object(
  {
    id: Type.String({ description: 'a path of slugs: es, es.andalusia, es.andalusia.malaga (the search’s placeId)' }),
    kind: StringEnum(PLACE_KINDS),
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-2, upper case' }),
    name: Type.String({ description: 'the name in lang' }),
    parent: Type.String({ description: 'the places around it in lang, nearest first: "Andalusia, Spain" ("" for a country)' }),
    label: Type.String({ description: 'name and parent: "Málaga, Andalusia, Spain"' }),
    estates: Type.Integer({ description: 'published estates in it' }),
  },
  { title: 'PlaceSuggestion' },
);
export type PlaceSuggestion = Static<typeof PlaceSuggestion>;

export const PlaceSuggestions = Type.Object({ values: Type.Array(PlaceSuggestion) }, { title: 'PlaceSuggestions' });
export type PlaceSuggestions = Static<typeof PlaceSuggestions>;

export const PlacesQuery = Type.Object({
  q: Type.String({ maxLength: 100, description: 'what was typed; fewer than two letters answer no suggestions' }),
  lang: Type.Optional(Language),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PLACE_SUGGESTIONS })),
});
export type PlacesQuery = Static<typeof PlacesQuery>;

export const suggestPlaces = endpoint({
  method: 'GET',
  path: '/api/places',
  operationId: 'suggestPlaces',
  summary: 'Places whose name in any language starts like q (or within one letter of it), best first',
  tags: ['places'],
  access: 'public',
  querystring: PlacesQuery,
  response: { 200: PlaceSuggestions, ...errorResponses(400) },
});
