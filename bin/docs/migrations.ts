// docs/reference/migrations.md: the frozen migrations of api/db/migrations/, in the order they apply
// (their names), each with the first sentence of its own comment and the tables and views it creates.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { code, page, table } from './markdown.ts';

const BOILERPLATE = /^Migration \S+\. Frozen\b/;

/**
 * What the migration says it does: the first sentence of its own comment (the "Migration NNN. Frozen"
 * line most files begin with is the same everywhere and skipped); '' when it has none.
 */
export function firstCommentLine(sql: string): string {
  const block: string[] = [];
  for (const line of sql.split('\n')) {
    const m = /^\s*--\s?(.*)$/.exec(line);
    const text = m?.[1].trim() ?? '';
    if (m && BOILERPLATE.test(text)) continue;
    if (m && text) block.push(text);
    else if (block.length || (!m && line.trim() !== '')) break;
  }
  const comment = block.join(' ');
  return /^(.+?[.!?])(?=\s+[A-Z(`]|$)/.exec(comment)?.[1] ?? comment;
}

/** `table estates`, `view resource_usage`, … in the order the file creates them. */
export function creates(sql: string): string[] {
  const re = /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:UNIQUE\s+)?(TABLE|VIEW|MATERIALIZED\s+VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?([A-Za-z0-9_."]+)/gi;
  const out: string[] = [];
  for (const m of sql.matchAll(re)) {
    const item = `${m[1].toLowerCase().replace(/\s+/g, ' ')} ${m[2].replace(/"/g, '')}`;
    if (!out.includes(item)) out.push(item);
  }
  return out;
}

export function migrationsPage(root: string): string {
  const dir = join(root, 'api/db/migrations');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const rows = files.map((f) => {
    const sql = readFileSync(join(dir, f), 'utf8');
    return [code(f), firstCommentLine(sql), creates(sql).map(code).join(', ')];
  });
  return page(
    'Migrations',
    [
      'The frozen, numbered SQL files of `api/db/migrations/`, applied at start in the order of their names, each in a',
      'transaction, recorded in `schema_migrations` (api/db/migrate.ts). Each is pinned by a hash of its content in',
      '`test/unit/db-migrations.test.ts`: a change is always a new file. The job queue keeps its own tables in the schema',
      '`pgboss`, which pg-boss creates and migrates itself.',
    ].join('\n'),
    [table(['file', 'what (the first sentence of its comment)', 'creates'], rows)],
  );
}
