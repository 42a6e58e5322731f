import { DEFAULT_CURRENCY, type Currency, CURRENCIES } from '../../../shared/core/constants.ts';
import type { CurrencyInfo } from '../../../shared/contract/geodata.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

/** The currencies (and their rates) are supplied at start and never change; the selection may. */
export interface CurrenciesState {
  list: CurrencyInfo[];
  current: Currency;
}

export const initialCurrenciesState: CurrenciesState = { list: [], current: DEFAULT_CURRENCY };

export const selectCurrency = actionCreator<Currency>('currencies/select');

export function currenciesReducer(state: CurrenciesState = initialCurrenciesState, action: Action): CurrenciesState {
  if (selectCurrency.match(action)) {
    if (!(CURRENCIES as readonly string[]).includes(action.payload) || action.payload === state.current) return state;
    return { ...state, current: action.payload };
  }
  return state;
}

type S = { currencies: CurrenciesState };

export const selectCurrentCurrency = (s: S): Currency => s.currencies.current;
export const selectCurrencies = (s: S): CurrencyInfo[] => s.currencies.list;
