// The reference generator (bin/docs.ts, bin/docs/*): every page of docs/reference/ is made from the
// code, starts with the generated-by line and comes out the same twice; `docs:check`'s comparison
// finds a changed, a missing and a no-longer-generated file in a directory; a script without a
// description, a decision record without its headings and a migration's comment are handled.
import t from 'tap';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateReference, staleFiles, writeReference } from '../../bin/docs/generate.ts';
import { BANNER } from '../../bin/docs/markdown.ts';
import { scriptsPage } from '../../bin/docs/scripts.ts';
import { readDecision } from '../../bin/docs/decisions.ts';
import { creates, firstCommentLine } from '../../bin/docs/migrations.ts';
import { describeEnv } from '../../shared/core/env.ts';
import { ROUTES } from '../../client/app/screens.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const reference = await generateReference(ROOT);

t.test('the pages are made from the code, deterministically', async (t) => {
  const first = reference;
  const second = await generateReference(ROOT);
  t.same(Object.keys(first).sort(), ['decisions.md', 'endpoints.md', 'environment.md', 'features.md', 'migrations.md', 'scripts.md']);
  t.same(second, first, 'a second run makes the same text');
  for (const [file, text] of Object.entries(first)) {
    t.ok(text.startsWith(`${BANNER}\n`), `${file} says it is generated and by which command`);
    t.notMatch(text, /\b20\d\d-\d\d-\d\dT/, `${file} holds no time stamp`);
  }
  for (const v of describeEnv()) t.match(first['environment.md'], `| \`${v.name}\` |`, `environment.md has ${v.name}`);
  t.match(first['endpoints.md'], '`GET /api/estate/search` | `searchEstates`', 'endpoints.md lists the search');
  t.match(first['endpoints.md'], '## saved-searches (`shared/contract/saved-searches.ts`)', 'and every contract module with endpoints');
  for (const r of ROUTES) t.match(first['features.md'], `\`${r.path}\``, `features.md has ${r.path}`);
  t.match(first['features.md'], /\| `search` \| `search` \| `\/search`, `\/search\/:countryCode` \|/, 'a screen with its feature and paths');
  t.match(first['migrations.md'], '`014_rates.sql`');
  t.match(first['decisions.md'], '[Current exchange rates');
});

t.test('the check names the stale files of a directory', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docs-reference-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  t.same(staleFiles(dir, reference), Object.keys(reference).sort(), 'an empty directory: every page is missing');
  t.same(writeReference(dir, reference), Object.keys(reference).sort(), 'written');
  t.same(staleFiles(dir, reference), [], 'then nothing is stale');

  const env = join(dir, 'environment.md');
  await writeFile(env, (await readFile(env, 'utf8')).replace('| `PORT` |', '| `PORTS` |'));
  t.same(staleFiles(dir, reference), ['environment.md'], 'a hand edit is stale');
  await unlink(join(dir, 'scripts.md'));
  await writeFile(join(dir, 'old-page.md'), 'no longer generated\n');
  t.same(staleFiles(dir, reference), ['environment.md', 'old-page.md', 'scripts.md'], 'so are a missing page and a page no longer generated');

  t.same(writeReference(dir, reference), ['environment.md', 'old-page.md', 'scripts.md'], 'npm run docs rewrites exactly those');
  t.same(staleFiles(dir, reference), [], 'and the directory is current again');
});

t.test('npm run docs:check exits 1 naming the stale file, and 0 when the pages are current', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docs-check-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  writeReference(dir, reference);
  const check = () =>
    run(process.execPath, ['--import', 'tsx', join(ROOT, 'bin/docs.ts'), '--check', '--dir', dir], { cwd: ROOT }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
  const current = await check();
  t.equal(current.code, 0, 'current pages pass');
  t.match(current.out, /is up to date \(6 files\)/);

  await writeFile(join(dir, 'migrations.md'), reference['migrations.md'] + 'a line added by hand\n');
  const stale = await check();
  t.equal(stale.code, 1, 'a stale page fails the check');
  t.match(stale.out, /is stale .*migrations\.md/, 'naming the file');
  t.notMatch(stale.out, /environment\.md/, 'and only the stale one');
});

t.test('a script without a description fails the generator, naming it', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'docs-scripts-'));
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await writeFile(join(root, 'package.json'), JSON.stringify({ scripts: { build: 'x', 'new-thing': 'y' } }));
  t.throws(() => scriptsPage(root), /new-thing/);
  t.match(scriptsPage(root, { build: 'builds', 'new-thing': 'does the new thing' }), '| `npm run new-thing` | does the new thing | `y` |');
});

t.test('decision records need their four headings', async (t) => {
  const full = '# 3. A choice\n\n## Status\n\nSuperseded by 0009.\n\n## Context\n\nc\n\n## Decision\n\nd\n\n## Consequences\n\ne\n';
  t.same(readDecision('0003-a.md', full), { file: '0003-a.md', title: 'A choice', status: 'Superseded by 0009.' });
  t.throws(() => readDecision('0003-a.md', full.replace('## Context\n', '')), /0003-a\.md: missing the heading\(s\) ## Context/);
  t.throws(() => readDecision('0003-a.md', full.replace('Superseded by 0009.\n', '')), /an empty Status/);
});

t.test("a migration's description and what it creates", async (t) => {
  const sql = [
    '-- Migration 020_x. Frozen: never edit an applied migration, add a new one.',
    '-- Widgets (issue 9): what a user keeps. The rest of the',
    '-- comment is not shown.',
    'CREATE TABLE widgets (id text);',
    'CREATE OR REPLACE VIEW widget_count AS SELECT 1;',
    'CREATE TABLE IF NOT EXISTS widgets (id text);',
  ].join('\n');
  t.equal(firstCommentLine(sql), 'Widgets (issue 9): what a user keeps.');
  t.equal(firstCommentLine('-- Migration 001_core. Frozen: never edit.\nCREATE TABLE a (b int);\n-- later\n'), '');
  t.same(creates(sql), ['table widgets', 'view widget_count']);
});
