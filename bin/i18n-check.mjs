#!/usr/bin/env node
// Checks the translations against each other and against the code (npm run i18n:check).
//   node bin/i18n-check.mjs [--root <dir>]
// Fails (exit 1, listing every problem) when
//   1. a key (or a plural form a language needs) exists in one language but not in another, a value
//      is empty or not a string, or the {{placeholders}} of a key differ between languages;
//   2. a key the code uses statically — t('…'), t(c ? '…' : '…'), i18n.t('…'), <Trans i18nKey="…"> — is missing, or
//      names a group of keys instead of a text; the pages' code (client/, renderer/, shared/) and the
//      servers' (gateway/, and api/ whose mails read the server namespace `mail`, api/i18n.ts) alike;
//   3. a key of the files is used nowhere: not by a static call, not as a string literal anywhere in
//      the code (tables of keys), and not under a dynamic prefix (below);
//   4. a component in client/ holds visible literal text: a JSX text node with letters, or a string
//      literal in a placeholder / title / alt / aria-label / aria-description prop.
//      A line (or the line after a comment) containing `i18n-ignore` is exempt.
//
// Dynamic prefixes: keys built at run time, so no static use can be seen. They come from
//   - DYNAMIC_PREFIXES below (documented: who builds them);
//   - any template literal in the code whose static head is a key prefix, e.g. t(`articleTypes.${type}`)
//     or shared/core/format.ts `user.titles.${title}` makes `articleTypes.` / `user.titles.` dynamic;
//   - a comment `i18n-dynamic: some.prefix.` in any scanned file.
// Plurals follow i18next (key_one, key_few, key_many, key_other): a base used as t('key', {count})
// must have, in each language, every form Intl.PluralRules gives for that language.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Prefixes of keys that code builds from data; see the header. */
export const DYNAMIC_PREFIXES = [
  'estate.', // shared/search/facets.ts facetLabelKey: estate.<dealType|estateType|facet>.<value>; estate.kind/field/distance/orderBy
  'titles.', // page titles by screen id (renderer, client/app)
  'errors.', // error messages by api error code or kind
  'user.titles.', // shared/core/format.ts userTitleKey (fullName)
  'articleTypes.', // article / page / news labels by Article.type
];

