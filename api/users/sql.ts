// The queries of the users table and how a row becomes the contract's User, PublicUser and Profile.
// The password hash is read only by `selectUserByEmail` (sign-in) and never leaves the api.
import type { Queryable } from '../db/index.ts';
import { publicEstate } from '../estates/visibility.ts';
import type { Language, UserTitle } from '../../shared/core/constants.ts';
import type { Profile, PublicUser, RealtorOrder, User } from '../../shared/contract/users.ts';

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
  verified?: boolean;
}

export type ProfileRow = UserRow & { published: number };

/** The columns `UserRow` needs; never the password hash. Use with a table alias: `userColumns('u')`. */
function userColumns(alias: string): string {
  return [
    'id',
    'alias_id',
    'email',
    'title',
    'first_name',
    'last_name',
    'is_realtor',
    'company',
    'phone',
    'about',
    'language',
    'country_code',
    'area',
    'city',
    'tags',
  ]
    .map((c) => `${alias}.${c}`)
    .concat(`(${alias}.verified_at IS NOT NULL) AS verified`)
    .join(', ');
}

const PUBLISHED = `(SELECT count(*) FROM estates e WHERE e.owner_id = u.id AND ${publicEstate('e')})::integer`;

const ORDERS: Record<RealtorOrder, string> = {
  estates: 'published DESC, u.last_name, u.first_name, u.id',
  name: 'u.last_name, u.first_name, u.id',
  newest: 'u.created_at DESC, u.id',
};

// ---------------------------------------------------------------------------------------------
// Rows → contract

function userFields(row: UserRow): PublicUser {
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
    verified: row.verified === true,
  };
}

/**
 * A realtor's phone is business contact data and shows on the public profile. A private person's
 * phone stays private here: it appears only on the estates they publish (the owner card of an
 * estate, where they chose to be contacted), and to themselves through `toUser`.
 */
export function toPublicUser(row: UserRow): PublicUser {
  return { ...userFields(row), phone: row.is_realtor ? row.phone : null };
}

/** The owner's own view: every field plus the e-mail address. */
export function toUser(row: UserRow): User {
  return { ...userFields(row), email: row.email };
}

export function toProfile(row: ProfileRow): Profile {
  return { ...toPublicUser(row), estates: { published: Number(row.published) } };
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function selectUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(`SELECT ${userColumns('u')} FROM users u WHERE u.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** The user of an address in any case, with the password hash (for sign-in). */
export async function selectUserByEmail(q: Queryable, email: string): Promise<(UserRow & { password_hash: string; blocked: boolean }) | null> {
  const r = await q.query<UserRow & { password_hash: string; blocked: boolean }>(
    `SELECT ${userColumns('u')}, u.password_hash, (u.blocked_at IS NOT NULL) AS blocked FROM users u WHERE lower(u.email) = lower($1)`,
    [email.trim()],
  );
  return r.rows[0] ?? null;
}

export async function selectProfileByAlias(q: Queryable, aliasId: string): Promise<ProfileRow | null> {
  const r = await q.query<ProfileRow>(
    `SELECT ${userColumns('u')}, ${PUBLISHED} AS published FROM users u WHERE u.alias_id = $1 AND u.deleted_at IS NULL`,
    [aliasId],
  );
  return r.rows[0] ?? null;
}

export interface RealtorFilter {
  countryCode?: string;
  /** matched anywhere in first name, last name, both, or company; case-insensitive */
  term?: string;
  orderBy: RealtorOrder;
  limit: number;
  offset: number;
}

/** A page of realtors with their published estate count, and how many match in all. */
export async function selectRealtors(q: Queryable, f: RealtorFilter): Promise<{ total: number; rows: ProfileRow[] }> {
  const where: string[] = ['u.is_realtor'];
  const params: unknown[] = [];
  if (f.countryCode) {
    params.push(f.countryCode.toUpperCase());
    where.push(`u.country_code = $${params.length}`);
  }
  if (f.term) {
    params.push(`%${f.term.replace(/[\\%_]/g, '\\$&')}%`);
    const p = `$${params.length}`;
    where.push(`(u.first_name ILIKE ${p} OR u.last_name ILIKE ${p} OR u.company ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = (await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM users u ${clause}`, params)).rows[0].n;
  const rows = await q.query<ProfileRow>(
    `SELECT ${userColumns('u')}, ${PUBLISHED} AS published FROM users u ${clause}
      ORDER BY ${ORDERS[f.orderBy]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  return { total: Number(total), rows: rows.rows };
}

// ---------------------------------------------------------------------------------------------
// Writes

export interface UserInsert {
  aliasId: string;
  email: string;
  passwordHash: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  company: string | null;
  phone: string | null;
  language: Language;
  countryCode: string;
  area: string | null;
  city: string;
}

export async function insertUser(q: Queryable, u: UserInsert): Promise<UserRow> {
  const r = await q.query<UserRow>(
    `INSERT INTO users (alias_id, email, password_hash, title, first_name, last_name, is_realtor, company, phone, language, country_code, area, city)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING ${userColumns('users')}`,
    [
      u.aliasId,
      u.email,
      u.passwordHash,
      u.title,
      u.firstName,
      u.lastName,
      u.isRealtor,
      u.company,
      u.phone,
      u.language,
      u.countryCode,
      u.area,
      u.city,
    ],
  );
  return r.rows[0];
}

/** The columns a profile change may set (undefined: left as it is). */
export interface UserUpdate {
  title?: UserTitle;
  first_name?: string;
  last_name?: string;
  is_realtor?: boolean;
  company?: string | null;
  phone?: string | null;
  language?: Language;
  about?: Record<string, string>;
  country_code?: string;
  area?: string | null;
  city?: string;
  tags?: string[];
}

export async function updateUser(q: Queryable, id: string, set: UserUpdate): Promise<UserRow> {
  const entries = Object.entries(set).filter(([, v]) => v !== undefined);
  const assignments = entries.map(([col], i) => `${col} = $${i + 2}${col === 'about' ? '::jsonb' : ''}`);
  const r = await q.query<UserRow>(
    `UPDATE users u SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE u.id = $1 RETURNING ${userColumns('u')}`,
    [id, ...entries.map(([col, v]) => (col === 'about' ? JSON.stringify(v) : v))],
  );
  return r.rows[0];
}

export async function updatePasswordHash(q: Queryable, id: string, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}
