// The demo realtors who own the demo estates: 50 people spread over the demo countries, some with a
// company, names plausible for their country. Created once; later seed runs reuse them.
import type { Queryable } from '../db/index.ts';
import type { Language } from '../../shared/core/constants.ts';
import { createRng } from './estates-random.ts';
import { DEMO_COUNTRIES, type DemoCity } from './estates-places.ts';

export const DEMO_REALTOR_COUNT = 50;
/** Demo realtors' addresses are on a reserved domain: mail to them goes nowhere. */
export const DEMO_REALTOR_EMAIL_DOMAIN = 'realtors.demo.example';

export interface DemoRealtor {
  id: string;
  aliasId: string;
  countryCode: string;
  city: DemoCity;
}

interface RealtorSpec {
  aliasId: string;
  email: string;
  title: 'mr' | 'mrs' | 'ms';
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string;
  language: Language;
  countryCode: string;
  city: DemoCity;
  about: Record<Language, string>;
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const LANGUAGE_BY_COUNTRY: Record<string, Language> = { AT: 'de', ES: 'es' };

function aboutText(name: string, company: string | null, city: DemoCity, since: number): Record<Language, string> {
  const who = company ?? name;
  return {
    en: `${who}: buying, selling and letting in ${city.name} and ${city.area} since ${since}.`,
    de: `${who}: Kauf, Verkauf und Vermietung in ${city.de ?? city.name} und Umgebung seit ${since}.`,
    ru: `${who}: покупка, продажа и аренда недвижимости, ${city.ru} и окрестности, с ${since} года.`,
    es: `${who}: compra, venta y alquiler en ${city.es ?? city.name} y alrededores desde ${since}.`,
  };
}

/** The 50 realtor specs; they depend only on the seed. */
function realtorSpecs(seed: number): RealtorSpec[] {
  const r = createRng(seed ^ 0x5eed);
  const specs: RealtorSpec[] = [];
  const used = new Set<string>();
  for (let i = 0; i < DEMO_REALTOR_COUNT; i++) {
    const country = DEMO_COUNTRIES[i % DEMO_COUNTRIES.length];
    const [firstName, gender] = r.pick(country.firstNames);
    const [male, female] = r.pick(country.lastNames);
    const lastName = gender === 'f' ? female : male;
    const city = r.weighted(country.cities.map((c) => [c, c.weight] as const));
    const company = r.chance(0.6) ? r.pick(country.companies)(lastName, city.name) : null;
    let aliasId = slug(`${firstName} ${lastName}`);
    for (let n = 2; used.has(aliasId); n++) aliasId = `${slug(`${firstName} ${lastName}`)}-${n}`;
    used.add(aliasId);
    const language =
      LANGUAGE_BY_COUNTRY[country.code] ??
      (r.chance(0.15) ? 'ru' : country.code === 'GB' || country.code === 'US' ? 'en' : r.pick(['en', 'en', 'de'] as const));
    specs.push({
      aliasId,
      email: `${aliasId}@${DEMO_REALTOR_EMAIL_DOMAIN}`,
      title: gender === 'm' ? 'mr' : r.chance(0.5) ? 'ms' : 'mrs',
      firstName,
      lastName,
      company,
      phone: `${country.phonePrefix}${String(r.int(1000000, 9999999))}`,
      language,
      countryCode: country.code,
      city,
      about: aboutText(`${firstName} ${lastName}`, company, city, r.int(1995, 2020)),
    });
  }
  return specs;
}

/**
 * Inserts the demo realtors that do not exist yet (by aliasId) and returns all of them. The password
 * hash is computed once by the caller and shared: nobody knows the password (it is random), so the
 * accounts can only be entered through a password reset.
 */
export async function ensureDemoRealtors(q: Queryable, seed: number, passwordHash: string): Promise<DemoRealtor[]> {
  const specs = realtorSpecs(seed);
  await q.query(
    `INSERT INTO users (alias_id, email, password_hash, title, first_name, last_name, is_realtor, company, phone,
                        about, language, country_code, area, city)
     SELECT t.alias_id, t.email, $1, t.title, t.first_name, t.last_name, true, t.company, t.phone,
            t.about::jsonb, t.language, t.country_code, t.area, t.city
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
         AS t(alias_id, email, title, first_name, last_name, company, phone, about, language, country_code, area, city)
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.alias_id = t.alias_id OR lower(u.email) = lower(t.email))`,
    [
      passwordHash,
      specs.map((s) => s.aliasId),
      specs.map((s) => s.email),
      specs.map((s) => s.title),
      specs.map((s) => s.firstName),
      specs.map((s) => s.lastName),
      specs.map((s) => s.company),
      specs.map((s) => s.phone),
      specs.map((s) => JSON.stringify(s.about)),
      specs.map((s) => s.language),
      specs.map((s) => s.countryCode),
      specs.map((s) => s.city.area),
      specs.map((s) => s.city.name),
    ],
  );
  const rows = await q.query<{ id: string; alias_id: string }>('SELECT id, alias_id FROM users WHERE alias_id = ANY($1::text[]) AND is_realtor', [
    specs.map((s) => s.aliasId),
  ]);
  const ids = new Map(rows.rows.map((x) => [x.alias_id, x.id]));
  return specs.flatMap((s) => {
    const id = ids.get(s.aliasId);
    return id ? [{ id, aliasId: s.aliasId, countryCode: s.countryCode, city: s.city }] : [];
  });
}
