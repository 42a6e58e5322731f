// Streaming XML for feeds: saxes reads the text as it comes, and only the element being mapped (one
// OpenImmo `immobilie`, one Kyero `property`) is built as a small tree; the rest of the file passes
// through. Hostile input is refused before it can cost memory: any DOCTYPE (so no DTD, no entity
// expansion — billion laughs — and no external entity reads — XXE; saxes itself never reads a file or
// the network and knows only the five predefined entities), a run of more than maxLineBytes bytes
// without a `<` (a huge text node or attribute), a record of more than MAX_RECORD_NODES elements or
// nested deeper than MAX_DEPTH, and more than maxListings records.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { FeedError, type FeedLimits } from './types.ts';

export interface XNode {
  /** local name, lower case (`immobilie`; a `ns:` prefix dropped) */
  name: string;
  /** attributes by lower-case local name */
  attrs: Record<string, string>;
  children: XNode[];
  /** the element's own text (CDATA included), not its children's */
  text: string;
}

export const MAX_RECORD_NODES = 20_000;
export const MAX_DEPTH = 64;

const local = (name: string) => {
  const colon = name.indexOf(':');
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase();
};

function attrsOf(tag: SaxesTagPlain): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tag.attributes)) out[local(k)] = v;
  return out;
}

/** Refuses a run of bytes without `<` longer than `max` (works on the raw bytes of any ASCII-compatible encoding). */
export async function* boundedGaps(chunks: AsyncIterable<Buffer>, max: number): AsyncGenerator<Buffer> {
  let gap = 0;
  for await (const chunk of chunks) {
    let from = 0;
    for (;;) {
      const at = chunk.indexOf(0x3c, from);
      const run = (at < 0 ? chunk.length : at) - from;
      gap += run;
      if (gap > max) throw new FeedError('LINE_TOO_LONG', `The XML has a text or tag longer than ${max} bytes`);
      if (at < 0) break;
      gap = 0;
      from = at + 1;
    }
    yield chunk;
  }
}

export interface XmlRecordOptions {
  /** the element name of one listing */
  record: string;
  limits: FeedLimits;
  /** the root element the sniffing saw; another root is MALFORMED_XML */
  root: string;
  /** elements outside records (the transfer header): name, attributes, depth (root = 0) */
  onOutside?: (name: string, attrs: Record<string, string>, depth: number) => void;
}

/** Yields each record element as a small tree, in document order, as soon as it is closed. */
export async function* xmlRecords(text: AsyncIterable<string>, options: XmlRecordOptions): AsyncGenerator<XNode> {
  const { record, limits } = options;
  const parser = new SaxesParser({ xmlns: false, position: true });
  const done: XNode[] = [];
  const stack: XNode[] = []; // open elements inside the current record
  let depth = 0;
  let nodes = 0;
  let records = 0;
  let sawRoot = false;

  parser.on('doctype', () => {
    throw new FeedError('XML_DTD_FORBIDDEN', 'The XML has a document type declaration (DOCTYPE); feeds with a DTD or entities are refused');
  });
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (depth === 0) {
      if (sawRoot || name !== options.root) throw new FeedError('MALFORMED_XML', `Unexpected root element <${tag.name}>`);
      sawRoot = true;
    }
    depth++;
    if (depth > MAX_DEPTH) throw new FeedError('MALFORMED_XML', `The XML nests elements deeper than ${MAX_DEPTH}`);
    if (stack.length === 0 && name !== record) {
      options.onOutside?.(name, attrsOf(tag), depth - 1);
      return;
    }
    if (stack.length === 0) {
      if (++records > limits.maxListings) throw new FeedError('TOO_MANY_LISTINGS', `The file has more than ${limits.maxListings} listings`);
      nodes = 0;
    }
    if (++nodes > MAX_RECORD_NODES) throw new FeedError('LINE_TOO_LONG', `Listing ${records} has more than ${MAX_RECORD_NODES} elements`);
    const node: XNode = { name, attrs: attrsOf(tag), children: [], text: '' };
    stack[stack.length - 1]?.children.push(node);
    stack.push(node);
  });
  const addText = (t: string) => {
    const top = stack[stack.length - 1];
    if (!top) return;
    if (top.text.length + t.length > limits.maxLineBytes)
      throw new FeedError('LINE_TOO_LONG', `The XML has a text longer than ${limits.maxLineBytes} characters`);
    top.text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    depth--;
    const node = stack.pop();
    if (node && stack.length === 0) done.push(node);
  });

  const fail = (err: unknown): never => {
    if (err instanceof FeedError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new FeedError('MALFORMED_XML', `The XML cannot be read: ${message.split('\n')[0]}`);
  };
  // records completed before a failure in the same chunk are still given out, in order, then the failure
  for await (const chunk of text) {
    try {
      parser.write(chunk);
    } catch (err) {
      while (done.length) yield done.shift()!;
      fail(err);
    }
    while (done.length) yield done.shift()!;
  }
  try {
    parser.close();
  } catch (err) {
    while (done.length) yield done.shift()!;
    fail(err);
  }
  while (done.length) yield done.shift()!;
}

// ---------------------------------------------------------------------------------------------
// Reading a small tree

/** The first child by name path (`child(n, 'geo', 'ort')`). */
export function child(node: XNode | undefined, ...path: string[]): XNode | undefined {
  let cur = node;
  for (const name of path) {
    cur = cur?.children.find((c) => c.name === name);
    if (!cur) return undefined;
  }
  return cur;
}

export function childrenOf(node: XNode | undefined, name: string): XNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** Trimmed text of a child path, or undefined when absent or blank. */
export function textOf(node: XNode | undefined, ...path: string[]): string | undefined {
  const n = path.length ? child(node, ...path) : node;
  const t = n?.text.trim();
  return t ? t : undefined;
}

export function attrOf(node: XNode | undefined, name: string): string | undefined {
  const v = node?.attrs[name.toLowerCase()]?.trim();
  return v ? v : undefined;
}
