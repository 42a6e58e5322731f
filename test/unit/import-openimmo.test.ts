import t from 'tap';
import { join } from 'node:path';
import { readFeed, PhotoError, type FeedListing } from '../../api/import/formats/index.ts';
import { generateOpenImmo, generatedImmobilie } from '../../bin/bench/import-feed.ts';
import { estateErrors, fixtures, problemsOf, readAll, refusal, tempFile, tempPath } from '../fixtures/import/helpers.ts';
import { fixtureText, zipFile } from '../fixtures/import/zips.ts';

const sample = join(fixtures, 'openimmo-1.2.7.xml');
const byId = (listings: FeedListing[], id: string) => listings.find((l) => l.externalId === id)!;

t.test('an OpenImmo 1.2.7 file maps each immobilie onto the create body', async (t) => {
  const { header, listings } = await readAll(sample);
  t.same(header, { format: 'openimmo', fullFeed: true }, 'umfang VOLL is a full feed');
  t.same(
    listings.map((l) => l.externalId),
    ['MUC-4711', 'P-0815', 'W-TG-3', 'MUC-0001'],
  );

  const muc = byId(listings, 'MUC-4711');
  t.equal(estateErrors(muc.estate), null);
  t.match(muc.estate, {
    dealType: 'sale',
    estateType: 'apartment',
    price: 649000,
    currency: 'eur',
    geoData: { countryCode: 'DE', city: 'München', area: 'Haidhausen', address: 'Weißenburger Straße 12a, 80331', lat: 48.1289, lng: 11.5962 },
    livingSpace: 86.4,
    totalSpace: 95,
    rooms: 3,
    bedrooms: 2,
    buildYear: 1912,
    floorType: ['attic'],
    heating: ['gas', 'central', 'underfloor'],
    floorCovering: ['tile', 'parquet'],
    kitchenType: ['built-in'],
    bathroom: ['shower', 'with-window'],
    comfort: ['lift', 'balcony', 'fireplace'],
    furnishings: ['partial'],
    otherFacilities: ['cellar'],
    condition: ['modernised'],
    details: {
      floor: 4,
      floors: 5,
      bathrooms: 1,
      commission: '3,57 % inkl. MwSt.',
      location: { de: 'Fünf Minuten zum Ostbahnhof, Cafés & Märkte um die Ecke.' },
    },
    title: { de: 'Dachgeschoss-Maisonette mit Blick über Haidhausen' },
  });
  t.same(
    muc.estate!.energy,
    { rating: 'B', unit: 'kWh/m²a', kind: 'consumption', value: 72.5, validUntil: '2031-04-30' },
    'energiepass: epart VERBRAUCH → consumption, energieverbrauchkennwert → value, wertklasse → rating, gueltig_bis → validUntil',
  );
  t.equal(
    muc.estate!.description!.de,
    'Großzügige Wohnung im 4. OG eines Jugendstilhauses.\nFußbodenheizung & Parkett – ruhig gelegen.',
    'CDATA HTML: tags stripped, entities decoded',
  );
  t.same(problemsOf(muc), [
    ['MUC-4711', 'rooms', 'DERIVED_VALUE', false],
    ['MUC-4711', 'bad', 'NOT_IN_MODEL', false],
    ['MUC-4711', 'rollstuhlgerecht', 'NOT_IN_MODEL', false],
    ['MUC-4711', 'floorPlans[0]', 'INVALID_VALUE', false],
    ['MUC-4711', 'photos[0]', 'INVALID_VALUE', false],
    ['MUC-4711', 'photos[1]', 'INVALID_VALUE', false],
  ]);
  t.match(
    muc.problems[3].message,
    /images\/grundriss\.pdf.*not uploaded as a ZIP/,
    'a floor plan (GRUNDRISS) file outside a ZIP is reported at floorPlans',
  );
  t.match(muc.problems[4].message, /images\/titel\.jpg.*not uploaded as a ZIP/, 'the cover comes first and a file path outside a ZIP is reported');
  t.same(muc.photos, []);

  const potsdam = byId(listings, 'P-0815');
  t.equal(estateErrors(potsdam.estate), null, 'missing optional fields are fine');
  t.match(potsdam.estate, {
    dealType: 'rent',
    estateType: 'one-family-house',
    price: 2450,
    currency: 'eur',
    comfort: ['garden', 'sauna'],
    details: { extraCosts: 380, deposit: 7350, plotArea: 620 },
    title: { de: 'Familienhaus am Heiligen See.' },
  });
  t.equal(potsdam.estate!.geoData.address, undefined, 'a postcode alone is no address');
  t.same(potsdam.photos, [{ kind: 'url', url: 'https://cdn.makler-example.de/potsdam/1.jpg' }]);
  t.same(problemsOf(potsdam), [
    ['P-0815', 'condition', 'UNMAPPED_VALUE', false],
    ['P-0815', 'title', 'DERIVED_VALUE', false],
  ]);

  const garage = byId(listings, 'W-TG-3');
  t.equal(garage.estate, undefined);
  t.same(problemsOf(garage), [
    ['W-TG-3', 'estateType', 'UNMAPPED_VALUE', false],
    ['W-TG-3', 'currency', 'UNSUPPORTED_CURRENCY', true],
    ['W-TG-3', 'livingSpace', 'DERIVED_VALUE', false],
    ['W-TG-3', 'rooms', 'MISSING_VALUE', true],
  ]);

  t.same(byId(listings, 'MUC-0001'), { externalId: 'MUC-0001', action: 'delete', photos: [], problems: [] }, 'aktionart DELETE withdraws');
});

