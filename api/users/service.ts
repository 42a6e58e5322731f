// The rules of users: creating an account (a known country, one account per address in any case, a
// readable aliasId), profile changes (the incorrectGeoData tag goes once the place is valid), the
// realtor directory (realtors only) and public profiles. The e-mail address and the password hash
// never leave the api, except the address to its owner.
import type { Db, Queryable } from '../db/index.ts';
import { USER_TAGS, type Language } from '../../shared/core/constants.ts';
import {
  REALTORS_ON_PAGE,
  type CurrentUser,
  type Profile,
  type ProfileList,
  type RealtorListQuery,
  type UpdateUserBody,
  type User,
} from '../../shared/contract/users.ts';
import type { SignUpBody } from '../../shared/contract/auth.ts';
import { listMeta } from '../../shared/contract/common.ts';
import { errors } from '../errors.ts';
import { uniqueAlias } from '../db/alias.ts';
import { listSubscriptions } from '../billing/subscriptions.ts';
import { rolesOf } from '../admin/roles.ts';
import { isMfaEnrolled } from '../auth/mfa.ts';
import { isKnownCountry } from '../geodata/service.ts';
import {
  insertUser,
  selectProfileByAlias,
  selectRealtors,
  selectUserByEmail,
  selectUserById,
  toProfile,
  toUser,
  updatePasswordHash,
  updateUser,
  type UserRow,
  type UserUpdate,
} from './sql.ts';

/** The owner's own view of a user found here (the sign-in answer). */
export const ownUser = (row: UserRow): User => toUser(row);

const blankToNull = (s: string | null | undefined): string | null => (s === undefined || s === null || s.trim() === '' ? null : s.trim());

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint));
}

async function requireCountry(q: Queryable, code: string, field: string): Promise<string> {
  const upper = code.toUpperCase();
  if (!(await isKnownCountry(q, upper))) throw errors.invalidField(field, 'is not a known country code', 'UNKNOWN_COUNTRY');
  return upper;
}

const emailTaken = () => errors.conflict('An account with this e-mail address exists already', 'EMAIL_TAKEN');

/** The account of an address in any case, with its password hash (sign-in, password reset). */
export function findUserByEmail(q: Queryable, email: string): Promise<(UserRow & { password_hash: string; blocked: boolean }) | null> {
  return selectUserByEmail(q, email);
}

/** The new account's fields as signed up, without the password (it comes hashed). */
export type NewUser = Omit<SignUpBody, 'password'>;

export async function createUser(db: Db, input: NewUser, passwordHash: string): Promise<User> {
  try {
    const row = await db.transaction(async (tx) => {
      const countryCode = await requireCountry(tx, input.countryCode, 'body/countryCode');
      if (await selectUserByEmail(tx, input.email)) throw emailTaken();
      const aliasId = await uniqueAlias(tx, 'users', `${input.firstName} ${input.lastName}`, 'user');
      return insertUser(tx, {
        aliasId,
        email: input.email.trim(),
        passwordHash,
        title: input.title,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        isRealtor: input.isRealtor,
        company: blankToNull(input.company),
        phone: blankToNull(input.phone),
        language: input.language ?? 'en',
        countryCode,
        area: blankToNull(input.area),
        city: input.city.trim(),
      });
    });
    return toUser(row);
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower')) throw emailTaken();
    if (isUniqueViolation(err, 'users_alias_id_key')) throw errors.conflict('Please try again', 'ALIAS_TAKEN');
    throw err;
  }
}

/** The owner of an address, for the sign-up of a taken one; null when it is free. */
export async function accountOfEmail(
  q: Queryable,
  email: string,
): Promise<{ id: string; email: string; language: Language; firstName: string } | null> {
  const row = await selectUserByEmail(q, email);
  return row ? { id: row.id, email: row.email, language: row.language as Language, firstName: row.first_name } : null;
}

/**
 * The answer a new account would get, made and thrown away (the insert rolled back, under a
 * placeholder address): a sign-up with a taken address answers exactly like one with a free address,
 * so it does not tell whether an address has an account (issue 21).
 */
