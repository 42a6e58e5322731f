// The countries feature's public surface: the country list and guides, the banner other pages show,
// and the geodata calls.
export * from './slice.ts';
export { countriesSaga } from './sagas.ts';
export { getCountryBanner, getCountryInfo, listCountries } from './api.ts';
export { CountryBanner, type CountryBannerProps } from './components/CountryBanner.tsx';
