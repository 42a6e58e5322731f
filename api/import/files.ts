// Where an uploaded feed waits for its run. The upload always streams to a local file first
// (DATA_DIR/imports/<uuid>.upload: the readers need a file to seek in, and a refused upload never
// leaves the machine); once validated it is kept in the import file store, and `imports.file_path`
// holds the store's reference. The run asks for a local copy, and when the import ends (done, failed,
// canceled) the kept file and any local copy are removed.
// - On disk (the default, one instance): the reference is the local path itself; nothing moves.
// - In S3 (S3_BUCKET set, the same bucket as the photos, under `imports/`): the file is put in the
//   bucket and its local copy removed, so that any api instance can run the import: the one that
//   takes the job downloads it into its own DATA_DIR/imports. The key ends in `.upload`, never an
//   image extension, so `GET /media/*` never serves it.
import { createReadStream, createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../integrations/media/s3-store.ts';

export interface ImportFiles {
  /** where kept files live, for logs: a folder or `s3://bucket/imports/` */
  readonly location: string;
  /** Keeps a validated upload (a local file under the upload folder) for its run; the reference to store. */
  keep(localPath: string): Promise<string>;
  /** A local file with the kept upload's bytes, for the run (downloaded when the store is remote). */
  localCopy(ref: string): Promise<string>;
  /** Removes the kept upload and this instance's local copy; nothing when they are gone already. */
  remove(ref: string): Promise<void>;
  /**
   * Removes leftovers from the upload folder: files older than `olderThanMs` that no import keeps
   * (`kept`: the references in the database), e.g. an upload cut off by a crash, or a local copy of
   * an S3-kept file whose import another instance ended. Returns how many went.
   */
  sweep(kept: readonly string[], olderThanMs: number): Promise<number>;
  close(): Promise<void>;
}

export const uploadDir = (dataDir: string) => join(dataDir, 'imports');

/** The name of an upload (`<uuid>.upload`): letters, digits, `-` and `.` only. */
const UPLOAD_NAME = /^[a-z0-9-]{1,64}\.upload$/;
const S3_PREFIX = 's3:';

/** Files of the upload folder older than `olderThanMs` and not in `kept`, removed. */
async function sweepFolder(dir: string, kept: readonly string[], olderThanMs: number): Promise<number> {
  const keep = new Set(kept);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    if (keep.has(path) || !/\.(upload|part)$/.test(name)) continue;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || Date.now() - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

export function createDiskImportFiles(dataDir: string): ImportFiles {
  return {
    location: uploadDir(dataDir),
    keep: async (localPath) => localPath,
    localCopy: async (ref) => ref,
    remove: (ref) => rm(ref, { force: true }),
    sweep: (kept, olderThanMs) => sweepFolder(uploadDir(dataDir), kept, olderThanMs),
    close: async () => undefined,
  };
}

export function createS3ImportFiles(dataDir: string, settings: S3Settings, client: S3Client = createS3Client(settings)): ImportFiles {
  const Bucket = settings.bucket;
  const dir = uploadDir(dataDir);
  /** `s3:imports/<name>` → `<name>`; an error for anything else */
  const nameOf = (ref: string): string => {
    const name = ref.startsWith(`${S3_PREFIX}imports/`) ? ref.slice(`${S3_PREFIX}imports/`.length) : '';
    if (!UPLOAD_NAME.test(name)) throw new Error(`not an import file in S3: ${JSON.stringify(ref.slice(0, 200))}`);
    return name;
  };
  // a reference from before S3 was configured is a local path: it is used and removed as on disk
  const onDisk = createDiskImportFiles(dataDir);
  const remote = (ref: string) => ref.startsWith(S3_PREFIX);
  return {
    location: `s3://${Bucket}/imports/`,
    async keep(localPath) {
      const name = basename(localPath);
      if (!UPLOAD_NAME.test(name)) throw new Error(`not an upload: ${JSON.stringify(name)}`);
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `imports/${name}`,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
      await rm(localPath, { force: true });
      return `${S3_PREFIX}imports/${name}`;
    },
    async localCopy(ref) {
      if (!remote(ref)) return onDisk.localCopy(ref);
      const name = nameOf(ref);
      const local = join(dir, name);
      // a copy left by an interrupted run on this instance is whole (it is renamed into place only then)
      if (
        await stat(local)
          .then((s) => s.isFile())
          .catch(() => false)
      )
        return local;
      await mkdir(dir, { recursive: true });
      const partial = `${local}.${randomUUID()}.part`;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: `imports/${name}` }));
        await pipeline(out.Body as Readable, createWriteStream(partial));
        await rename(partial, local);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return local;
    },
    async remove(ref) {
      if (!remote(ref)) return onDisk.remove(ref);
      const name = nameOf(ref);
      await client.send(new DeleteObjectCommand({ Bucket, Key: `imports/${name}` }));
      await rm(join(dir, name), { force: true });
    },
    // kept S3 files are no local paths: every old local copy goes (a local reference from before S3 stays)
    sweep: (kept, olderThanMs) => sweepFolder(dir, kept, olderThanMs),
    close: async () => client.destroy(),
  };
}

/** S3 when the config has a bucket (as for photos), else the local disk. */
export function createImportFiles(dataDir: string, s3: S3Settings | undefined): ImportFiles {
  return s3 ? createS3ImportFiles(dataDir, s3) : createDiskImportFiles(dataDir);
}
