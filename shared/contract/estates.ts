// JSON schemas of the estate routes: the search querystring, the create and patch bodies (ranges and
// value sets of DOMAIN.md), and the estate as answered. TypeBox, emitted as plain JSON Schema.
import { Type, type Static, type TSchema } from 'typebox';
import { CURRENCIES, ESTATE_STATUSES, LANGUAGES } from '../constants.ts';
import { DEAL_TYPES, DISTANCE_KEYS, ESTATE_TYPES, FACETS, FACET_FIELDS, ORDER_BY } from '../facets.ts';
import { ListMeta as ListMetaSchema, MAX_ON_PAGE, StringEnum } from './common.ts';

/** `{type: [t, 'null']}`: a nullable primitive with plain error messages. */
function Nullable<T extends TSchema>(schema: T) {
  const s = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [s.type, 'null'] });
}

export const MAX_BUILD_YEAR_AHEAD = 5;
export const MIN_BUILD_YEAR = 1500;
const maxBuildYear = () => new Date().getUTCFullYear() + MAX_BUILD_YEAR_AHEAD;

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const Localized = (text: TSchema, options: Record<string, unknown> = {}) =>
  Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(text)])), {
    additionalProperties: false,
    ...options,
  });

// ---------------------------------------------------------------------------------------------
// Search

const listOf = (values: readonly string[]) =>
  Type.Optional(Type.String({ maxLength: 500, description: `comma list, any of: ${values.join(', ')}` }));

const int = (min: number, max = 1_000_000_000_000) => Type.Optional(Type.Integer({ minimum: min, maximum: max }));

export const SearchQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  onPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ON_PAGE, default: 20 })),
  lang: Type.Optional(StringEnum(LANGUAGES)),
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
  ...Object.fromEntries(FACET_FIELDS.map((f) => [f, listOf(FACETS[f])])),
  orderBy: Type.Optional(StringEnum(ORDER_BY, { default: 'newest' })),
  topOffersSeparately: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'true: up to 4 current top offers matching the filters go to topOffers and are left out of values and meta.total on every page',
    }),
  ),
  'owner._id': Type.Optional(Type.String({ maxLength: 100 })),
  'geoData.countryCode': Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
});

export const MyQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  onPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ON_PAGE, default: 20 })),
  status: Type.Optional(StringEnum(ESTATE_STATUSES)),
  currency: Type.Optional(StringEnum(CURRENCIES)),
});

export const AliasParams = Type.Object({ aliasId: Type.String({ minLength: 1, maxLength: 200 }) });
export const CurrencyQuery = Type.Object({ currency: Type.Optional(StringEnum(CURRENCIES)) });

// ---------------------------------------------------------------------------------------------
// Create and change

const GeoDataInput = Type.Object(
  {
    countryCode: Type.String({ pattern: '^[A-Za-z]{2}$' }),
    area: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    city: Text(100),
    address: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    lng: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  },
  { additionalProperties: false },
);

const count = (max: number) => Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: max })));
const amount = () => Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10_000_000_000 })));
const mediaPath = Type.String({ maxLength: 300, pattern: '^/media/[A-Za-z0-9/._-]+$' });

export const DetailsInput = Type.Object(
  {
    location: Type.Optional(Localized(Type.String({ maxLength: 300 }))),
    commission: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    extraCosts: amount(),
    deposit: amount(),
    priceNegotiable: Type.Optional(Type.Boolean()),
    availableFrom: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    availableTo: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    plotArea: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000_000 }))),
    floor: Type.Optional(Nullable(Type.Integer({ minimum: -5, maximum: 300 }))),
    floors: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 300 }))),
    kitchens: count(100),
    bathrooms: count(100),
    toilets: count(100),
    parkingPlaces: count(10_000),
    distances: Type.Optional(
      Type.Object(Object.fromEntries(DISTANCE_KEYS.map((k) => [k, Type.Optional(Type.Number({ minimum: 0, maximum: 20_000 }))])), {
        additionalProperties: false,
      }),
    ),
    listedBuilding: Type.Optional(Type.Boolean()),
    floorPlans: Type.Optional(Type.Array(mediaPath, { maxItems: 20 })),
    documents: Type.Optional(Type.Array(mediaPath, { maxItems: 20 })),
  },
  { additionalProperties: false },
);

