// The shape of seeded articles, news and pages.
import type { ArticleType, Language } from '../../../shared/core/constants.ts';

export interface SeedArticle {
  slug: string;
  type: ArticleType;
  language: Language;
  title: string;
  /** plain text teaser */
  preview: string;
  /** HTML; sanitized when seeded */
  body: string;
  image?: string;
  isPublished?: boolean;
  /** published this many days before the content epoch */
  daysAgo?: number;
}
