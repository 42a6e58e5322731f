// Countries (names, guides, banners, estate counts) and currencies.
import type { Queryable } from '../db/index.ts';
import { CURRENCIES, FALLBACK_LANGUAGE, type Language } from '../../shared/core/constants.ts';
import type { Country, CountryBannerAnswer, CountryInfo, CurrencyInfo } from '../../shared/contract/geodata.ts';
import { errors } from '../errors.ts';
import { selectCountries, selectCountry, selectCurrencies } from './sql.ts';

/** Every country, with the number of its published estates; sorted by the name in `lang`. */
export async function listCountries(q: Queryable, lang: Language): Promise<Country[]> {
  const collator = new Intl.Collator(lang);
  return (await selectCountries(q)).sort((a, b) => collator.compare(a.names[lang] ?? a.names.en, b.names[lang] ?? b.names.en));
}

/** A country's guide in `lang`, else in English; 404 when the country is unknown or has no guide. */
export async function countryGuide(q: Queryable, countryCode: string, lang: Language): Promise<CountryInfo> {
  const country = await selectCountry(q, countryCode);
  const fullText = country?.has_guide ? (country.full_text[lang] ?? country.full_text[FALLBACK_LANGUAGE]) : undefined;
  if (!country || !fullText) throw errors.notFound('country guide');
  return { countryCode: country.code.trim(), name: country.names[lang], fullText, info: country.banner };
}

/** A country's banner (null when it has none); 404 for an unknown country. */
export async function countryBanner(q: Queryable, countryCode: string): Promise<CountryBannerAnswer> {
  const country = await selectCountry(q, countryCode);
  if (!country) throw errors.notFound('country');
  return { countryCode: country.code.trim(), info: country.banner };
}

/** Whether a country code (any case) is one the marketplace knows. */
export async function isKnownCountry(q: Queryable, countryCode: string): Promise<boolean> {
  return (await selectCountry(q, countryCode)) !== null;
}

/** Every currency, the euro first, in the order of shared/core/constants.ts CURRENCIES. */
export async function listCurrencies(q: Queryable): Promise<CurrencyInfo[]> {
  return (await selectCurrencies(q)).sort((a, b) => CURRENCIES.indexOf(a.code) - CURRENCIES.indexOf(b.code));
}
