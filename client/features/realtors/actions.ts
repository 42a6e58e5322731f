import type { EstateList, List } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';
import type { RealtorQuery } from './query.ts';
import type { RealtorProfile } from './state.ts';

/** /realtor's prefetch: the URL's query string. */
export const fetchRealtors = actionCreator<{ search: string; force?: boolean }>('realtors/fetch');
export const realtorsRequested = actionCreator<{ key: string; query: RealtorQuery }>('realtors/requested');
export const realtorsLoaded = actionCreator<{ key: string; list: List<RealtorProfile> }>('realtors/loaded');
export const realtorsFailed = actionCreator<{ key: string; message: string }>('realtors/failed');

/** /realtor/:aliasId's prefetch: the profile, then a page of their published listings. */
export const fetchRealtor = actionCreator<{ aliasId: string; search: string }>('realtors/fetchProfile');
export const profileRequested = actionCreator<{ aliasId: string }>('realtors/profileRequested');
export const profileLoaded = actionCreator<{ aliasId: string; user: RealtorProfile }>('realtors/profileLoaded');
export const profileFailed = actionCreator<{ aliasId: string }>('realtors/profileFailed');
export const profileEstatesRequested = actionCreator<{ aliasId: string; page: number }>('realtors/estatesRequested');
export const profileEstatesLoaded = actionCreator<{ aliasId: string; list: EstateList }>('realtors/estatesLoaded');
export const profileEstatesFailed = actionCreator<{ aliasId: string }>('realtors/estatesFailed');
