// How bin/build.mjs reuses and publishes builds (issue 21.11):
// - A build part (`server`, `public`) is keyed by a content hash of its inputs (inputsKey): every file
//   of its folders (the server: every source folder, bin/ and test/, whose fixtures the benchmarks
//   bundle; the client: client/, shared/, locales/ and the build scripts; bin/build.mjs says which),
//   package.json, package-lock.json, the installed tree's node_modules/.package-lock.json,
//   tsconfig.json, and the options that change the output (--dev). The same key means the same
//   output, so the build is skipped.
// - A part is built into a fresh folder dist/.builds/tmp-…, which gets its final name
//   dist/.builds/<part>-<key>-<stamp> and a .build.json (written last) only when it is complete. A
//   folder without .build.json (a build that crashed or is still running) is never reused.
// - dist/server and dist/public are symbolic links to the current folders, replaced by rename(2) of a
//   new link over the old one: a reader sees the old build or the new one, never a missing or half
//   written dist. A running process keeps the build it started with (Node resolves its modules by the
//   real path; the gateway resolves dist/public once at start), so a second `npm start` cannot delete
//   files under the first. The KEEP newest folders of each part stay for such processes; older go.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const INPUT_DIRS = ['api', 'bin', 'client', 'gateway', 'renderer', 'shared', 'locales'];
export const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'node_modules/.package-lock.json'];
export const BUILD_INFO = '.build.json';
export const BUILDS = '.builds';
/** complete folders kept per part besides the current one (for processes still running from them) */
export const KEEP = 2;
/** a tmp folder older than this is a crashed build's (a build here takes about a minute) */
const STALE_TMP_MS = 3 * 3600_000;

function filesUnder(root, dir, out) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && !e.name.startsWith('.')) filesUnder(root, rel, out);
    } else if (e.isFile()) out.push(rel);
  }
  return out;
}

/** A short content hash of the build's inputs under `root` and of the options that change its output. */
export function inputsKey(root, { dirs = INPUT_DIRS, files = INPUT_FILES, options = {} } = {}) {
  const hash = createHash('sha256');
  hash.update(`options ${JSON.stringify(options)}\n`);
  const all = [...dirs.flatMap((d) => filesUnder(root, d, [])), ...files.filter((f) => existsSync(join(root, f)))];
  for (const rel of all) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

function readInfo(folder) {
  try {
    return JSON.parse(readFileSync(join(folder, BUILD_INFO), 'utf8'));
  } catch {
    return null;
  }
}

function linkTarget(link) {
  try {
    return readlinkSync(link);
  } catch {
    return null;
  }
}

/**
 * Points `link` at `target` (relative to the link's folder) in one rename(2). A real folder in the
 * link's place (a build from before links) is moved into `asideDir` first, once.
 */
export function swapLink(link, target, asideDir) {
  const tmp = `${link}.${process.pid}-${randomBytes(4).toString('hex')}.link`;
  symlinkSync(target, tmp);
  try {
    renameSync(tmp, link);
  } catch (err) {
    if (!['EISDIR', 'ENOTEMPTY', 'EEXIST', 'ENOTDIR'].includes(err.code)) {
      rmSync(tmp, { force: true });
      throw err;
    }
    mkdirSync(asideDir, { recursive: true });
    renameSync(link, join(asideDir, `legacy-${Date.now().toString(36)}-${process.pid}`));
    renameSync(tmp, link);
  }
}

/** The complete folder of `part` with `key`, the newest if several (forced rebuilds), or null. */
function findComplete(buildsDir, part, key, current) {
  if (current && readInfo(join(buildsDir, current))?.key === key && readInfo(join(buildsDir, current))?.part === part) return current;
  let best = null;
  let bestTime = -1;
  for (const name of existsSync(buildsDir) ? readdirSync(buildsDir) : []) {
    if (!name.startsWith(`${part}-${key}-`)) continue;
    const info = readInfo(join(buildsDir, name));
    if (info?.key !== key || info.part !== part) continue;
    if (info.builtAt > bestTime) [best, bestTime] = [name, info.builtAt];
  }
  return best;
}

/** Removes all but the `keep` newest complete folders of `part` (never `current`) and crashed builds' tmp folders. */
export function prune(buildsDir, part, current, keep = KEEP) {
  if (!existsSync(buildsDir)) return [];
  const removed = [];
  const mine = [];
  for (const name of readdirSync(buildsDir)) {
    const path = join(buildsDir, name);
    if (name.startsWith(`tmp-${part}-`)) {
      if (Date.now() - statSync(path).mtimeMs > STALE_TMP_MS) removed.push(name);
    } else if (name !== current && (name.startsWith(`${part}-`) || name.startsWith('legacy-'))) {
      mine.push({ name, time: readInfo(path)?.builtAt ?? statSync(path).mtimeMs });
    }
  }
  mine.sort((a, b) => b.time - a.time);
  removed.push(...mine.slice(keep).map((m) => m.name));
  for (const name of removed) rmSync(join(buildsDir, name), { recursive: true, force: true });
  return removed;
}

/**
 * Makes `<distDir>/<part>` the complete build of `key`: kept as it is when it already is one
 * ('up to date'), pointed at a complete folder of that key when one exists ('reused'), otherwise
 * built by `build(folder)` into a fresh folder and swapped in ('built'). `force` always builds.
 */
export async function publish({ distDir, part, key, build, force = false, keep = KEEP }) {
  const buildsDir = join(distDir, BUILDS);
  const link = join(distDir, part);
  const target = linkTarget(link);
  const current = target?.startsWith(`${BUILDS}/`) ? target.slice(BUILDS.length + 1) : null;
  if (!force) {
    const found = findComplete(buildsDir, part, key, current);
    if (found && found === current) return { status: 'up to date', folder: found };
    if (found) {
      swapLink(link, `${BUILDS}/${found}`, buildsDir);
      return { status: 'reused', folder: found };
    }
  }
  mkdirSync(buildsDir, { recursive: true });
  const tmp = join(buildsDir, `tmp-${part}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(tmp);
  try {
    await build(tmp);
    const builtAt = Date.now();
    writeFileSync(join(tmp, BUILD_INFO), JSON.stringify({ part, key, builtAt }) + '\n');
    const folder = `${part}-${key}-${builtAt.toString(36)}${randomBytes(2).toString('hex')}`;
    renameSync(tmp, join(buildsDir, folder));
    swapLink(link, `${BUILDS}/${folder}`, buildsDir);
    prune(buildsDir, part, folder, keep);
    return { status: 'built', folder };
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Folders `npm run dev` writes into (dist/.builds/dev-*), emptied and linked as dist/server and dist/public. */
export function devFolders(distDir) {
  const buildsDir = join(distDir, BUILDS);
  const out = {};
  for (const part of ['server', 'public']) {
    const folder = join(buildsDir, `dev-${part}`);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    swapLink(join(distDir, part), `${BUILDS}/dev-${part}`, buildsDir);
    out[part] = folder;
  }
  return out;
}
