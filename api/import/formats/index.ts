// readFeed: one uploaded file → its header and a stream of listings mapped onto our estate model.
// The format is sniffed from the bytes, never from the file name: a ZIP (PK magic) holds one OpenImmo
// XML and its images; XML with the root element `openimmo` is OpenImmo, `root` is Kyero v3; anything
// else that is text is CSV. Whole-file refusals are FeedErrors: readFeed throws those it finds before
// the first listing (including EMPTY_FEED), and iterating `listings` throws those found later (a
// listing past maxListings, a text node past maxLineBytes, a ZIP entry inflating past its ratio).
import { createReadStream } from 'node:fs';
import { DEFAULT_LIMITS, duplicateGuard, withDefaults } from './common.ts';
import { detectDelimiter, readCsv } from './csv.ts';
import { decodeChunks, readHead, sniff } from './source.ts';
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

export const readFeed: ReadFeed = async (filePath, partialLimits) => {
  const limits = withDefaults(partialLimits);
  const head = await readHead(filePath);
  const kind = sniff(head);
  if (kind.kind === 'csv') return readCsvFile(filePath, head, limits);
  throw new FeedError('UNSUPPORTED_FORMAT', 'This kind of file is not read yet');
};

export { DEFAULT_LIMITS as defaultFeedLimits };
