// Users as stored and as the API shows them. The e-mail address and the password hash never leave
// the api except the address to its owner (`ownUser`); every other view goes through `publicUser`.
import type { Queryable } from '../db/index.ts';
import type { Language, UserTitle } from '../../shared/constants.ts';

export interface UserRow {
  id: string;
  alias_id: string;
  email: string;
  title: UserTitle;
  first_name: string;
  last_name: string;
  is_realtor: boolean;
  company: string | null;
  phone: string | null;
  about: Record<string, string>;
  language: Language;
  country_code: string;
  area: string | null;
  city: string;
  tags: string[];
}

/** The columns `UserRow` needs; never the password hash. Use with a table alias: `userColumns('u')`. */
export function userColumns(alias: string): string {
  return ['id', 'alias_id', 'email', 'title', 'first_name', 'last_name', 'is_realtor', 'company', 'phone', 'about', 'language', 'country_code', 'area', 'city', 'tags']
    .map((c) => `${alias}.${c}`)
    .join(', ');
}

export interface PublicUserJson {
  _id: string;
  aliasId: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  company: string | null;
  phone: string | null;
  about: Record<string, string>;
  language: Language;
  geoData: { countryCode: string; area: string | null; city: string };
  tags: string[];
}

/**
 * A realtor's phone is business contact data and shows on the public profile. A private person's
 * phone stays private here: it appears only on the estates they publish (the owner card of an
 * estate, where they chose to be contacted), and to themselves through `ownUser`.
 */
export function publicUser(row: UserRow): PublicUserJson {
  return { ...userFields(row), phone: row.is_realtor ? row.phone : null };
}

export function ownUser(row: UserRow): PublicUserJson & { email: string } {
  return { ...userFields(row), email: row.email };
}

function userFields(row: UserRow): PublicUserJson {
  return {
    _id: row.id,
    aliasId: row.alias_id,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    isRealtor: row.is_realtor,
    company: row.company,
    phone: row.phone,
    about: row.about ?? {},
    language: row.language,
    geoData: { countryCode: row.country_code.trim(), area: row.area, city: row.city },
    tags: row.tags ?? [],
  };
}

/** The few fields a message or an estate carries about a person (shared/types.ts UserRef). */
export interface UserRefJson {
  _id: string;
  aliasId: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  company: string | null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(`SELECT ${userColumns('u')} FROM users u WHERE u.id = $1`, [id]);
  return r.rows[0] ?? null;
}

export async function findUserByAlias(q: Queryable, aliasId: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(`SELECT ${userColumns('u')} FROM users u WHERE u.alias_id = $1`, [aliasId]);
  return r.rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<(UserRow & { password_hash: string }) | null> {
  const r = await q.query<UserRow & { password_hash: string }>(
    `SELECT ${userColumns('u')}, u.password_hash FROM users u WHERE lower(u.email) = lower($1)`,
    [email.trim()],
  );
  return r.rows[0] ?? null;
}

export async function countryExists(q: Queryable, code: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM countries WHERE code = $1', [code]);
  return r.rows.length > 0;
}
