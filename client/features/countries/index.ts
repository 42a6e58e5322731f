// The countries feature's public surface for other features: the banner the search page shows and
// the geodata calls. Its store part (slice, saga) is client/features/countries/feature.ts, loaded
// with its screens (a lazy feature, docs/decisions/0006), so it is not re-exported here: a search
// page importing the banner would otherwise bring the country guide's store into the first load.
export { getCountryBanner, getCountryInfo, listCountries } from './api.ts';
export { CountryBanner, type CountryBannerProps } from './components/CountryBanner.tsx';
