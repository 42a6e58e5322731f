// Issue 24, item 4: floor plans and documents of an estate, through the gateway on the real api: a PDF
// and an image floor plan upload (201), a ".pdf" that is no PDF (400 naming file), a file over 10 MiB
// (413 naming file), someone else's estate (404), signed out (401), order and removal, the estate answer
// lists them, and a PDF downloads from /media as an attachment (nosniff, a sandbox CSP). Run on PGlite
// and, with DATABASE_URL, on a PostgreSQL server.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import sharp from 'sharp';
import { DEMO } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { MAX_DOCUMENT_BYTES } from '../../shared/core/documents.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Doc {
  _id: string;
  kind: string;
  title: string;
  url: string;
  size: number;
  contentType: string;
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

t.test('floor plans and documents', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  await stack.api.db.query(
    `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
     SELECT 'docs-test', u.id, 'sale', 'villa', '{"en":"Docs"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'published'
       FROM users u WHERE u.email = $1`,
    [DEMO.demo.email],
  );
  const signIn = async (who: { email: string; password: string }) => {
    const res = await fetch(`${gw}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gw },
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
    t.equal(res.status, 200, `${who.email} signed in`);
    return res.headers.getSetCookie()[0].split(';')[0];
  };
  const owner = await signIn(DEMO.demo);
  const stranger = await signIn(DEMO.realtor);

  const upload = async (cookie: string | undefined, fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
    const res = await fetch(`${gw}/api/estate/docs-test/documents`, {
      method: 'POST',
      headers: { origin: gw, ...(cookie ? { cookie } : {}) },
      body: form,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const json = async (method: string, path: string, cookie: string | undefined, body?: unknown) => {
    const res = await fetch(`${gw}${path}`, {
      method,
      headers: { origin: gw, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  let plan: Doc;
  let image: Doc;
  let document: Doc;

  await t.test('a PDF floor plan: 201 with its id, kind, title, url and size', async (t) => {
    const res = await upload(owner, { kind: 'floorplan', title: 'Ground floor' }, { data: PDF, name: 'plan.pdf', type: 'application/pdf' });
    t.equal(res.status, 201, JSON.stringify(res.body));
    plan = res.body;
    t.match(plan, { kind: 'floorplan', title: 'Ground floor', size: PDF.length, contentType: 'application/pdf' });
    t.match(plan.url, /^\/media\/estates\/.+\/ground-floor\.pdf$/, 'the file name comes from the title');
  });

  await t.test('an image floor plan goes through the photo pipeline (re-encoded WebP, at most 1600 px)', async (t) => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 250, g: 250, b: 250 } } })
      .png()
      .toBuffer();
    const res = await upload(owner, { kind: 'floorplan' }, { data: png, name: 'plan.png', type: 'image/png' });
    t.equal(res.status, 201, JSON.stringify(res.body));
    image = res.body;
    t.match(image, { kind: 'floorplan', title: '', contentType: 'image/webp', width: 1600 });
    const served = await fetch(`${gw}${image.url}`);
    t.equal(served.status, 200);
    t.equal(served.headers.get('content-disposition'), null, 'an image is shown, not downloaded');
    t.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format, 'webp');
  });

  await t.test('a document is a PDF: recognised by content, whatever the name says', async (t) => {
    const res = await upload(owner, { kind: 'document', title: 'Energy certificate' }, { data: PDF, name: 'cert.bin', type: 'text/plain' });
    t.equal(res.status, 201, JSON.stringify(res.body));
    document = res.body;
    t.equal(document.kind, 'document');

    const fake = await upload(
      owner,
      { kind: 'document' },
      { data: Buffer.from('<html><script>alert(1)</script>'), name: 'evil.pdf', type: 'application/pdf' },
    );
    t.equal(fake.status, 400, 'a .pdf that is not a PDF');
    t.match(fake.body.errors, [{ field: 'file' }], 'names the field file');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const notDoc = await upload(owner, { kind: 'document' }, { data: png, name: 'x.png' });
    t.equal(notDoc.status, 400, 'an image is no document');
    t.match(notDoc.body.errors, [{ field: 'file' }]);
  });

  await t.test('bad input answers 4xx naming the field', async (t) => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]);
    const tooBig = await upload(owner, { kind: 'document' }, { data: big, name: 'big.pdf' });
    t.equal(tooBig.status, 413, 'over 10 MiB');
    t.match(tooBig.body, { code: 'FILE_TOO_LARGE', errors: [{ field: 'file' }] });
    const kind = await upload(owner, { kind: 'photo' }, { data: PDF, name: 'a.pdf' });
    t.equal(kind.status, 400);
    t.match(kind.body.errors, [{ field: 'kind' }]);
    const noKind = await upload(owner, {}, { data: PDF, name: 'a.pdf' });
    t.match(noKind, { status: 400, body: { errors: [{ field: 'kind' }] } });
    const title = await upload(owner, { kind: 'document', title: 'x'.repeat(121) }, { data: PDF, name: 'a.pdf' });
    t.match(title, { status: 400, body: { errors: [{ field: 'title' }] } });
    const noFile = await upload(owner, { kind: 'document' });
    t.match(noFile, { status: 400, body: { errors: [{ field: 'file' }] } });
    const empty = await upload(owner, { kind: 'document' }, { data: Buffer.alloc(0), name: 'a.pdf' });
    t.match(empty, { status: 400, body: { errors: [{ field: 'file' }] } });
  });

  await t.test('owner only: someone else gets 404, signed out 401', async (t) => {
    t.equal((await upload(stranger, { kind: 'document' }, { data: PDF, name: 'a.pdf' })).status, 404);
    t.equal((await upload(undefined, { kind: 'document' }, { data: PDF, name: 'a.pdf' })).status, 401);
    t.equal((await json('DELETE', `/api/estate/docs-test/documents/${plan._id}`, stranger)).status, 404);
    t.equal((await json('PUT', '/api/estate/docs-test/documents/order', stranger, { ids: [plan._id] })).status, 404);
    t.equal((await json('DELETE', `/api/estate/docs-test/documents/${plan._id}`, undefined)).status, 401);
  });

  await t.test('GET estate lists them in order, with sizes', async (t) => {
    const res = await json('GET', '/api/estate/docs-test', undefined);
    t.equal(res.status, 200);
    t.same(
      res.body.documents.map((d: Doc) => [d._id, d.kind, d.size]),
      [plan, image, document].map((d) => [d._id, d.kind, d.size]),
    );
    const search = await json('GET', '/api/estate/search?onPage=5', undefined);
    t.notOk(
      search.body.values.some((e: { documents?: unknown }) => e.documents),
      'search results do not carry them',
    );
    const mine = await json('GET', '/api/estate/my', owner);
    const listed = mine.body.values.find((e: { aliasId: string }) => e.aliasId === 'docs-test');
    t.notOk(listed.quality.missing.includes('floorplan'), 'an uploaded floor plan counts in the quality score');
  });

  await t.test('a PDF downloads as an attachment from /media, never inline', async (t) => {
    const res = await fetch(`${gw}${plan.url}`);
    t.equal(res.status, 200);
    t.equal(res.headers.get('content-type'), 'application/pdf');
    t.equal(res.headers.get('content-disposition'), 'attachment; filename="ground-floor.pdf"');
    t.equal(res.headers.get('x-content-type-options'), 'nosniff');
    t.match(res.headers.get('content-security-policy'), /(^|;\s*)sandbox(;|$)/);
    t.same(Buffer.from(await res.arrayBuffer()), PDF, 'the bytes as uploaded');
  });

  await t.test('reorder: every id once, else 400 naming ids', async (t) => {
    const ok = await json('PUT', '/api/estate/docs-test/documents/order', owner, { ids: [document._id, plan._id, image._id] });
    t.equal(ok.status, 200, JSON.stringify(ok.body));
    t.same(
      ok.body.documents.map((d: Doc) => d._id),
      [document._id, plan._id, image._id],
    );
    const partial = await json('PUT', '/api/estate/docs-test/documents/order', owner, { ids: [plan._id] });
    t.match(partial, { status: 400, body: { errors: [{ field: 'ids' }] } });
    const unknown = await json('PUT', '/api/estate/docs-test/documents/order', owner, { ids: [plan._id, image._id, 'nope'] });
    t.match(unknown, { status: 400, body: { errors: [{ field: 'ids' }] } });
  });

  await t.test('DELETE removes the row and its file', async (t) => {
    const before = (await files(join(stack.api.dataDir, 'media'))).filter((f) => f.endsWith('.pdf')).length;
    const res = await json('DELETE', `/api/estate/docs-test/documents/${plan._id}`, owner);
    t.equal(res.status, 200);
    t.same(
      res.body.documents.map((d: Doc) => d._id),
      [document._id, image._id],
    );
    t.equal((await fetch(`${gw}${plan.url}`)).status, 404, 'the file is gone');
    t.equal((await files(join(stack.api.dataDir, 'media'))).filter((f) => f.endsWith('.pdf')).length, before - 1);
    t.equal((await json('DELETE', `/api/estate/docs-test/documents/${plan._id}`, owner)).status, 404, 'twice: 404');
  });

  await t.test('deleting the estate removes its files', async (t) => {
    t.equal((await json('DELETE', '/api/estate/docs-test', owner)).status, 204);
    t.equal((await fetch(`${gw}${document.url}`)).status, 404);
    t.equal((await fetch(`${gw}${image.url}`)).status, 404);
    const rows = await stack.api.db.query('SELECT 1 FROM estate_documents');
    t.equal(rows.rows.length, 0);
  });
});
