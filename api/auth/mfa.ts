// Two-factor sign-in (issue 23.2): TOTP by RFC 6238 (SHA-1, 6 digits, 30-second steps, ±1 step
// accepted) with the otpauth package. Setup stores a pending secret; a right code from the app makes
// it the account's secret and answers ten single-use recovery codes once (only their SHA-256 is
// kept). A code is accepted only for a later step than the last accepted one, so it cannot be
// replayed within its window. The secret is stored as it is: the codebase has no key to encrypt
// data at rest with (docs/operations.md says so).
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db, Queryable } from '../db/index.ts';
import type { MfaSetup } from '../../shared/contract/auth.ts';
import { errors } from '../errors.ts';
import { hashToken } from './tokens.ts';

export const MFA_PERIOD_S = 30;
export const RECOVERY_CODES = 10;
const ISSUER = 'Estate marketplace';
/** lower-case letters and digits without look-alikes (0/o, 1/l/i) */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpOf(secret: string, label = 'account'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: MFA_PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** The step a code was accepted for, or null: ±1 step around now. */
export function acceptedStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / MFA_PERIOD_S) + delta;
}

/** A new recovery code: 10 characters in two groups, e.g. `k7qm2-x9ad4`. */
function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** A recovery code as typed (any case, with or without the hyphen or spaces) in its stored form. */
const normalRecoveryCode = (code: string): string => {
  const s = code.toLowerCase().replace(/[\s-]+/g, '');
  return s.length === 10 ? `${s.slice(0, 5)}-${s.slice(5)}` : s;
};

interface MfaRow {
  secret: string | null;
  pending_secret: string | null;
  last_step: number | string;
}

async function mfaRow(q: Queryable, userId: string, forUpdate = false): Promise<MfaRow | null> {
  const { rows } = await q.query<MfaRow>(
    `SELECT secret, pending_secret, last_step FROM user_mfa WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether the account has two-factor sign-in on. */
export async function isMfaEnrolled(q: Queryable, userId: string): Promise<boolean> {
  return Boolean((await mfaRow(q, userId))?.secret);
}

/** A new pending secret (replacing an earlier pending one) with its otpauth URL and QR code. */
export async function setupMfa(db: Db, userId: string, email: string): Promise<MfaSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await db.transaction(async (tx) => {
    const row = await mfaRow(tx, userId, true);
    if (row?.secret) throw errors.conflict('Two-factor sign-in is on already', 'MFA_ENROLLED');
    await tx.query(
      `INSERT INTO user_mfa (user_id, pending_secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret, updated_at = now()`,
      [userId, secret],
    );
  });
  const otpauthUrl = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

const invalidCode = (field: string) => errors.invalidField(`body/${field}`, 'is not a valid code', 'MFA_CODE_INVALID');

/** Verifies the pending secret with a code: it becomes the account's; answers new recovery codes. */
export async function verifyMfa(db: Db, userId: string, code: string, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const row = await mfaRow(tx, userId, true);
    if (!row?.pending_secret) throw errors.conflict('Start the set-up first (POST /api/auth/mfa/setup)', 'MFA_SETUP_REQUIRED');
    const step = acceptedStep(row.pending_secret, code, now);
    if (step === null) throw invalidCode('code');
    await tx.query(
      `UPDATE user_mfa SET secret = pending_secret, pending_secret = NULL, enrolled_at = now(), last_step = $2, updated_at = now()
       WHERE user_id = $1`,
      [userId, step],
    );
    await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
    for (const c of codes) await tx.query('INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hashToken(c)]);
  });
  return codes;
}

/**
 * Uses up a second factor of an enrolled account: a TOTP code for a step later than the last one
 * used, or an unused recovery code. Answers whether it was accepted; an accepted one cannot be
 * accepted again.
 */
export async function useSecondFactor(q: Queryable, userId: string, otp: string, now: number): Promise<boolean> {
  const row = await mfaRow(q, userId);
  if (!row?.secret) return false;
  const step = acceptedStep(row.secret, otp, now);
  if (step !== null) {
    // a conditional write: two requests with the same code cannot both pass
    const { rowCount } = await q.query('UPDATE user_mfa SET last_step = $2, updated_at = now() WHERE user_id = $1 AND last_step < $2', [
      userId,
      step,
    ]);
    return rowCount === 1;
  }
  const { rowCount } = await q.query('UPDATE mfa_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL', [
    userId,
    hashToken(normalRecoveryCode(otp)),
  ]);
  return rowCount === 1;
}

/** Turns two-factor sign-in off (the caller has checked the password and that no role needs it). */
export async function removeMfa(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM user_mfa WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
}

export { invalidCode as invalidMfaCode };
