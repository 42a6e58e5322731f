// Estates as the api answers them (a listing with its owner, photos and the price converted into the
// caller's currency; lists and search results) and the estate endpoints: search, own list, one
// estate, create, change, delete, and the photos of an estate. What they take is in estate-inputs.ts.
import { Type, type Static, type TArray, type TString } from 'typebox';
import { CURRENCIES, ESTATE_MODERATIONS, ESTATE_STATUSES, LANGUAGES, USER_TITLES, type EstateModeration } from '../core/constants.ts';
import { DEAL_TYPES, DISTANCE_KEYS, ESTATE_TYPES, FACET_FIELDS, ORDER_BY, type DistanceKey, type FacetField } from '../search/facets.ts';
import { QUALITY_ITEMS } from '../core/quality.ts';
import { ListMeta, LocalizedText, Nullable, StringEnum } from './common.ts';
import { endpoint, errorResponses, NoContent } from './http.ts';
import { PlaceSuggestion } from './places.ts';
import { EstateDocument } from './documents.ts';
import { ENERGY_KINDS, ENERGY_RATINGS, ENERGY_UNIT } from '../core/energy.ts';
import { VIDEO_PROVIDERS } from '../core/media-hosts.ts';
import {
  AliasParams,
  CreateEstateBody,
  EstateQuery,
  MyEstatesQuery,
  PatchEstateBody,
  PhotoAliasParams,
  PhotoOrderBody,
  PhotoParams,
  SearchQuery,
} from './estate-inputs.ts';

export type { EstateModeration };

export * from './estate-inputs.ts';

// ---------------------------------------------------------------------------------------------
// Entities

export const EstatePhoto = Type.Object(
  {
    _id: Type.String(),
    url: Type.String({ description: '/media/<storage key>' }),
    position: Type.Integer({ description: '0 is the cover' }),
    width: Nullable(Type.Integer()),
    height: Nullable(Type.Integer()),
  },
  { title: 'EstatePhoto' },
);
export type EstatePhoto = Static<typeof EstatePhoto>;

/** The person who lists an estate, as the listing shows them. */
export const EstateOwner = Type.Object(
  {
    _id: Type.String(),
    aliasId: Type.String(),
    title: StringEnum(USER_TITLES),
    firstName: Type.String(),
    lastName: Type.String(),
    isRealtor: Type.Boolean(),
    company: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    verified: Type.Optional(Type.Boolean({ description: 'a realtor an admin has verified (issue 23): the badge' })),
  },
  { title: 'EstateOwner' },
);
export type EstateOwner = Static<typeof EstateOwner>;

/** A place's name in each interface language. */
export const PlaceNames = Type.Object({ en: Type.String(), de: Type.String(), ru: Type.String(), es: Type.String() }, { title: 'PlaceNames' });
export type PlaceNames = Static<typeof PlaceNames>;

export const EstateGeoData = Type.Object(
  {
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-2, upper case' }),
    area: Nullable(Type.String()),
    city: Type.String(),
    address: Nullable(Type.String()),
    lat: Nullable(Type.Number()),
    lng: Nullable(Type.Number()),
    placeId: Type.Optional(Nullable(Type.String({ description: 'the place of the place index (GET /api/places) it is in' }))),
    names: Type.Optional(
      Type.Object(
        { city: Nullable(PlaceNames), area: Nullable(PlaceNames) },
        { description: 'city and area (or region) in every language, from the place index' },
      ),
    ),
  },
  { title: 'EstateGeoData' },
);
export type EstateGeoData = Static<typeof EstateGeoData>;

const NullableNumber = () => Type.Optional(Nullable(Type.Number()));

