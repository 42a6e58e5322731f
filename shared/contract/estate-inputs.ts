// What the estate endpoints take: the search querystring, the own-list query, path parameters, the
// create and patch bodies (ranges and value sets of the domain), and the photo order body. TypeBox,
// emitted as plain JSON Schema; the api validates with these and the client takes their types.
import { Type, type Static, type TOptional, type TSchema, type TString } from 'typebox';
import { CURRENCIES, ESTATE_STATUSES, LANGUAGES, type Language } from '../core/constants.ts';
import { DEAL_TYPES, DISTANCE_KEYS, ESTATE_TYPES, FACETS, FACET_FIELDS, ORDER_BY, type DistanceKey, type FacetField } from '../search/facets.ts';
import { Body, Id, NotBlank, NullablePrimitive, pagingQuery, StringEnum } from './common.ts';
import { ESTATE_LIMITS } from './limits.ts';
import { ENERGY_KINDS, ENERGY_RATINGS, ENERGY_UNIT, ENERGY_VALUE_MAX } from '../core/energy.ts';
import { MEDIA_LINK_MAX } from '../core/media-hosts.ts';

export const MAX_BUILD_YEAR_AHEAD = 5;
export const MIN_BUILD_YEAR = 1500;
const maxBuildYear = () => new Date().getUTCFullYear() + MAX_BUILD_YEAR_AHEAD;

/** Photos an estate may hold (the api refuses an upload past it). */
export const MAX_PHOTOS_PER_ESTATE = 30;

/** Listings per page of a search and of the own list when the query does not say. */
export const DEFAULT_ON_PAGE = 20;

/** One property per facet field, each from `make`. */
function perFacet<S extends TSchema>(make: (field: FacetField) => S): { [F in FacetField]: TOptional<S> } {
  return Object.fromEntries(FACET_FIELDS.map((f) => [f, Type.Optional(make(f))])) as { [F in FacetField]: TOptional<S> };
}

/** Text per language; unknown languages are refused. */
function Localized<T extends TSchema>(text: T, options: Record<string, unknown> = {}) {
  const props = Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(text)])) as { [L in Language]: TOptional<T> };
  return Type.Object(props, { additionalProperties: false, ...options });
}

// ---------------------------------------------------------------------------------------------
// Search

const listText = (values: readonly string[]): TString => Type.String({ maxLength: 500, description: `comma list, any of: ${values.join(', ')}` });
const listOf = (values: readonly string[]): TOptional<TString> => Type.Optional(listText(values));

const int = (min: number, max = 1_000_000_000_000) => Type.Optional(Type.Integer({ minimum: min, maximum: max }));

/** `GET /api/estate/search`: every field of the search state, plus paging, language and currency. */
export const SearchQuery = Type.Object({
  ...pagingQuery(DEFAULT_ON_PAGE),
  lang: Type.Optional(
    StringEnum(LANGUAGES, {
      description:
        'the reader’s language: names the place in it and, where a lister wrote no text in it, gives each listing’s title (with fields=card; else title and description) the cached machine translation, with the original beside it (issue 26)',
    }),
  ),
  currency: Type.Optional(StringEnum(CURRENCIES, { default: 'eur' })),
  dealType: Type.Optional(StringEnum(DEAL_TYPES)),
  estateType: listOf(ESTATE_TYPES),
  placeId: Type.Optional(Type.String({ maxLength: 120, description: 'a city or area as a slug (lloret-de-mar); case-insensitive' })),
  placeName: Type.Optional(Type.String({ maxLength: 120, description: 'a city or area name; case-insensitive, whole name' })),
  price_gte: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'in the requested currency' })),
  price_lte: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'in the requested currency' })),
  buildYear_gte: int(0, 10_000),
  buildYear_lte: int(0, 10_000),
  livingSpace_gte: int(0),
  livingSpace_lte: int(0),
  totalSpace_gte: int(0),
  totalSpace_lte: int(0),
  rooms_gte: int(0, 10_000),
  rooms_lte: int(0, 10_000),
  energyRating_lte: Type.Optional(
    StringEnum(ENERGY_RATINGS, {
      description: 'energy class at most this one, best first (A+ < A < B < … < G); listings without a class are left out',
    }),
  ),
  ...perFacet((f) => listText(FACETS[f])),
  orderBy: Type.Optional(StringEnum(ORDER_BY, { default: 'newest' })),
  topOffersSeparately: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'true: up to 4 current top offers matching the filters go to topOffers and are left out of values and meta.total on every page',
    }),
  ),
  fields: Type.Optional(
    StringEnum(['card'] as const, {
      description:
        '`card`: what a result card shows — each listing with its cover photo only, and its description, details and facet lists left empty (the listing page reads the whole listing)',
    }),
  ),
  'owner._id': Type.Optional(Type.String({ maxLength: 100 })),
  'geoData.countryCode': Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  bbox: Type.Optional(
    Type.String({
      maxLength: 120,
      description:
        'the map rectangle `south,west,north,east` in decimal degrees (latitudes -90..90, south ≤ north; longitudes -180..180); west > east crosses the antimeridian (docs/decisions/0015)',
    }),
  ),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** `GET /api/estate/my`: a page of the caller's own estates, optionally of one status. */
