// What the server-rendered document hands to the browser: translations, the browser-visible
// configuration and the preloaded state. Plain types, not api shapes: this module emits no code.
import type { Currency, Language } from '../core/constants.ts';
import type { CurrencyInfo } from './geodata.ts';

/** i18next's resource store: language → namespace → nested keys. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
export type TranslationStore = Partial<Record<Language, Record<string, TranslationTree>>>;

/** The browser-visible subset of the configuration. */
export interface PublicConfig {
  stripePublishableKey?: string;
  analyticsId?: string;
  /** the map's tile URL template and its attribution as plain text (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) */
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** the stylesheet of the map chunk (Leaflet's and ours), from the build's manifest */
  mapCss?: string;
}

/**
 * The JSON the renderer embeds (escaped) in the document and the client hydrates from. Page data
 * and is404 are used on the first load only.
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
  /** the namespaces the page's render used, in its language (the rest: /locales/{lng}/{ns}.{localesVersion}.json) */
  translations: TranslationStore;
  /** the translations' version, part of their cacheable URLs */
  localesVersion?: string;
  /** the redux state after the server's sagas ran, by feature (slice) name */
  stores: Record<string, unknown>;
  publicConfig?: PublicConfig;
}