const wrap = (immobilien: string, uebertragung = '<uebertragung umfang="TEIL"/>', decl = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${decl}\n<openimmo>${uebertragung}<anbieter>${immobilien}</anbieter></openimmo>`;
const minimal = (inner: string, id = 'X-1') => `<immobilie>
  <objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie>
  <geo><ort>Graz</ort><land iso_land="AUT"/></geo><preise><kaufpreis>1</kaufpreis></preise>
  <flaechen><wohnflaeche>50</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>${inner}
  <verwaltung_techn><objektnr_extern>${id}</objektnr_extern></verwaltung_techn></immobilie>`;

t.test('languages of the texts', async (t) => {
  const texts = '<freitexte><objekttitel>Светлая квартира</objekttitel><objektbeschreibung>Вид на горы.</objektbeschreibung></freitexte>';
  let r = await readAll(tempFile(wrap(minimal(texts), '<uebertragung umfang="TEIL" sprache="rus"/>'), 'xml'));
  t.equal(r.header.fullFeed, false, 'umfang TEIL is not a full feed');
  t.same(r.listings[0].estate!.title, { ru: 'Светлая квартира' }, 'uebertragung@sprache');

  const own = '<user_defined_simplefield feldname="sprache">en</user_defined_simplefield>';
  r = await readAll(tempFile(wrap(minimal(`<freitexte>${own}<objekttitel>Bright flat</objekttitel></freitexte>`)), 'xml'));
  t.same(r.listings[0].estate!.title, { en: 'Bright flat' }, 'a user_defined_simplefield');

  r = await readAll(
    tempFile(wrap(minimal('<freitexte><objekttitel>Appartement lumineux</objekttitel></freitexte>'), '<uebertragung sprache="fr"/>'), 'xml'),
  );
  t.equal(r.listings[0].estate, undefined);
  t.same(problemsOf(r.listings[0]), [
    ['X-1', 'description', 'UNSUPPORTED_LANGUAGE', false],
    ['X-1', 'title', 'MISSING_VALUE', true],
  ]);
});

t.test('values that cannot be mapped are reported on their listing', async (t) => {
  const xml = wrap(
    minimal('', 'A-1') +
      `<immobilie><objektkategorie><vermarktungsart LEASING="true"/></objektkategorie>
        <geo><ort>Linz</ort><land iso_land="XYZ"/><geokoordinaten breitengrad="95" laengengrad="14.3"/></geo>
        <preise><kaufpreis>viel</kaufpreis></preise><flaechen><wohnflaeche>0</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
        <zustand_angaben><baujahr>unbekannt</baujahr></zustand_angaben>
        <freitexte><objekttitel>Wohnung</objekttitel></freitexte>
        <verwaltung_techn><objektnr_extern>B-2</objektnr_extern></verwaltung_techn></immobilie>` +
      minimal('', ''),
  );
  const { listings } = await readAll(tempFile(xml, 'xml'));
  t.same(problemsOf(listings[0]), [['A-1', 'title', 'MISSING_VALUE', true]], 'no title and no description: fatal');
  t.same(problemsOf(listings[1]), [
    ['B-2', 'dealType', 'UNMAPPED_VALUE', true],
    ['B-2', 'estateType', 'MISSING_VALUE', true],
    ['B-2', 'geoData.countryCode', 'INVALID_VALUE', true],
    ['B-2', 'geoData.lat', 'INVALID_VALUE', false],
    ['B-2', 'price', 'INVALID_VALUE', true],
    ['B-2', 'livingSpace', 'INVALID_VALUE', true],
    ['B-2', 'buildYear', 'INVALID_VALUE', false],
  ]);
  t.match(listings[1].problems[2].message, /"XYZ"/);
  t.equal(listings[2].externalId, '#3', 'no objektnr_extern: the position stands in');
  t.match(problemsOf(listings[2])[0], ['#3', 'externalId', 'MISSING_VALUE', true]);
});

t.test('an OpenImmo ZIP with its images', async (t) => {
  const jpeg = (n: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, n)]);
  const path = await zipFile([
    { name: 'export/openimmo.xml', data: fixtureText('openimmo-1.2.7.xml') },
    { name: 'export/images/titel.jpg', data: jpeg(1), compress: false },
    { name: 'export/images/kueche.jpg', data: jpeg(2) },
    { name: 'export/images/grundriss.pdf', data: '%PDF-1.4' },
  ]);
  const feed = await readFeed(path);
  t.same(feed.header, { format: 'openimmo', fullFeed: true });
  const listings: FeedListing[] = [];
  for await (const l of feed.listings) listings.push(l);
  const muc = byId(listings, 'MUC-4711');
  t.same(
    muc.photos,
    [
      { kind: 'zip', path: 'images/titel.jpg' },
      { kind: 'zip', path: 'images/kueche.jpg' },
    ],
    'TITELBILD first',
  );
  t.same(muc.floorPlans, [{ kind: 'zip', path: 'images/grundriss.pdf', title: 'Grundriss' }], 'GRUNDRISS becomes a floor plan (issue 24, item 4)');
  t.notOk(
    muc.problems.some((p) => p.field.startsWith('photos')),
    'no photo problems inside a ZIP',
  );
  t.ok(feed.openPhoto, 'a ZIP feed can open its photos');
  const cover = await feed.openPhoto!('images/titel.jpg');
  t.same(cover, jpeg(1), 'resolved against the XML folder');
  t.same(await feed.openPhoto!('export/images/KUECHE.JPG'), jpeg(2), 'from the archive root, any case');
  t.same(await feed.openPhoto!('kueche.jpg'), jpeg(2), 'a bare file name found once in the archive');
  await t.rejects(feed.openPhoto!('images/missing.jpg'), { constructor: PhotoError, code: 'PHOTO_NOT_FOUND' });
  await t.rejects(feed.openPhoto!('../../etc/passwd'), { constructor: PhotoError, code: 'ZIP_UNSAFE_PATH' });
  await t.rejects(feed.openPhoto!('/etc/passwd'), { constructor: PhotoError, code: 'ZIP_UNSAFE_PATH' });
  await feed.close();

  const small = await readFeed(path, { maxPhotoBytes: 1000 });
  await t.rejects(small.openPhoto!('images/titel.jpg'), { code: 'PHOTO_TOO_LARGE' });
  await small.close();
});

t.test('a Windows path names the file by its last segment', async (t) => {
  const anhang = '<anhaenge><anhang gruppe="TITELBILD"><daten><pfad>C:\\Makler\\Bilder\\haus.jpg</pfad></daten></anhang></anhaenge>';
  const path = await zipFile([
    { name: 'feed.xml', data: wrap(minimal(`<freitexte><objekttitel>T</objekttitel></freitexte>${anhang}`)) },
    { name: 'bilder/haus.jpg', data: 'jpeg' },
  ]);
  const feed = await readFeed(path);
  const listings: FeedListing[] = [];
  for await (const l of feed.listings) listings.push(l);
  t.same(listings[0].photos, [{ kind: 'zip', path: 'haus.jpg' }]);
  t.equal((await feed.openPhoto!('haus.jpg')).toString(), 'jpeg');
  await feed.close();
});

t.test('objektart_zusatz beside the kind; a delete without an id', async (t) => {
  const xml = wrap(
    minimal('<freitexte><objekttitel>T</objekttitel></freitexte>').replace(
      '<objektart><wohnung/>',
      '<objektart><objektart_zusatz>Altbau</objektart_zusatz><zimmer/>',
    ) + '<immobilie><verwaltung_techn><aktion aktionart="DELETE"/></verwaltung_techn></immobilie>',
  );
  const { listings } = await readAll(tempFile(xml, 'xml'));
  t.equal(listings[0].estate!.estateType, 'room');
  t.equal(listings[1].action, undefined, 'nothing to withdraw');
  t.same(problemsOf(listings[1]), [['#2', 'externalId', 'MISSING_VALUE', true]]);
});

t.test('photos past the limit are reported once', async (t) => {
  const anhaenge = Array.from({ length: 5 }, (_, i) => `<anhang gruppe="BILD"><daten><pfad>https://x.example/${i}.jpg</pfad></daten></anhang>`).join(
    '',
  );
  const { listings } = await readAll(
    tempFile(wrap(minimal(`<freitexte><objekttitel>T</objekttitel></freitexte><anhaenge>${anhaenge}</anhaenge>`)), 'xml'),
    {
      maxPhotosPerListing: 3,
    },
  );
  t.equal(listings[0].photos.length, 3);
  t.same(problemsOf(listings[0]), [['X-1', 'photos', 'TOO_MANY_PHOTOS', false]]);
});

