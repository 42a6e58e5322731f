// ISO 3166-1 countries: alpha-2 codes, numeric codes (the legacy URL /search/country/380-italy) and
// names in every interface language. The data is generated once (bin/gen-countries.mjs) and committed,
// so the server and the browser show the very same names. The names are one module per language
// (shared/geo/country-names/): the server has all of them, the browser loads the page's language only
// (client/i18n/countryNames.ts, docs/decisions/0006); a name not loaded yet falls back to English,
// then to the code.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../core/constants.ts';
import { COUNTRY_ROWS } from './countries-data.ts';
import { COUNTRY_NAMES, loadCountryNames } from './country-names/index.ts';

export { loadCountryNames };

export interface CountryEntry {
  code: string;
  numCode: number;
  names: Record<Language, string>;
}

function nameAt(index: number, lng: Language, code: string): string {
  return COUNTRY_NAMES[lng]?.[index] ?? COUNTRY_NAMES[DEFAULT_LANGUAGE]?.[index] ?? code;
}

/** names read when asked, so a language loaded later is seen (enumerable: JSON and spreads see them) */
function namesOf(index: number, code: string): Record<Language, string> {
  const names = {} as Record<Language, string>;
  for (const lng of LANGUAGES) Object.defineProperty(names, lng, { get: () => nameAt(index, lng, code), enumerable: true });
  return names;
}

const BY_CODE = new Map<string, CountryEntry>();
const BY_NUM = new Map<number, string>();
COUNTRY_ROWS.forEach(([code, numCode], index) => {
  BY_CODE.set(code, { code, numCode, names: namesOf(index, code) });
  BY_NUM.set(numCode, code);
});

/** Every alpha-2 code, sorted. */
export const COUNTRY_CODES: readonly string[] = COUNTRY_ROWS.map((r) => r[0]);

/** The countries the product features (country guides, footer flags, legacy page slugs), in order. */
export const FEATURED_COUNTRIES = ['IT', 'ES', 'BG', 'TR', 'GR', 'AT', 'FR', 'HR', 'GB', 'US'] as const;
export type FeaturedCountry = (typeof FEATURED_COUNTRIES)[number];

/** True for an upper-case ISO 3166-1 alpha-2 code ('IT'); 'it', 'XX' and non-strings are false. */
export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && BY_CODE.has(code);
}

/** Upper-cases and checks a code from a URL or a form: 'it' → 'IT'; unknown → null. */
export function normalizeCountryCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const upper = code.trim().toUpperCase();
  return BY_CODE.has(upper) ? upper : null;
}

/**
 * ISO 3166-1 numeric → alpha-2: 380 → 'IT'. Accepts a number or a string of digits ('040' too);
 * anything else, or a number no country has, gives null.
 */
export function numericToAlpha2(n: number | string): string | null {
  let num: number;
  if (typeof n === 'number') num = n;
  else if (typeof n === 'string' && /^\d{1,3}$/.test(n)) num = Number(n);
  else return null;
  if (!Number.isInteger(num)) return null;
  return BY_NUM.get(num) ?? null;
}

export function alpha2ToNumeric(code: string): number | null {
  return BY_CODE.get(code)?.numCode ?? null;
}

export function getCountry(code: string): CountryEntry | null {
  return BY_CODE.get(code) ?? null;
}

/**
 * The country's name in the language (en when the language is not one of ours); the code itself
 * for an unknown code, so a page never shows an empty place.
 */
export function countryName(code: string, lng: Language | string): string {
  const entry = BY_CODE.get(code) ?? BY_CODE.get(code.toUpperCase());
  if (!entry) return code;
  return entry.names[lng as Language] ?? entry.names[DEFAULT_LANGUAGE];
}

const sortedByName = new Map<Language, readonly CountryEntry[]>();

/**
 * All countries sorted by their name in a language, with a fixed, locale-independent collation;
 * sorted once per language (pages call this on every render), a fresh array each call.
 */
export function countriesSortedByName(lng: Language): CountryEntry[] {
  let sorted = sortedByName.get(lng);
  if (!sorted) {
    sorted = [...BY_CODE.values()].sort((a, b) => compareNames(a.names[lng], b.names[lng]));
    // kept once the language's names are here (before that the order is the fallback's)
    if (COUNTRY_NAMES[lng]) sortedByName.set(lng, sorted);
  }
  return sorted.slice();
}

// Intl.Collator differs between ICU builds; a plain comparison of case- and accent-folded names is
// the same everywhere, which is what server rendering with hydration needs.
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
function compareNames(a: string, b: string): number {
  const fa = fold(a);
  const fb = fold(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
