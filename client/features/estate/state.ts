import type { FetchStatus } from '../../../shared/constants.ts';
import type { Estate } from '../../../shared/types.ts';

/** How many similar listings an estate page shows. */
export const SIMILAR_COUNT = 4;

export interface EstateFeatureState {
  /** the listing of the current /estate/:aliasId page */
  aliasId: string | null;
  status: FetchStatus;
  estate: Estate | null;
  error: string | null;
  /** listings of the same type in the same country */
  similar: { aliasId: string | null; status: FetchStatus; values: Estate[] };
}

export const initialEstateState: EstateFeatureState = {
  aliasId: null,
  status: 'notFetched',
  estate: null,
  error: null,
  similar: { aliasId: null, status: 'notFetched', values: [] },
};