t.test('the generated bench feed reads without problems', async (t) => {
  const path = tempPath('xml');
  await generateOpenImmo(50, path, { changeIndex: 7, priceDelta: 500 });
  const { header, listings } = await readAll(path);
  t.equal(header.fullFeed, true);
  t.equal(listings.length, 50);
  for (const l of listings) {
    t.same(l.problems, [], `${l.externalId} has no problems`);
    if (estateErrors(l.estate)) t.fail(`${l.externalId}: ${JSON.stringify(estateErrors(l.estate))}`);
  }
  t.equal(listings[6].estate!.price, (await readAll(tempFile(wrap(generatedImmobilie(7)), 'xml'))).listings[0].estate!.price + 500);
});

t.test('ISO-8859-1 is transcoded, an unknown encoding refused', async (t) => {
  const latin1 = Buffer.from(
    wrap(minimal('<freitexte><objekttitel>Schöne Wohnung in Graz</objekttitel></freitexte>'), '', '<?xml version="1.0" encoding="ISO-8859-1"?>'),
    'latin1',
  );
  const { listings } = await readAll(tempFile(latin1, 'xml'));
  t.same(listings[0].estate!.title, { de: 'Schöne Wohnung in Graz' });
  t.equal((await refusal(tempFile(wrap(minimal(''), '', '<?xml version="1.0" encoding="x-klingon"?>'), 'xml'))).code, 'BAD_ENCODING');
  const lying = Buffer.from(latin1.toString('latin1').replace('ISO-8859-1', 'UTF-8'), 'latin1');
  const bad = await refusal(tempFile(lying, 'xml'));
  t.equal(bad.code, 'BAD_ENCODING', 'Latin-1 bytes in a file that says UTF-8');
  t.match(bad.message, /not valid utf-8 at line \d+/);
});

