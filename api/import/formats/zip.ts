// An OpenImmo ZIP: one XML file and the images it names. Read with yauzl from the central directory
// (lazyEntries: one entry record at a time), then entries are inflated as streams. Refused: an entry
// name with `..`, an absolute path, a drive letter or a backslash (ZIP_UNSAFE_PATH); declared sizes
// over maxUnzippedBytes in total, or an entry (over 1 MiB) declaring more than maxZipRatio times its
// compressed size (ZIP_BOMB) — and, because headers can lie, the same limits are counted again on the
// bytes actually inflated (yauzl also stops an entry that inflates past its declared size); more than
// MAX_ENTRIES entries; no XML file or several (MALFORMED_ZIP). Encrypted entries cannot be read.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Readable } from 'node:stream';
import { FeedError, PhotoError, type FeedLimits } from './types.ts';

export const MAX_ENTRIES = 100_000;
/** entries smaller than this are not held to the ratio (tiny files compress extremely well) */
const RATIO_FLOOR = 1024 * 1024;

export interface OpenedZip {
  xmlName: string;
  /** the XML entry's inflated bytes, counted against the limits */
  xmlChunks(): AsyncIterable<Buffer>;
  openPhoto(path: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Why a name may not be used: null when it is safe. */
export function unsafeZipPath(name: string): string | null {
  if (name.includes('\\')) return 'has a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'is absolute';
  if (name.split('/').some((seg) => seg === '..')) return 'leaves the archive (..)';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return 'has control characters';
  return null;
}

function zipFailure(err: unknown): FeedError {
  if (err instanceof FeedError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/absolute path|invalid relative path|invalid characters in fileName/.test(message)) {
    return new FeedError('ZIP_UNSAFE_PATH', `The ZIP has an unsafe entry name (${message.replace(/^[^:]*: /, '')})`);
  }
  if (/too many bytes in the stream/.test(message)) return new FeedError('ZIP_BOMB', 'A ZIP entry inflates to more than its declared size');
  return new FeedError('MALFORMED_ZIP', `The ZIP cannot be read: ${message}`);
}

const openZipFile = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (err, zip) =>
      err ? reject(zipFailure(err)) : resolve(zip),
    ),
  );

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) {
        reject(new FeedError('ZIP_BOMB', `The ZIP has more than ${MAX_ENTRIES} entries`));
        zip.close();
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err) => reject(zipFailure(err)));
    zip.readEntry();
  });
}

