// Which article a content route shows, and the title key of each static page (docs/product.md).
import { STATIC_PAGE_ARTICLE_IDS } from '../../../shared/core/constants.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';

export type StaticPagePath = keyof typeof STATIC_PAGE_ARTICLE_IDS;

/** The title key of each static page (locales: titles.*). */
export const STATIC_PAGE_TITLE_KEYS: Record<StaticPagePath, string> = {
  '/terms': 'titles.terms',
  '/privacy-policy': 'titles.privacyPolicy',
  '/revocation-instruction': 'titles.revocation',
  '/impressum': 'titles.impressum',
};

/** Which article a content route shows: a static page's fixed id, or the `:articleId` of the path. */
export function articleIdFor(match: RouteMatch): { id: string; preview: boolean } | null {
  const { route, params } = match;
  if (route.screen === 'staticPage') {
    const id = STATIC_PAGE_ARTICLE_IDS[route.path as StaticPagePath];
    return id ? { id, preview: false } : null;
  }
  if (params.articleId) return { id: params.articleId, preview: route.screen === 'articlePreview' };
  return null;
}
