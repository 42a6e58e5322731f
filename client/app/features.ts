// Every feature of the app, each declared once in its folder's feature.ts (client/lib/feature.ts).
// Everything else is derived from this list: the screen registry and the route table
// (client/app/screens.ts), the store (client/store/), the document head (client/app/head.ts).
// Adding a feature: its folder with a feature.ts, and one line here.
import admin from '../features/admin/feature.ts';
import advert from '../features/advert/feature.ts';
import advertising from '../features/advertising/feature.ts';
import auth from '../features/auth/feature.ts';
import billing from '../features/billing/feature.ts';
import compare from '../features/compare/feature.ts';
import contacts from '../features/contacts/feature.ts';
import content from '../features/content/feature.ts';
import countries from '../features/countries/feature.ts';
import estate from '../features/estate/feature.ts';
import estateForm from '../features/estateForm/feature.ts';
import favourites from '../features/favourites/feature.ts';
import home from '../features/home/feature.ts';
import map from '../features/map/feature.ts';
import massImport from '../features/massImport/feature.ts';
import messages from '../features/messages/feature.ts';
import leads from '../features/leads/feature.ts';
import stats from '../features/stats/feature.ts';
import myEstates from '../features/myEstates/feature.ts';
import places from '../features/places/feature.ts';
import plans from '../features/plans/feature.ts';
import profile from '../features/profile/feature.ts';
import realtors from '../features/realtors/feature.ts';
import savedSearches from '../features/savedSearches/feature.ts';
import search from '../features/search/feature.ts';
import type { CoreFeature, LazyFeature } from '../lib/feature.ts';
import type { FeatureStates } from '../store/state.ts';

/**
 * In route order: the first pattern that matches a path wins (a feature lists its fixed paths before
 * its parameterised ones, e.g. /private/messages/new before /private/messages/:messageId).
 */
export const FEATURES = [
  home,
  content,
  countries,
  plans,
  advertising,
  contacts,
  search,
  estate,
  compare,
  realtors,
  auth,
  savedSearches,
  advert,
  profile,
  estateForm,
  myEstates,
  favourites,
  billing,
  messages,
  leads,
  stats,
  massImport,
  places,
  map,
  admin,
] as const;

type Feature = (typeof FEATURES)[number];

type ScreensOf<F> = F extends { screens?: infer S } ? keyof NonNullable<S> : never;

/** Every screen of every feature. */
export type FeatureScreenId = ScreensOf<Feature>;

type StoreKeyOf<F> =
  F extends LazyFeature<infer K, infer _S, string> ? K : F extends CoreFeature<infer K, infer S, string> ? ([S] extends [never] ? never : K) : never;

/** Compile-time check: the features with a store part are exactly those that declare their state in FeatureStates. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STORE_KEYS_DECLARED: Same<StoreKeyOf<Feature>, keyof FeatureStates> = true;
