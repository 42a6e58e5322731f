import t from 'tap';
import { join } from 'node:path';
import { CSV_COLUMNS, csvTemplate } from '../../api/import/formats/index.ts';
import { parseNumber, cleanText } from '../../api/import/formats/common.ts';
import { FACET_FIELDS } from '../../shared/search/facets.ts';
import { estateErrors, fixtures, problemsOf, readAll, refusal, tempFile } from '../fixtures/import/helpers.ts';

const file = (content: string) => tempFile(content, 'csv');

t.test('a comma CSV maps onto the create body and reports what it cannot map', async (t) => {
  const { header, listings } = await readAll(join(fixtures, 'listings-comma.csv'));
  t.same(header, { format: 'csv', fullFeed: false });
  t.equal(listings.length, 3);
  const [a, b, c] = listings;

  t.equal(a.externalId, 'B-1042');
  t.equal(estateErrors(a.estate), null, 'the mapped listing passes the create body schema');
  t.match(a.estate, {
    dealType: 'sale',
    estateType: 'apartment',
    price: 385000,
    currency: 'eur',
    geoData: { countryCode: 'DE', city: 'Berlin', area: 'Prenzlauer Berg', address: 'Kastanienallee 12', lat: 52.5386, lng: 13.4093 },
    livingSpace: 84.5,
    totalSpace: 92,
    rooms: 3,
    bedrooms: 2,
    buildYear: 1908,
    heating: ['gas', 'underfloor'],
    comfort: ['lift', 'balcony'],
    condition: ['renovated'],
    details: { bathrooms: 1 },
    title: { en: 'Bright flat by the park', de: 'Helle Wohnung am Park' },
  });
  t.equal(a.estate!.description!.en, 'Three rooms, a south-facing balcony & a lift.', 'tags stripped, entities decoded');
  t.equal(a.estate!.description!.de, 'Drei Zimmer, Südbalkon & Aufzug. Schöne Altbauwohnung in ruhiger Lage.');
  t.same(a.photos, [
    { kind: 'url', url: 'https://example.com/b1042/1.jpg' },
    { kind: 'url', url: 'https://example.com/b1042/2.jpg' },
  ]);
  t.same(
    a.problems.map((p) => [p.externalId, p.field, p.code, p.fatal]),
    [['#header', 'notes', 'UNKNOWN_COLUMN', false]],
    'the unknown column is reported once, on the first listing',
  );

  t.equal(null, estateErrors(b.estate), 'missing optional fields are simply absent');
  t.same(b.estate!.heating, ['gas']);
  t.equal(b.estate!.geoData.city, 'München');
  t.equal(b.estate!.title.de, 'Möbliertes Zimmer in einer WG nahe dem Englischen Garten.', 'title made from the first sentence');
  t.same(
    b.problems.map((p) => [p.externalId, p.field, p.code, p.fatal]),
    [
      ['B-1043', 'heating', 'UNMAPPED_VALUE', false],
      ['B-1043', 'title', 'DERIVED_VALUE', false],
    ],
  );
  t.match(b.problems[0].message, /"steam"/);

  t.equal(c.estate, undefined, 'fatal problems leave the estate out');
  const fatal = c.problems.filter((p) => p.fatal).map((p) => [p.field, p.code]);
  t.same(fatal, [
    ['currency', 'UNSUPPORTED_CURRENCY'],
    ['geoData.countryCode', 'INVALID_VALUE'],
    ['livingSpace', 'INVALID_VALUE'],
    ['rooms', 'INVALID_VALUE'],
    ['price', 'MISSING_VALUE'],
    ['geoData.city', 'MISSING_VALUE'],
  ]);
  t.same(
    c.problems.filter((p) => !p.fatal).map((p) => [p.field, p.code]),
    [
      ['buildYear', 'INVALID_VALUE'],
      ['photos[0]', 'INVALID_VALUE'],
    ],
  );
});

t.test('a semicolon CSV with a BOM, CRLF, decimal commas and Cyrillic', async (t) => {
  const { listings } = await readAll(join(fixtures, 'listings-semicolon-bom.csv'));
  t.equal(listings.length, 2);
  const [m1, m2] = listings;
  t.equal(m1.externalId, 'M-1', 'the BOM is not part of the first column name');
  t.equal(null, estateErrors(m1.estate));
  t.match(m1.estate, { price: 85000.5, currency: 'rub', livingSpace: 45.5, furnishings: ['full'], geoData: { city: 'Москва', countryCode: 'RU' } });
  t.equal(m1.estate!.description!.ru, 'Светлая квартира; рядом парк; «тихий» двор', 'a quoted semicolon stays in the text');
  t.equal(m2.estate!.geoData.countryCode, 'RU', 'country codes are upper-cased');
  t.equal(m2.estate!.rooms, 2);
  t.same(
    m2.problems.map((p) => [p.field, p.code, p.fatal]),
    [['rooms', 'DERIVED_VALUE', false]],
  );
});

t.test('the template is a valid feed of one listing and documents every column', async (t) => {
  const template = csvTemplate();
  t.ok(template.startsWith('\ufeffexternalId,dealType,'));
  const { listings } = await readAll(file(template));
  t.equal(listings.length, 1);
  t.same(listings[0].problems, []);
  t.equal(null, estateErrors(listings[0].estate));
  for (const f of FACET_FIELDS)
    t.ok(
      CSV_COLUMNS.some((c) => c.name === f),
      `column ${f}`,
    );
  for (const c of CSV_COLUMNS) t.ok(c.description.length > 5, `${c.name} is described`);
});

