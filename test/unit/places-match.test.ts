// Place matching (decision 0014): the search key of a name (accents, case, Cyrillic, punctuation),
// one-edit tolerance, and the ranking of the catalogue's places for what people type in ru, en, de
// and es; the key made in SQL (place_key(), migration 011) is the key made here.
import t from 'tap';
import { placeKey, placeSlug } from '../../shared/geo/place-key.ts';
import { matchPlaces, matchTier, withinOneEdit, type IndexedPlace } from '../../api/places/match.ts';
import { placeCatalog, spellings } from '../../api/places/catalog.ts';
import { migrate, openDb } from '../../api/db/index.ts';

const catalog: IndexedPlace[] = placeCatalog().map((p) => ({
  id: p.id,
  kind: p.kind,
  countryCode: p.countryCode,
  parentId: p.parentId,
  names: p.names,
  keys: spellings(p).map((s) => s.key),
  estates: p.kind === 'city' ? 1 : 0,
}));
const first = (q: string) => matchPlaces(catalog, q, 8)[0]?.place.id;
const all = (q: string) => matchPlaces(catalog, q, 8).map((m) => m.place.id);

t.test('the key of a name', async (t) => {
  t.equal(placeKey('Málaga'), 'malaga');
  t.equal(placeKey('  MÁLAGA '), 'malaga');
  t.equal(placeKey('Малага'), 'малага', 'Cyrillic kept, lower case');
  t.equal(placeKey('Ёлки-Палки'), 'елки палки', 'ё is е; a hyphen is a space');
  t.equal(placeKey('Kitzbühel'), 'kitzbuhel');
  t.equal(placeKey('Straße'), 'strasse');
  t.equal(placeKey("Provence-Alpes-Côte d'Azur"), 'provence alpes cote d azur');
  t.equal(placeKey('İzmir'), 'izmir', 'Turkish dotted capital I');
  t.equal(placeKey('Muğla'), 'mugla');
  t.equal(placeKey('Łódź'), 'lodz');
  t.equal(placeKey('Øresund'), 'oresund');
  t.equal(placeKey('...'), '');
  t.equal(placeSlug('Santa Cruz de Tenerife'), 'santa-cruz-de-tenerife');
});

t.test('within one edit', async (t) => {
  t.ok(withinOneEdit('malaga', 'malaga'));
  t.ok(withinOneEdit('malga', 'malaga'), 'a letter missing');
  t.ok(withinOneEdit('mallaga', 'malaga'), 'a letter extra');
  t.ok(withinOneEdit('malaha', 'malaga'), 'a letter wrong');
  t.ok(withinOneEdit('mlaaga', 'malaga'), 'two letters swapped');
  t.notOk(withinOneEdit('mlgaa', 'malaga'), 'two edits');
  t.notOk(withinOneEdit('malagaxx', 'malaga'));
  t.equal(matchTier('malaga', 'malaga'), 0);
  t.equal(matchTier('mala', 'malaga'), 1);
  t.equal(matchTier('cruz', 'santa cruz de tenerife'), 2);
  t.equal(matchTier('malha', 'malaga'), 4, 'the start within one letter');
  t.equal(matchTier('mxl', 'malaga'), -1, 'no typos under four letters');
});

t.test('what people type finds the place', async (t) => {
  for (const q of ['malaga', 'Málaga', 'MALAGA', 'Малага', 'малага', 'мала', 'malag', 'Malaha', 'malga', 'Маллага']) {
    t.equal(first(q), 'es.andalusia.malaga', `"${q}"`);
  }
  for (const q of ['Venice', 'Venezia', 'Venedig', 'Venecia', 'Венеция', 'венеция', 'Venezai', 'Venedgi']) {
    t.equal(first(q), 'it.veneto.venice', `"${q}"`);
  }
  t.equal(first('Wien'), 'at.vienna.vienna', 'German name of Vienna');
  t.equal(first('Viena'), 'at.vienna.vienna', 'Spanish name of Vienna');
  t.equal(first('Mailand'), 'it.lombardy.milan');
  t.equal(first('Milán'), 'it.lombardy.milan');
  t.equal(first('Nizza'), 'fr.provence-alpes-cote-d-azur.nice');
  t.equal(first('Londres'), 'gb.greater-london.london');
  t.equal(first('Estambul'), 'tr.istanbul.istanbul');
  t.equal(first('Kitzbuehel'), 'at.tyrol.kitzbuhel', 'German spelling without umlaut');
  t.equal(first('kitzbuhel'), 'at.tyrol.kitzbuhel');
  t.equal(first('Andalusien'), 'es.andalusia', 'a region in German');
  t.equal(first('Andalucia'), 'es.andalusia', 'a region in Spanish without its accent');
  t.equal(first('Андалусия'), 'es.andalusia');
  t.equal(first('Spanien'), 'es', 'a country in German');
  t.equal(first('Испания'), 'es');
  t.equal(first('santa cruz'), 'es.canary-islands.santa-cruz-de-tenerife', 'several words');
  t.equal(first('Tenerife'), 'es.canary-islands.santa-cruz-de-tenerife', 'an alias');
  t.ok(all('Varna').includes('bg.varna') && all('Varna')[0] === 'bg.varna.varna', 'the city before its region of the same name');
  t.same(all('m'), [], 'one letter: nothing');
  t.same(all('qqqqzz'), []);
  t.ok(all('ma').length === 8, 'at most the limit');
});

t.test('place_key() in SQL reads names as placeKey does', async (t) => {
  const db = await openDb({ dataDir: '/tmp', inMemory: true });
  t.teardown(() => db.close());
  await migrate(db);
  const samples = [
    ...new Set(placeCatalog().flatMap((p) => [p.names.en, p.names.de, p.names.ru, p.names.es, ...p.aliases])),
    'MÁLAGA',
    'ŁÓDŹ',
    'Straße',
    'ÆRØ',
    'İstanbul',
    'Ёлки-ПАЛКИ',
    ' Zell  am   See ',
    'Αθήνα',
    'São Paulo',
  ];
  const r = await db.query<{ name: string; key: string }>('SELECT name, place_key(name) AS key FROM unnest($1::text[]) AS name', [samples]);
  const differing = r.rows.filter((row) => row.key !== placeKey(row.name)).map((row) => `${row.name}: ${row.key} ≠ ${placeKey(row.name)}`);
  t.same(differing, [], `${samples.length} names read alike`);
});

// issue 21.7b: "München" suggested nothing, "malaga" also suggested Madagascar
t.test('German cities by their names in every language, and no typo matches beside a real one', async (t) => {
  for (const q of ['München', 'Munchen', 'Muenchen', 'Munich', 'Мюнхен', 'Múnich', 'münch']) t.equal(first(q), 'de.bavaria.munich', `"${q}"`);
  t.equal(first('Köln'), 'de.north-rhine-westphalia.cologne');
  t.equal(first('Koeln'), 'de.north-rhine-westphalia.cologne');
  t.equal(first('Кёльн'), 'de.north-rhine-westphalia.cologne');
  t.equal(first('Bayern'), 'de.bavaria', 'a German region in German');
  const malaga = all('malaga');
  t.equal(malaga[0], 'es.andalusia.malaga', 'the exact match first');
  t.notOk(malaga.includes('mg'), 'Madagascar (one letter off the start) is not suggested beside Málaga');
  t.ok(all('madaga').includes('mg'), 'Madagascar by its own start');
  t.equal(first('Malaha'), 'es.andalusia.malaga', 'a typo still finds the place when nothing else matches');
});
