// Listings side by side (issue 26, item 4): how many a comparison holds, how its URL names them
// (`/compare?ids=a,b,c`), and which listings pay a new build's taxes. Shared by the api's compare call,
// the compare page and the toggle on cards and the estate page.

/** The most listings a comparison holds (the api refuses more; a fifth toggle asks which one to drop). */
export const MAX_COMPARE = 4;

/** The longest aliasId the api takes (shared/contract/estate-inputs.ts AliasParams). */
export const MAX_ALIAS_ID = 200;

/** Where the browser keeps the listings chosen for comparison (localStorage). */
export const COMPARE_STORAGE_KEY = 'compare';

/** The compare page of these listings. */
export const comparePath = (ids: readonly string[]): string =>
  ids.length ? `/compare?ids=${ids.map((id) => encodeURIComponent(id)).join(',')}` : '/compare';

/** A new build pays VAT and its duties instead of the resale taxes (the buying costs of a listing). */
export const isNewBuild = (estate: { condition?: readonly string[] | null }): boolean =>
  (estate.condition ?? []).some((c) => c === 'new' || c === 'under-construction');
