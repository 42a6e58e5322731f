// A dump of an in-memory PGlite database with every migration applied, for the test apis to start
// from (ApiConfig.pgliteImage): PGlite's initdb and the ~30 migrations cost about 3 s per started
// api, loading the dump about 0.5 s, and the suite starts a few hundred apis.
// Made once per machine and migration set: kept in the system's temp folder under a name that
// hashes the migrations' text and PGlite's version, so a changed migration makes a new dump.
// Several test processes may make it at once: each writes its own file and renames it into place.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../api/db/index.ts';
import { MIGRATIONS } from '../../api/db/migrate.ts';

let made: Promise<Blob> | undefined;

/** The migrated dump (memoized per process; null-safe to call from every startApi). */
export function migratedPgliteImage(): Promise<Blob> {
  made ??= load();
  return made;
}

async function load(): Promise<Blob> {
  const manifest = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  const hash = createHash('sha256').update(version);
  for (const m of MIGRATIONS) hash.update(`\0${m.id}\0${m.sql}`);
  const file = join(tmpdir(), `estate-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // not made yet on this machine
  }
  const dir = await mkdtemp(join(tmpdir(), 'pglite-image-'));
  const db = await openDb({ dataDir: dir, inMemory: true });
  const dump = await db.dumpDataDir!();
  await db.close();
  await rm(dir, { recursive: true, force: true });
  const bytes = Buffer.from(await dump.arrayBuffer());
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, bytes);
  await rename(part, file);
  return new Blob([bytes]);
}