export async function openZip(filePath: string, limits: FeedLimits): Promise<OpenedZip> {
  const zip = await openZipFile(filePath);
  let closed = false;
  const close = async () => {
    if (!closed) {
      closed = true;
      zip.close();
    }
  };
  try {
    const entries = await listEntries(zip);
    let declared = 0;
    for (const e of entries) {
      const why = unsafeZipPath(e.fileName);
      if (why) throw new FeedError('ZIP_UNSAFE_PATH', `The ZIP entry ${JSON.stringify(e.fileName)} ${why}`);
      declared += e.uncompressedSize;
      if (e.uncompressedSize > RATIO_FLOOR && e.uncompressedSize > Math.max(1, e.compressedSize) * limits.maxZipRatio) {
        throw new FeedError('ZIP_BOMB', `The ZIP entry ${JSON.stringify(e.fileName)} expands more than ${limits.maxZipRatio} times`);
      }
    }
    if (declared > limits.maxUnzippedBytes) throw new FeedError('ZIP_BOMB', `The ZIP unpacks to more than ${limits.maxUnzippedBytes} bytes`);

    const files = entries.filter((e) => !e.fileName.endsWith('/') && !e.fileName.startsWith('__MACOSX/') && !/(^|\/)\._/.test(e.fileName));
    if (files.some((e) => e.fileName === 'xl/workbook.xml'))
      throw new FeedError('UNSUPPORTED_FORMAT', 'This is an Excel workbook: save it as CSV UTF-8 and upload that');
    const xmls = files.filter((e) => /\.xml$/i.test(e.fileName));
    if (xmls.length === 0) throw new FeedError('MALFORMED_ZIP', 'The ZIP holds no XML file');
    if (xmls.length > 1) throw new FeedError('MALFORMED_ZIP', `The ZIP holds ${xmls.length} XML files; it must hold one`);
    const xml = xmls[0];
    if (xml.isEncrypted()) throw new FeedError('MALFORMED_ZIP', 'The ZIP is encrypted');
    const xmlDir = xml.fileName.includes('/') ? xml.fileName.slice(0, xml.fileName.lastIndexOf('/') + 1) : '';
    const byName = new Map(files.map((e) => [e.fileName, e]));
    const byLowerName = new Map(files.map((e) => [e.fileName.toLowerCase(), e]));
    // a bare file name found once anywhere in the archive (feeds that name images without their folder)
    const byBaseName = new Map<string, Entry | null>();
    for (const e of files) {
      const base = e.fileName.slice(e.fileName.lastIndexOf('/') + 1).toLowerCase();
      byBaseName.set(base, byBaseName.has(base) ? null : e);
    }

    let inflated = 0;
    async function* inflate(entry: Entry, maxBytes: number, tooLarge: () => Error): AsyncGenerator<Buffer> {
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, s) => (err ? reject(zipFailure(err)) : resolve(s))),
      );
      let bytes = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          bytes += chunk.length;
          inflated += chunk.length;
          if (bytes > maxBytes) throw tooLarge();
          if (bytes > RATIO_FLOOR && bytes > Math.max(1, entry.compressedSize) * limits.maxZipRatio) {
            throw new FeedError('ZIP_BOMB', `The ZIP entry ${JSON.stringify(entry.fileName)} expands more than ${limits.maxZipRatio} times`);
          }
          if (inflated > limits.maxUnzippedBytes) throw new FeedError('ZIP_BOMB', `The ZIP unpacks to more than ${limits.maxUnzippedBytes} bytes`);
          yield chunk;
        }
      } catch (err) {
        throw err instanceof FeedError || err instanceof PhotoError ? err : zipFailure(err);
      } finally {
        stream.destroy();
      }
    }

    return {
      xmlName: xml.fileName,
      xmlChunks: () => inflate(xml, Number.MAX_SAFE_INTEGER, () => new FeedError('ZIP_BOMB', 'The XML is too large')),
      async openPhoto(path: string): Promise<Buffer> {
        const name = path.trim().replace(/^\.\//, '');
        const why = unsafeZipPath(name);
        if (why) throw new PhotoError('ZIP_UNSAFE_PATH', `The photo path ${JSON.stringify(path)} ${why}`);
        const entry =
          byName.get(name) ??
          byName.get(xmlDir + name) ??
          byLowerName.get(name.toLowerCase()) ??
          byLowerName.get((xmlDir + name).toLowerCase()) ??
          (name.includes('/') ? undefined : (byBaseName.get(name.toLowerCase()) ?? undefined));
        if (!entry) throw new PhotoError('PHOTO_NOT_FOUND', `The ZIP has no file ${JSON.stringify(path)}`);
        if (entry.isEncrypted()) throw new PhotoError('PHOTO_NOT_FOUND', `The ZIP file ${JSON.stringify(path)} is encrypted`);
        const tooLarge = () => new PhotoError('PHOTO_TOO_LARGE', `The photo ${JSON.stringify(path)} is larger than ${limits.maxPhotoBytes} bytes`);
        if (entry.uncompressedSize > limits.maxPhotoBytes) throw tooLarge();
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of inflate(entry, limits.maxPhotoBytes, tooLarge)) chunks.push(chunk);
        } catch (err) {
          if (err instanceof FeedError && err.code === 'ZIP_BOMB') throw new PhotoError('ZIP_BOMB', err.message);
          if (err instanceof FeedError) throw new PhotoError('PHOTO_NOT_FOUND', err.message);
          throw err;
        }
        return Buffer.concat(chunks);
      },
      close,
    };
  } catch (err) {
    await close();
    throw zipFailure(err);
  }
}