export async function phantomUser(db: Db, input: NewUser, passwordHash: string): Promise<User> {
  const ROLLBACK = Symbol('rollback');
  let made: User | undefined;
  await db
    .transaction(async (tx) => {
      const countryCode = await requireCountry(tx, input.countryCode, 'body/countryCode');
      const aliasId = await uniqueAlias(tx, 'users', `${input.firstName} ${input.lastName}`, 'user');
      const row = await insertUser(tx, {
        aliasId,
        email: `${aliasId}.${Date.now()}@phantom.invalid`,
        passwordHash,
        title: input.title,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        isRealtor: input.isRealtor,
        company: blankToNull(input.company),
        phone: blankToNull(input.phone),
        language: input.language ?? 'en',
        countryCode,
        area: blankToNull(input.area),
        city: input.city.trim(),
      });
      made = { ...toUser(row), email: input.email.trim() };
      throw ROLLBACK;
    })
    .catch((err: unknown) => {
      if (err !== ROLLBACK) throw err;
    });
  return made!;
}

/** Who is signed in, with their subscriptions; 401 when the account is gone. */
export async function getCurrentUser(q: Queryable, userId: string): Promise<CurrentUser> {
  const row = await selectUserById(q, userId);
  if (!row) throw errors.unauthorized();
  return {
    user: toUser(row),
    subscriptions: await listSubscriptions(q, userId),
    roles: await rolesOf(q, userId),
    mfa: { enrolled: await isMfaEnrolled(q, userId) },
  };
}

/**
 * Applies a profile change. When the change touches the place and the resulting country and city are
 * valid, the incorrectGeoData tag goes (such users are sent to edit their profile until then).
 */
export async function updateProfile(db: Db, userId: string, patch: UpdateUserBody): Promise<User> {
  const row = await db.transaction(async (tx) => {
    const current = await selectUserById(tx, userId);
    if (!current) throw errors.unauthorized();
    const geo = { countryCode: patch.countryCode, area: patch.area, city: patch.city, ...stripUndefined(patch.geoData ?? {}) };
    const set: UserUpdate = {
      title: patch.title,
      first_name: patch.firstName?.trim(),
      last_name: patch.lastName?.trim(),
      is_realtor: patch.isRealtor,
      company: patch.company === undefined ? undefined : blankToNull(patch.company),
      phone: patch.phone === undefined ? undefined : blankToNull(patch.phone),
      language: patch.language,
      about: patch.about === undefined ? undefined : stripBlank(patch.about),
      country_code:
        geo.countryCode === undefined
          ? undefined
          : await requireCountry(tx, geo.countryCode, patch.geoData?.countryCode ? 'body/geoData/countryCode' : 'body/countryCode'),
      area: geo.area === undefined ? undefined : blankToNull(geo.area),
      city: geo.city?.trim(),
    };
    const touchesPlace = geo.countryCode !== undefined || geo.city !== undefined || geo.area !== undefined;
    if (touchesPlace) {
      const country = set.country_code ?? current.country_code.trim();
      const city = set.city ?? current.city;
      if ((await isKnownCountry(tx, country)) && city.trim() !== '') {
        set.tags = current.tags.filter((t) => t !== USER_TAGS.incorrectGeoData);
      }
    }
    return updateUser(tx, userId, set);
  });
  return toUser(row);
}

/** What the owner of an account is known by (address, names, company): words their password must not lean on. */
export async function accountWords(
  q: Queryable,
  userId: string,
): Promise<{ email: string; firstName: string; lastName: string; company?: string } | null> {
  const row = await selectUserById(q, userId);
  return row ? { email: row.email, firstName: row.first_name, lastName: row.last_name, company: row.company ?? undefined } : null;
}

/** Stores a new password hash (the password reset; the caller ends the sessions). */
export function setPasswordHash(q: Queryable, userId: string, passwordHash: string): Promise<void> {
  return updatePasswordHash(q, userId, passwordHash);
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function stripBlank(o: Partial<Record<Language, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
}

/** A page of the realtor directory. Private persons are reachable by aliasId, never enumerable. */
export async function listRealtors(q: Queryable, query: RealtorListQuery): Promise<ProfileList> {
  const { page = 1, onPage = REALTORS_ON_PAGE, isRealtor, countryCode, orderBy = 'estates' } = query;
  if (isRealtor === false) throw errors.invalidField('querystring/isRealtor', 'must be true: only realtors are listed', 'INVALID_CHOICE');
  const { total, rows } = await selectRealtors(q, {
    countryCode,
    term: query.q?.trim() || undefined,
    orderBy,
    limit: onPage,
    offset: (page - 1) * onPage,
  });
  return { meta: listMeta(page, onPage, total), values: rows.map(toProfile) };
}

export async function getProfile(q: Queryable, aliasId: string): Promise<Profile> {
  const row = await selectProfileByAlias(q, aliasId);
  if (!row) throw errors.notFound('user');
  return toProfile(row);
}
