// An article's or a static page's head: its preview text, its image, and for an article a schema.org
// Article.
import { BRAND_NAME } from '../../lib/operator.ts';
import { absolute, clip, DEFAULT_OG_IMAGE_PATH, ogImagePath, plainText, type HeadContext, type HeadFacts } from '../../lib/head.ts';
import { articleIdFor } from './articleId.ts';
import { selectArticle } from './slice.ts';

function pageHead(ctx: HeadContext, isArticle: boolean): HeadFacts {
  const { state, match, language, origin, canonicalUrl } = ctx;
  const which = articleIdFor(match);
  const a = which ? selectArticle(state, which.id, language, which.preview)?.article : null;
  if (!a) return {};
  const description = plainText(a.preview ?? '') || plainText(a.body);
  const image = a.image ? ogImagePath(a.image) : null;
  if (!isArticle) return { description, image };
  return {
    description,
    image,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        '@id': canonicalUrl,
        mainEntityOfPage: canonicalUrl,
        headline: clip(a.title, 110),
        description: clip(description, 300),
        inLanguage: a.language,
        ...(a.publishedAt ? { datePublished: a.publishedAt } : {}),
        image: [absolute(origin, image ?? DEFAULT_OG_IMAGE_PATH)],
        author: { '@type': 'Organization', name: BRAND_NAME, url: absolute(origin, '/') },
        publisher: { '@type': 'Organization', name: BRAND_NAME, logo: { '@type': 'ImageObject', url: absolute(origin, DEFAULT_OG_IMAGE_PATH) } },
      },
    ],
  };
}

export const articleHead = (ctx: HeadContext): HeadFacts => pageHead(ctx, true);
export const staticPageHead = (ctx: HeadContext): HeadFacts => pageHead(ctx, false);
