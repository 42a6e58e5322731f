// The rules of accounts: sign-up (the password stored as a scrypt hash), sign-in (an unknown address
// and a wrong password answer alike and take as long), sign-out, and the password reset by a
// single-use mailed link that ends every session of the user.
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/index.ts';
import type { Session, SignUpBody } from '../../shared/contract/auth.ts';
import type { User } from '../../shared/contract/users.ts';
import { errors } from '../errors.ts';
import { passwordResetMail, signInFailuresMail, signUpAttemptMail } from '../integrations/mail/templates.ts';
import {
  accountOfEmail,
  accountWords,
  createUser,
  findUserByEmail,
  getCurrentUser,
  ownUser,
  phantomUser,
  setPasswordHash,
} from '../users/service.ts';
import { rolesOf } from '../admin/roles.ts';
import { invalidMfaCode, isMfaEnrolled, removeMfa, useSecondFactor } from './mfa.ts';
import { isCommonPassword } from './common-passwords.ts';
import { isWeakPassword, passwordEstimator, userInputsOf } from './strength.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeAllSessions, revokeSession } from './sessions.ts';
import { insertPasswordReset, selectLiveResetForUpdate, useUpResets } from './sql.ts';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens.ts';

export const RESET_TOKEN_MINUTES = 60;

/** 400 COMMON_PASSWORD when a new password is one of the 100 000 most common. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw errors.invalidField('body/password', 'is one of the most common passwords', 'COMMON_PASSWORD');
}

/**
 * The rules of a new password: 400 COMMON_PASSWORD when it is one of the 100 000 most common, else
 * 400 WEAK_PASSWORD when zxcvbn scores it under 3 for this account (its address and names count as
 * known words: api/auth/strength.ts). Both name the field `password`.
 */
export async function assertStrongPassword(password: string, who: Parameters<typeof userInputsOf>[0]): Promise<void> {
  assertUncommonPassword(password);
  if (await isWeakPassword(password, userInputsOf(who)))
    throw errors.invalidField(
      'body/password',
      'is too easy to guess: make it longer, e.g. several unrelated words, without your name or address',
      'WEAK_PASSWORD',
    );
}

/** How often the owner of an address hears of sign-ups tried with it, at most. */
const SIGN_UP_ATTEMPT_MAIL_MS = 60 * 60_000;
const attemptMailed = new Map<string, number>();

/**
 * A new account. An address that has one already answers the same (201 and a user that is never
 * stored: api/users/service.ts phantomUser), so sign-up does not tell who has an account (issue 21);
 * its owner is mailed instead (at most once an hour per account and process).
 */
export async function signUp(
  app: Pick<FastifyInstance, 'db' | 'mail' | 'config' | 'log'>,
  body: SignUpBody,
): Promise<{ user: User; existing: boolean }> {
  const { password, ...input } = body;
  await assertStrongPassword(password, input);
  const passwordHash = await hashPassword(password);
  const owner = await accountOfEmail(app.db, input.email);
  if (!owner) {
    try {
      return { user: await createUser(app.db, input, passwordHash), existing: false };
    } catch (err) {
      // taken by a sign-up racing this one: answered like the others
      if ((err as { code?: string }).code !== 'EMAIL_TAKEN') throw err;
    }
  }
  const user = await phantomUser(app.db, input, passwordHash);
  const account = owner ?? (await accountOfEmail(app.db, input.email));
  const now = Date.now();
  if (account && (attemptMailed.get(account.id) ?? 0) < now - SIGN_UP_ATTEMPT_MAIL_MS) {
    attemptMailed.set(account.id, now);
    const link = `${app.config.publicOrigin}/sign-in`;
    await app.mail
      .send(signUpAttemptMail(account.email, account.language, account.firstName, link))
      .catch((err: unknown) => app.log.error({ err, userId: account.id }, 'sign-up attempt mail not sent'));
  }
  return { user, existing: true };
}

export interface SignInOptions {
  /** the second factor of an account with two-factor sign-in on: a TOTP code or a recovery code */
  otp?: string;
  /** now, in ms (the TOTP step) */
  now: number;
}

