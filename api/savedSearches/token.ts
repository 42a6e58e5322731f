// The unsubscribe link's token: the saved search's id and an HMAC-SHA256 of it under a server secret
// (generated once and kept in app_secrets, so every api instance and every restart agree on it). It
// needs no sign-in and never expires; it can only switch the alerts of that one search off.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

const SECRET_NAME = 'saved-searches.unsubscribe';
const PURPOSE = 'saved-search-unsubscribe:';
const secrets = new WeakMap<object, Promise<Buffer>>();

async function readSecret(q: Queryable): Promise<Buffer> {
  await q.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const r = await q.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
  return Buffer.from(r.rows[0].value, 'utf8');
}

/** The secret, read once per database handle (the first writer wins a race between instances). */
export function unsubscribeSecret(db: Queryable): Promise<Buffer> {
  let s = secrets.get(db);
  if (!s) {
    s = readSecret(db);
    s.catch(() => secrets.delete(db));
    secrets.set(db, s);
  }
  return s;
}

function mac(secret: Buffer, searchId: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + searchId)
    .digest();
}

export function signUnsubscribe(secret: Buffer, searchId: string): string {
  return `${Buffer.from(searchId, 'utf8').toString('base64url')}.${mac(secret, searchId).toString('base64url')}`;
}

/** The search id a token names when its signature holds; null for anything else. */
export function verifyUnsubscribe(secret: Buffer, token: string): string | null {
  const m = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const searchId = Buffer.from(m[1], 'base64url').toString('utf8');
  if (Buffer.from(searchId, 'utf8').toString('base64url') !== m[1]) return null;
  const given = Buffer.from(m[2], 'base64url');
  // the last of 43 characters carries 2 bits the decoder drops: only the canonical spelling counts,
  // so one signature has one token (issue 21)
  if (given.toString('base64url') !== m[2]) return null;
  const expected = mac(secret, searchId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? searchId : null;
}
