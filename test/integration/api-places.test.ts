// The place index over HTTP (issue 15, item 1; decision 0014): suggestions in any language, accent- and
// case-insensitive, within one letter; names in the asked language with the places around them; a
// search by placeId matches the place and everything inside it, and "malaga", "Малага", "Málaga" and
// "Malaga" typed as a name find the same listings. Listings get their place from their city and area,
// whoever writes them; a city no catalogue knows becomes a place of its own.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { estateBody, newUser, searchAll } from './api-estates-fixtures.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { PlaceSuggestion } from '../../shared/contract/places.ts';

const ids = (list: Estate[]) => list.map((e) => e.aliasId).sort();

t.test('places: suggestions and search by place', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(api.close);
  // one owner each: a free plan publishes few listings
  const owners = new Map<string, string>();
  const make = async (geoData: Record<string, unknown>) => {
    const owner = await newUser(api);
    const res = await call(api, 'POST', '/api/estate', estateBody({ geoData }), owner.token);
    owners.set(res.body.aliasId, owner.token);
    t.equal(res.status, 201, `created in ${JSON.stringify(geoData)}`);
    return res.body as Estate;
  };
  const malaga1 = await make({ countryCode: 'ES', area: 'Andalusia', city: 'Málaga' });
  const malaga2 = await make({ countryCode: 'ES', area: 'Andalucía', city: 'malaga' });
  const malaga3 = await make({ countryCode: 'ES', area: null, city: 'MALAGA' });
  const marbella = await make({ countryCode: 'ES', area: 'Andalusia', city: 'Marbella' });
  const nerja = await make({ countryCode: 'ES', area: 'Andalusia', city: 'Nerja' });
  const venice = await make({ countryCode: 'IT', area: 'Veneto', city: 'Venezia' });
  const madrid = await make({ countryCode: 'ES', area: 'Community of Madrid', city: 'Madrid' });
  const drafter = await newUser(api);
  const draft = await call(
    api,
    'POST',
    '/api/estate',
    estateBody({ status: 'draft', geoData: { countryCode: 'ES', city: 'Xyzzyville' } }),
    drafter.token,
  );
  t.equal(draft.status, 201, 'a draft in a made-up city');

  t.equal(malaga1.geoData.placeId, 'es.andalusia.malaga', 'the catalogue’s Málaga');
  t.equal(malaga2.geoData.placeId, 'es.andalusia.malaga', 'the Spanish name of the region and a lower-case city');
  t.equal(malaga3.geoData.placeId, 'es.andalusia.malaga', 'no area, upper case');
  t.equal(venice.geoData.placeId, 'it.veneto.venice', 'the local name of Venice');
  t.equal(nerja.geoData.placeId, 'es.andalusia.nerja', 'a city the catalogue lacks becomes a place in its region');
  t.same(malaga1.geoData.names?.city, { en: 'Málaga', de: 'Málaga', ru: 'Малага', es: 'Málaga' }, 'names in every language');
  t.equal(malaga1.geoData.names?.area?.ru, 'Андалусия', 'the region in Russian');

  const suggest = async (q: string, lang = 'en') => {
    const res = await call(api, 'GET', `/api/places?q=${encodeURIComponent(q)}&lang=${lang}`);
    t.equal(res.status, 200, `suggestions for ${q}`);
    return res.body.values as PlaceSuggestion[];
  };
  for (const q of ['malaga', 'Málaga', 'MALAGA', 'Малага', 'малага', 'мала', 'Malaha', 'Mlaaga', 'malagaa']) {
    const [first] = await suggest(q, 'ru');
    t.equal(first?.id, 'es.andalusia.malaga', `"${q}" suggests Málaga first`);
  }
  const [ru] = await suggest('malaga', 'ru');
  t.match(ru, { kind: 'city', countryCode: 'ES', name: 'Малага', parent: 'Андалусия, Испания', label: 'Малага, Андалусия, Испания', estates: 3 });
  const [en] = await suggest('Малага', 'en');
  t.equal(en.label, 'Málaga, Andalusia, Spain');
  for (const [q, lang, name] of [
    ['Venezia', 'de', 'Venedig'],
    ['venedig', 'es', 'Venecia'],
    ['Венеция', 'en', 'Venice'],
    ['venecia', 'ru', 'Венеция'],
  ]) {
    const [first] = await suggest(q, lang);
    t.equal(first?.id, 'it.veneto.venice', `${q} is Venice`);
    t.equal(first?.name, name, `named ${name} in ${lang}`);
  }
  const [andalusia] = await suggest('Andalusien', 'es');
  t.match(andalusia, { id: 'es.andalusia', kind: 'region', name: 'Andalucía', parent: 'España', estates: 5 });
  const [spain] = await suggest('Испания', 'de');
  t.match(spain, { id: 'es', kind: 'country', name: 'Spanien', parent: '', estates: 6 });
  t.equal((await suggest('nerja'))[0]?.id, 'es.andalusia.nerja', 'a city a published listing added is suggested');
  t.same(await suggest('xyzzyville'), [], 'a city only a draft names is not');
  t.same(await suggest('m'), [], 'one letter suggests nothing');
  t.same(await suggest('zzqxw'), [], 'nothing like it');
  t.ok((await suggest('ma')).length <= 8, 'eight at most by default');
  t.equal((await call(api, 'GET', `/api/places?q=${'a'.repeat(101)}`)).status, 400, 'a long q is refused');
  t.equal((await call(api, 'GET', '/api/places')).status, 400, 'q is required');
  t.equal((await call(api, 'GET', '/api/places?q=ma&limit=99')).status, 400, 'a limit over the maximum is refused');

  const malagas = ids([malaga1, malaga2, malaga3]);
  t.same(ids(await searchAll(api, 'placeId=es.andalusia.malaga')), malagas, 'placeId: the city');
  for (const name of ['malaga', 'Малага', 'Málaga', 'Malaga', 'MÁLAGA']) {
    t.same(ids(await searchAll(api, `placeName=${encodeURIComponent(name)}`)), malagas, `placeName ${name}: the same listings`);
  }
  t.same(
    ids(await searchAll(api, 'placeId=es.andalusia')),
    ids([malaga1, malaga2, malaga3, marbella, nerja]),
    'placeId of a region: everything inside it',
  );
  t.same(ids(await searchAll(api, 'placeId=es')), ids([malaga1, malaga2, malaga3, marbella, nerja, madrid]), 'a country');
  t.same(ids(await searchAll(api, 'placeId=it.veneto.venice')), ids([venice]));
  t.same(ids(await searchAll(api, 'placeId=es.andalusia.mal')), [], 'a prefix of an id is not a place');

  const page = await call(api, 'GET', '/api/estate/search?placeId=es.andalusia.malaga&lang=de');
  t.match(
    page.body.meta.place,
    { id: 'es.andalusia.malaga', name: 'Málaga', label: 'Málaga, Andalusien, Spanien' },
    'the place in the page’s language',
  );
  const byName = await call(api, 'GET', '/api/estate/search?placeName=venedig&lang=ru');
  t.equal(byName.body.meta.place?.label, 'Венеция, Венето, Италия');
  t.equal(byName.body.meta.total, 1);

  // a changed city moves the listing to its new place
  const moved = await call(
    api,
    'PATCH',
    `/api/estate/${marbella.aliasId}`,
    { geoData: { countryCode: 'ES', area: 'Andalusia', city: 'Málaga' } },
    owners.get(marbella.aliasId),
  );
  t.equal(moved.status, 200);
  t.equal(moved.body.geoData.placeId, 'es.andalusia.malaga');
  t.same(ids(await searchAll(api, 'placeName=malaga')), ids([malaga1, malaga2, malaga3, marbella]), 'found at its new place');

  // the old slug form of placeId still matches a city by name
  t.same(ids(await searchAll(api, 'placeId=nerja')), ids([nerja]), 'a slug that is no place id matches the city name');

  // a place whose id extends another's with a hyphen ("nerja-costa" after "nerja") sorts between
  // "nerja" and "nerja." in the id order the search reads ranges in: it is neither inside Nerja nor lost
  const costa = await make({ countryCode: 'ES', area: 'Andalusia', city: 'Nerja Costa' });
  t.equal(costa.geoData.placeId, 'es.andalusia.nerja-costa', 'a city named after another');
  t.same(ids(await searchAll(api, 'placeId=es.andalusia.nerja')), ids([nerja]), 'Nerja alone, not Nerja Costa');
  t.same(ids(await searchAll(api, 'placeId=es.andalusia.nerja-costa')), ids([costa]), 'Nerja Costa alone');
  t.ok(ids(await searchAll(api, 'placeId=es.andalusia')).includes(costa.aliasId), 'both inside their region');
  t.same(
    (await call(api, 'GET', '/api/estate/search?placeId=es.andalusia.nerja&dealType=sale')).body.meta.total,
    1,
    'and counted so, with a deal type',
  );
});
