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

/**
 * Migrations renamed after they were applied somewhere: new id → the ids it was recorded under
 * before. A database that recorded an old id has applied the migration (the file's text is the
 * same, pinned by test/unit/db-migrations.test.ts), so the runner does not apply it again; the old
 * record is kept as it is, so a process of the previous version sharing the database sees it too.
 * 008_buyers_favourites shared its number with 008_buyers: it became 015 (it depends on nothing
 * after 007 and nothing depends on it, so a new database applying it last ends the same).
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  '015_buyers_favourites': ['008_buyers_favourites'],
};

/** The ids a migration may be recorded under in schema_migrations: its own, then its former ones. */
export const recordedIds = (id: string): string[] => [id, ...(RENAMED_MIGRATIONS[id] ?? [])];

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
