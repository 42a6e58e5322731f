// The sitemaps (docs/architecture.md "Sitemaps"): an index and, per language, files of static pages,
// countries (guides and country searches), articles, realtors and estates, each URL with its lastmod
// and its hreflang alternates (ru, en, de, es, x-default). Estates and realtors are split at 50 000
// URLs per file. A file is written as a stream while the rows are read in keyset pages, so memory
// stays flat at any size; the finished file is kept gzipped for SITEMAP_CACHE_MS and later asks
// are answered from it. A client that takes gzip (crawlers do) is sent the gzip itself.
import { PassThrough, Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { LANGUAGES, STATIC_PAGE_ARTICLE_IDS, type Language } from '../../shared/core/constants.ts';
import type { Queryable } from '../db/index.ts';
import { articleRows, countryRows, counts as countRows, estatePage, realtorPage, type AliasPage, type Counts } from './sql.ts';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * Rows read per query while a file is written: five pages a file. Each page is read whole (PGlite
 * holds the event loop meanwhile, ~20–30 ms a page at 100 000 estates) and written out before the next.
 */
export const SITEMAP_BATCH = 10_000;
/** How long a written file is answered from the cache. */
export const SITEMAP_CACHE_MS = 60 * 60 * 1000;

export type SitemapKind = 'static' | 'countries' | 'articles' | 'realtors' | 'estates';
export interface SitemapFile {
  lang: Language;
  kind: SitemapKind;
  /** 1-based part of a split kind (realtors, estates); 1 for the others */
  part: number;
}

/** `/sitemaps/{lang}/{kind}.xml` or, for split kinds, `/sitemaps/{lang}/{kind}-{part}.xml`. */
export function sitemapPath(f: SitemapFile): string {
  return f.kind === 'estates' || f.kind === 'realtors' ? `/sitemaps/${f.lang}/${f.kind}-${f.part}.xml` : `/sitemaps/${f.lang}/${f.kind}.xml`;
}

const FILE_PATTERN = /^([a-z]{2})\/(static|countries|articles|realtors|estates)(?:-([1-9][0-9]{0,5}))?\.xml$/;

/** The file a `{lang}/{name}.xml` tail names, or null. */
export function parseSitemapFile(tail: string): SitemapFile | null {
  const m = FILE_PATTERN.exec(tail);
  if (!m || !(LANGUAGES as readonly string[]).includes(m[1])) return null;
  const kind = m[2] as SitemapKind;
  const split = kind === 'estates' || kind === 'realtors';
  if (split !== (m[3] !== undefined)) return null;
  return { lang: m[1] as Language, kind, part: split ? Number(m[3]) : 1 };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const iso = (d: Date | string | null | undefined): string | null => {
  if (!d) return null;
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** One `<url>`: the page in `lang`, its alternates in `langs` (default all) and x-default. */
export function urlEntry(origin: string, path: string, lang: Language, lastmod: string | null, langs: readonly Language[] = LANGUAGES): string {
  return entryWriter(origin, langs)(escapeXml(path), lang, lastmod);
}

/**
 * A writer of `<url>` entries for one origin and set of languages, for paths already XML-safe
 * (escaped, or built with encodeURIComponent): the constant parts are escaped once, which keeps a
 * 50 000-URL file cheap to write.
 */
export function entryWriter(
  origin: string,
  langs: readonly Language[] = LANGUAGES,
): (safePath: string, lang: Language, lastmod: string | null) => string {
  const base = escapeXml(origin.replace(/\/+$/, ''));
  return (path, lang, lastmod) => {
    const sep = path.includes('?') ? '&amp;' : '?';
    let out = `<url><loc>${base}${path}${sep}lng=${lang}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}`;
    for (const l of langs) out += `<xhtml:link rel="alternate" hreflang="${l}" href="${base}${path}${sep}lng=${l}"/>`;
    return `${out}<xhtml:link rel="alternate" hreflang="x-default" href="${base}${path}"/></url>\n`;
  };
}

/**
 * The `<url>` entries of the pages `{origin}{prefix}{encodeURIComponent(alias)}` in `lang`, each with
 * every language's alternate and x-default (what `entryWriter` writes for the same path). The five
 * alternates share one path, so the path is made once per entry and the text around it once per file.
 */
export function aliasEntryWriter(origin: string, prefix: string, lang: Language): (alias: string, lastmod: string | null) => string {
  const base = escapeXml(origin.replace(/\/+$/, '') + prefix);
  const open = `<url><loc>${base}`;
  const afterLoc = `?lng=${lang}</loc>`;
  // between the path's occurrences: `…href="{path}?lng=ru"/><xhtml:link … hreflang="en" href="{path}…`
  const between = LANGUAGES.map((l, i) => `${i === 0 ? '' : `?lng=${LANGUAGES[i - 1]}"/>`}<xhtml:link rel="alternate" hreflang="${l}" href="${base}`);
  between.push(`?lng=${LANGUAGES[LANGUAGES.length - 1]}"/><xhtml:link rel="alternate" hreflang="x-default" href="${base}`);
  const close = '"/></url>\n';
  return (alias, lastmod) => {
    // encodeURIComponent leaves nothing XML would read as markup (& < > " are encoded; an apostrophe
    // stays, plain text in an attribute quoted with ")
    const path = encodeURIComponent(alias);
    let out = open + path + afterLoc + (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');
    for (const text of between) out += text + path;
    return out + close;
  };
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** The public pages with no data of their own; the article list exists in Russian only. */
function staticPages(lang: Language): string[] {
  return [
    '/',
    '/search',
    '/countries',
    '/realtor',
    '/plans',
    '/advertising',
    '/contacts',
    '/advert/what',
    ...(lang === 'ru' ? ['/article'] : []),
    ...Object.keys(STATIC_PAGE_ARTICLE_IDS),
  ];
}

export interface SitemapSource {
  db: Queryable;
  origin: string;
  /** lastmod of pages without data (the time the api started) */
  startedAt: Date;
  /** the counts, when the caller keeps them for a while (they cost a scan each) */
  counts?: () => Promise<Counts>;
}

const counts = (src: SitemapSource): Promise<Counts> => (src.counts ? src.counts() : countRows(src.db));

/** The rows of one file (part `part` of a split kind), page by page, each page flat (AliasPage). */
async function* filePages(
  read: (o: { after: string | null; offset: number; limit: number }) => Promise<AliasPage>,
  part: number,
): AsyncGenerator<(string | null)[]> {
  let after: string | null = null;
  let left = SITEMAP_MAX_URLS;
  let offset = (part - 1) * SITEMAP_MAX_URLS;
  while (left > 0) {
    const limit = Math.min(SITEMAP_BATCH, left);
    const page = await read({ after, offset, limit });
    const rows = page.flat.length / 2;
    if (rows > 0) yield page.flat;
    if (rows < limit || page.last === null) return;
    left -= rows;
    after = page.last;
    offset = 0;
  }
}

/** The XML of one file as text chunks, or null when the file does not exist (a part past the end). */
export async function sitemapChunks(src: SitemapSource, f: SitemapFile): Promise<AsyncGenerator<string> | null> {
  const { db, origin, lang } = { ...src, lang: f.lang };
  if (f.kind === 'estates' || f.kind === 'realtors') {
    const c = await counts(src);
    const total = f.kind === 'estates' ? c.estates : c.realtors;
    if (f.part > Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS))) return null;
  }
  async function* body(): AsyncGenerator<string> {
    yield URLSET_OPEN;
    switch (f.kind) {
      case 'static': {
        const c = await counts(src);
        const started = iso(src.startedAt);
        for (const path of staticPages(lang)) {
          const dataDriven = path === '/' || path === '/search';
          yield urlEntry(origin, path, lang, dataDriven ? (iso(c.lastEstateChange) ?? started) : started, path === '/article' ? ['ru'] : LANGUAGES);
        }
        break;
      }
      case 'countries': {
        for (const row of await countryRows(db)) {
          const last = iso(row.last) ?? iso(src.startedAt);
          if (row.has_guide) yield urlEntry(origin, `/countries/${row.code}`, lang, last);
          if (row.estates > 0) yield urlEntry(origin, `/search/${row.code}`, lang, last);
        }
        break;
      }
      case 'articles': {
        for (const row of await articleRows(db)) {
          const langs = LANGUAGES.filter((l) => row.languages.includes(l));
          // an article is listed in the sitemaps of the languages it is written in
          if (!langs.includes(lang)) continue;
          yield urlEntry(origin, `/article/${encodeURIComponent(row.slug)}`, lang, iso(row.last), langs);
        }
        break;
      }
      case 'realtors':
      case 'estates': {
        const read =
          f.kind === 'estates'
            ? (o: Parameters<typeof estatePage>[1]) => estatePage(db, o)
            : (o: Parameters<typeof realtorPage>[1]) => realtorPage(db, o);
        const entry = aliasEntryWriter(origin, f.kind === 'estates' ? '/estate/' : '/realtor/', lang);
        let buffer = '';
        for await (const flat of filePages(read, f.part)) {
          for (let i = 0; i < flat.length; i += 2) {
            buffer += entry(flat[i] as string, flat[i + 1]);
            if (buffer.length > 256 * 1024) {
              yield buffer;
              buffer = '';
            }
          }
        }
        if (buffer) yield buffer;
        break;
      }
    }
    yield URLSET_CLOSE;
  }
  return body();
}

/** The index: every file of every language, with its lastmod. */
export async function sitemapIndex(src: SitemapSource): Promise<string> {
  const c = await counts(src);
  const base = src.origin.replace(/\/+$/, '');
  const started = iso(src.startedAt);
  const lastEstate = iso(c.lastEstateChange) ?? started;
  const entries: string[] = [];
  for (const lang of LANGUAGES) {
    const files: [SitemapFile, string | null][] = [
      [{ lang, kind: 'static', part: 1 }, lastEstate],
      [{ lang, kind: 'countries', part: 1 }, lastEstate],
      [{ lang, kind: 'articles', part: 1 }, started],
    ];
    for (let p = 1; p <= Math.max(1, Math.ceil(c.realtors / SITEMAP_MAX_URLS)); p++) files.push([{ lang, kind: 'realtors', part: p }, started]);
    for (let p = 1; p <= Math.max(1, Math.ceil(c.estates / SITEMAP_MAX_URLS)); p++) files.push([{ lang, kind: 'estates', part: p }, lastEstate]);
    for (const [f, last] of files)
      entries.push(`<sitemap><loc>${escapeXml(base + sitemapPath(f))}</loc>${last ? `<lastmod>${last}</lastmod>` : ''}</sitemap>\n`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

interface Cached {
  gz: Buffer;
  at: number;
}

/** Whether an Accept-Encoding header takes gzip (named or `*`, without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star = false;
  for (const item of value.split(',')) {
    const [name, ...params] = item.split(';').map((x) => x.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === 'gzip' || name === 'x-gzip') return !refused;
    if (name === '*') star = !refused;
  }
  return star;
}

async function* utf8(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
}

/**
 * Written files kept gzipped for a while. With `gzip` the answer is that gzip (Content-Encoding:
 * gzip): a hit is sent as stored, and a file being written is compressed once, for the caller and
 * the cache alike (the gateway does not compress an answer that already is).
 */
export function createSitemapCache(ttlMs = SITEMAP_CACHE_MS, now: () => number = Date.now) {
  const done = new Map<string, Cached>();
  return {
    /** The cached file as a stream of XML, or of its gzip with `gzip`; null when not cached. */
    get(key: string, gzip = false): Readable | null {
      const hit = done.get(key);
      if (!hit || now() - hit.at > ttlMs) return null;
      const stored = Readable.from([hit.gz], { objectMode: false });
      return gzip ? stored : stored.pipe(createGunzip());
    },
    /** Streams `chunks` (XML, or its gzip with `gzip`) to the caller while keeping a gzipped copy for the next ones. */
    fill(key: string, chunks: AsyncIterable<string>, gzip = false): Readable {
      const out = new PassThrough();
      // the fastest level: the stream waits for the slower of its two readers, and this XML packs ~10× even so
      const packer = createGzip({ level: 1 });
      const parts: Buffer[] = [];
      packer.on('data', (b: Buffer) => parts.push(b));
      packer.on('end', () => done.set(key, { gz: Buffer.concat(parts), at: now() }));
      // encoded to UTF-8 once, for both readers
      const source = Readable.from(utf8(chunks));
      source.on('error', (err) => {
        packer.destroy();
        out.destroy(err);
      });
      source.pipe(packer);
      if (gzip) packer.pipe(out);
      else {
        // the answer ends once the copy is kept, so an ask after it is answered from the cache
        source.pipe(out, { end: false });
        packer.on('end', () => out.end());
      }
      return out;
    },
    clear(): void {
      done.clear();
    },
  };
}
