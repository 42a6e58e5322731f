import type { EstateStatus } from '../../../shared/constants.ts';
import type { Estate, ListMeta } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchMyEstates = actionCreator<{ page: number; status: EstateStatus | null }>('myEstates/fetch');
export const myEstatesLoaded = actionCreator<{ values: Estate[]; meta: ListMeta }>('myEstates/loaded');
export const myEstatesFailed = actionCreator('myEstates/failed');
export const deleteMyEstate = actionCreator<{ aliasId: string }>('myEstates/delete');
export const myEstateDeleted = actionCreator<{ aliasId: string }>('myEstates/deleted');
export const myEstateDeleteFailed = actionCreator('myEstates/deleteFailed');
