// The currency feature's public surface: the visitor's currency and the rates, prices converted
// into it, and the pieces that show and change it.
export * from './slice.ts';
export { CURRENCY_COOKIE, currenciesSaga } from './sagas.ts';
export { useCurrency } from './hooks.ts';
export { convertedPrice } from './cards.ts';
export { CurrencySwitch } from './components/CurrencySwitch.tsx';
export { CurrencySelect } from './components/CurrencySelect.tsx';
export { PriceTag } from './components/PriceTag.tsx';
export { ApproxPrice } from './components/ApproxPrice.tsx';
export { RateNote } from './components/RateNote.tsx';
