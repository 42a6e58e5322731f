// The import file store (api/import/files.ts): on disk the reference is the local path; in S3 a
// reference from before S3 was set is still a local path; a malformed S3 reference is refused before
// S3 is asked; and the start-up sweep removes only old files that no unfinished import keeps.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import type { S3Client } from '@aws-sdk/client-s3';
import { createDiskImportFiles, createS3ImportFiles, uploadDir } from '../../api/import/files.ts';

const DAY = 24 * 60 * 60_000;
const settings = { bucket: 'b', region: 'us-east-1' };
/** a client that fails the test if it is ever asked */
const noClient = (t: Test) => ({ send: () => t.fail('S3 was asked') }) as unknown as S3Client;

async function folder(t: Test): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'import-files-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  await mkdir(uploadDir(dataDir), { recursive: true });
  return dataDir;
}

async function file(path: string, ageMs = 0): Promise<string> {
  await writeFile(path, 'x');
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return path;
}

t.test('on disk: kept in place, read in place, removed', async (t) => {
  const dataDir = await folder(t);
  const files = createDiskImportFiles(dataDir);
  const path = await file(join(uploadDir(dataDir), 'abc.upload'));
  const ref = await files.keep(path);
  t.equal(ref, path);
  t.equal(await files.localCopy(ref), path);
  await files.remove(ref);
  t.same(await readdir(uploadDir(dataDir)), []);
});

t.test('in S3: a local reference from before S3 is used and removed as on disk; a bad one is refused', async (t) => {
  const dataDir = await folder(t);
  const files = createS3ImportFiles(dataDir, settings, noClient(t));
  const path = await file(join(uploadDir(dataDir), 'old.upload'));
  t.equal(await files.localCopy(path), path);
  await files.remove(path);
  t.same(await readdir(uploadDir(dataDir)), []);
  for (const bad of ['s3:imports/../media/x.upload', 's3:photos/a.jpg', 's3:imports/a.txt']) {
    await t.rejects(files.remove(bad), /not an import file/, bad);
    await t.rejects(files.localCopy(bad), /not an import file/, bad);
  }
  await t.rejects(files.keep(join(uploadDir(dataDir), 'Evil Name.upload')), /not an upload/);
});

t.test('the sweep removes old files that no import keeps, and nothing else', async (t) => {
  const dataDir = await folder(t);
  const dir = uploadDir(dataDir);
  const oldLeftover = await file(join(dir, 'old.upload'), 2 * DAY);
  const oldPart = await file(join(dir, 'old.upload.x.part'), 2 * DAY);
  const kept = await file(join(dir, 'kept.upload'), 2 * DAY);
  await file(join(dir, 'fresh.upload'));
  await file(join(dir, 'notes.txt'), 2 * DAY);
  const disk = createDiskImportFiles(dataDir);
  t.equal(await disk.sweep([kept, 's3:imports/other.upload'], DAY), 2, `${oldLeftover} and ${oldPart}`);
  t.same((await readdir(dir)).sort(), ['fresh.upload', 'kept.upload', 'notes.txt']);
  // with S3 the same rule: a local copy no import keeps goes, a kept local path from before S3 stays
  const copy = await file(join(dir, 'copy.upload'), 2 * DAY);
  t.equal(await createS3ImportFiles(dataDir, settings, noClient(t)).sweep([kept], DAY), 1, copy);
  t.same((await readdir(dir)).sort(), ['fresh.upload', 'kept.upload', 'notes.txt']);
});
