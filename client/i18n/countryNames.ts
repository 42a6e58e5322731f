// The browser's country names (in place of shared/geo/country-names/index.ts, bin/build.mjs): only the
// languages loaded so far. The entry loads the page's language before hydrating (the document
// preloads its chunk) and the language saga the next one before switching.
import type { Language } from '../../shared/core/constants.ts';

export const COUNTRY_NAMES: Partial<Record<Language, readonly string[]>> = {};

const LOADERS: Record<Language, () => Promise<{ default: readonly string[] }>> = {
  en: () => import('../../shared/geo/country-names/en.ts'),
  de: () => import('../../shared/geo/country-names/de.ts'),
  ru: () => import('../../shared/geo/country-names/ru.ts'),
  es: () => import('../../shared/geo/country-names/es.ts'),
};

export async function loadCountryNames(lng: Language): Promise<void> {
  if (COUNTRY_NAMES[lng] || !Object.hasOwn(LOADERS, lng)) return;
  COUNTRY_NAMES[lng] = (await LOADERS[lng]()).default;
}
