// Versioned SQL migrations: the frozen files of api/db/migrations/, applied in the order of their
// names at start, each in a transaction (api/db/index.ts `migrate`). Never edit an applied
// migration and never build one from a constant that can change: add a new numbered file.
// From source they are read beside this module; the bundled server (dist/server/) reads the copy
// bin/build.mjs puts beside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Migration {
  id: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.sql$/;

function migrationsDir(): string {
  for (const candidate of ['./migrations/', '../../api/db/migrations/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error('api/db/migrations not found beside the server');
}

/** Every migration file of `dir`, ordered by name. */
export function loadMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .map((name) => MIGRATION_FILE.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map((m) => ({ id: m[1], sql: readFileSync(`${dir}/${m[0]}`, 'utf8') }));
}

export const MIGRATIONS: readonly Migration[] = loadMigrations();
