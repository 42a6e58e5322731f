import t from 'tap';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readFeed, type FeedListing } from '../../api/import/formats/index.ts';
import { readAll, refusal, tempFile, tempPath } from '../fixtures/import/helpers.ts';
import { lieAboutSizes, renameEntry, zipBuffer, zipFile } from '../fixtures/import/zips.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const openimmo = (body: string, prolog = '<?xml version="1.0" encoding="UTF-8"?>') => `${prolog}\n<openimmo><anbieter>${body}</anbieter></openimmo>`;
const immobilie = (i: number) =>
  `<immobilie><objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie><geo><ort>Graz</ort><land iso_land="AUT"/></geo><preise><kaufpreis>1</kaufpreis></preise><flaechen><wohnflaeche>50</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen><freitexte><objekttitel>T${i}</objekttitel></freitexte><verwaltung_techn><objektnr_extern>H-${i}</objektnr_extern></verwaltung_techn></immobilie>`;
const CSV_HEADER = 'externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en';

async function writeLarge(parts: Iterable<string>): Promise<string> {
  const path = tempPath('dat');
  const out = createWriteStream(path);
  for (const part of parts) if (!out.write(part)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return path;
}

t.test('XML with a DTD is refused before any entity is expanded or read', async (t) => {
  const laughs = openimmo(
    '<immobilie>&lol9;</immobilie>',
    `<?xml version="1.0"?>
<!DOCTYPE openimmo [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>`,
  );
  t.equal((await refusal(tempFile(laughs, 'xml'))).code, 'XML_DTD_FORBIDDEN', 'billion laughs');
  const xxe = openimmo(
    '<immobilie><freitexte><objekttitel>&xxe;</objekttitel></freitexte></immobilie>',
    '<?xml version="1.0"?><!DOCTYPE openimmo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  );
  t.equal((await refusal(tempFile(xxe, 'xml'))).code, 'XML_DTD_FORBIDDEN', 'external entity');
  const kyeroXxe = '<?xml version="1.0"?><!-- a feed --><!DOCTYPE root SYSTEM "http://127.0.0.1:9/evil.dtd"><root><property/></root>';
  t.equal((await refusal(tempFile(kyeroXxe, 'xml'))).code, 'XML_DTD_FORBIDDEN', 'external DTD');
  const undeclared = openimmo(`${immobilie(1).replace('T1', '&xxe;')}`);
  const err = await refusal(tempFile(undeclared, 'xml'));
  t.equal(err.code, 'MALFORMED_XML', 'an entity nobody declared is an error, not an empty string');
});

t.test('a DTD inside a ZIP is refused too', async (t) => {
  const path = await zipFile([{ name: 'feed.xml', data: openimmo('', '<?xml version="1.0"?><!DOCTYPE openimmo SYSTEM "file:///etc/passwd">') }]);
  t.equal((await refusal(path)).code, 'XML_DTD_FORBIDDEN');
});

t.test('XML size guards: a long text node, too many listings, deep nesting, a huge listing', async (t) => {
  const long = openimmo(immobilie(1).replace('T1', 'x'.repeat(5000)));
  t.equal((await refusal(tempFile(long, 'xml'), { maxLineBytes: 1000 })).code, 'LINE_TOO_LONG');
  const longAttr = openimmo(immobilie(1).replace('iso_land="AUT"', `iso_land="${'A'.repeat(5000)}"`));
  t.equal((await refusal(tempFile(longAttr, 'xml'), { maxLineBytes: 1000 })).code, 'LINE_TOO_LONG', 'an attribute too');
  const twoMiB = await writeLarge([openimmo(immobilie(1)).replace('T1', 'y'.repeat(2 * 1024 * 1024))]);
  t.equal((await refusal(twoMiB)).code, 'LINE_TOO_LONG', 'default limit 1 MiB');

  const many = openimmo(Array.from({ length: 10 }, (_, i) => immobilie(i + 1)).join(''));
  const feed = await readFeed(tempFile(many, 'xml'), { maxListings: 5 });
  const seen: FeedListing[] = [];
  await t.rejects(
    (async () => {
      for await (const l of feed.listings) seen.push(l);
    })(),
    { code: 'TOO_MANY_LISTINGS' },
  );
  await feed.close();
  t.equal(seen.length, 5, 'stops at the limit');

  const deep = openimmo(`<immobilie>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</immobilie>`);
  t.equal((await refusal(tempFile(deep, 'xml'))).code, 'MALFORMED_XML');
  const wide = openimmo(`<immobilie>${'<a/>'.repeat(25_000)}</immobilie>`);
  t.equal((await refusal(tempFile(wide, 'xml'))).code, 'LINE_TOO_LONG');
});

t.test('not feeds at all', async (t) => {
  t.equal((await refusal(tempFile('<html><body>hi</body></html>', 'xml'))).code, 'UNSUPPORTED_FORMAT');
  t.equal((await refusal(tempFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'png'))).code, 'UNSUPPORTED_FORMAT');
  t.equal((await refusal(tempFile(Buffer.from([1, 2, 3, 0, 5, 6]), 'bin'))).code, 'UNSUPPORTED_FORMAT');
  t.equal((await refusal(tempFile(openimmo('<immobilie>'), 'xml'))).code, 'MALFORMED_XML', 'unclosed elements');
  t.equal((await refusal(tempFile(openimmo(''), 'xml'))).code, 'EMPTY_FEED');
  t.equal((await refusal(tempFile('<?xml version="1.0"?><!-- only a comment -->', 'xml'))).code, 'MALFORMED_XML');
  const xlsx = await zipFile([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
  ]);
  const excel = await refusal(xlsx);
  t.equal(excel.code, 'UNSUPPORTED_FORMAT');
  t.match(excel.message, /CSV UTF-8/);
});

t.test('wrong encodings', async (t) => {
  const latin1 = Buffer.from(`${CSV_HEADER}\nE-1,sale,villa,1,eur,DE,Köln,100,4,Schönes Haus\n`, 'latin1');
  const err = await refusal(tempFile(latin1, 'csv'));
  t.equal(err.code, 'BAD_ENCODING', 'Latin-1 bytes in a CSV');
  t.match(err.message, /line 2.*UTF-8/);
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${CSV_HEADER}\n`, 'utf16le')]);
  const e16 = await refusal(tempFile(utf16, 'csv'));
  t.equal(e16.code, 'BAD_ENCODING', 'UTF-16 with a BOM');
  t.match(e16.message, /save it as UTF-8/);
  t.equal((await refusal(tempFile(Buffer.from(`${CSV_HEADER}\n`, 'utf16le'), 'csv'))).code, 'BAD_ENCODING', 'UTF-16 without a BOM');
  const xml16 = openimmo(immobilie(1), '<?xml version="1.0" encoding="UTF-16"?>');
  t.equal((await refusal(tempFile(xml16, 'xml'))).code, 'BAD_ENCODING', 'an ASCII file that declares UTF-16');
});

t.test('CSV size guards: a 50 MB line and a million rows', async (t) => {
  gc();
  const before = process.memoryUsage().heapUsed;
  const line = await writeLarge(
    (function* () {
      yield `${CSV_HEADER}\nL-1,sale,villa,1,eur,DE,Köln,100,4,"`;
      const mib = 'z'.repeat(1024 * 1024);
      for (let i = 0; i < 50; i++) yield mib;
      yield '"\n';
    })(),
  );
  const err = await refusal(line);
  t.equal(err.code, 'LINE_TOO_LONG');
  t.ok(process.memoryUsage().heapUsed - before < 40 * 1024 * 1024, 'the line is not held whole');

  const million = await writeLarge(
    (function* () {
      yield `${CSV_HEADER}\n`;
      let batch = '';
      for (let i = 1; i <= 1_000_000; i++) {
        batch += `R-${i},sale,villa,1,eur,DE,Köln,100,4,T\n`;
        if (i % 10_000 === 0) {
          yield batch;
          batch = '';
        }
      }
    })(),
  );
  const feed = await readFeed(million, { maxListings: 20_000 });
  let count = 0;
  await t.rejects(
    (async () => {
      for await (const l of feed.listings) if (l.estate) count++;
    })(),
    { code: 'TOO_MANY_LISTINGS' },
  );
  await feed.close();
  t.equal(count, 20_000, 'stops after the limit');
});