const facetInputs = Object.fromEntries(
  FACET_FIELDS.map((f) => [f, Type.Optional(Type.Array(StringEnum(FACETS[f]), { uniqueItems: true, maxItems: FACETS[f].length }))]),
);

function estateFields() {
  return {
    dealType: StringEnum(DEAL_TYPES),
    estateType: StringEnum(ESTATE_TYPES),
    title: Localized(Text(200), { minProperties: 1 }),
    description: Type.Optional(Localized(Type.String({ maxLength: 20_000 }))),
    price: Type.Number({ minimum: 0, maximum: 10_000_000_000 }),
    currency: StringEnum(CURRENCIES),
    geoData: GeoDataInput,
    buildYear: Type.Optional(Nullable(Type.Integer({ minimum: MIN_BUILD_YEAR, maximum: maxBuildYear() }))),
    livingSpace: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
    totalSpace: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }))),
    rooms: Type.Integer({ minimum: 1, maximum: 1000 }),
    bedrooms: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
    ...facetInputs,
    details: Type.Optional(DetailsInput),
    externalRef: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  };
}

export const CreateEstateBody = Type.Object(
  { ...estateFields(), status: Type.Optional(StringEnum(['draft', 'published'] as const)) },
  { additionalProperties: false },
);

const optionalAll = <T extends Record<string, TSchema>>(props: T) =>
  Object.fromEntries(Object.entries(props).map(([k, s]) => [k, Type.Optional(s)])) as { [K in keyof T]: ReturnType<typeof Type.Optional<T[K]>> };

export const PatchEstateBody = Type.Object(
  { ...optionalAll(estateFields()), status: Type.Optional(StringEnum(ESTATE_STATUSES)) },
  { additionalProperties: false, minProperties: 1 },
);

// ---------------------------------------------------------------------------------------------
// Answers

const TextMap = Type.Record(Type.String(), Type.String());
const NullableNumber = Nullable(Type.Number());
const NullableString = Nullable(Type.String());

export const EstateSchema = Type.Object({
  _id: Type.String(),
  aliasId: Type.String(),
  dealType: Type.String(),
  estateType: Type.String(),
  title: TextMap,
  description: TextMap,
  price: Type.Number(),
  currency: Type.String(),
  priceConverted: Type.Object({ amount: Type.Number(), currency: Type.String() }),
  geoData: Type.Object({
    countryCode: Type.String(),
    area: NullableString,
    city: Type.String(),
    address: NullableString,
    lat: NullableNumber,
    lng: NullableNumber,
  }),
  buildYear: Nullable(Type.Integer()),
  livingSpace: Type.Number(),
  totalSpace: NullableNumber,
  rooms: Type.Integer(),
  bedrooms: Nullable(Type.Integer()),
  ...Object.fromEntries(FACET_FIELDS.map((f) => [f, Type.Array(Type.String())])),
  details: Type.Object({}, { additionalProperties: true }),
  status: Type.String(),
  photos: Type.Array(
    Type.Object({ _id: Type.String(), url: Type.String(), position: Type.Integer(), width: Nullable(Type.Integer()), height: Nullable(Type.Integer()) }),
  ),
  owner: Type.Object({
    _id: Type.String(),
    aliasId: Type.String(),
    title: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    isRealtor: Type.Boolean(),
    company: NullableString,
    phone: NullableString,
  }),
  isTopOffer: Type.Boolean(),
  topOfferUntil: NullableString,
  isNew: Type.Boolean(),
  views: Type.Integer(),
  externalRef: NullableString,
  publishedAt: NullableString,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const EstateListSchema = Type.Object({ meta: ListMetaSchema, values: Type.Array(EstateSchema) });

export const SearchResultSchema = Type.Object({
  meta: Type.Object({
    page: Type.Integer(),
    onPage: Type.Integer(),
    totalPages: Type.Integer(),
    total: Type.Integer(),
    lang: Type.String(),
    orderBy: Type.String(),
    countryCode: NullableString,
    currency: Type.String(),
  }),
  values: Type.Array(EstateSchema),
  topOffers: Type.Array(EstateSchema),
});
