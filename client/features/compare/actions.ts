// The compare page's prefetch action, apart from its reducer so that the screen registry (in the
// first-load chunk) does not bring the store part, which loads with the page (a lazy feature).
import { actionCreator } from '../../store/action.ts';

/** The ids of `?ids=` (shared/core/compare.ts parseCompareIds): at most four, and how many more the URL named. */
export const fetchComparison = actionCreator<{ ids: string[]; dropped: number }>('compare/fetch');