/** The further fields of a listing, all optional; distances in km. */
export const EstateDetails = Type.Object(
  {
    location: Type.Optional(LocalizedText),
    commission: Type.Optional(Nullable(Type.String())),
    extraCosts: NullableNumber(),
    deposit: NullableNumber(),
    priceNegotiable: Type.Optional(Type.Boolean()),
    availableFrom: Type.Optional(Nullable(Type.String())),
    availableTo: Type.Optional(Nullable(Type.String())),
    plotArea: NullableNumber(),
    floor: NullableNumber(),
    floors: NullableNumber(),
    kitchens: NullableNumber(),
    bathrooms: NullableNumber(),
    toilets: NullableNumber(),
    parkingPlaces: NullableNumber(),
    distances: Type.Optional(
      Type.Object(
        Object.fromEntries(DISTANCE_KEYS.map((k) => [k, Type.Optional(Type.Number())])) as {
          [K in DistanceKey]: ReturnType<typeof Type.Optional<ReturnType<typeof Type.Number>>>;
        },
      ),
    ),
    listedBuilding: Type.Optional(Type.Boolean()),
    floorPlans: Type.Optional(Type.Array(Type.String())),
    documents: Type.Optional(Type.Array(Type.String())),
  },
  { title: 'EstateDetails', additionalProperties: true },
);
export type EstateDetails = Static<typeof EstateDetails>;

/** The energy certificate as answered: a class with its value, or exempt. */
export const EstateEnergy = Type.Union(
  [
    Type.Object({
      rating: StringEnum(ENERGY_RATINGS),
      value: Type.Optional(Type.Number({ description: 'in the unit; absent when the source gave the class alone (a Kyero feed)' })),
      unit: StringEnum([ENERGY_UNIT] as const),
      kind: StringEnum(ENERGY_KINDS),
      validUntil: Type.Optional(Nullable(Type.String({ description: 'YYYY-MM-DD' }))),
    }),
    Type.Object({ exempt: Type.Literal(true) }),
  ],
  { title: 'EstateEnergy' },
);
export type EstateEnergy = Static<typeof EstateEnergy>;

/** A listing's video: the provider and its id; the page embeds the privacy-enhanced player. */
export const EstateVideo = Type.Object({ provider: StringEnum(VIDEO_PROVIDERS), id: Type.String() }, { title: 'EstateVideo' });
export type EstateVideo = Static<typeof EstateVideo>;

const facetLists = Object.fromEntries(FACET_FIELDS.map((f) => [f, Type.Array(Type.String())])) as { [F in FacetField]: TArray<TString> };

/** How a text was machine-translated: the engine and the language of the original (issue 26). */
export const MachineTranslation = Type.Object(
  { provider: StringEnum(['libretranslate', 'deepl'] as const), from: StringEnum(LANGUAGES) },
  { title: 'MachineTranslation' },
);
export type MachineTranslation = Static<typeof MachineTranslation>;

/** Only in answers asked with `lang` (one estate, search, favourites): which language title[lang] and description[lang] are in, and, when machine-translated, the original. */
const translationFields = {
  titleLanguage: Type.Optional(
    StringEnum(LANGUAGES, { description: 'with lang: the language of the title to show (lang, or the original’s when there is no text in lang)' }),
  ),
  titleOriginal: Type.Optional(Type.String({ description: 'with lang, when title[lang] is a machine translation: the original title' })),
  titleTranslation: Type.Optional(MachineTranslation),
  descriptionLanguage: Type.Optional(
    StringEnum(LANGUAGES, {
      description: 'with lang: the language of the description to show (lang, or the original’s when there is no text in lang)',
    }),
  ),
  descriptionOriginal: Type.Optional(
    Type.String({ description: 'with lang, when description[lang] is a machine translation: the original (sanitized HTML) in translation.from' }),
  ),
  translation: Type.Optional(MachineTranslation),
};

