// Articles (shown in Russian only): buying and renting property abroad.
import type { SeedArticle } from './types.ts';

export const ARTICLES_RU: readonly SeedArticle[] = [];
