import type { FetchStatus } from '../../../shared/constants.ts';
import type { Estate, ListMeta, PublicUser } from '../../../shared/types.ts';
import type { RealtorQuery } from './query.ts';

export const REALTORS_PAGE_SIZE = 20;
export const PROFILE_ESTATES_PAGE_SIZE = 12;

/** A directory entry: the public user plus how many listings they have published. */
export type RealtorProfile = PublicUser & { estates?: { published: number } };

const emptyMeta = (onPage: number): ListMeta => ({ page: 1, onPage, totalPages: 1, total: 0 });

export interface RealtorsState {
  directory: { status: FetchStatus; key: string | null; query: RealtorQuery; values: RealtorProfile[]; meta: ListMeta; error: string | null };
  profile: {
    aliasId: string | null;
    status: FetchStatus;
    user: RealtorProfile | null;
    estates: { status: FetchStatus; page: number; values: Estate[]; meta: ListMeta };
  };
}

export const initialRealtorsState: RealtorsState = {
  directory: { status: 'notFetched', key: null, query: { page: 1 }, values: [], meta: emptyMeta(REALTORS_PAGE_SIZE), error: null },
  profile: {
    aliasId: null,
    status: 'notFetched',
    user: null,
    estates: { status: 'notFetched', page: 1, values: [], meta: emptyMeta(PROFILE_ESTATES_PAGE_SIZE) },
  },
};
