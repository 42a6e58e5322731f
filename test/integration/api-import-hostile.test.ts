// Hostile and broken files through real HTTP: each is refused with a 4xx and its stable code, and
// nothing is written (no import recorded, no estate, no file left in DATA_DIR/imports).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { renameEntry, zipBuffer } from '../fixtures/import/zips.ts';
import { csvFeed, listingsOf, upload } from './api-import-fixtures.ts';

const openimmo = (body: string, doctype = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}<openimmo><uebertragung umfang="VOLL" version="1.2.8"/><anbieter>${body}</anbieter></openimmo>`;

t.test('hostile files', async (t) => {
  const api = await startApi({ estates: 0, config: { import: { feedLimits: { maxListings: 1000, maxLineBytes: 64 * 1024 } } } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const estatesBefore = (await call(api, 'GET', '/api/estate/my?onPage=1', undefined, token)).body.meta.total;

  const bomb = await zipBuffer([{ name: 'feed.xml', data: Buffer.alloc(40 * 1024 * 1024, 0x20) }]);
  const cases: { name: string; file: string | Buffer; status: number; code: string }[] = [
    {
      name: 'XML external entity',
      file: openimmo('<x>&xxe;</x>', '<!DOCTYPE openimmo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n'),
      status: 400,
      code: 'XML_DTD_FORBIDDEN',
    },
    {
      name: 'billion laughs',
      file: openimmo(
        '<x>&lol3;</x>',
        '<!DOCTYPE openimmo [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;">]>\n',
      ),
      status: 400,
      code: 'XML_DTD_FORBIDDEN',
    },
    {
      name: 'ZIP entry with ..',
      file: renameEntry(await zipBuffer([{ name: 'xx/xx/etc/feed.xml', data: openimmo('') }]), 'xx/xx/etc/feed.xml', '../../etc/feed.xml'),
      status: 400,
      code: 'ZIP_UNSAFE_PATH',
    },
    {
      name: 'ZIP entry with an absolute path',
      file: renameEntry(await zipBuffer([{ name: 'xtmp/feed.xml', data: openimmo('') }]), 'xtmp/feed.xml', '/tmp/feed.xml'),
      status: 400,
      code: 'ZIP_UNSAFE_PATH',
    },
    { name: 'ZIP bomb', file: bomb, status: 400, code: 'ZIP_BOMB' },
    { name: 'a CSV over the listing limit', file: csvFeed(listingsOf(1001)), status: 400, code: 'TOO_MANY_LISTINGS' },
    { name: 'a CSV with a giant line', file: csvFeed([{ externalId: 'X-1', title: 'x'.repeat(200 * 1024) }]), status: 400, code: 'LINE_TOO_LONG' },
    { name: 'Latin-1 bytes', file: Buffer.from('externalId,city\nA-1,M\xfcnchen\n', 'latin1'), status: 400, code: 'BAD_ENCODING' },
    { name: 'binary', file: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3, 0, 0, 0, 0, 0xff, 0xfe]), status: 415, code: 'UNSUPPORTED_FORMAT' },
    { name: 'a broken ZIP', file: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]), status: 400, code: 'MALFORMED_ZIP' },
    { name: 'a CSV without our columns', file: 'externalId,dealType\n', status: 400, code: 'MALFORMED_CSV' },
    { name: 'a CSV with a header only', file: csvFeed([]), status: 400, code: 'EMPTY_FEED' },
  ];
  for (const c of cases) {
    const res = await upload(api, token, c.file, { name: 'feed.bin' });
    t.equal(res.status, c.status, `${c.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    t.equal(res.body.code, c.code, c.name);
    t.type(res.body.message, 'string');
  }
  t.equal((await call(api, 'GET', '/api/import', undefined, token)).body.meta.total, 0, 'no import recorded');
  t.equal((await call(api, 'GET', '/api/estate/my?onPage=1', undefined, token)).body.meta.total, estatesBefore, 'no estate written');
  t.same(await readdir(join(api.dataDir, 'imports')), [], 'no upload left on disk');
});
