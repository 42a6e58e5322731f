import type { Currency } from '../../../shared/constants.ts';
import { actionCreator } from '../../store/action.ts';

export const selectCurrency = actionCreator<Currency>('currencies/select');