/**
 * A new session for the address and password; 401 alike for an unknown address and a wrong
 * password. An account with two-factor sign-in on needs `otp` too: without it 401
 * MFA_CODE_REQUIRED, with a wrong or used one 401 MFA_CODE_INVALID; neither makes a session.
 */
export async function signIn(db: Db, email: string, password: string, opts: SignInOptions): Promise<Session> {
  const row = await findUserByEmail(db, email);
  // verify against a dummy hash for an unknown address so both failures take as long
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) throw errors.invalidCredentials();
  // an operator blocked the account (issue 23): said only to whoever knows the password
  if (row.blocked) throw errors.forbidden('This account is blocked', 'ACCOUNT_BLOCKED');
  if (await isMfaEnrolled(db, row.id)) {
    if (!opts.otp) throw errors.unauthorized('Enter the code of your authenticator app', 'MFA_CODE_REQUIRED');
    if (!(await useSecondFactor(db, row.id, opts.otp, opts.now))) throw errors.unauthorized('The code is wrong or used already', 'MFA_CODE_INVALID');
  }
  const token = await createSession(db, row.id);
  const current = await getCurrentUser(db, row.id);
  return { ...current, user: ownUser(row), token };
}

export function signOut(q: Queryable, token: string): Promise<void> {
  return revokeSession(q, token);
}

/** Tells the owner of an account that its password was guessed at repeatedly (nothing for an unknown address). */
export async function mailSignInFailures(app: Pick<FastifyInstance, 'db' | 'mail' | 'config' | 'log'>, email: string): Promise<void> {
  const account = await accountOfEmail(app.db, email);
  if (!account) return;
  const link = `${app.config.publicOrigin}/forgot-password`;
  await app.mail
    .send(signInFailuresMail(account.email, account.language, account.firstName, link))
    .catch((err: unknown) => app.log.error({ err, userId: account.id }, 'sign-in failures mail not sent'));
  app.log.warn({ userId: account.id }, 'repeated failed sign-ins: the owner is mailed');
}

/** Mails a reset link when the address belongs to an account; says nothing either way. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = newToken();
  await insertPasswordReset(app.db, user.id, hashToken(token), RESET_TOKEN_MINUTES);
  const link = `${app.config.publicOrigin}/reset-password/${token}`;
  await app.mail.send(passwordResetMail(user.email, user.language, user.first_name, link));
  app.log.info({ userId: user.id }, 'password reset mailed');
}

/** Sets the new password, uses up every reset token of the user and ends all their sessions. */
export async function resetPassword(db: Db, resetToken: string, password: string): Promise<string> {
  const invalid = () => errors.invalidField('body/resetToken', 'is unknown, used or expired', 'INVALID_RESET_TOKEN');
  if (!TOKEN_PATTERN.test(resetToken)) throw invalid();
  assertUncommonPassword(password);
  await passwordEstimator(); // loaded before the transaction, which then only runs the check
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const reset = await selectLiveResetForUpdate(tx, hashToken(resetToken));
    if (!reset) throw invalid();
    // judged against the account's own words (a refusal rolls back; the link stays usable)
    await assertStrongPassword(password, (await accountWords(tx, reset.user_id)) ?? {});
    await setPasswordHash(tx, reset.user_id, passwordHash);
    await useUpResets(tx, reset.user_id);
    await revokeAllSessions(tx, reset.user_id);
    return reset.user_id;
  });
}

/**
 * Turns two-factor sign-in off after the password (400 naming password) and a current or recovery
 * code (400 naming otp); an account with a role keeps it (409 MFA_REQUIRED_FOR_ROLE).
 */
export async function disableMfa(db: Db, userId: string, password: string, otp: string, now: number): Promise<void> {
  if ((await rolesOf(db, userId)).length) throw errors.conflict('Operators must keep two-factor sign-in on', 'MFA_REQUIRED_FOR_ROLE');
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  if (!rows[0] || !(await verifyPassword(rows[0].password_hash, password)))
    throw errors.invalidField('body/password', 'is not the password of this account', 'WRONG_PASSWORD');
  if (!(await isMfaEnrolled(db, userId))) return;
  await db.transaction(async (tx) => {
    if (!(await useSecondFactor(tx, userId, otp, now))) throw invalidMfaCode('otp');
    await removeMfa(tx, userId);
  });
}
