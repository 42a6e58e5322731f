import type { Currency } from '../../../shared/constants.ts';
import type { CurrencyInfo } from '../../../shared/types.ts';
import type { CurrenciesState } from './state.ts';

type S = { currencies: CurrenciesState };

export const selectCurrentCurrency = (s: S): Currency => s.currencies.current;
export const selectCurrencies = (s: S): CurrencyInfo[] => s.currencies.list;
