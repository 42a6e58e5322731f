// The content feature's screens for the registry (client/app/screens.ts): the article list, an
// article, its preview and the static pages (terms, privacy, imprint), each titled by its article.
import { withFeature } from '../../store/lazyFeatures.ts';
import type { ScreenEntries, ScreenEntry, TitleContext } from '../../lib/screens.ts';
import { pageParam } from '../../lib/paging.ts';
import { articleIdFor, STATIC_PAGE_TITLE_KEYS, type StaticPagePath } from './articleId.ts';
import { fetchArticle, fetchFeed } from './actions.ts';
import { selectArticle } from './slice.ts';

function articleTitle({ state, match, t }: TitleContext): string | null {
  const which = articleIdFor(match);
  // the feature's state may not be registered yet in the browser (a lazy feature, decision 0006)
  const entry = which && state.content ? selectArticle(state, which.id, state.language.current, which.preview) : null;
  if (entry?.article?.title) return entry.article.title;
  const key = STATIC_PAGE_TITLE_KEYS[match.route.path as StaticPagePath];
  return t(key ?? `titles.${match.route.screen ?? 'article'}`);
}

const articleScreen: ScreenEntry = {
  load: withFeature('content', () => import('./screens/ArticleScreen.tsx')),
  prefetch: (match) => {
    const which = articleIdFor(match);
    return which ? fetchArticle(which) : null;
  },
  title: articleTitle,
};

export const screens = {
  articles: {
    load: withFeature('content', () => import('./screens/ArticlesScreen.tsx')),
    prefetch: (_match, location) => fetchFeed({ type: 'article', page: pageParam(location.search) }),
  },
  news: {
    load: withFeature('content', () => import('./screens/ArticlesScreen.tsx')),
    prefetch: (_match, location) => fetchFeed({ type: 'news', page: pageParam(location.search) }),
    title: ({ t }) => t('buyers.news.title'),
  },
  article: articleScreen,
  articlePreview: articleScreen,
  staticPage: articleScreen,
} satisfies ScreenEntries;
