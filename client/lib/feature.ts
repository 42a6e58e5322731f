// A feature declares itself once, in its folder's `feature.ts` (docs/architecture.md "Client
// features"): its key (= folder name = store key = action-type prefix), its store part (reducer and
// saga, in the first-load code, or a loader of them for a feature the browser fetches with its first
// screen) and its screens, each with its route, the code of the screen, the action that loads its data,
// its title and what its head says to search engines. client/app/features.ts lists the manifests; the
// store, the screen registry, the route table and the document head are derived from that list.
import type { Reducer } from 'redux';
import type { Language } from '../../shared/core/constants.ts';
import type { RouteGuard, RouteMatch } from '../../shared/routing/routes.ts';
import type { HeadContext, HeadFacts } from './head.ts';
import type { ScreenEntry } from './screens.ts';
import type { RootState } from '../store/state.ts';

/** A feature's store part: its reducer and, if it has one, its saga. */
export interface FeatureStore<S = unknown> {
  reducer: Reducer<S>;
  saga?: () => Generator;
}

/** One screen of a feature: where it is, what it loads, and what its document says. */
export interface ScreenDecl extends ScreenEntry {
  /** the route pattern(s) of the screen (`:name` parameters; each matches the whole path) */
  path: string | readonly string[];
  guard?: RouteGuard;
  /** the languages the page is shown in; absent: all */
  languages?: readonly Language[];
  /** search-type pages show no placeholder and do not scroll to top */
  searchType?: boolean;
  /** the lazy features, other than its own, whose store the screen uses (loaded with it) */
  needs?: readonly string[];
  /** a link in the private area's navigation: its place (ascending), text (a translation key), badge */
  privateNav?: { order: number; label: string; end?: boolean; badge?: 'unread' };
  /** never a search result (sign-in and friends, previews, the later seller steps) */
  noindex?: boolean;
  /**
   * what the head says of this page beyond its title (description, image, JSON-LD). Only the server
   * writes heads: manifests give it as `process.env.BROWSER === 'true' ? undefined : someHead`, which
   * the browser build (where esbuild defines BROWSER) folds away with the head's module.
   */
  head?: (ctx: HeadContext) => HeadFacts;
  /** the page's canonical path and query, when it is not the path with its query cleaned (server only, as `head`) */
  canonical?: (match: RouteMatch, pathname: string, search: string) => string;
  /** the page's main data failed while the screen shows its own error state (the gateway then answers the api's 5xx) */
  dataFailed?: (state: RootState) => boolean;
}

interface FeatureBase<K extends string, Id extends string> {
  key: K;
  screens?: { readonly [id in Id]: ScreenDecl };
}

/** A feature whose store part is in every page's first-load code (or that has none). */
export interface CoreFeature<K extends string, S, Id extends string> extends FeatureBase<K, Id> {
  reducer?: Reducer<S>;
  saga?: () => Generator;
  lazy?: undefined;
}

/** A feature whose store part the browser loads with the first of its screens (the server has all). */
export interface LazyFeature<K extends string, S, Id extends string> extends FeatureBase<K, Id> {
  lazy: () => Promise<FeatureStore<S>>;
  reducer?: undefined;
  saga?: undefined;
}

export type FeatureManifest<K extends string = string, S = unknown, Id extends string = string> = CoreFeature<K, S, Id> | LazyFeature<K, S, Id>;

/** Declares a feature (a typed identity: the list in client/app/features.ts keeps each literal type). */
export function defineFeature<K extends string, S = never, Id extends string = never>(manifest: CoreFeature<K, S, Id>): CoreFeature<K, S, Id>;
export function defineFeature<K extends string, S, Id extends string = never>(manifest: LazyFeature<K, S, Id>): LazyFeature<K, S, Id>;
export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}
