// The country names of every language, for the server and the tests. The browser bundle gets
// client/i18n/countryNames.ts in this module's place (bin/build.mjs): it loads the names of the page's
// language only, each language a chunk of its own (docs/decisions/0006).
import type { Language } from '../../core/constants.ts';
import de from './de.ts';
import en from './en.ts';
import es from './es.ts';
import ru from './ru.ts';

/** language → names in the order of COUNTRY_ROWS (shared/geo/countries-data.ts) */
export const COUNTRY_NAMES: Partial<Record<Language, readonly string[]>> = { en, de, ru, es };

/** Every language is here already. */
export async function loadCountryNames(_lng: Language): Promise<void> {}
