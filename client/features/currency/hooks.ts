import { useCallback, useMemo } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import type { Currency } from '../../../shared/core/constants.ts';
import type { Estate } from '../../../shared/contract/estates.ts';
import type { EstateCardData } from '../estate/index.ts';
import { selectCurrency, selectCurrencies, selectCurrentCurrency } from './slice.ts';
import { toCardData } from './cards.ts';

/** The visitor's currency, the rates, and a way to change the currency (kept in the `currency` cookie). */
export function useCurrency() {
  const dispatch = useDispatch<Dispatch<Action>>();
  const currency = useSelector(selectCurrentCurrency);
  const rates = useSelector(selectCurrencies);
  const setCurrency = useCallback((c: Currency) => dispatch(selectCurrency(c)), [dispatch]);
  return { currency, rates, setCurrency };
}

/** Estates as cards priced in the visitor's currency; recomputed when the currency or the list changes. */
export function useEstateCards(estates: readonly Estate[] | null | undefined): EstateCardData[] {
  const currency = useSelector(selectCurrentCurrency);
  const rates = useSelector(selectCurrencies);
  return useMemo(() => (estates ?? []).map((e) => toCardData(e, currency, rates)), [estates, currency, rates]);
}
