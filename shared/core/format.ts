// Display formatting shared by the server render and the hydrating browser. Everything here must
// give the same string on Node and on any browser, or hydration breaks. Hence:
//  - country names come from the committed table (countries.ts), not from Intl.DisplayNames;
//  - numbers are cut into digit groups by Intl.NumberFormat with explicit options (latin digits,
//    grouping always on, no fractions for prices), but the separators and the currency sign are ours:
//    ICU builds disagree on them (U+00A0 vs U+202F in ru, "US$" vs "$" in es, "RUB" vs "₽", and
//    whether a 4-digit number is grouped in es). The result follows each locale's convention:
//      en (locale en-GB): €1,250,000   $1,250,000   ₽1,250,000
//      de (locale de-DE): 1.250.000 €
//      es (locale es-ES): 1.250.000 €
//      ru (locale ru-RU): 1 250 000 ₽      (groups and the space before the sign are U+00A0)
import { CURRENCY_SIGNS, DEFAULT_LANGUAGE, LANGUAGES, type Currency, type Language, type UserTitle } from './constants.ts';
import { countryName } from '../geo/countries.ts';
import { placeKey } from '../geo/place-key.ts';
import type { CurrencyInfo } from '../contract/geodata.ts';
import type { GeoData } from '../contract/users.ts';

const NBSP = '\u00a0';

interface NumberStyle {
  /** the BCP 47 locale used for Intl.NumberFormat */
  locale: string;
  group: string;
  decimal: string;
  /** currency sign before the number (en) or after it with a no-break space */
  signFirst: boolean;
}

export const NUMBER_STYLES: { readonly [L in Language]: NumberStyle } = {
  en: { locale: 'en-GB', group: ',', decimal: '.', signFirst: true },
  de: { locale: 'de-DE', group: '.', decimal: ',', signFirst: false },
  es: { locale: 'es-ES', group: '.', decimal: ',', signFirst: false },
  ru: { locale: 'ru-RU', group: NBSP, decimal: ',', signFirst: false },
};

function styleOf(lng: Language | string): NumberStyle {
  return (LANGUAGES as readonly string[]).includes(lng) ? NUMBER_STYLES[lng as Language] : NUMBER_STYLES[DEFAULT_LANGUAGE];
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}/${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'decimal',
      numberingSystem: 'latn',
      useGrouping: true,
      minimumFractionDigits: 0,
      maximumFractionDigits: fractionDigits,
      roundingMode: 'halfExpand',
    } as Intl.NumberFormatOptions);
    formatters.set(key, f);
  }
  return f;
}

/** '1250000' → '1,250,000' with the group separator (always grouped, as useGrouping: true). */
function groupDigits(digits: string, group: string): string {
  let head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (; head < digits.length; head += 3) out += group + digits.slice(head, head + 3);
  return out;
}

/**
 * A number in the language's convention: formatNumber(1234.5, 'de', 1) → '1.234,5'. At most
 * `maxFractionDigits` decimals (0 by default), trailing zeros dropped. Non-finite numbers give ''.
 */
export function formatNumber(value: number, lng: Language | string, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '';
  const style = styleOf(lng);
  // whole numbers (prices, counts, most areas and room counts: most of a page's numbers) are grouped
  // here, without Intl's parts; a whole number has no fraction digits to show whatever the maximum
  if ((maxFractionDigits === 0 || Number.isInteger(value)) && Math.abs(value) < 1e15) {
    const digits = String(Math.round(Math.abs(value)));
    return (value < 0 && digits !== '0' ? '-' : '') + groupDigits(digits, style.group);
  }
  const parts = formatter(style.locale, maxFractionDigits).formatToParts(Math.abs(value));
  let out = '';
  for (const p of parts) {
    if (p.type === 'integer' || p.type === 'fraction') out += p.value;
    else if (p.type === 'group') out += style.group;
    else if (p.type === 'decimal') out += style.decimal;
  }
  // no '-0' for a negative number that rounds to zero
  return value < 0 && /[1-9]/.test(out) ? `-${out}` : out;
}

/**
 * A price in whole units with the product's currency sign: formatPrice(1250000, 'eur', 'de') → '1.250.000 €'.
 * With fractionDigits, up to that many decimals (an exchange rate: formatPrice(1.0812, 'usd', 'en', 2) → '$1.08').
 */
export function formatPrice(amount: number, currency: Currency, lng: Language | string, fractionDigits = 0): string {
  if (!Number.isFinite(amount)) return '';
  const style = styleOf(lng);
  const sign = CURRENCY_SIGNS[currency] ?? currency.toUpperCase();
  const digits = formatNumber(Math.abs(amount), lng, fractionDigits);
  const minus = amount < 0 && /[1-9]/.test(digits) ? '-' : '';
  return style.signFirst ? `${minus}${sign}${digits}` : `${minus}${digits}${NBSP}${sign}`;
}

/** Rates as `GET /api/currencies` gives them, or as a map: units of each currency per 1 eur. */
export type Rates = readonly CurrencyInfo[] | Readonly<Partial<Record<Currency, number>>>;

