// Opaque bearer secrets (session tokens, password-reset tokens): 32 random bytes, base64url. Only
// their SHA-256 is stored, so a leaked table cannot be replayed.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
