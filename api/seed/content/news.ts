// News items in every language.
import type { SeedArticle } from './types.ts';

export const NEWS: readonly SeedArticle[] = [];
