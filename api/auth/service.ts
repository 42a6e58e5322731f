// Account writes: sign-up, profile changes and password resets, each in one transaction.
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/index.ts';
import type { Language, UserTitle } from '../../shared/constants.ts';
import { USER_TAGS } from '../../shared/constants.ts';
import { errors } from '../errors.ts';
import { uniqueAlias } from '../db/alias.ts';
import { passwordResetMail } from '../integrations/mail/templates.ts';
import { revokeAllSessions } from './sessions.ts';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens.ts';
import { countryExists, findUserByEmail, findUserById, userColumns, type UserRow } from '../users/service.ts';

export const RESET_TOKEN_MINUTES = 60;

export interface NewUser {
  email: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  isRealtor: boolean;
  countryCode: string;
  city: string;
  area?: string;
  phone?: string;
  company?: string;
  language?: Language;
}

const blankToNull = (s: string | null | undefined): string | null => (s === undefined || s === null || s.trim() === '' ? null : s.trim());

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint));
}

async function requireCountry(q: Queryable, code: string, field: string): Promise<string> {
  const upper = code.toUpperCase();
  if (!(await countryExists(q, upper))) throw errors.invalidField(field, 'is not a known country code');
  return upper;
}

export async function createUser(db: Db, input: NewUser, passwordHash: string): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const countryCode = await requireCountry(tx, input.countryCode, 'body/countryCode');
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      const aliasId = await uniqueAlias(tx, 'users', `${input.firstName} ${input.lastName}`, 'user');
      const r = await tx.query<UserRow>(
        `INSERT INTO users (alias_id, email, password_hash, title, first_name, last_name, is_realtor, company, phone, language, country_code, area, city)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING ${userColumns('users')}`,
        [
          aliasId, input.email.trim(), passwordHash, input.title, input.firstName.trim(), input.lastName.trim(), input.isRealtor,
          blankToNull(input.company), blankToNull(input.phone), input.language ?? 'en', countryCode, blankToNull(input.area), input.city.trim(),
        ],
      );
      return r.rows[0];
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower')) throw emailTaken();
    if (isUniqueViolation(err, 'users_alias_id_key')) throw errors.conflict('Please try again', 'ALIAS_TAKEN');
    throw err;
  }
}

const emailTaken = () => errors.conflict('An account with this e-mail address exists already', 'EMAIL_TAKEN');

export interface ProfilePatch {
  title?: UserTitle;
  firstName?: string;
  lastName?: string;
  isRealtor?: boolean;
  company?: string | null;
  phone?: string | null;
  language?: Language;
  about?: Partial<Record<Language, string>>;
  countryCode?: string;
  area?: string | null;
  city?: string;
  geoData?: { countryCode?: string; area?: string | null; city?: string };
}

/**
 * Applies a profile change. When the change touches the place and the resulting country and city are
 * valid, the incorrectGeoData tag goes (SPEC §6: such users are sent to edit their profile).
 */
export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const current = await findUserById(tx, userId);
    if (!current) throw errors.unauthorized();
    const geo = { countryCode: patch.countryCode, area: patch.area, city: patch.city, ...stripUndefined(patch.geoData ?? {}) };
    const set: Record<string, unknown> = {
      title: patch.title,
      first_name: patch.firstName?.trim(),
      last_name: patch.lastName?.trim(),
      is_realtor: patch.isRealtor,
      company: patch.company === undefined ? undefined : blankToNull(patch.company),
      phone: patch.phone === undefined ? undefined : blankToNull(patch.phone),
      language: patch.language,
      about: patch.about === undefined ? undefined : JSON.stringify(stripBlank(patch.about)),
      country_code: geo.countryCode === undefined ? undefined : await requireCountry(tx, geo.countryCode, patch.geoData?.countryCode ? 'body/geoData/countryCode' : 'body/countryCode'),
      area: geo.area === undefined ? undefined : blankToNull(geo.area),
      city: geo.city?.trim(),
    };
    const touchesPlace = geo.countryCode !== undefined || geo.city !== undefined || geo.area !== undefined;
    if (touchesPlace) {
      const country = (set.country_code as string | undefined) ?? current.country_code.trim();
      const city = (set.city as string | undefined) ?? current.city;
      if ((await countryExists(tx, country)) && city.trim() !== '') {
        set.tags = current.tags.filter((t) => t !== USER_TAGS.incorrectGeoData);
      }
    }
    const entries = Object.entries(set).filter(([, v]) => v !== undefined);
    const assignments = entries.map(([col, ], i) => `${col} = $${i + 2}${col === 'about' ? '::jsonb' : ''}`);
    const r = await tx.query<UserRow>(
      `UPDATE users u SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE u.id = $1 RETURNING ${userColumns('u')}`,
      [userId, ...entries.map(([, v]) => v)],
    );
    return r.rows[0];
  });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function stripBlank(o: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));
}

/** Mails a reset link when the address belongs to an account; says nothing either way. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = newToken();
  await app.db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [user.id, hashToken(token), RESET_TOKEN_MINUTES],
  );
  const link = `${app.config.publicOrigin}/reset-password/${token}`;
  await app.mail.send(passwordResetMail(user.email, user.language, user.first_name, link));
  app.log.info({ userId: user.id }, 'password reset mailed');
}

/** Sets the new password, uses up every reset token of the user and ends all their sessions. */
export async function resetPassword(db: Db, resetToken: string, passwordHash: string): Promise<string> {
  const invalid = () => errors.invalidField('body/resetToken', 'is unknown, used or expired');
  if (!TOKEN_PATTERN.test(resetToken)) throw invalid();
  return db.transaction(async (tx) => {
    const r = await tx.query<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM password_resets
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
      [hashToken(resetToken)],
    );
    const reset = r.rows[0];
    if (!reset) throw invalid();
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [reset.user_id, passwordHash]);
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [reset.user_id]);
    await revokeAllSessions(tx, reset.user_id);
    return reset.user_id;
  });
}
