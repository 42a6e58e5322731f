// The two published formats of daily exchange rates, read from small, bounded documents:
// - the ECB's eurofxref-daily.xml: gesmes:Envelope / Cube / Cube time="2026-11-20" / Cube currency="USD" rate="1.0812"
//   (units of the currency per 1 euro; the first dated Cube is the newest day);
// - the Bank of Russia's XML_daily.asp: ValCurs Date="21.11.2026" / Valute / CharCode, Nominal, Value "100,5013"
//   (roubles per Nominal units, a comma as the decimal mark, encoded in windows-1251).
// Hostile input is refused: any DOCTYPE (no entity expansion), more than MAX_NODES elements, and
// every value is checked before it becomes a number.
import { SaxesParser } from 'saxes';

export type RatesErrorCode = 'HTTP_STATUS' | 'TOO_LARGE' | 'TIMEOUT' | 'NETWORK' | 'MALFORMED' | 'NO_RATES' | 'STALE' | 'IMPLAUSIBLE';

/** Why a source's rates were not taken; the message never holds a secret (no URL query, no credentials). */
export class RatesError extends Error {
  constructor(
    readonly code: RatesErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RatesError';
  }
}

/** One day's rates of one publisher: units of each currency (upper-case ISO code) per 1 eur. */
export interface DailyRates {
  /** the day the publisher gives them for, YYYY-MM-DD */
  date: string;
  perEur: Record<string, number>;
}

interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
}

const MAX_NODES = 5000;

const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
};

/** The document as a small tree of local names (namespace prefixes dropped). */
export function parseSmallXml(text: string): Node {
  const parser = new SaxesParser({ xmlns: false });
  const stack: Node[] = [];
  let root: Node | null = null;
  let nodes = 0;
  parser.on('doctype', () => {
    throw new RatesError('MALFORMED', 'the document has a DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    if (++nodes > MAX_NODES) throw new RatesError('MALFORMED', `the document has more than ${MAX_NODES} elements`);
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attrs[local(k)] = String(v);
    const node: Node = { name: local(tag.name), attrs, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(node);
    else root = node;
    if (!tag.isSelfClosing) stack.push(node);
  });
  parser.on('text', (t) => {
    if (stack.length) stack[stack.length - 1].text += t;
  });
  parser.on('cdata', (t) => {
    if (stack.length) stack[stack.length - 1].text += t;
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.on('error', (err) => {
    throw err instanceof RatesError ? err : new RatesError('MALFORMED', `not well-formed XML: ${err.message.split('\n')[0]}`);
  });
  try {
    parser.write(text).close();
  } catch (err) {
    throw err instanceof RatesError ? err : new RatesError('MALFORMED', `not well-formed XML: ${(err as Error).message.split('\n')[0]}`);
  }
  if (!root) throw new RatesError('MALFORMED', 'the document has no root element');
  return root;
}

const isCalendarDate = (iso: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};

/** A positive decimal number as publishers write it ("1.0812", "100,5013"); anything else is null. */
export function decimal(raw: string | undefined, comma = false): number | null {
  const t = (raw ?? '').trim();
  const re = comma ? /^\d{1,9}(?:[.,]\d{1,12})?$/ : /^\d{1,9}(?:\.\d{1,12})?$/;
  if (!re.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const c of node.children) yield* walk(c);
}

/** The ECB's daily reference rates (eurofxref-daily.xml, or the first day of the 90-day file). */
export function parseEcbRates(text: string): DailyRates {
  const root = parseSmallXml(text);
  if (root.name !== 'Envelope') throw new RatesError('MALFORMED', `expected gesmes:Envelope, found <${root.name}>`);
  let day: Node | undefined;
  for (const n of walk(root)) {
    if (n.name === 'Cube' && n.attrs.time !== undefined) {
      day = n;
      break;
    }
  }
  if (!day) throw new RatesError('NO_RATES', 'no Cube with a time attribute');
  const date = day.attrs.time.trim();
  if (!isCalendarDate(date)) throw new RatesError('MALFORMED', `the Cube's time is not a date: ${JSON.stringify(date.slice(0, 40))}`);
  const perEur: Record<string, number> = {};
  for (const c of day.children) {
    if (c.name !== 'Cube') continue;
    const code = (c.attrs.currency ?? '').trim().toUpperCase();
    const rate = decimal(c.attrs.rate);
    if (!/^[A-Z]{3}$/.test(code)) continue;
    if (rate === null) throw new RatesError('MALFORMED', `the rate of ${code} is not a positive number`);
    perEur[code] = rate;
  }
  if (!Object.keys(perEur).length) throw new RatesError('NO_RATES', `no rates in the Cube of ${date}`);
  return { date, perEur };
}

/** The encoding an XML declaration names (default UTF-8), decoded; an encoding Node cannot decode is refused. */
export function decodeXml(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared.toLowerCase(), { fatal: true });
  } catch {
    throw new RatesError('MALFORMED', `unknown encoding ${JSON.stringify(declared.slice(0, 40))}`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new RatesError('MALFORMED', `not valid ${declared}`);
  }
}

/**
 * The Bank of Russia's daily rates (XML_daily.asp), as units per 1 eur: RUB from the euro's row,
 * and each other listed currency through it (so the answer has the shape of the ECB's).
 */
export function parseCbrRates(bytes: Uint8Array): DailyRates {
  const root = parseSmallXml(decodeXml(bytes));
  if (root.name !== 'ValCurs') throw new RatesError('MALFORMED', `expected ValCurs, found <${root.name}>`);
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec((root.attrs.Date ?? '').trim());
  const date = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
  if (!isCalendarDate(date)) throw new RatesError('MALFORMED', `ValCurs has no Date like 21.11.2026`);
  const rubPerUnit: Record<string, number> = {};
  for (const v of root.children) {
    if (v.name !== 'Valute') continue;
    const field = (name: string) => v.children.find((c) => c.name === name)?.text.trim();
    const code = (field('CharCode') ?? '').toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) continue;
    const nominal = decimal(field('Nominal'), true);
    const value = decimal(field('Value'), true);
    if (nominal === null || value === null) throw new RatesError('MALFORMED', `the rate of ${code} is not a positive number`);
    rubPerUnit[code] = value / nominal;
  }
  const rubPerEur = rubPerUnit.EUR;
  if (!rubPerEur) throw new RatesError('NO_RATES', `no EUR row in the rates of ${date}`);
  const perEur: Record<string, number> = { RUB: round6(rubPerEur) };
  for (const [code, rub] of Object.entries(rubPerUnit)) if (code !== 'EUR') perEur[code] = round6(rubPerEur / rub);
  return { date, perEur };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
