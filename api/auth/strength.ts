// How guessable a new password is, by zxcvbn-ts (a strength estimator modelled on password crackers:
// dictionaries of common passwords and words, keyboard walks, sequences, dates, repeats, l33t). A new
// password (sign-up, reset) scoring under MIN_PASSWORD_SCORE (3 of 0–4: "safely unguessable", about
// 10^8 guesses or more) is refused with 400 WEAK_PASSWORD on the field `password`; the account's
// e-mail address and names count as words an attacker knows, so "anna1234" is weak for Anna. The
// 100 000 most common (common-passwords.ts) stay refused first, with COMMON_PASSWORD.
// The dictionaries (about 1 MB of JavaScript) are loaded on the first check, not at start, and
// only here in the api: the client never imports this (test/unit/boundaries.test.ts).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** The lowest zxcvbn score a new password may have (0 too guessable … 4 very unguessable). */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

async function load(): Promise<ZxcvbnFactory> {
  const [core, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  return new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
    // the first 64 characters are judged (zxcvbn's time grows steeply with length: 200 mixed
    // characters took 0.4 s of the event loop here, 64 a few ms); 64 characters that score 3 are plenty
    maxLength: 64,
  });
}

/** The estimator, loaded once on first use (a failed load is tried again on the next call). */
export function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= load().catch((err: unknown) => {
    estimator = undefined;
    throw err;
  });
  return estimator;
}

/** Whether the estimator's dictionaries are in memory (they are not before the first check). */
export const estimatorLoaded = (): boolean => estimator !== undefined;

/**
 * Words an attacker knows about the account: the e-mail address whole and its parts (`anna.berg`,
 * `anna`, `berg`, `example`), first and last name, company. Short pieces (under 3 characters) are left
 * out, since they would only match by chance.
 */
export function userInputsOf(who: { email?: string; firstName?: string; lastName?: string; company?: string }): string[] {
  const words = new Set<string>();
  const add = (s: string | undefined) => {
    const w = s?.normalize('NFKC').trim().toLowerCase();
    if (w && w.length >= 3) words.add(w);
  };
  if (who.email) {
    add(who.email);
    const [local, domain] = who.email.split('@');
    add(local);
    for (const part of `${local ?? ''} ${domain ?? ''}`.split(/[^\p{L}\p{N}]+/u)) add(part);
  }
  for (const name of [who.firstName, who.lastName, who.company]) {
    add(name);
    for (const part of name?.split(/[^\p{L}\p{N}]+/u) ?? []) add(part);
  }
  return [...words];
}

export interface PasswordStrength {
  score: number;
  /** zxcvbn's reason, for logs and tests only (`userInputs`, `sequences`, `similarToCommon`), null when none */
  warning: string | null;
}

/** The zxcvbn score of a password for an account (loads the dictionaries on the first call). */
export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const zxcvbn = await passwordEstimator();
  const result = zxcvbn.check(password.normalize('NFKC'), userInputs);
  return { score: result.score, warning: result.feedback.warning ?? null };
}

export async function isWeakPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  return (await passwordStrength(password, userInputs)).score < MIN_PASSWORD_SCORE;
}