t.test('a video link (FILMLINK) and a tour link (LINKS on a tour host) are kept; others reported', async (t) => {
  const anhang = (gruppe: string, pfad: string) => `<anhang location="REMOTE" gruppe="${gruppe}"><daten><pfad>${pfad}</pfad></daten></anhang>`;
  const texts = '<freitexte><objekttitel>Wohnung mit Film</objekttitel></freitexte>';
  const kept = minimal(
    `${texts}<anhaenge>${anhang('FILMLINK', 'https://youtu.be/dQw4w9WgXcQ')}${anhang('LINKS', 'https://my.matterport.com/show/?m=SxQL3iGyoDo')}${anhang('LINKS', 'https://makler.example/expose')}</anhaenge>`,
    'V-1',
  );
  const refused = minimal(`${texts}<anhaenge>${anhang('FILMLINK', 'https://www.dailymotion.com/video/x7xyz')}</anhaenge>`, 'V-2');
  const { listings } = await readAll(tempFile(wrap(kept + refused), 'xml'));
  const v1 = byId(listings, 'V-1');
  t.equal(estateErrors(v1.estate), null);
  t.equal(v1.estate!.videoUrl, 'https://youtu.be/dQw4w9WgXcQ', 'the YouTube link goes to videoUrl');
  t.equal(v1.estate!.tourUrl, 'https://my.matterport.com/show/?m=SxQL3iGyoDo', 'the Matterport link goes to tourUrl');
  t.same(problemsOf(v1), [['V-1', 'attachments', 'NOT_IN_MODEL', false]], 'a link elsewhere is reported as not kept');
  const v2 = byId(listings, 'V-2');
  t.equal(v2.estate!.videoUrl, undefined, 'a video on another host is not kept');
  t.same(problemsOf(v2), [['V-2', 'videoUrl', 'INVALID_VALUE', false]], '…and reported, the listing itself imported');
});

