import { DEFAULT_CURRENCY, type Currency } from '../../../shared/constants.ts';
import type { CurrencyInfo } from '../../../shared/types.ts';

/** The currencies (and their rates) are supplied at start and never change; the selection may. */
export interface CurrenciesState {
  list: CurrencyInfo[];
  current: Currency;
}

export const initialCurrenciesState: CurrenciesState = { list: [], current: DEFAULT_CURRENCY };