function rateOf(rates: Rates, currency: Currency): number | undefined {
  const r = Array.isArray(rates)
    ? (rates as readonly CurrencyInfo[]).find((c) => c.code === currency)?.rate
    : (rates as Partial<Record<Currency, number>>)[currency];
  return typeof r === 'number' && Number.isFinite(r) && r > 0 ? r : undefined;
}

/**
 * The exchange rate between two currencies for a sentence like "1 € = 1.08 $": the stronger
 * currency as the base (one unit of it), the other as the amount, with the day and publisher of each
 * rate involved (the euro has none). Null when a rate is missing or both are the same.
 */
export function rateBetween(
  a: Currency,
  b: Currency,
  rates: readonly CurrencyInfo[],
): { base: Currency; quote: Currency; value: number; sources: { source: string; date: string | null }[] } | null {
  if (a === b) return null;
  const ra = rateOf(rates, a);
  const rb = rateOf(rates, b);
  if (ra === undefined || rb === undefined) return null;
  const [base, quote] = ra <= rb ? [a, b] : [b, a];
  const value = Math.max(ra, rb) / Math.min(ra, rb);
  const sources: { source: string; date: string | null }[] = [];
  for (const c of [a, b]) {
    if (c === 'eur') continue;
    const info = rates.find((r) => r.code === c);
    const s = { source: info?.source ?? 'seed', date: info?.date ?? null };
    if (!sources.some((x) => x.source === s.source && x.date === s.date)) sources.push(s);
  }
  return { base, quote, value, sources };
}

/**
 * Converts an amount between currencies through eur: amount / rate(from) * rate(to). Not rounded
 * (formatPrice rounds). Null when a rate is missing or invalid, so the caller can show the original.
 */
export function convertPrice(amount: number, from: Currency, to: Currency, rates: Rates): number | null {
  if (from === to) return amount;
  const rFrom = rateOf(rates, from);
  const rTo = rateOf(rates, to);
  if (rFrom === undefined || rTo === undefined) return null;
  return (amount / rFrom) * rTo;
}

/** City and area names per language, as the place index gives them with an estate (geoData.names). */
export interface LocalizedPlaceNames {
  city?: Partial<Record<string, string>> | null;
  area?: Partial<Record<string, string>> | null;
}

/** The city and area of a place in `lng`: the place index's names when given, else the stored ones. */
export function placeParts(
  geo: (Partial<GeoData> & { names?: LocalizedPlaceNames }) | null | undefined,
  lng: Language | string,
): { city: string; area: string } {
  const city = geo?.names?.city?.[lng] ?? geo?.city ?? '';
  const area = geo?.names?.area?.[lng] ?? geo?.area ?? '';
  return { city: city.trim(), area: area.trim() };
}

/**
 * A place as docs/product.md shows it: country name, area (left out when empty or equal to the city), city,
 * joined by ', ', in the page's language (the place index's names of an estate when it has them). Empty
 * parts are skipped: { countryCode: 'ES', area: 'Andalusia', city: 'Málaga' } → 'Spain, Andalusia, Málaga'.
 */
export function formatPlacement(geo: (Partial<GeoData> & { names?: LocalizedPlaceNames }) | null | undefined, lng: Language | string): string {
  if (!geo) return '';
  const { city, area } = placeParts(geo, lng);
  const parts = [
    geo.countryCode ? countryName(geo.countryCode, lng) : '',
    area !== '' && area.toLowerCase() !== city.toLowerCase() ? area : '',
    city,
  ];
  return parts.filter((p) => p !== '').join(', ');
}

/**
 * A place as a person names it in a sentence (an alert mail's listing): city, then the area when it
 * is not the city's own name, then the country's name in `lng`, never its code:
 * { countryCode: 'ES', area: 'Málaga', city: 'Málaga' } → 'Málaga, Spain' (de 'Málaga, Spanien').
 */
export function formatPlaceLabel(geo: (Partial<GeoData> & { names?: LocalizedPlaceNames }) | null | undefined, lng: Language | string): string {
  if (!geo) return '';
  const { city, area } = placeParts(geo, lng);
  // 'Malaga' is the city's own name too: compared by the place key (accents and case aside)
  const sameAsCity = placeKey(area) === placeKey(city);
  const parts = [city, area !== '' && !sameAsCity ? area : '', geo.countryCode ? countryName(geo.countryCode, lng) : ''];
  return parts.filter((p) => p !== '').join(', ');
}

/** The translation key of a user title: `user.titles.mr`, ... (locales/{lng}/app.json). */
export function userTitleKey(title: UserTitle): string {
  return `user.titles.${title}`;
}

export type Translate = (key: string) => string;

/** Translated title plus first and last name: 'Dr. Anna Schmidt'; the title 'none' is left out. */
export function fullName(
  user: { title?: UserTitle | string | null; firstName?: string | null; lastName?: string | null; deleted?: boolean } | null | undefined,
  t: Translate,
): string {
  if (!user) return '';
  // an erased account (issue 22): its messages stay with the other party, from a deleted user
  if (user.deleted) return t('user.deleted');
  const title = user.title && user.title !== 'none' ? t(userTitleKey(user.title as UserTitle)) : '';
  return [title, user.firstName ?? '', user.lastName ?? '']
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join(' ');
}