t.test('GRUNDRISS attachments become floor plans: from a URL, with their title; a bad path is reported at floorPlans', async (t) => {
  const anhang = (gruppe: string, pfad: string, titel = '') =>
    `<anhang location="REMOTE" gruppe="${gruppe}">${titel ? `<anhangtitel>${titel}</anhangtitel>` : ''}<daten><pfad>${pfad}</pfad></daten></anhang>`;
  const texts = '<freitexte><objekttitel>Wohnung mit Grundriss</objekttitel></freitexte>';
  const plans = minimal(
    `${texts}<anhaenge>${anhang('BILD', 'https://x.example/a.jpg')}${anhang('GRUNDRISS', 'https://x.example/eg.png', 'Erdgeschoss')}${anhang('GRUNDRISS', 'https://x.example/og.pdf')}${anhang('GRUNDRISS', 'ftp://x.example/dg.pdf')}</anhaenge>`,
    'G-1',
  );
  const none = minimal(`${texts}<anhaenge>${anhang('BILD', 'https://x.example/b.jpg')}</anhaenge>`, 'G-2');
  const { listings } = await readAll(tempFile(wrap(plans + none), 'xml'));
  const g1 = byId(listings, 'G-1');
  t.equal(estateErrors(g1.estate), null);
  t.same(g1.photos, [{ kind: 'url', url: 'https://x.example/a.jpg' }], 'photos stay photos');
  t.same(
    g1.floorPlans,
    [
      { kind: 'url', url: 'https://x.example/eg.png', title: 'Erdgeschoss' },
      { kind: 'url', url: 'https://x.example/og.pdf' },
    ],
    'each GRUNDRISS in feed order, its anhangtitel as the title',
  );
  t.same(problemsOf(g1), [['G-1', 'floorPlans[2]', 'INVALID_VALUE', false]], 'no longer NOT_IN_MODEL; a non-http URL named by its position');
  t.equal(byId(listings, 'G-2').floorPlans, undefined, 'absent when the listing has none');
});