t.test('rows without an id, duplicate ids, extra values', async (t) => {
  const csv = [
    'externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en',
    ',sale,villa,1,eur,ES,Marbella,100,4,No id',
    'X-1,sale,villa,1,eur,ES,Marbella,100,4,First',
    'X-1,sale,villa,2,eur,ES,Marbella,100,4,Again',
    'X-2,sale,villa,2,eur,ES,Marbella,100,4,Extra,surplus',
  ].join('\n');
  const { listings } = await readAll(file(csv));
  t.same(
    listings.map((l) => [l.externalId, l.estate ? 'ok' : 'failed', l.problems.map((p) => p.code).join()]),
    [
      ['#2', 'failed', 'MISSING_VALUE'],
      ['X-1', 'ok', ''],
      ['X-1', 'failed', 'DUPLICATE_ID'],
      ['X-2', 'ok', 'NOT_IN_MODEL'],
    ],
  );
});

t.test('whole-file refusals', async (t) => {
  t.equal((await refusal(file(''))).code, 'EMPTY_FEED');
  t.equal((await refusal(file('externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en\n'))).code, 'EMPTY_FEED');
  const foreign = await refusal(file('name,email\nAnna,anna@example.com\n'));
  t.equal(foreign.code, 'MALFORMED_CSV');
  t.match(foreign.message, /externalId, dealType/);
  const unclosed = await refusal(file('externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en\n"X-1,sale\n'));
  t.equal(unclosed.code, 'MALFORMED_CSV');
});

t.test('numbers and texts as feeds write them', async (t) => {
  t.equal(parseNumber('250 000'), 250000);
  t.equal(parseNumber('1.250.000,50'), 1250000.5);
  t.equal(parseNumber('1,250,000.50'), 1250000.5);
  t.equal(parseNumber('1,500'), 1500);
  t.equal(parseNumber('75,5'), 75.5);
  t.equal(parseNumber('1.250.000'), 1250000);
  t.equal(parseNumber('12.5'), 12.5);
  t.equal(parseNumber('€ 100'), null);
  t.equal(parseNumber('100 m²'), null);
  t.equal(cleanText('<p>Gr&uuml;&szlig;e</p><p>&amp;lt;b&amp;gt; &#8364;5 &#x20AC;</p>'), 'Grüße\n€5 €', 'doubly escaped tags are tags');
  t.equal(cleanText('Preis &lt; 5 Mio. &amp; mehr'), 'Preis < 5 Mio. & mehr', 'a lone < is text');
  t.equal(cleanText('Line<br/>two<script>x</script>'), 'Line\ntwox');
});

t.test('the details columns', async (t) => {
  const csv = [
    'externalId;dealType;estateType;price;currency;countryCode;city;livingSpace;rooms;title_de;floor;floors;parkingPlaces;extraCosts;deposit;commission;priceNegotiable;availableFrom;location_de',
    'D-1;rent;apartment;1200;eur;AT;Wien;70;3;Altbau;-1;6;2;180,50;3600;keine;ja;01.03.2027;Nahe dem Naschmarkt',
    'D-2;rent;apartment;1200;eur;AT;Wien;70;3;Altbau;400;;;;;;vielleicht;31.02.2027;',
  ].join('\r\n');
  const { listings } = await readAll(file(csv));
  t.equal(estateErrors(listings[0].estate), null);
  t.same(listings[0].estate!.details, {
    floor: -1,
    floors: 6,
    parkingPlaces: 2,
    extraCosts: 180.5,
    deposit: 3600,
    commission: 'keine',
    priceNegotiable: true,
    availableFrom: '2027-03-01',
    location: { de: 'Nahe dem Naschmarkt' },
  });
  t.same(problemsOf(listings[1]), [
    ['D-2', 'details.floor', 'INVALID_VALUE', false],
    ['D-2', 'details.priceNegotiable', 'INVALID_VALUE', false],
    ['D-2', 'details.availableFrom', 'INVALID_VALUE', false],
  ]);
  t.equal(estateErrors(listings[1].estate), null, 'bad optional values are left out');
});

t.test('videoUrl and tourUrl columns: kept when the hosts are allowed, else reported', async (t) => {
  const head = 'externalId,dealType,estateType,price,currency,countryCode,city,livingSpace,rooms,title_en,videoUrl,tourUrl';
  const { listings } = await readAll(
    file(
      `${head}\nM-1,sale,apartment,100000,eur,ES,Nerja,50,2,Flat,https://vimeo.com/76979871,https://kuula.co/share/collection/7lTqN\nM-2,sale,apartment,100000,eur,ES,Nerja,50,2,Flat,https://example.com/v.mp4,http://my.matterport.com/show/?m=x\n`,
    ),
  );
  t.equal(listings[0].estate!.videoUrl, 'https://vimeo.com/76979871');
  t.equal(listings[0].estate!.tourUrl, 'https://kuula.co/share/collection/7lTqN');
  t.same(listings[0].problems, []);
  t.equal(listings[1].estate!.videoUrl, undefined);
  t.equal(listings[1].estate!.tourUrl, undefined);
  t.same(
    listings[1].problems.map((p) => [p.field, p.code, p.fatal]),
    [
      ['videoUrl', 'INVALID_VALUE', false],
      ['tourUrl', 'INVALID_VALUE', false],
    ],
  );
});
