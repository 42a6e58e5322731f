// The compare page's prefetch action, apart from its reducer so that the screen registry (in the
// first-load chunk) does not bring the store part, which loads with the page (a lazy feature).
import { actionCreator } from '../../store/action.ts';

/** The page's `?ids=` as written (the saga reads it with parseCompareIds, outside the first-load code). */
export const fetchComparison = actionCreator<{ ids: string | null }>('compare/fetch');
