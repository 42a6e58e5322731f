// The api's part of the home page: featured countries (with estate counts), every country that has
// published estates, and the latest news in the language. Composed from the geodata and articles
// services; this domain has no tables of its own.
import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/core/constants.ts';
import type { HomePage } from '../../shared/contract/pages.ts';
import { FEATURED_COUNTRIES } from '../../shared/geo/countries.ts';
import { latestNews } from '../articles/service.ts';
import { listCountries } from '../geodata/service.ts';

export const HOME_NEWS = 3;

export async function homePage(q: Queryable, lang: Language): Promise<HomePage> {
  const countries = await listCountries(q, lang);
  const byCode = new Map(countries.map((c) => [c.code, c]));
  const featured = FEATURED_COUNTRIES.map((code) => byCode.get(code)).filter((c) => c !== undefined);
  const news = await latestNews(q, lang, HOME_NEWS);
  return { featuredCountries: featured, countries: countries.filter((c) => c.estates > 0), news };
}
