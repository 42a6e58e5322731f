import type { Estate } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';

/** The estate route's prefetch. */
export const fetchEstate = actionCreator<{ aliasId: string; force?: boolean }>('estate/fetch');
export const estateRequested = actionCreator<{ aliasId: string }>('estate/requested');
export const estateLoaded = actionCreator<{ aliasId: string; estate: Estate }>('estate/loaded');
export const estateFailed = actionCreator<{ aliasId: string; message: string }>('estate/failed');
export const similarRequested = actionCreator<{ aliasId: string }>('estate/similarRequested');
export const similarLoaded = actionCreator<{ aliasId: string; values: Estate[] }>('estate/similarLoaded');
export const similarFailed = actionCreator<{ aliasId: string }>('estate/similarFailed');
