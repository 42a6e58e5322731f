// The legal pages (terms, privacy policy, revocation instructions, imprint) of the German operator,
// in every interface language; the German text is the binding one.
import type { SeedArticle } from './types.ts';
import { LEGAL_DE } from './legal-de.ts';
import { LEGAL_EN } from './legal-en.ts';
import { LEGAL_ES } from './legal-es.ts';
import { LEGAL_RU } from './legal-ru.ts';

export const LEGAL_PAGES: readonly SeedArticle[] = [...LEGAL_DE, ...LEGAL_EN, ...LEGAL_RU, ...LEGAL_ES].map((page) => ({ ...page, daysAgo: 400 }));
