// The legal pages (terms, privacy policy, revocation instructions, imprint) of the German operator.
import type { SeedArticle } from './types.ts';

export const LEGAL_PAGES: readonly SeedArticle[] = [];
