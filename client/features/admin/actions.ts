// The admin feature's action its manifest dispatches: it stays in the first-load code while the
// reducer and saga load with the operator screens (client/store/lazyFeatures.ts).
import { actionCreator } from '../../store/action.ts';
import type { AdminView } from './query.ts';

/** load the data of an operator screen for its URL's query string */
export const fetchAdminPage = actionCreator<{ view: AdminView; search: string }>('admin/fetch');