export const Estate = Type.Object(
  {
    _id: Type.String(),
    aliasId: Type.String(),
    dealType: StringEnum(DEAL_TYPES),
    estateType: StringEnum(ESTATE_TYPES),
    title: LocalizedText,
    description: LocalizedText,
    price: Type.Number(),
    currency: StringEnum(CURRENCIES),
    priceConverted: Type.Object(
      { amount: Type.Number(), currency: StringEnum(CURRENCIES) },
      { description: 'the price in the currency asked for (the listing’s own when none was)' },
    ),
    /** the price before the latest change, when that change lowered it (the "reduced" badge); null otherwise */
    previousPrice: Type.Optional(Nullable(Type.Object({ amount: Type.Number(), currency: StringEnum(CURRENCIES) }))),
    geoData: EstateGeoData,
    buildYear: Nullable(Type.Integer()),
    livingSpace: Type.Number(),
    totalSpace: Nullable(Type.Number()),
    rooms: Type.Integer(),
    bedrooms: Nullable(Type.Integer()),
    ...facetLists,
    details: EstateDetails,
    energy: Type.Optional(Nullable(EstateEnergy)),
    video: Type.Optional(Nullable(EstateVideo)),
    videoUrl: Type.Optional(Nullable(Type.String())),
    tourUrl: Type.Optional(Nullable(Type.String())),
    status: StringEnum(ESTATE_STATUSES),
    moderation: Type.Optional(
      StringEnum(ESTATE_MODERATIONS, {
        description:
          'the operators’ review, only when not approved (so only its owner and operators ever see it): pending = waiting for review, rejected, unpublished',
      }),
    ),
    moderationReason: Type.Optional(Nullable(Type.String({ description: 'why an operator rejected or unpublished it' }))),
    photos: Type.Array(EstatePhoto),
    documents: Type.Optional(
      Type.Array(EstateDocument, {
        description: 'floor plans and documents in their order; absent when there are none (one estate and the own list; not in search results)',
      }),
    ),
    owner: EstateOwner,
    isTopOffer: Type.Boolean(),
    topOfferUntil: Nullable(Type.String()),
    isNew: Type.Boolean({ description: 'published within the last days (shared/search/facets.ts NEW_ESTATE_DAYS)' }),
    views: Type.Integer(),
    externalRef: Nullable(Type.String({ description: 'the lister’s own reference' })),
    publishedAt: Nullable(Type.String()),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    confirmedAt: Type.Optional(
      Type.String({
        description: 'when the owner last confirmed it is still on the market: an edit, the freshness mail’s link or an import (issue 24)',
      }),
    ),
    updatedDaysAgo: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'whole days since confirmedAt (else updatedAt) when the api answered: "updated N days ago", the same words on the server and at hydration',
      }),
    ),
    ...translationFields,
    quality: Type.Optional(
      Type.Object(
        {
          score: Type.Integer({ minimum: 0, maximum: 100 }),
          missing: Type.Array(StringEnum(QUALITY_ITEMS), { description: 'what would raise the score, the item worth most first' }),
        },
        { description: 'only in GET /api/estate/my: the quality score (shared/core/quality.ts, docs/listing-quality.md)' },
      ),
    ),
  },
  { title: 'Estate' },
);
export type Estate = Static<typeof Estate>;

/** A page of estates. */
export const EstateList = Type.Object({ meta: ListMeta, values: Type.Array(Estate) }, { title: 'EstateList' });
export type EstateList = Static<typeof EstateList>;

export const EstateSearchMeta = Type.Object({
  page: Type.Integer(),
  onPage: Type.Integer(),
  totalPages: Type.Integer(),
  /** exact up to SEARCH_EXACT_TOTAL (shared/contract/limits.ts) matches; beyond, an estimate */
  total: Type.Integer(),
  /** false when `total` is the database's estimate of a larger number of matches */
  totalExact: Type.Boolean(),
  lang: StringEnum(LANGUAGES),
  orderBy: StringEnum(ORDER_BY),
  countryCode: Nullable(Type.String()),
  currency: StringEnum(CURRENCIES),
  place: Type.Optional(Nullable(PlaceSuggestion)),
});
export type EstateSearchMeta = Static<typeof EstateSearchMeta>;

/** A page of a search, with current top offers apart when asked (`topOffersSeparately`). */
export const EstateSearchResult = Type.Object(
  { meta: EstateSearchMeta, values: Type.Array(Estate), topOffers: Type.Array(Estate) },
  { title: 'EstateSearchResult' },
);
export type EstateSearchResult = Static<typeof EstateSearchResult>;

/** The photos of an estate in their order, the cover first. */
export const EstatePhotoList = Type.Object({ photos: Type.Array(EstatePhoto) }, { title: 'EstatePhotoList' });
export type EstatePhotoList = Static<typeof EstatePhotoList>;

export const AddedPhotos = Type.Object({
  photos: Type.Array(EstatePhoto),
  added: Type.Array(Type.String(), { description: 'the ids of the new photos' }),
});
export type AddedPhotos = Static<typeof AddedPhotos>;

