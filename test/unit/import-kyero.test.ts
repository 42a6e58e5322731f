import t from 'tap';
import { join } from 'node:path';
import { estateErrors, fixtures, problemsOf, readAll, tempFile } from '../fixtures/import/helpers.ts';

const feed = (properties: string) => `<?xml version="1.0" encoding="utf-8"?><root><kyero><feed_version>3</feed_version></kyero>${properties}</root>`;
const property = (inner: string, id = 'K-1') =>
  `<property><id>${id}</id><price>100000</price><currency>EUR</currency><price_freq>sale</price_freq><type>Apartment</type>
   <town>Calpe</town><country>Spain</country><beds>2</beds><surface_area><built>70</built></surface_area>${inner}</property>`;

t.test('a Kyero v3 feed maps each property; a feed is a full snapshot', async (t) => {
  const { header, listings } = await readAll(join(fixtures, 'kyero-v3.xml'));
  t.same(header, { format: 'kyero', fullFeed: true });
  t.same(
    listings.map((l) => l.externalId),
    ['KY-1001', 'KY-1002', 'KY-1003', 'NOID-1'],
    'id, or ref when there is no id',
  );
  const [villa, townhouse, cave, studio] = listings;

  t.equal(estateErrors(villa.estate), null);
  t.match(villa.estate, {
    dealType: 'sale',
    estateType: 'villa',
    price: 1250000,
    currency: 'eur',
    geoData: { countryCode: 'ES', city: 'Jávea', area: 'Alicante', address: 'Montgó', lat: 38.7833, lng: 0.1667 },
    livingSpace: 280,
    rooms: 5,
    bedrooms: 4,
    condition: ['new'],
    comfort: ['air-conditioning', 'pool'],
    windowView: ['sea'],
    kitchenType: ['built-in'],
    details: { bathrooms: 3, plotArea: 1200 },
    title: {
      en: 'Modern villa with sea views in Jávea.',
      es: 'Villa moderna con vistas al mar en Jávea.',
      ru: 'Современная вилла с видом на море в Хавеа.',
    },
  });
  t.equal(
    villa.estate!.description!.en,
    'Modern villa with sea views in Jávea. Four bedrooms, infinity pool & summer kitchen.\nWalking distance to the Arenal beach.',
    'escaped HTML in desc: entities decoded, <br> a line break',
  );
  t.same(
    villa.photos.map((p) => (p.kind === 'url' ? p.url : p.path)),
    ['https://img.agency.example/jav-22/1.jpg', 'https://img.agency.example/jav-22/2.jpg'],
    'images in their id order; a file: URL is not taken',
  );
  t.same(villa.estate!.energy, { rating: 'B', unit: 'kWh/m²a', kind: 'consumption' }, 'energy_rating: the consumption letter is the class, no value');
  t.same(problemsOf(villa), [
    ['KY-1001', 'energy.emissions', 'NOT_IN_MODEL', false],
    ['KY-1001', 'description', 'UNSUPPORTED_LANGUAGE', false],
    ['KY-1001', 'features', 'NOT_IN_MODEL', false],
    ['KY-1001', 'photos[2]', 'INVALID_VALUE', false],
  ]);
  t.match(villa.problems[1].message, /nl/);
  t.match(villa.problems[2].message, /"Garage"/);

  t.equal(estateErrors(townhouse.estate), null);
  t.match(townhouse.estate, { dealType: 'rent', estateType: 'one-family-house', price: 4117, rooms: 3, geoData: { countryCode: 'ES' } });
  t.same(problemsOf(townhouse), [['KY-1002', 'price', 'DERIVED_VALUE', false]], 'weekly rent converted and reported');

  t.equal(cave.estate, undefined);
  t.same(problemsOf(cave), [
    ['KY-1003', 'currency', 'UNSUPPORTED_CURRENCY', true],
    ['KY-1003', 'estateType', 'UNMAPPED_VALUE', false],
  ]);

  t.equal(estateErrors(studio.estate), null);
  t.match(studio.estate, { currency: 'usd', rooms: 1, bedrooms: 0, geoData: { countryCode: 'US' } });
  t.same(studio.problems, []);
});

t.test('required values, unknown types and more than the photo limit', async (t) => {
  const images = Array.from({ length: 50 }, (_, i) => `<image id="${i + 1}"><url>https://img.example/${i + 1}.jpg</url></image>`).join('');
  const xml = feed(
    property(`<desc><en>Flat in Calpe.</en></desc><images>${images}</images>`) +
      `<property><id>K-2</id><price>x</price><price_freq>daily</price_freq><type>Houseboat</type><country>Atlantis</country><desc><fr>Péniche</fr></desc></property>` +
      property('<desc><de>Wohnung</de></desc><features><feature>Lift</feature><feature>Jacuzzi</feature></features>', 'K-1'),
  );
  const { listings } = await readAll(tempFile(xml, 'xml'));
  const [a, b, dup] = listings;
  t.equal(a.photos.length, 30, 'up to maxPhotosPerListing kept');
  t.same(problemsOf(a), [['K-1', 'photos', 'TOO_MANY_PHOTOS', false]]);
  t.match(a.problems[0].message, /50 photos; the first 30 kept, 20 left out/);

  t.equal(b.estate, undefined);
  t.same(problemsOf(b), [
    ['K-2', 'dealType', 'UNMAPPED_VALUE', true],
    ['K-2', 'estateType', 'UNMAPPED_VALUE', false],
    ['K-2', 'geoData.countryCode', 'INVALID_VALUE', true],
    ['K-2', 'description', 'UNSUPPORTED_LANGUAGE', false],
    ['K-2', 'price', 'MISSING_VALUE', true],
    ['K-2', 'geoData.city', 'MISSING_VALUE', true],
    ['K-2', 'livingSpace', 'MISSING_VALUE', true],
    ['K-2', 'rooms', 'MISSING_VALUE', true],
    ['K-2', 'title', 'MISSING_VALUE', true],
  ]);

  t.equal(dup.estate, undefined, 'a repeated id is not imported twice');
  t.same(
    dup.problems.map((p) => p.code),
    ['NOT_IN_MODEL', 'DUPLICATE_ID'],
  );
});

t.test('a BOM, CRLF line ends and a windows-1252 declaration', async (t) => {
  const xml = feed(property('<desc><es>Piso con terraza en Calpe. Señorial.</es></desc>')).replace(/\n/g, '\r\n');
  let r = await readAll(tempFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]), 'xml'));
  t.same(r.listings[0].estate!.title, { es: 'Piso con terraza en Calpe.' });
  const cp1252 = Buffer.from(xml.replace('encoding="utf-8"', 'encoding="windows-1252"').replace('Calpe.', 'Calpe € 5.'), 'latin1');
  cp1252[cp1252.indexOf(Buffer.from('Calpe ')) + 6] = 0x80; // € in windows-1252
  r = await readAll(tempFile(cp1252, 'xml'));
  t.equal(r.listings[0].estate!.description!.es, 'Piso con terraza en Calpe € 5. Señorial.');
});
