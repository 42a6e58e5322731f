import { useCallback } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import type { Currency } from '../../../shared/core/constants.ts';
import { selectCurrency, selectCurrencies, selectCurrentCurrency } from './slice.ts';

/** The visitor's currency, the rates, and a way to change the currency (kept in the `currency` cookie). */
export function useCurrency() {
  const dispatch = useDispatch<Dispatch<Action>>();
  const currency = useSelector(selectCurrentCurrency);
  const rates = useSelector(selectCurrencies);
  const setCurrency = useCallback((c: Currency) => dispatch(selectCurrency(c)), [dispatch]);
  return { currency, rates, setCurrency };
}