export const MyEstatesQuery = Type.Object({
  ...pagingQuery(DEFAULT_ON_PAGE),
  status: Type.Optional(StringEnum(ESTATE_STATUSES)),
  currency: Type.Optional(StringEnum(CURRENCIES)),
});
export type MyEstatesQuery = Static<typeof MyEstatesQuery>;

export const AliasParams = Type.Object({ aliasId: Type.String({ minLength: 1, maxLength: 200 }) });
export const CurrencyQuery = Type.Object({ currency: Type.Optional(StringEnum(CURRENCIES)) });

/** One estate's query (and the favourites'): prices in `currency`; title and description in `lang` where a machine translation exists (issue 26). */
export const EstateQuery = Type.Object({
  currency: Type.Optional(StringEnum(CURRENCIES)),
  lang: Type.Optional(
    StringEnum(LANGUAGES, {
      description:
        'the reader’s language: where the lister wrote no text in it, title[lang] and description[lang] carry a machine translation when one was made, with the original and the engine beside them',
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Create and change

const GeoDataInput = Type.Object(
  {
    countryCode: Type.String({ pattern: '^[A-Za-z]{2}$' }),
    area: Type.Optional(NullablePrimitive(Type.String({ maxLength: ESTATE_LIMITS.area }))),
    city: NotBlank(ESTATE_LIMITS.city),
    address: Type.Optional(NullablePrimitive(Type.String({ maxLength: ESTATE_LIMITS.address }))),
    lat: Type.Optional(NullablePrimitive(Type.Number({ minimum: -90, maximum: 90 }))),
    lng: Type.Optional(NullablePrimitive(Type.Number({ minimum: -180, maximum: 180 }))),
  },
  { additionalProperties: false },
);

const count = (max: number) => Type.Optional(NullablePrimitive(Type.Integer({ minimum: 0, maximum: max })));
const amount = () => Type.Optional(NullablePrimitive(Type.Number({ minimum: 0, maximum: 10_000_000_000 })));
const mediaPath = Type.String({ maxLength: 300, pattern: '^/media/[A-Za-z0-9/._-]+$' });

const DistancesInput = Type.Object(
  Object.fromEntries(DISTANCE_KEYS.map((k) => [k, Type.Optional(Type.Number({ minimum: 0, maximum: 20_000 }))])) as {
    [K in DistanceKey]: TOptional<ReturnType<typeof Type.Number>>;
  },
  { additionalProperties: false },
);

export const DetailsInput = Type.Object(
  {
    location: Type.Optional(Localized(Type.String({ maxLength: ESTATE_LIMITS.location }))),
    commission: Type.Optional(NullablePrimitive(Type.String({ maxLength: ESTATE_LIMITS.commission }))),
    extraCosts: amount(),
    deposit: amount(),
    priceNegotiable: Type.Optional(Type.Boolean()),
    availableFrom: Type.Optional(NullablePrimitive(Type.String({ format: 'date' }))),
    availableTo: Type.Optional(NullablePrimitive(Type.String({ format: 'date' }))),
    plotArea: Type.Optional(NullablePrimitive(Type.Number({ minimum: 0, maximum: 100_000_000 }))),
    floor: Type.Optional(NullablePrimitive(Type.Integer({ minimum: -5, maximum: 300 }))),
    floors: Type.Optional(NullablePrimitive(Type.Integer({ minimum: 1, maximum: 300 }))),
    kitchens: count(100),
    bathrooms: count(100),
    toilets: count(100),
    parkingPlaces: count(10_000),
    distances: Type.Optional(DistancesInput),
    listedBuilding: Type.Optional(Type.Boolean()),
    floorPlans: Type.Optional(Type.Array(mediaPath, { maxItems: 20 })),
    documents: Type.Optional(Type.Array(mediaPath, { maxItems: 20 })),
  },
  { additionalProperties: false },
);

/**
 * The energy certificate: a class and kind, its value in kWh/m²a (optional: feeds may give the class
 * alone) and optionally its expiry, or `{exempt: true}` (listed buildings and the like); null clears it. One object with every key optional, so a bad key
 * is named on its own (`energy.rating`); the api then requires the certificate's keys unless exempt
 * (api/estates/energy.ts).
 */
export const EnergyInput = NullablePrimitive(
  Type.Object(
    {
      exempt: Type.Optional(Type.Boolean()),
      rating: Type.Optional(StringEnum(ENERGY_RATINGS)),
      value: Type.Optional(Type.Number({ minimum: 0, maximum: ENERGY_VALUE_MAX })),
      unit: Type.Optional(StringEnum([ENERGY_UNIT] as const)),
      kind: Type.Optional(StringEnum(ENERGY_KINDS)),
      validUntil: Type.Optional(NullablePrimitive(Type.String({ format: 'date' }))),
    },
    { additionalProperties: false },
  ),
);

/**
 * A video (YouTube or Vimeo, kept as provider and id) or tour link (https on an allowed host); null
 * clears it. The api checks the shapes (shared/core/media-links.ts); no description here: the browser
 * bundle carries these schemas (the first-load budget).
 */
const mediaLink = () => NullablePrimitive(Type.String({ maxLength: MEDIA_LINK_MAX }));

// a space must be above zero: 0.01 m² is the least the form and the api take
const space = () => Type.Number({ minimum: 0.01, maximum: 1_000_000 });

function estateFields() {
  return {
    dealType: StringEnum(DEAL_TYPES),
    estateType: StringEnum(ESTATE_TYPES),
    title: Localized(NotBlank(ESTATE_LIMITS.title), { minProperties: 1 }),
    description: Type.Optional(Localized(Type.String({ maxLength: ESTATE_LIMITS.description }))),
    price: Type.Number({ minimum: 0, maximum: 10_000_000_000 }),
    currency: StringEnum(CURRENCIES),
    geoData: GeoDataInput,
    buildYear: Type.Optional(NullablePrimitive(Type.Integer({ minimum: MIN_BUILD_YEAR, maximum: maxBuildYear() }))),
    livingSpace: space(),
    totalSpace: Type.Optional(NullablePrimitive(space())),
    rooms: Type.Integer({ minimum: 1, maximum: 1000 }),
    bedrooms: Type.Optional(NullablePrimitive(Type.Integer({ minimum: 0, maximum: 1000 }))),
    ...perFacet((f) => Type.Array(StringEnum(FACETS[f]), { uniqueItems: true, maxItems: FACETS[f].length })),
    details: Type.Optional(DetailsInput),
    energy: Type.Optional(EnergyInput),
    videoUrl: Type.Optional(mediaLink()),
    tourUrl: Type.Optional(mediaLink()),
    externalRef: Type.Optional(NullablePrimitive(Type.String({ maxLength: ESTATE_LIMITS.externalRef }))),
  };
}

/** `POST /api/estate`: a whole listing; it is published unless `status` is draft. */
export const CreateEstateBody = Body({ ...estateFields(), status: Type.Optional(StringEnum(['draft', 'published'] as const)) });
/** The body of `POST /api/estate`. */
export type EstateInput = Static<typeof CreateEstateBody>;

const optionalAll = <T extends Record<string, TSchema>>(props: T) =>
  Object.fromEntries(Object.entries(props).map(([k, s]) => [k, Type.Optional(s)])) as { [K in keyof T]: TOptional<T[K]> };

/** `PATCH /api/estate/{aliasId}`: any of the fields of a listing, at least one; status may archive. */
export const PatchEstateBody = Body({ ...optionalAll(estateFields()), status: Type.Optional(StringEnum(ESTATE_STATUSES)) }, { minProperties: 1 });
export type EstatePatch = Static<typeof PatchEstateBody>;

// ---------------------------------------------------------------------------------------------
// Photos

export const PhotoAliasParams = Type.Object({ aliasId: Id });
export const PhotoParams = Type.Object({ aliasId: Id, photoId: Id });

/** `PATCH /api/estate/{aliasId}/photos/order`: every photo id of the estate once, the cover first. */
export const PhotoOrderBody = Body({ order: Type.Array(Id, { maxItems: MAX_PHOTOS_PER_ESTATE }) });
export type PhotoOrderBody = Static<typeof PhotoOrderBody>;
