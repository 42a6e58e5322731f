import { actionCreator } from '../../store/action.ts';
import type { HomeData } from './state.ts';

/** the home route's prefetch: loads `/api/pages/home` for the current language and currency */
export const fetchHome = actionCreator<{ force?: boolean } | undefined>('home/fetch');
export const homeRequested = actionCreator<{ key: string }>('home/requested');
export const homeLoaded = actionCreator<{ key: string; data: HomeData }>('home/loaded');
export const homeFailed = actionCreator<{ key: string; message: string }>('home/failed');
