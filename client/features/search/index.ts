// What other features use of the estate search: the search call (a realtor's listings, similar listings).
export { searchEstates } from './api.ts';
