import { actionCreator } from '../../store/action.ts';

/** the first page has finished loading (dispatched once in the browser after hydration) */
export const firstLoadDone = actionCreator('root/firstLoadDone');
/** a client-side navigation to a new location: clears the previous page's 404 and error flags */
export const navigated = actionCreator<{ path: string }>('root/navigated');
export const pageLoadStarted = actionCreator('root/pageLoadStarted');
export const pageLoadFinished = actionCreator('root/pageLoadFinished');
/** the page's data answered 404 */
export const pageNotFound = actionCreator('root/pageNotFound');
/** the page's data failed for another reason */
export const pageDataFailed = actionCreator<{ message: string }>('root/pageDataFailed');
