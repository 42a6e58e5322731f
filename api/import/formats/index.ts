// readFeed: one uploaded file → its header and a stream of listings mapped onto our estate model.
// The format is sniffed from the bytes, never from the file name: a ZIP (PK magic) holds one OpenImmo
// XML and its images; XML with the root element `openimmo` is OpenImmo, `root` is Kyero v3; anything
// else that is text is CSV. Whole-file refusals are FeedErrors: readFeed throws those it finds before
// the first listing (including EMPTY_FEED), and iterating `listings` throws those found later (a
// listing past maxListings, a text node past maxLineBytes, a ZIP entry inflating past its ratio).
import { createReadStream } from 'node:fs';
import { DEFAULT_LIMITS, duplicateGuard, withDefaults, toLanguage } from './common.ts';
import { detectDelimiter, readCsv } from './csv.ts';
import { mapKyeroProperty } from './kyero.ts';
import { mapImmobilie, type OpenImmoContext } from './openimmo.ts';
import { HEAD_BYTES, decodeChunks, readHead, sniff, type Sniffed } from './source.ts';
import { boundedGaps, xmlRecords } from './xml.ts';
import { openZip } from './zip.ts';
import { FeedError, type FeedHeader, type FeedLimits, type FeedListing, type OpenedFeed, type ReadFeed } from './types.ts';

export * from './types.ts';
export { CSV_COLUMNS, csvTemplate, type CsvColumn } from './csv.ts';
export { DEFAULT_LIMITS, FEED_PROBLEM_CODES, type FeedProblemCode } from './common.ts';

const CHUNK = 64 * 1024;

/** Pulls the first listing so that errors before it (and an empty feed) surface from readFeed itself. */
async function primed(header: FeedHeader, gen: AsyncGenerator<FeedListing>, close: () => Promise<void>): Promise<OpenedFeed> {
  let first: IteratorResult<FeedListing>;
  try {
    first = await gen.next();
  } catch (err) {
    await close();
    throw err;
  }
  if (first.done) {
    await close();
    throw new FeedError('EMPTY_FEED', 'The file holds no listings');
  }
  const guard = duplicateGuard();
  const firstListing = first.value;
  let used = false;
  const listings: AsyncIterable<FeedListing> = {
    [Symbol.asyncIterator]() {
      if (used) throw new Error('The listings of a feed can be iterated once');
      used = true;
      let sentFirst = false;
      return {
        async next() {
          if (!sentFirst) {
            sentFirst = true;
            return { done: false, value: guard(firstListing) };
          }
          const r = await gen.next();
          return r.done ? r : { done: false, value: guard(r.value) };
        },
        async return() {
          await gen.return(undefined);
          return { done: true, value: undefined };
        },
      };
    },
  };
  return { header, listings, close };
}

async function readCsvFile(filePath: string, head: Buffer, limits: FeedLimits): Promise<OpenedFeed> {
  const text = new TextDecoder('utf-8').decode(head);
  const newline = text.search(/\r?\n/);
  const delimiter = detectDelimiter(newline >= 0 ? text.slice(0, newline) : text);
  const stream = createReadStream(filePath, { highWaterMark: CHUNK });
  const gen = readCsv(decodeChunks(stream, 'utf-8', 'CSV'), delimiter, limits);
  return primed({ format: 'csv', fullFeed: false }, gen, async () => {
    stream.destroy();
  });
}

interface XmlSource {
  head: Buffer;
  sniffed: Extract<Sniffed, { kind: 'xml' }>;
  chunks: AsyncIterable<Buffer>;
  inZip: boolean;
  openPhoto?: (path: string) => Promise<Buffer>;
  close: () => Promise<void>;
}

async function readXml(src: XmlSource, limits: FeedLimits): Promise<OpenedFeed> {
  const { root, encoding } = src.sniffed;
  const text = decodeChunks(boundedGaps(src.chunks, limits.maxLineBytes), encoding, 'XML');
  let opened: OpenedFeed;
  if (root === 'openimmo') {
    const header: FeedHeader = { format: 'openimmo', fullFeed: false };
    const ctx: OpenImmoContext = { language: 'de', inZip: src.inZip };
    const records = xmlRecords(text, {
      root,
      record: 'immobilie',
      limits,
      onOutside(name, attrs) {
        if (name !== 'uebertragung') return;
        header.fullFeed = (attrs.umfang ?? '').toUpperCase() === 'VOLL';
        if (attrs.sprache) {
          ctx.language = toLanguage(attrs.sprache);
          if (!ctx.language) ctx.foreignLanguage = attrs.sprache;
        }
      },
    });
    const gen = (async function* () {
      let n = 0;
      for await (const node of records) yield mapImmobilie(node, ++n, limits, ctx);
    })();
    opened = await primed(header, gen, src.close);
  } else if (root === 'root') {
    const records = xmlRecords(text, { root, record: 'property', limits });
    const gen = (async function* () {
      let n = 0;
      for await (const node of records) yield mapKyeroProperty(node, ++n, limits);
    })();
    opened = await primed({ format: 'kyero', fullFeed: true }, gen, src.close);
  } else {
    await src.close();
    throw new FeedError('UNSUPPORTED_FORMAT', `An XML with the root element <${root}> is neither OpenImmo (<openimmo>) nor a Kyero v3 feed (<root>)`);
  }
  if (src.openPhoto) opened.openPhoto = src.openPhoto;
  return opened;
}

/** The first HEAD_BYTES of a stream, and the stream again from its start. */
async function peek(chunks: AsyncIterable<Buffer>): Promise<{ head: Buffer; again: AsyncIterable<Buffer> }> {
  const it = chunks[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < HEAD_BYTES) {
    const r = await it.next();
    if (r.done) {
      ended = true;
      break;
    }
    taken.push(r.value);
    size += r.value.length;
  }
  const head = Buffer.concat(taken).subarray(0, HEAD_BYTES);
  const again = (async function* () {
    yield* taken;
    if (ended) return;
    for (;;) {
      const r = await it.next();
      if (r.done) return;
      yield r.value;
    }
  })();
  return { head, again };
}

export const readFeed: ReadFeed = async (filePath, partialLimits) => {
  const limits = withDefaults(partialLimits);
  const head = await readHead(filePath);
  const kind = sniff(head);
  if (kind.kind === 'csv') return readCsvFile(filePath, head, limits);
  if (kind.kind === 'xml') {
    const stream = createReadStream(filePath, { highWaterMark: CHUNK });
    return readXml({ head, sniffed: kind, chunks: stream, inZip: false, close: async () => void stream.destroy() }, limits);
  }
  const zip = await openZip(filePath, limits);
  try {
    const { head: xmlHead, again } = await peek(zip.xmlChunks());
    const inner = sniff(xmlHead);
    if (inner.kind !== 'xml') throw new FeedError('MALFORMED_ZIP', `${zip.xmlName} in the ZIP is not XML`);
    return await readXml({ head: xmlHead, sniffed: inner, chunks: again, inZip: true, openPhoto: zip.openPhoto, close: zip.close }, limits);
  } catch (err) {
    await zip.close();
    throw err;
  }
};

export { DEFAULT_LIMITS as defaultFeedLimits };
