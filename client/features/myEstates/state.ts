import type { EstateStatus, FetchStatus } from '../../../shared/constants.ts';
import type { Estate, ListMeta } from '../../../shared/types.ts';

export interface MyEstatesState {
  status: FetchStatus;
  values: Estate[];
  meta: ListMeta;
  filter: EstateStatus | null;
  deletingAliasId: string | null;
  deleteFailed: boolean;
}

export const MY_ESTATES_ON_PAGE = 10;

export const initialMyEstatesState: MyEstatesState = {
  status: 'notFetched', values: [], meta: { page: 1, onPage: MY_ESTATES_ON_PAGE, totalPages: 1, total: 0 }, filter: null,
  deletingAliasId: null, deleteFailed: false,
};
