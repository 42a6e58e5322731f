// The content feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { contentReducer } from './slice.ts';
import { articleHead, staticPageHead } from './head.ts';
import type { ScreenEntry, TitleContext } from '../../lib/screens.ts';
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
  load: () => import('./screens/ArticleScreen.tsx'),
  prefetch: (match) => {
    const which = articleIdFor(match);
    return which ? fetchArticle(which) : null;
  },
  title: articleTitle,
};

export default defineFeature({
  key: 'content',
  lazy: () => import('./store.ts'),
  screens: {
    articles: {
      path: '/article',
      languages: ['ru'],
      load: () => import('./screens/ArticlesScreen.tsx'),
      prefetch: (_match, location) => fetchFeed({ type: 'article', page: pageParam(location.search) }),
    },
    news: {
      path: '/news',
      load: () => import('./screens/ArticlesScreen.tsx'),
      prefetch: (_match, location) => fetchFeed({ type: 'news', page: pageParam(location.search) }),
      title: ({ t }) => t('buyers.news.title'),
    },
    article: { ...articleScreen, path: '/article/:articleId', head: process.env.BROWSER === 'true' ? undefined : articleHead },
    articlePreview: { ...articleScreen, path: '/article-preview/:articleId', noindex: true },
    staticPage: {
      ...articleScreen,
      path: ['/terms', '/privacy-policy', '/revocation-instruction', '/impressum'],
      head: process.env.BROWSER === 'true' ? undefined : staticPageHead,
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    content: ReturnType<typeof contentReducer>;
  }
}
