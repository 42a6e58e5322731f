// The selected currency is kept in the `currency` cookie so the next server render uses it.
import { call, getContext, takeLatest } from 'redux-saga/effects';
import type { Currency } from '../../../shared/core/constants.ts';
import type { PayloadAction } from '../../store/action.ts';
import type { SagaContext } from '../../store/context.ts';
import { selectCurrency } from './slice.ts';

export const CURRENCY_COOKIE = 'currency';

function* persistCurrency(action: PayloadAction<Currency>): Generator<unknown, void, any> {
  const setCookie: SagaContext['setCookie'] = yield getContext('setCookie');
  yield call(setCookie, CURRENCY_COOKIE, action.payload);
}

export function* currenciesSaga(): Generator {
  yield takeLatest(selectCurrency.type, persistCurrency);
}
