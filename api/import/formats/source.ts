// The bytes of an upload before any format reads them: sniffing the format from the first bytes, and
// decoding a stream of chunks to text without ever holding the whole file. Encodings: CSV must be UTF-8
// (with or without BOM); XML is decoded as its declaration says — UTF-8 by default, and any single- or
// multi-byte encoding the platform's TextDecoder knows (ISO-8859-1, windows-1252, windows-1251, ...) is
// transcoded. UTF-16 (a BOM or a declaration) is refused with BAD_ENCODING, as are bytes that are not
// valid in the encoding (Latin-1 bytes in a UTF-8 file).
import { open } from 'node:fs/promises';
import { FeedError } from './types.ts';

export const HEAD_BYTES = 64 * 1024;

export async function readHead(filePath: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const fh = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

export type Sniffed = { kind: 'zip' } | { kind: 'xml'; root: string; encoding: string } | { kind: 'csv' };

const KNOWN_BINARY: [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
  [[0x1f, 0x8b], 'a gzip archive'],
  [[0x37, 0x7a, 0xbc, 0xaf], 'a 7-Zip archive'],
  [[0x52, 0x61, 0x72, 0x21], 'a RAR archive'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'an old Excel or Word file (save it as CSV UTF-8)'],
];

const UTF16_MESSAGE = 'The file is UTF-16 encoded; save it as UTF-8 (in Excel: "CSV UTF-8") and upload it again';

/** What the first bytes say the file is. Refuses UTF-16 and an XML document type declaration here already. */
export function sniff(head: Buffer): Sniffed {
  if (head.length === 0) throw new FeedError('EMPTY_FEED', 'The file is empty');
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5) && (head[3] === 4 || head[3] === 6))
    return { kind: 'zip' };
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) throw new FeedError('BAD_ENCODING', UTF16_MESSAGE);
  // UTF-16 without a BOM: every other byte of ASCII text is zero
  if (head.length >= 4 && ((head[0] === 0 && head[2] === 0 && head[1] !== 0) || (head[1] === 0 && head[3] === 0 && head[0] !== 0))) {
    throw new FeedError('BAD_ENCODING', UTF16_MESSAGE);
  }
  const magic = KNOWN_BINARY.find(([bytes]) => bytes.every((b, i) => head[i] === b));
  if (magic) throw new FeedError('UNSUPPORTED_FORMAT', `This is ${magic[1]}, not a feed: upload a CSV, an OpenImmo XML or ZIP, or a Kyero XML`);
  if (head.subarray(0, 8192).includes(0))
    throw new FeedError('UNSUPPORTED_FORMAT', 'This is a binary file, not a feed: upload a CSV, an OpenImmo XML or ZIP, or a Kyero XML');
  let start = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) start = 3;
  while (start < head.length && (head[start] === 0x20 || head[start] === 0x09 || head[start] === 0x0a || head[start] === 0x0d)) start++;
  if (head[start] !== 0x3c /* < */) return { kind: 'csv' };

  // the prolog is ASCII in every encoding we accept: read it as latin1 to find the declaration and the root
  const text = head.subarray(start).toString('latin1');
  const decl = /^<\?xml\s[^?]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(text);
  const encoding = decl ? decl[1].toLowerCase() : 'utf-8';
  let i = 0;
  for (;;) {
    const rest = text.slice(i);
    const ws = /^\s*/.exec(rest)![0].length;
    i += ws;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i);
      if (end < 0) break;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i);
      if (end < 0) break;
      i = end + 3;
    } else if (/^<!doctype/i.test(text.slice(i, i + 9))) {
      throw new FeedError('XML_DTD_FORBIDDEN', 'The XML has a document type declaration (DOCTYPE); feeds with a DTD or entities are refused');
    } else {
      const m = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(text.slice(i, i + 200));
      if (m) return { kind: 'xml', root: m[2].toLowerCase(), encoding };
      break;
    }
  }
  throw new FeedError('MALFORMED_XML', 'The file starts like XML but no root element was found in its first 64 KiB');
}

function lineOfBadByte(chunk: Buffer, linesBefore: number): number {
  const text = new TextDecoder('utf-8').decode(chunk);
  const at = text.indexOf('\ufffd');
  let lines = linesBefore + 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) lines++;
  return lines;
}

/**
 * Decodes chunks to strings as they come (a multi-byte character split between chunks is kept whole).
 * Invalid bytes → BAD_ENCODING naming the line; a leading BOM is dropped.
 */
export async function* decodeChunks(chunks: AsyncIterable<Buffer>, encoding: string, what: 'CSV' | 'XML'): AsyncGenerator<string> {
  const enc = encoding.toLowerCase();
  if (enc.startsWith('utf-16') || enc.startsWith('ucs') || enc.startsWith('utf-32')) {
    throw new FeedError('BAD_ENCODING', `The ${what} declares the encoding ${encoding}; save it as UTF-8`);
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(enc, { fatal: true, ignoreBOM: false });
  } catch {
    throw new FeedError('BAD_ENCODING', `The ${what} declares the encoding ${JSON.stringify(encoding)}, which we cannot read; save it as UTF-8`);
  }
  const utf8 = decoder.encoding === 'utf-8';
  let lines = 0;
  for await (const chunk of chunks) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      const hint = what === 'CSV' ? ' (in Excel: "CSV UTF-8")' : '';
      const line = utf8 ? ` at line ${lineOfBadByte(chunk, lines)}` : '';
      throw new FeedError('BAD_ENCODING', `The ${what} is not valid ${decoder.encoding}${line}; save it as UTF-8${hint} and upload it again`);
    }
    if (utf8) for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    if (text) yield text;
  }
  let tail: string;
  try {
    tail = decoder.decode();
  } catch {
    throw new FeedError('BAD_ENCODING', `The ${what} ends in the middle of a ${decoder.encoding} character; save it as UTF-8`);
  }
  if (tail) yield tail;
}
