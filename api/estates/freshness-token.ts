// The one-click links of the freshness mail (api/estates/freshness.ts): the listing's id, what the link
// does (c: still available, a: sold or let) and when it expires (epoch seconds), signed with HMAC-SHA256
// under the server secret the saved-search unsubscribe links use (api/savedSearches/token.ts, kept in
// app_secrets so every instance agrees), with a purpose prefix of its own so no token of one kind is
// ever valid as the other. No sign-in is needed: the token is the permission, for that one listing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FreshnessAction } from '../../shared/contract/freshness.ts';
import { unsubscribeSecret } from '../savedSearches/token.ts';

export { unsubscribeSecret as freshnessSecret };

const PURPOSE = 'listing-freshness:';
const CODES: Record<FreshnessAction, string> = { confirm: 'c', archive: 'a' };

function mac(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');
}

export function signFreshness(secret: Buffer, estateId: string, action: FreshnessAction, expiresAt: Date): string {
  const payload = `${Buffer.from(estateId, 'utf8').toString('base64url')}.${CODES[action]}.${Math.ceil(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type Verified = { estateId: string; action: FreshnessAction; expiresAt: Date } | null;

/** What a token says when its signature holds (expired or not: the caller tells 410 from 400); null otherwise. */
export function verifyFreshness(secret: Buffer, token: string): Verified {
  const m = /^([A-Za-z0-9_-]{1,200})\.([ca])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const payload = `${m[1]}.${m[2]}.${m[3]}`;
  const given = Buffer.from(m[4], 'utf8');
  const expected = Buffer.from(mac(secret, payload), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const estateId = Buffer.from(m[1], 'base64url').toString('utf8');
  return { estateId, action: m[2] === 'c' ? 'confirm' : 'archive', expiresAt: new Date(Number(m[3]) * 1000) };
}
