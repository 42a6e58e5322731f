#!/usr/bin/env node
// Splits the translations into namespaces (docs/decisions/0010): a page carries only the namespaces
// its render used, the rest comes from /locales/<lng>/<ns>.<version>.json when needed.
//   node bin/i18n-split.mjs [--root <dir>]
// Reads every locales/<lng>/*.json (a top-level section is the unit: "search", "header", …), with
// locales/<lng>/app.json — the default namespace's file, which was also the single file of before the
// split (a merge may bring that whole file back) — taking precedence for the sections it holds, and
// writes each section into the namespace NAMESPACE_OF gives it: locales/<lng>/<ns>.json =
// { "<section>": {…}, … }. A section the table does not name gets a namespace of its own, named after
// it. locales/namespaces.json then lists namespace → sections of the pages (client/i18n/namespaces.ts
// reads it; keys stay "section.key"); the namespaces of SERVER_NAMESPACES (texts only the api and the
// gateway write, such as mails) are split the same way but left out of it, so no page carries or
// fetches them. Re-runnable: after a merge that added sections to app.json, run it again.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Sections that share a namespace; every other section is a namespace of its own. */
export const NAMESPACE_OF = {
  // what nearly every page renders (header, footer, titles, errors, the card of an estate in lists)
  app: [
    'common',
    'header',
    'footer',
    'titles',
    'meta',
    'errors',
    'notFound',
    'comingSoon',
    'user',
    'pagination',
    'currency',
    'chunk',
    'reloadPagePlease',
    'reloadButton',
    'processingText',
    'articleTypes',
    'estateCard',
    // the messages of form checks: a form's first error shows at once, not after its namespace loads
    'forms',
    // what a price tag on any card or listing may show after a change of currency or page in the
    // browser (≈ approximately, the rate note, the reduced badge): shown at once, never as a key
    'rates',
    'priceHistory',
  ],
};
/** The namespace every page carries; its file is also where a merge may bring back the whole, unsplit tree. */
const LEGACY_FILE = 'app';
/** Namespaces the server alone uses (api/i18n.ts, gateway/errors.ts): not in locales/namespaces.json. */
export const SERVER_NAMESPACES = ['mail', 'importMessages'];
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

function parseArgs(argv) {
  const i = argv.indexOf('--root');
  return { root: i >= 0 ? argv[i + 1] : new URL('..', import.meta.url).pathname };
}

export function namespaceOfSection(section) {
  for (const [ns, sections] of Object.entries(NAMESPACE_OF)) if (sections.includes(section)) return ns;
  return section;
}

/** JSON as prettier prints it (printWidth 150): a namespace's sections on one line when they fit. */
function formatTable(table) {
  const rows = Object.entries(table).map(([ns, sections]) => {
    const line = `  ${JSON.stringify(ns)}: [${sections.map((x) => JSON.stringify(x)).join(', ')}]`;
    return line.length <= 149 ? line : `  ${JSON.stringify(ns)}: [\n${sections.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`;
  });
  return `{\n${rows.join(',\n')}\n}\n`;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const isTree = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function deepAssign(target, source) {
  for (const [k, v] of Object.entries(source)) {
    if (isTree(v) && isTree(target[k])) deepAssign(target[k], v);
    else target[k] = v;
  }
  return target;
}

export function splitLocales(root) {
  const dir = join(root, 'locales');
  const languages = readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory());
  const layout = {}; // ns → Set(section)
  const written = [];
  for (const lng of languages) {
    const files = readdirSync(join(dir, lng)).filter((f) => f.endsWith('.json'));
    const sections = {};
    // split files first, then app.json over them
    for (const f of files.filter((f) => f !== `${LEGACY_FILE}.json`).sort()) Object.assign(sections, readJson(join(dir, lng, f)));
    // deep: an app.json a merge brought may hold only part of a section (its keys win, the rest stays)
    if (files.includes(`${LEGACY_FILE}.json`)) deepAssign(sections, readJson(join(dir, lng, `${LEGACY_FILE}.json`)));
    const byNs = {};
    for (const section of Object.keys(sections).sort()) {
      const ns = namespaceOfSection(section);
      if (!NAME.test(ns)) throw new Error(`locales/${lng}: section "${section}" cannot name a namespace file (use letters, digits, - or _)`);
      (byNs[ns] ??= {})[section] = sections[section];
      (layout[ns] ??= new Set()).add(section);
    }
    for (const f of files) rmSync(join(dir, lng, f));
    for (const [ns, tree] of Object.entries(byNs)) {
      writeFileSync(join(dir, lng, `${ns}.json`), JSON.stringify(tree, null, 2) + '\n');
      written.push(`${lng}/${ns}.json`);
    }
  }
  const table = Object.fromEntries(
    Object.keys(layout)
      .filter((ns) => !SERVER_NAMESPACES.includes(ns))
      .sort((a, b) => (a === 'app' ? -1 : b === 'app' ? 1 : a.localeCompare(b)))
      .map((ns) => [ns, [...layout[ns]].sort()]),
  );
  writeFileSync(join(dir, 'namespaces.json'), formatTable(table));
  return { languages, namespaces: Object.keys(table), written };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { root } = parseArgs(process.argv.slice(2));
  if (!existsSync(join(root, 'locales'))) {
    console.error(`no locales/ under ${root}`);
    process.exit(1);
  }
  const { languages, namespaces } = splitLocales(root);
  console.log(
    `locales split: ${languages.length} languages × ${namespaces.length} namespaces (${namespaces.join(', ')}); locales/namespaces.json written`,
  );
}