const USAGE_DIRS = ['client', 'renderer', 'shared', 'gateway', 'api'];
// not scanned: the seed writes demo data, not interface texts (its generator has a `t` of its own)
const SKIPPED_DIRS = ['api/seed'];
const LITERAL_DIRS = ['client'];
const TEXT_PROPS = new Set(['placeholder', 'title', 'alt', 'aria-label', 'aria-description']);
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_RE = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join('|')})$`);
const LETTER_RE = /\p{L}/u;
const KEYISH_HEAD_RE = /^[A-Za-z][\w-]*(\.[\w-]+)*\.$/;

function parseArgs(argv) {
  const i = argv.indexOf('--root');
  return { root: i >= 0 ? argv[i + 1] : new URL('..', import.meta.url).pathname };
}

function flatten(tree, prefix, out, problems, where) {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out, problems, where);
    else if (typeof v !== 'string') problems.push(`${where}: "${key}" is not a string`);
    else if (v.trim() === '') problems.push(`${where}: "${key}" is empty`);
    else out.set(key, v);
  }
  return out;
}

function placeholders(text) {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

/** key → its plural base when it is a plural form whose base has an _other form. */
function splitPlural(key, keys) {
  const m = PLURAL_RE.exec(key);
  if (m && keys.has(`${m[1]}_other`)) return { base: m[1], form: m[2] };
  return null;
}

/** Loads locales/{lng}/{ns}.json: { languages, namespaces, byLng: lng → ns → Map(key → text) }. */
function loadLocales(root, problems) {
  const dir = join(root, 'locales');
  const languages = readdirSync(dir)
    .filter((d) => statSync(join(dir, d)).isDirectory())
    .sort();
  const namespaces = new Set();
  for (const lng of languages) {
    for (const f of readdirSync(join(dir, lng))) if (f.endsWith('.json')) namespaces.add(f.slice(0, -5));
  }
  const byLng = {};
  for (const lng of languages) {
    byLng[lng] = {};
    for (const ns of namespaces) {
      const file = join(dir, lng, `${ns}.json`);
      const where = relative(root, file);
      if (!existsSync(file)) {
        problems.push(`${where}: file missing (other languages have it)`);
        byLng[lng][ns] = new Map();
        continue;
      }
      try {
        byLng[lng][ns] = flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map(), problems, where);
      } catch (err) {
        problems.push(`${where}: not valid JSON (${err.message})`);
        byLng[lng][ns] = new Map();
      }
    }
  }
  return { languages, namespaces: [...namespaces].sort(), byLng };
}

/** Entries of one language's namespace, plural forms folded: Map(entry → {texts, forms}). */
function entriesOf(map) {
  const keys = new Set(map.keys());
  const entries = new Map();
  for (const [key, text] of map) {
    const plural = splitPlural(key, keys);
    const name = plural ? plural.base : key;
    const entry = entries.get(name) ?? { plural: Boolean(plural), forms: new Set(), texts: [] };
    if (plural) entry.forms.add(plural.form);
    entry.texts.push(text);
    entries.set(name, entry);
  }
  return entries;
}

function checkParity(loc, problems) {
  const reference = loc.languages.includes('en') ? 'en' : loc.languages[0];
  for (const ns of loc.namespaces) {
    const entries = Object.fromEntries(loc.languages.map((lng) => [lng, entriesOf(loc.byLng[lng][ns])]));
    const all = new Set(loc.languages.flatMap((lng) => [...entries[lng].keys()]));
    for (const name of [...all].sort()) {
      const missingIn = loc.languages.filter((lng) => !entries[lng].has(name));
      if (missingIn.length) {
        const hasIt = loc.languages.filter((lng) => entries[lng].has(name));
        problems.push(`${ns}: "${name}" is in ${hasIt.join(', ')} but missing in ${missingIn.join(', ')}`);
        continue;
      }
      const isPlural = loc.languages.some((lng) => entries[lng].get(name).plural);
      if (isPlural) {
        for (const lng of loc.languages) {
          const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
          const lacking = needed.filter((form) => !entries[lng].get(name).forms.has(form));
          if (lacking.length) problems.push(`${ns}: "${name}" in ${lng} lacks plural form(s) ${lacking.map((f) => `${name}_${f}`).join(', ')}`);
        }
      }
      const vars = (lng) => [...new Set(entries[lng].get(name).texts.flatMap(placeholders))].sort().join(',');
      const expected = vars(reference);
      for (const lng of loc.languages) {
        if (vars(lng) !== expected) {
          problems.push(`${ns}: "${name}" has placeholders {${vars(lng)}} in ${lng} but {${expected}} in ${reference}`);
        }
      }
    }
  }
  return reference;
}

function sourceFiles(dir, root) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.includes(relative(root, path).split('\\').join('/'))) out.push(...sourceFiles(path, root));
    } else if (/\.(tsx?|jsx?|mjs)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const stringOf = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/** The keys an argument may be: t(cond ? 'a.b' : 'a.c') uses both. */
function branchesOf(arg) {
  if (ts.isParenthesizedExpression(arg)) return branchesOf(arg.expression);
  if (ts.isConditionalExpression(arg)) return [...branchesOf(arg.whenTrue), ...branchesOf(arg.whenFalse)];
  return [arg];
}

function isTranslateCall(node) {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/** Scans one file: static uses, literals, dynamic heads and (for client files) literal UI text. */
function scanFile(file, root, checkLiterals, found) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const where = (node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { at: `${relative(root, file)}:${line + 1}`, ignored: /i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '') };
  };
  for (const m of text.matchAll(/i18n-dynamic:\s*([\w.-]+)/g)) found.dynamic.add(m[1]);

  const visit = (node) => {
    if (ts.isCallExpression(node) && isTranslateCall(node) && node.arguments.length > 0) {
      for (const arg of branchesOf(node.arguments[0])) {
        const key = stringOf(arg);
        if (key !== null) found.required.push({ key, at: where(node).at });
        else if (ts.isTemplateExpression(arg)) found.requiredPrefixes.push({ prefix: arg.head.text, at: where(node).at });
      }
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const init = node.initializer;
      const expr = ts.isJsxExpression(init) ? init.expression : init;
      const value = stringOf(expr);
      if (name === 'i18nKey' && value !== null) found.required.push({ key: value, at: where(node).at });
      const literal =
        value ?? (expr && ts.isTemplateExpression(expr) ? [expr.head.text, ...expr.templateSpans.map((s) => s.literal.text)].join(' ') : null);
      if (checkLiterals && TEXT_PROPS.has(name) && literal !== null && LETTER_RE.test(literal)) {
        const w = where(node);
        if (!w.ignored) found.literalText.push(`${w.at}: literal text in ${name}="${literal.trim()}" (use t())`);
      }
    }
    if (checkLiterals && ts.isJsxText(node) && LETTER_RE.test(node.text)) {
      const w = where(node);
      if (!w.ignored) found.literalText.push(`${w.at}: literal JSX text "${node.text.trim().replace(/\s+/g, ' ')}" (use t())`);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.literals.add(node.text);
    if (ts.isTemplateExpression(node) && KEYISH_HEAD_RE.test(node.head.text)) found.templateHeads.add(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

export function checkI18n(root) {
  const problems = [];
  const loc = loadLocales(root, problems);
  if (loc.languages.length === 0) return { problems: ['locales/: no languages found'], stats: {} };
  const reference = checkParity(loc, problems);

  const found = {
    required: [],
    requiredPrefixes: [],
    literals: new Set(),
    templateHeads: new Set(),
    dynamic: new Set(DYNAMIC_PREFIXES),
    literalText: [],
  };
  let files = 0;
  for (const dir of USAGE_DIRS) {
    for (const file of sourceFiles(join(root, dir), root)) {
      files += 1;
      scanFile(file, root, LITERAL_DIRS.includes(dir), found);
    }
  }

  // every namespace's entries of the reference language, as `ns:key` and (default namespace) `key`;
  // with locales/namespaces.json (bin/i18n-split.mjs) namespaces hold whole sections and every key is
  // named without its namespace ("search.title" wherever section "search" lives)
  const defaultNs = loc.namespaces.includes('app') ? 'app' : loc.namespaces[0];
  const sectioned = existsSync(join(root, 'locales', 'namespaces.json'));
  const known = new Map(); // full name → { ns, name }
  const groups = new Set(); // prefixes of known keys ("header", "header.menu")
  for (const ns of loc.namespaces) {
    for (const name of entriesOf(loc.byLng[reference][ns]).keys()) {
      const full = ns === defaultNs || sectioned ? name : `${ns}:${name}`;
      known.set(full, { ns, name });
      const parts = full.split('.');
      for (let i = 1; i < parts.length; i++) groups.add(parts.slice(0, i).join('.'));
    }
  }
  const normalize = (key) => (key.startsWith(`${defaultNs}:`) ? key.slice(defaultNs.length + 1) : key);

  for (const { key, at } of found.required) {
    const k = normalize(key);
    if (known.has(k)) continue;
    if (groups.has(k)) problems.push(`${at}: t('${key}') names a group of keys, not a text`);
    else problems.push(`${at}: key "${key}" is used but missing in locales/${reference}`);
  }
  const knownNames = [...known.keys()];
  for (const { prefix, at } of found.requiredPrefixes) {
    const p = normalize(prefix);
    if (p !== '' && !knownNames.some((k) => k.startsWith(p))) problems.push(`${at}: no key starts with "${prefix}" (built at run time)`);
  }

  const dynamic = [...found.dynamic, ...found.templateHeads].map(normalize);
  const usedStatically = new Set(found.required.map((r) => normalize(r.key)));
  const unused = knownNames.filter(
    (k) => !usedStatically.has(k) && !found.literals.has(k) && !found.literals.has(`${defaultNs}:${k}`) && !dynamic.some((p) => k.startsWith(p)),
  );
  for (const k of unused) problems.push(`locales: "${k}" is used nowhere in ${USAGE_DIRS.join('/, ')}/ (remove it, or declare its dynamic prefix)`);

  problems.push(...found.literalText);
  return { problems, stats: { languages: loc.languages, keys: known.size, files } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { root } = parseArgs(process.argv.slice(2));
  const { problems, stats } = checkI18n(root);
  if (problems.length) {
    console.error(`i18n check failed: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`i18n check passed: ${stats.keys} keys in ${stats.languages.join(', ')}; ${stats.files} source files scanned`);
}
