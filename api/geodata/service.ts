// Countries (names, guides, banners, estate counts) and currencies.
import type { Queryable } from '../db/index.ts';
import type { Currency, Language } from '../../shared/constants.ts';

export interface CountryJson {
  code: string;
  numCode: number;
  names: Record<Language, string>;
  hasGuide: boolean;
  estates: number;
}

export interface BannerJson {
  title: Record<string, string>;
  text: Record<string, string>;
  image: string | null;
}

/** Every country, with the number of its published estates; sorted by the name in `lang`. */
export async function listCountries(q: Queryable, lang: Language): Promise<CountryJson[]> {
  const r = await q.query<{ code: string; num_code: number; names: Record<Language, string>; has_guide: boolean; estates: number }>(
    `SELECT c.code, c.num_code, c.names, c.has_guide, coalesce(e.n, 0)::integer AS estates
       FROM countries c
       LEFT JOIN (SELECT country_code, count(*) AS n FROM estates WHERE status = 'published' GROUP BY country_code) e
         ON e.country_code = c.code`,
  );
  const collator = new Intl.Collator(lang);
  return r.rows
    .map((c) => ({ code: c.code.trim(), numCode: Number(c.num_code), names: c.names, hasGuide: c.has_guide, estates: Number(c.estates) }))
    .sort((a, b) => collator.compare(a.names[lang] ?? a.names.en, b.names[lang] ?? b.names.en));
}

export async function findCountry(q: Queryable, code: string) {
  const r = await q.query<{ code: string; names: Record<Language, string>; full_text: Record<string, string>; banner: BannerJson | null; has_guide: boolean }>(
    'SELECT code, names, full_text, banner, has_guide FROM countries WHERE code = $1',
    [code.toUpperCase()],
  );
  return r.rows[0] ?? null;
}

export interface CurrencyJson {
  code: Currency;
  sign: string;
  rate: number;
}

export async function listCurrencies(q: Queryable): Promise<CurrencyJson[]> {
  const r = await q.query<{ code: Currency; sign: string; rate: number | string }>('SELECT code, sign, rate FROM currencies ORDER BY code');
  const order = ['eur', 'usd', 'rub'];
  return r.rows.map((c) => ({ code: c.code, sign: c.sign, rate: Number(c.rate) })).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
}
