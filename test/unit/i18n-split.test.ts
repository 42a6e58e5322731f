// bin/i18n-split.mjs over a temp tree: sections filed by the table, an unknown section in its own
// namespace, an unsplit app.json (the default namespace's file) a merge brought back split again,
// and the i18n check still passing on the result.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SPLIT = join(ROOT, 'bin/i18n-split.mjs');
const CHECK = join(ROOT, 'bin/i18n-check.mjs');

const run = (script: string, root: string) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
const read = (root: string, file: string) => JSON.parse(readFileSync(join(root, 'locales', file), 'utf8'));

t.test('split, then a merge adds sections to app.json, then split again', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'i18n-split-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const en = { header: { home: 'Home' }, search: { title: 'Search' } };
  const de = { header: { home: 'Start' }, search: { title: 'Suche' } };
  for (const [lng, tree] of Object.entries({ en, de })) {
    mkdirSync(join(root, 'locales', lng), { recursive: true });
    writeFileSync(join(root, 'locales', lng, 'app.json'), JSON.stringify(tree));
  }
  mkdirSync(join(root, 'client'));
  writeFileSync(join(root, 'client/Page.tsx'), "export const keys = ['header.home', 'search.title', 'favourites.add'];\n");

  let r = run(SPLIT, root);
  t.equal(r.status, 0, r.stderr);
  t.same(readdirSync(join(root, 'locales/en')).sort(), ['app.json', 'search.json'], 'header into app, search its own');
  t.same(read(root, 'en/app.json'), { header: { home: 'Home' } }, 'sections keep their name inside the namespace; app.json keeps only its own');
  t.same(read(root, 'namespaces.json'), { app: ['header'], search: ['search'] });

  // a branch merged: app.json is back, with the old sections, a changed text and a new section
  writeFileSync(join(root, 'locales/en/app.json'), JSON.stringify({ ...en, search: { title: 'Find' }, favourites: { add: 'Keep' } }));
  writeFileSync(join(root, 'locales/de/app.json'), JSON.stringify({ ...de, favourites: { add: 'Merken' } }));
  r = run(SPLIT, root);
  t.equal(r.status, 0, r.stderr);
  t.same(read(root, 'en/app.json'), { header: { home: 'Home' } }, 'app.json split again: only its own sections stay');
  t.same(read(root, 'en/search.json'), { search: { title: 'Find' } }, "app.json's texts win");
  t.same(read(root, 'de/favourites.json'), { favourites: { add: 'Merken' } }, 'an unknown section becomes its own namespace');
  t.same(read(root, 'namespaces.json'), { app: ['header'], favourites: ['favourites'], search: ['search'] });

  r = run(SPLIT, root);
  t.equal(r.status, 0);
  t.same(read(root, 'en/app.json'), { header: { home: 'Home' } }, 're-running changes nothing');

  const check = run(CHECK, root);
  t.equal(check.status, 0, `the i18n check passes on the split tree: ${check.stdout}${check.stderr}`);
});

t.test("a server namespace (the mails) gets its own file but stays out of the pages' table", async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'i18n-split-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  for (const [lng, home, subject] of [
    ['en', 'Home', 'Hello'],
    ['de', 'Start', 'Hallo'],
  ]) {
    mkdirSync(join(root, 'locales', lng!), { recursive: true });
    writeFileSync(join(root, 'locales', lng!, 'app.json'), JSON.stringify({ header: { home }, mail: { subject } }));
  }
  const r = run(SPLIT, root);
  t.equal(r.status, 0, r.stderr);
  t.same(readdirSync(join(root, 'locales/de')).sort(), ['app.json', 'mail.json']);
  t.same(read(root, 'de/mail.json'), { mail: { subject: 'Hallo' } });
  t.same(read(root, 'namespaces.json'), { app: ['header'] }, 'no page carries or fetches the mails');
});
