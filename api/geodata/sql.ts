// The queries of the geodata domain (countries, currencies) and the mapping of their rows.
import type { Queryable } from '../db/index.ts';
import { publicEstate } from '../estates/visibility.ts';
import type { Currency, Language } from '../../shared/core/constants.ts';
import type { Country, CountryBanner, CountryNames, CurrencyInfo, RateSource } from '../../shared/contract/geodata.ts';

/** Every country with the number of its published estates, in no particular order. */
export async function selectCountries(q: Queryable): Promise<Country[]> {
  const r = await q.query<{ code: string; num_code: number; names: CountryNames; has_guide: boolean; estates: number }>(
    `SELECT c.code, c.num_code, c.names, c.has_guide, coalesce(e.n, 0)::integer AS estates
       FROM countries c
       LEFT JOIN (SELECT country_code, count(*) AS n FROM estates WHERE ${publicEstate('estates')} GROUP BY country_code) e
         ON e.country_code = c.code`,
  );
  return r.rows.map((c) => ({ code: c.code.trim(), numCode: Number(c.num_code), names: c.names, hasGuide: c.has_guide, estates: Number(c.estates) }));
}

export interface CountryRow {
  code: string;
  names: Record<Language, string>;
  full_text: Record<string, string>;
  banner: CountryBanner | null;
  has_guide: boolean;
}

/** A country by its code (any case), with its guide texts and banner. */
export async function selectCountry(q: Queryable, code: string): Promise<CountryRow | null> {
  const r = await q.query<CountryRow>('SELECT code, names, full_text, banner, has_guide FROM countries WHERE code = $1', [code.toUpperCase()]);
  return r.rows[0] ?? null;
}

export async function selectCurrencies(q: Queryable): Promise<CurrencyInfo[]> {
  const r = await q.query<{ code: Currency; sign: string; rate: number | string; rate_date: string | null; rate_source: RateSource }>(
    `SELECT code, sign, rate, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, rate_source FROM currencies ORDER BY code`,
  );
  return r.rows.map((c) => ({ code: c.code, sign: c.sign, rate: Number(c.rate), date: c.rate_date, source: c.rate_source }));
}
