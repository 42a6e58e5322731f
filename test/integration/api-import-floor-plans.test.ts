// Issue 24, item 4: an OpenImmo feed's GRUNDRISS attachments become the listing's floor plans: a PNG
// re-encoded like a photo, a PDF kept as it came (served as an attachment); a broken one is reported
// at floorPlans[i] and the listing still imported; a re-import of the unchanged feed downloads nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import t from 'tap';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { importFeed } from './api-import-fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function fileServer(): Promise<{ server: Server; base: string; hits: string[] }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/plan.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/plan.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

const anhang = (gruppe: string, pfad: string, titel = '') =>
  `<anhang location="REMOTE" gruppe="${gruppe}">${titel ? `<anhangtitel>${titel}</anhangtitel>` : ''}<daten><pfad>${pfad}</pfad></daten></anhang>`;
const feedOf = (base: string) => `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung umfang="TEIL"/><anbieter><immobilie>
  <objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie>
  <geo><ort>Graz</ort><land iso_land="AUT"/></geo><preise><kaufpreis>250000</kaufpreis></preise>
  <flaechen><wohnflaeche>50</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
  <freitexte><objekttitel>Wohnung mit Grundriss</objekttitel></freitexte>
  <anhaenge>${anhang('GRUNDRISS', `${base}/plan.png`, 'Erdgeschoss')}${anhang('GRUNDRISS', `${base}/plan.pdf`, 'Obergeschoss')}${anhang('GRUNDRISS', `${base}/gone.pdf`)}</anhaenge>
  <verwaltung_techn><objektnr_extern>GR-1</objektnr_extern></verwaltung_techn></immobilie></anbieter></openimmo>`;

t.test('OpenImmo GRUNDRISS attachments become floor plans', async (t) => {
  const files = await fileServer();
  t.teardown(() => new Promise<void>((r) => files.server.close(() => r())));
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5, import: { allowPrivateUrls: true } } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const feed = feedOf(files.base);
  const { result } = await importFeed(api, token, feed, { name: 'feed.xml' });
  t.equal(result.status, 'done', JSON.stringify(result.report?.problems));
  t.match(result.progress, { created: 1, failed: 0 });
  const codes = result.report.problems.map((p: { field: string; code: string }) => `${p.field} ${p.code}`);
  t.same(codes, ['floorPlans[2] PHOTO_DOWNLOAD_FAILED'], 'the missing one is reported, nothing else');

  const own = (await call(api, 'GET', '/api/estate/my', undefined, token)).body.values;
  const estate = own.find((e: { externalRef: string }) => e.externalRef === 'GR-1');
  t.match(estate.documents, [
    { kind: 'floorplan', title: 'Erdgeschoss', contentType: 'image/webp' },
    { kind: 'floorplan', title: 'Obergeschoss', contentType: 'application/pdf', size: PDF.length },
  ]);
  t.notOk(estate.quality.missing.includes('floorplan'), 'they count in the quality score');
  const pdf = await fetch(`${api.url}${estate.documents[1].url}`);
  t.equal(pdf.headers.get('content-disposition'), 'attachment; filename="obergeschoss.pdf"');

  const before = files.hits.length;
  const again = await importFeed(api, token, feed, { name: 'feed.xml' });
  t.match(again.result.progress, { unchanged: 1 });
  t.equal(files.hits.length, before, 'an unchanged feed downloads nothing again');
});
