// Isomorphic constants (docs/product.md). No imports of our own code, no React, no Node APIs.

export const LANGUAGES = ['en', 'de', 'ru', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'en';

export const CURRENCIES = ['eur', 'usd', 'rub'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'eur';
export const CURRENCY_SIGNS: Record<Currency, string> = { eur: '€', usd: '$', rub: '₽' };

export const FETCH_STATUS = {
  notFetched: 'notFetched',
  fetching: 'fetching',
  success: 'success',
  failed: 'failed',
} as const;
export type FetchStatus = (typeof FETCH_STATUS)[keyof typeof FETCH_STATUS];
export const isFetched = (s: FetchStatus): boolean => s === 'success' || s === 'failed';

export const RESOURCE_TYPES = ['PUBLICATION', 'TOP_OFFER'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const UNLIMITED = -1;

export const ARTICLE_TYPES = ['article', 'page', 'news'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'unpaid', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const LEGACY_FREE_PLAN_ID = 'legacy-free';

export const ESTATE_STATUSES = ['draft', 'published', 'archived'] as const;
export type EstateStatus = (typeof ESTATE_STATUSES)[number];
/** An estate's review by the operators (issue 23): only `approved` listings are public. */
export const ESTATE_MODERATIONS = ['approved', 'pending', 'rejected', 'unpublished'] as const;
export type EstateModeration = (typeof ESTATE_MODERATIONS)[number];

export const USER_TITLES = ['mr', 'mrs', 'ms', 'dr', 'none'] as const;
export type UserTitle = (typeof USER_TITLES)[number];

/** Static pages and the article ids that hold their text (docs/product.md). */
export const STATIC_PAGE_ARTICLE_IDS = {
  '/terms': 'terms-and-conds',
  '/privacy-policy': 'privacy-policy',
  '/revocation-instruction': 'revocation-instructions',
  '/impressum': 'impressum',
} as const;

export const TIMING = {
  chunkLoadTimeoutMs: 120_000,
  componentLoadTimeoutMs: 15_000,
  messageRefreshMs: 300_000,
  scrollToTopDelayMs: 100,
  scrollToTopDurationMs: 1_000,
  translationRetries: 5,
  translationRetryDelayMs: 250,
} as const;

export const DEFAULT_PAGE = 1;
export const ANALYTICS_TLDS = ['com', 'ru', 'de'] as const;
export type AnalyticsTld = (typeof ANALYTICS_TLDS)[number];

/** User tags with a meaning in the product (docs/product.md). */
export const USER_TAGS = { incorrectGeoData: 'incorrectGeoData' } as const;
export type UserTag = (typeof USER_TAGS)[keyof typeof USER_TAGS];

/** The states of an operator-written article, news item or page. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** How an operator wrote a body: Markdown (the editor's) or HTML (the seed's). */
export const CONTENT_FORMATS = ['markdown', 'html'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** The deepest map zoom the clusters call answers for. */
export const CLUSTERS_MAX_ZOOM = 20;