// ---------------------------------------------------------------------------------------------
// Endpoints

const tags = ['estates'] as const;
const photoTags = ['estate photos'] as const;

export const searchEstates = endpoint({
  method: 'GET',
  path: '/api/estate/search',
  operationId: 'searchEstates',
  summary: 'Search published estates',
  description:
    'Every filter of the search state; list values match any of their values; prices compare in eur after conversion. Empty fields (`price_gte=`) mean no filter.',
  tags,
  access: 'public',
  querystring: SearchQuery,
  response: { 200: EstateSearchResult, ...errorResponses(400) },
});

export const listMyEstates = endpoint({
  method: 'GET',
  path: '/api/estate/my',
  operationId: 'listMyEstates',
  summary: 'The signed-in user’s own estates, newest change first',
  tags,
  access: 'session',
  querystring: MyEstatesQuery,
  response: { 200: EstateList, ...errorResponses(400, 401) },
});

export const getEstate = endpoint({
  method: 'GET',
  path: '/api/estate/{aliasId}',
  operationId: 'getEstate',
  summary: 'One estate; drafts and archived ones only for their owner',
  tags,
  access: 'optional',
  params: AliasParams,
  querystring: EstateQuery,
  response: { 200: Estate, ...errorResponses(400, 404) },
});

export const createEstate = endpoint({
  method: 'POST',
  path: '/api/estate',
  operationId: 'createEstate',
  summary: 'Create an estate',
  description: 'It is published, using a PUBLICATION resource of the user’s plans, unless status is "draft".',
  tags,
  access: 'session',
  body: CreateEstateBody,
  response: { 201: Estate, ...errorResponses(400, 401, 403, 409) },
});

export const updateEstate = endpoint({
  method: 'PATCH',
  path: '/api/estate/{aliasId}',
  operationId: 'updateEstate',
  summary: 'Change an estate (owner only)',
  description: 'Publishing it again uses a PUBLICATION resource.',
  tags,
  access: 'session',
  params: AliasParams,
  body: PatchEstateBody,
  response: { 200: Estate, ...errorResponses(400, 401, 403, 404, 409) },
});

export const deleteEstate = endpoint({
  method: 'DELETE',
  path: '/api/estate/{aliasId}',
  operationId: 'deleteEstate',
  summary: 'Delete an estate and its photos (owner only)',
  tags,
  access: 'session',
  params: AliasParams,
  response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
});

export const listEstatePhotos = endpoint({
  method: 'GET',
  path: '/api/estate/{aliasId}/photos',
  operationId: 'listEstatePhotos',
  summary: 'The photos of an own estate',
  tags: photoTags,
  access: 'session',
  params: PhotoAliasParams,
  response: { 200: EstatePhotoList, ...errorResponses(400, 401, 403, 404) },
});

export const uploadEstatePhotos = endpoint({
  method: 'POST',
  path: '/api/estate/{aliasId}/photos',
  operationId: 'uploadEstatePhotos',
  summary: 'Add photos to an own estate',
  description:
    'One or more JPEG, PNG or WebP files as file parts; each is recognised by its content and stored re-encoded. One bad file refuses the whole request.',
  tags: photoTags,
  access: 'session',
  params: PhotoAliasParams,
  consumes: 'multipart/form-data',
  response: { 201: AddedPhotos, ...errorResponses(400, 401, 403, 404, 413, 415) },
});

export const reorderEstatePhotos = endpoint({
  method: 'PATCH',
  path: '/api/estate/{aliasId}/photos/order',
  operationId: 'reorderEstatePhotos',
  summary: 'Put the photos of an own estate in a new order',
  tags: photoTags,
  access: 'session',
  params: PhotoAliasParams,
  body: PhotoOrderBody,
  response: { 200: EstatePhotoList, ...errorResponses(400, 401, 403, 404) },
});

export const deleteEstatePhoto = endpoint({
  method: 'DELETE',
  path: '/api/estate/{aliasId}/photos/{photoId}',
  operationId: 'deleteEstatePhoto',
  summary: 'Remove a photo of an own estate',
  tags: photoTags,
  access: 'session',
  params: PhotoParams,
  response: { 200: EstatePhotoList, ...errorResponses(400, 401, 403, 404) },
});
