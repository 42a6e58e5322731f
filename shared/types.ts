// Entity types (SPEC §3) and the JSON shapes of the API (ARCHITECTURE.md "API"). Types only: this
// module emits no code. Every entity has a string `_id`; dates travel as ISO 8601 strings.
import type {
  ArticleType, Currency, EstateStatus, Language, ResourceType, SubscriptionStatus, UserTitle,
} from './constants.ts';
import type { DealType, DistanceKey, EstateType, FacetField, OrderBy } from './facets.ts';

/** An ISO 8601 timestamp as sent in JSON. */
export type IsoDate = string;

/** Text given per interface language; any language may be missing. */
export type LocalizedText = Partial<Record<Language, string>>;

// ---------------------------------------------------------------------------------------------
// Places

/** Where a user or an estate is: shown as "country, area (unless equal to city), city". */
export interface GeoData {
  /** ISO 3166-1 alpha-2, upper case */
  countryCode: string;
  area?: string | null;
  city: string;
}
/** SPEC §3 calls it Placement; the API calls it geoData. */
export type Placement = GeoData;

export interface EstateGeoData extends GeoData {
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
}

// ---------------------------------------------------------------------------------------------
// Users

/** A user as anyone may see it (realtor directory, estate owner, message party). */
export interface PublicUser {
  _id: string;
  aliasId: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  company?: string | null;
  phone?: string | null;
  /** a realtor's self-description per language */
  about?: LocalizedText;
  language: Language;
  geoData: GeoData;
  /** e.g. USER_TAGS.incorrectGeoData */
  tags: string[];
}

/** The signed-in user's own record: the public fields plus the e-mail address. */
export interface User extends PublicUser {
  email: string;
}

/** The few user fields an estate or a message carries about a person. */
export type UserRef = Pick<PublicUser, '_id' | 'aliasId' | 'title' | 'firstName' | 'lastName' | 'isRealtor'> &
  Partial<Pick<PublicUser, 'company' | 'phone' | 'geoData'>>;

/** `GET /api/user/current`, `POST /api/auth/sign-in` (the api adds `token`; the gateway strips it). */
export interface CurrentUserResponse {
  user: User;
  subscriptions: Subscription[];
  token?: string;
}

/** What the route guards need to know about the visitor (shared/guards.ts). */
export interface Viewer {
  isLoggedIn: boolean;
  tags: readonly string[];
  resources: readonly Resource[];
}

// ---------------------------------------------------------------------------------------------
// Estates

export interface EstatePhoto {
  _id: string;
  /** `/media/<storage_key>` */
  url: string;
  /** 0 is the cover */
  position: number;
  width?: number | null;
  height?: number | null;
}

/** The facets of DOMAIN.md, each a list of value keys of shared/facets.ts FACETS[field]. */
export type EstateFacets = { [F in FacetField]: string[] };

/** The further fields a listing may have (DOMAIN.md "Other fields"); all optional. */
export interface EstateDetails {
  location?: LocalizedText;
  commission?: string | null;
  extraCosts?: number | null;
  deposit?: number | null;
  priceNegotiable?: boolean;
  availableFrom?: IsoDate | null;
  availableTo?: IsoDate | null;
  plotArea?: number | null;
  floor?: number | null;
  floors?: number | null;
  kitchens?: number | null;
  bathrooms?: number | null;
  toilets?: number | null;
  parkingPlaces?: number | null;
  /** km */
  distances?: Partial<Record<DistanceKey, number>>;
  listedBuilding?: boolean;
  floorPlans?: string[];
  documents?: string[];
}

export interface Estate extends EstateFacets {
  _id: string;
  aliasId: string;
  dealType: DealType;
  estateType: EstateType;
  title: LocalizedText;
  description: LocalizedText;
  price: number;
  currency: Currency;
  geoData: EstateGeoData;
  buildYear?: number | null;
  livingSpace: number;
  totalSpace?: number | null;
  rooms: number;
  bedrooms?: number | null;
  details?: EstateDetails;
  status: EstateStatus;
  photos: EstatePhoto[];
  owner: UserRef;
  isTopOffer: boolean;
  /** published within NEW_ESTATE_DAYS */
  isNew?: boolean;
  views?: number;
  /** the lister's own reference number */
  externalRef?: string | null;
  publishedAt?: IsoDate | null;
  createdAt?: IsoDate;
  updatedAt?: IsoDate;
}

/** The body of `POST /api/estate` and (all fields optional) `PATCH /api/estate/{aliasId}`. */
export type EstateInput = Omit<
  Estate,
  '_id' | 'aliasId' | 'photos' | 'owner' | 'isTopOffer' | 'isNew' | 'views' | 'status' | 'publishedAt' |
  'createdAt' | 'updatedAt' | keyof EstateFacets
> & Partial<EstateFacets> & { status?: EstateStatus };

// ---------------------------------------------------------------------------------------------
// Lists

/** Every list answer is `{meta, values}`. */
export interface ListMeta {
  page: number;
  onPage: number;
  totalPages: number;
  total: number;
}

export interface List<T, M extends ListMeta = ListMeta> {
  meta: M;
  values: T[];
}

