import type { Action } from 'redux';
import { CURRENCIES } from '../../../shared/constants.ts';
import { selectCurrency } from './actions.ts';
import { initialCurrenciesState, type CurrenciesState } from './state.ts';

export function currenciesReducer(state: CurrenciesState = initialCurrenciesState, action: Action): CurrenciesState {
  if (selectCurrency.match(action)) {
    if (!(CURRENCIES as readonly string[]).includes(action.payload) || action.payload === state.current) return state;
    return { ...state, current: action.payload };
  }
  return state;
}