t.test('hostile ZIPs', async (t) => {
  const xml = openimmo(immobilie(1));
  const unsafe = async (from: string, to: string) => {
    const buf = renameEntry(
      await zipBuffer([
        { name: 'feed.xml', data: xml },
        { name: from, data: 'x' },
      ]),
      from,
      to,
    );
    return refusal(tempFile(buf, 'zip'));
  };
  t.equal((await unsafe('aa/evil.sh', '../evil.sh')).code, 'ZIP_UNSAFE_PATH', '..');
  t.equal((await unsafe('a/etc/cron', '/etc/crond')).code, 'ZIP_UNSAFE_PATH', 'absolute');
  t.equal((await unsafe('a/b.jpg', 'a\\b.jpg')).code, 'ZIP_UNSAFE_PATH', 'backslash');
  t.equal((await unsafe('C_/x.jpg', 'C:/x.jpg')).code, 'ZIP_UNSAFE_PATH', 'drive letter');

  const zeros = Buffer.alloc(50 * 1024 * 1024);
  const bomb = await zipFile([
    { name: 'feed.xml', data: xml },
    { name: 'images/a.jpg', data: zeros },
  ]);
  const b = await refusal(bomb);
  t.equal(b.code, 'ZIP_BOMB', 'a ratio over 100 in the headers');

  // barely compressible, so the declared sizes look harmless; it inflates past what the headers say
  const noise = randomBytes(3 * 1024 * 1024).toString('base64');
  const lying = lieAboutSizes(
    await zipBuffer([{ name: 'feed.xml', data: xml.replace('</openimmo>', `<!-- ${noise} --></openimmo>`) }]),
    2 * 1024 * 1024,
  );
  const lie = await refusal(tempFile(lying, 'zip'), { maxLineBytes: 8 * 1024 * 1024 });
  t.equal(lie.code, 'ZIP_BOMB', 'headers that lie are caught while inflating');
  t.match(lie.message, /more than its declared size/);

  t.equal((await refusal(await zipFile([{ name: 'feed.xml', data: xml }]), { maxUnzippedBytes: 200 })).code, 'ZIP_BOMB', 'total size');
  t.equal((await refusal(await zipFile([{ name: 'a.jpg', data: 'x' }]))).code, 'MALFORMED_ZIP', 'no XML');
  t.equal(
    (
      await refusal(
        await zipFile([
          { name: 'a.xml', data: xml },
          { name: 'b.xml', data: xml },
        ]),
      )
    ).code,
    'MALFORMED_ZIP',
    'two XML files',
  );
  const truncated = (await zipBuffer([{ name: 'feed.xml', data: xml }])).subarray(0, 60);
  t.equal((await refusal(tempFile(truncated, 'zip'))).code, 'MALFORMED_ZIP', 'a broken archive');

  const ok = await readAll(
    await zipFile([
      { name: '__MACOSX/._feed.xml', data: 'junk' },
      { name: 'feed.xml', data: xml },
    ]),
  );
  t.equal(ok.listings.length, 1, 'macOS resource forks are not XML files');
});