export interface EstateListMeta extends ListMeta {
  lang?: Language;
  orderBy?: OrderBy;
  countryCode?: string | null;
}

/** `GET /api/estate/search`: top offers come apart when `topOffersSeparately=true`. */
export interface EstateList extends List<Estate, EstateListMeta> {
  topOffers: Estate[];
}

// ---------------------------------------------------------------------------------------------
// Articles

export interface Article {
  _id: string;
  /** the public article id used in URLs (`/article/{slug}`); static pages use terms-and-conds, ... */
  slug: string;
  type: ArticleType;
  language: Language;
  title: string;
  /** plain-text teaser */
  preview: string;
  /** sanitized HTML; feeds may leave it out */
  body?: string;
  image?: string | null;
  publishedAt: IsoDate;
}

export interface ArticleFeedMeta extends ListMeta {
  type?: ArticleType;
  lang?: Language;
}

/** `GET /api/articles/feed/{type}/{lang}` */
export type ArticleFeed = List<Article, ArticleFeedMeta>;

// ---------------------------------------------------------------------------------------------
// Billing

/** A provision resource: limit -1 is unlimited; `used` is filled where the api knows it. */
export interface Resource {
  type: ResourceType;
  limit: number;
  used?: number;
}

export type PlanPeriod = 'month' | 'year';

export interface Plan {
  _id: string;
  name: LocalizedText;
  /** minor units (cents, kopecks) per period in every currency; all 0 for a free plan */
  prices: Record<Currency, number>;
  /** null: endless */
  period: PlanPeriod | null;
  resources: Resource[];
  /** plans this one can be changed to */
  upgradableTo: 'all' | string[];
  isInitial?: boolean;
  isFree?: boolean;
}

export interface Subscription {
  _id: string;
  status: SubscriptionStatus;
  renew: boolean;
  plan: Pick<Plan, '_id' | 'upgradableTo'> & Partial<Pick<Plan, 'name' | 'period' | 'prices'>>;
  /** absent or null: endless */
  currentPeriodEndsAt?: IsoDate | null;
  /** SPEC §3: resources come as an object with meta and values */
  resources: { meta: { total: number }; values: Resource[] };
  createdAt?: IsoDate;
  canceledAt?: IsoDate | null;
}

// ---------------------------------------------------------------------------------------------
// Messages

export interface Message {
  _id: string;
  from: UserRef;
  to: UserRef;
  estate?: { _id: string; aliasId: string; title?: LocalizedText } | null;
  subject: string;
  body: string;
  createdAt: IsoDate;
  readAt: IsoDate | null;
}

/** `POST /api/messages` */
export interface MessageInput {
  /** the recipient's aliasId */
  to: string;
  estateAliasId?: string;
  subject: string;
  body: string;
}

/** `GET /api/messages/unread-amount` */
export interface UnreadAmount {
  unreadAmount: number;
}

// ---------------------------------------------------------------------------------------------
// Countries and currencies

export interface CountryBanner {
  title: LocalizedText;
  text: LocalizedText;
  image?: string | null;
}

/** SPEC §3 "Country info": the country page's text and banner. */
export interface CountryInfo {
  countryCode: string;
  /** sanitized HTML */
  fullText: string;
  info: CountryBanner | null;
}

/** An item of `GET /api/geodata/countries`. */
export interface Country {
  /** ISO 3166-1 alpha-2 */
  code: string;
  numCode: number;
  names: Record<Language, string>;
  hasGuide: boolean;
  /** published estates in the country, where the api counts them */
  estates?: number;
}

/** An item of `GET /api/currencies`: `rate` units of this currency per 1 eur. */
export interface CurrencyInfo {
  code: Currency;
  sign: string;
  rate: number;
}

// ---------------------------------------------------------------------------------------------
// Errors

/** Every error answer of the api and the gateway. */
export interface ApiErrorBody {
  statusCode: number;
  /** the HTTP reason phrase, e.g. "Not Found" */
  error: string;
  message: string;
  /** a catalogue code, e.g. "ESTATE_NOT_FOUND", where the api has one */
  code?: string;
}

// ---------------------------------------------------------------------------------------------
// Server-rendered page → client

/** i18next's resource store: language → namespace → nested keys. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
export type TranslationStore = Partial<Record<Language, Record<string, TranslationTree>>>;

/** The browser-visible subset of the configuration. */
export interface PublicConfig {
  stripePublishableKey?: string;
  analyticsId?: string;
}

/**
 * The JSON the renderer embeds (escaped) in the document and the client hydrates from (SPEC §1,
 * ARCHITECTURE step 7). Page data and is404 are used on the first load only.
 */
export interface PreloadedData {
  /** the page data the route's prefetch loaded, if the route has a page-data call */
  pageData: unknown;
  /** path plus query string of the rendered URL */
  path: string;
  is404: boolean;
  language: Language;
  currency: Currency;
  currencies: CurrencyInfo[];
  /** the host's top-level domain: 'com' | 'ru' | 'de' | another */
  domain: string;
  translations: TranslationStore;
  /** the redux state after the server's sagas ran, by feature (slice) name */
  stores: Record<string, unknown>;
  publicConfig?: PublicConfig;
}
