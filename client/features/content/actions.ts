// The content feature's prefetch actions, apart from its reducer so that the screen registry
// (routes.ts, in the first-load chunk) does not bring the store part, which loads with the screens
// (a lazy feature, docs/decisions/0006).
import { actionCreator } from '../../store/action.ts';
import type { ArticleType } from '../../../shared/core/constants.ts';

export const fetchArticle = actionCreator<{ id: string; preview?: boolean }>('content/fetchArticle');
export const fetchFeed = actionCreator<{ type?: ArticleType; page?: number }>('content/fetchFeed');
