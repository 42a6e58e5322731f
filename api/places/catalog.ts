// The catalogue of the place index (decision 0014): every country of shared/geo/countries-data.ts, and the
// regions and cities of api/places/cities.ts (where the demo data puts its estates too) with their names in ru, en, de, es
// and the other spellings people type (local names, forms without umlauts, older transliterations).
// api/places/sync.ts writes it into `places` and `place_names` at start when it changed. Ids are paths
// of slugs: "es", "es.andalusia", "es.andalusia.malaga".
import type { Language } from '../../shared/core/constants.ts';
import type { PlaceKind } from '../../shared/contract/places.ts';
import { COUNTRY_ROWS } from '../../shared/geo/countries-data.ts';
import { COUNTRY_NAMES } from '../../shared/geo/country-names/index.ts';
import { placeKey, placeSlug } from '../../shared/geo/place-key.ts';
import { CITIES_BY_COUNTRY, CITY_COUNTRIES, type CatalogCity } from './cities.ts';
import { EXTRA_CITIES } from './more-cities.ts';

export type { PlaceKind };

export interface PlaceNames {
  en: string;
  de: string;
  ru: string;
  es: string;
}

export interface CatalogPlace {
  id: string;
  kind: PlaceKind;
  countryCode: string;
  parentId: string | null;
  names: PlaceNames;
  /** further spellings searched (the names are searched anyway) */
  aliases: string[];
  lat: number | null;
  lng: number | null;
}

type Tr = readonly [ru: string, de: string, es: string, ...aliases: string[]];

/** Region names by country and English name: ru, de, es, then aliases. */
const REGIONS: Readonly<Record<string, Tr>> = {
  'ES:Catalonia': ['Каталония', 'Katalonien', 'Cataluña', 'Catalunya'],
  'ES:Community of Madrid': ['Сообщество Мадрида', 'Autonome Gemeinschaft Madrid', 'Comunidad de Madrid'],
  'ES:Andalusia': ['Андалусия', 'Andalusien', 'Andalucía'],
  'ES:Valencian Community': ['Валенсийское сообщество', 'Valencianische Gemeinschaft', 'Comunidad Valenciana', 'Comunitat Valenciana'],
  'ES:Balearic Islands': ['Балеарские острова', 'Balearen', 'Islas Baleares', 'Illes Balears', 'Mallorca', 'Майорка'],
  'ES:Canary Islands': ['Канарские острова', 'Kanarische Inseln', 'Canarias', 'Islas Canarias', 'Канары'],
  'IT:Lazio': ['Лацио', 'Latium', 'Lacio'],
  'IT:Lombardy': ['Ломбардия', 'Lombardei', 'Lombardía', 'Lombardia'],
  'IT:Tuscany': ['Тоскана', 'Toskana', 'Toscana'],
  'IT:Liguria': ['Лигурия', 'Ligurien', 'Liguria'],
  'IT:Campania': ['Кампания', 'Kampanien', 'Campania'],
  'IT:Sicily': ['Сицилия', 'Sizilien', 'Sicilia'],
  'IT:Veneto': ['Венето', 'Venetien', 'Véneto'],
  'IT:Apulia': ['Апулия', 'Apulien', 'Apulia', 'Puglia'],
  'BG:Sofia City': ['Область София-град', 'Oblast Sofia-Stadt', 'Provincia de Sofía-Ciudad'],
  'BG:Varna': ['Варненская область', 'Oblast Warna', 'Provincia de Varna'],
  'BG:Burgas': ['Бургасская область', 'Oblast Burgas', 'Provincia de Burgas'],
  'BG:Blagoevgrad': ['Благоевградская область', 'Oblast Blagoewgrad', 'Provincia de Blagoevgrad'],
  'BG:Plovdiv': ['Пловдивская область', 'Oblast Plowdiw', 'Provincia de Plovdiv'],
  'TR:Istanbul': ['Провинция Стамбул', 'Provinz Istanbul', 'Provincia de Estambul'],
  'TR:Antalya': ['Провинция Анталья', 'Provinz Antalya', 'Provincia de Antalya'],
  'TR:Muğla': ['Провинция Мугла', 'Provinz Muğla', 'Provincia de Muğla'],
  'TR:Izmir': ['Провинция Измир', 'Provinz Izmir', 'Provincia de Esmirna'],
  'TR:Mersin': ['Провинция Мерсин', 'Provinz Mersin', 'Provincia de Mersin'],
  'GR:Attica': ['Аттика', 'Attika', 'Ática', 'Attiki'],
  'GR:Central Macedonia': ['Центральная Македония', 'Zentralmakedonien', 'Macedonia Central'],
  'GR:Crete': ['Крит', 'Kreta', 'Creta', 'Kriti'],
  'GR:South Aegean': ['Южные Эгейские острова', 'Südliche Ägäis', 'Egeo Meridional'],
  'GR:Ionian Islands': ['Ионические острова', 'Ionische Inseln', 'Islas Jónicas'],
  'GR:Peloponnese': ['Пелопоннес', 'Peloponnes', 'Peloponeso'],
  'AT:Vienna': ['Земля Вена', 'Bundesland Wien', 'Estado de Viena'],
  'AT:Salzburg': ['Земля Зальцбург', 'Land Salzburg', 'Estado de Salzburgo'],
  'AT:Tyrol': ['Тироль', 'Tirol', 'Tirol'],
  'AT:Styria': ['Штирия', 'Steiermark', 'Estiria'],
  'AT:Upper Austria': ['Верхняя Австрия', 'Oberösterreich', 'Alta Austria'],
  'AT:Carinthia': ['Каринтия', 'Kärnten', 'Carintia', 'Kaernten'],
  'FR:Île-de-France': ['Иль-де-Франс', 'Île-de-France', 'Isla de Francia'],
  "FR:Provence-Alpes-Côte d'Azur": [
    'Прованс — Альпы — Лазурный Берег',
    'Provence-Alpes-Côte d’Azur',
    'Provenza-Alpes-Costa Azul',
    'Côte d’Azur',
    'Лазурный Берег',
  ],
  'FR:Nouvelle-Aquitaine': ['Новая Аквитания', 'Nouvelle-Aquitaine', 'Nueva Aquitania'],
  'FR:Auvergne-Rhône-Alpes': ['Овернь — Рона — Альпы', 'Auvergne-Rhône-Alpes', 'Auvernia-Ródano-Alpes'],
  'HR:City of Zagreb': ['Город Загреб', 'Stadt Zagreb', 'Ciudad de Zagreb'],
  'HR:Split-Dalmatia': ['Сплитско-Далматинская жупания', 'Gespanschaft Split-Dalmatien', 'Condado de Split-Dalmacia', 'Dalmatia', 'Далмация'],
  'HR:Dubrovnik-Neretva': ['Дубровницко-Неретванская жупания', 'Gespanschaft Dubrovnik-Neretva', 'Condado de Dubrovnik-Neretva'],
  'HR:Zadar': ['Задарская жупания', 'Gespanschaft Zadar', 'Condado de Zadar'],
  'HR:Istria': ['Истрия', 'Istrien', 'Istria'],
  'HR:Primorje-Gorski Kotar': ['Приморско-Горанская жупания', 'Gespanschaft Primorje-Gorski kotar', 'Condado de Primorje-Gorski Kotar'],
  'GB:Greater London': ['Большой Лондон', 'Greater London', 'Gran Londres'],
  'GB:Greater Manchester': ['Большой Манчестер', 'Greater Manchester', 'Gran Mánchester'],
  'GB:Scotland': ['Шотландия', 'Schottland', 'Escocia'],
  'GB:Somerset': ['Сомерсет', 'Somerset', 'Somerset'],
  'GB:East Sussex': ['Восточный Суссекс', 'East Sussex', 'Sussex Oriental'],
  'GB:Oxfordshire': ['Оксфордшир', 'Oxfordshire', 'Oxfordshire'],
  'GB:Cornwall': ['Корнуолл', 'Cornwall', 'Cornualles'],
  'GB:Cumbria': ['Камбрия', 'Cumbria', 'Cumbria'],
  'DE:Berlin': ['Земля Берлин', 'Land Berlin', 'Estado de Berlín'],
  'DE:Bavaria': ['Бавария', 'Bayern', 'Baviera'],
  'DE:Hamburg': ['Земля Гамбург', 'Land Hamburg', 'Estado de Hamburgo'],
  'DE:Hesse': ['Гессен', 'Hessen', 'Hesse'],
  'DE:North Rhine-Westphalia': ['Северный Рейн — Вестфалия', 'Nordrhein-Westfalen', 'Renania del Norte-Westfalia', 'NRW'],
  'DE:Baden-Württemberg': ['Баден-Вюртемберг', 'Baden-Württemberg', 'Baden-Wurtemberg'],
  'DE:Saxony': ['Саксония', 'Sachsen', 'Sajonia'],
  'US:Florida': ['Флорида', 'Florida', 'Florida'],
  'US:New York': ['Штат Нью-Йорк', 'Bundesstaat New York', 'Estado de Nueva York'],
  'US:California': ['Калифорния', 'Kalifornien', 'California'],
  'US:Texas': ['Техас', 'Texas', 'Texas'],
  'US:Colorado': ['Колорадо', 'Colorado', 'Colorado'],
  'US:Washington': ['Штат Вашингтон', 'Bundesstaat Washington', 'Estado de Washington'],
  'US:South Carolina': ['Южная Каролина', 'South Carolina', 'Carolina del Sur'],
};

/** Further spellings of cities, by country and the name the demo data stores. */
const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'ES:Palma': ['Palma de Mallorca', 'Пальма-де-Майорка'],
  'ES:Santa Cruz de Tenerife': ['Tenerife', 'Тенерифе', 'Teneriffa'],
  'IT:Rome': ['Roma'],
  'IT:Milan': ['Milano'],
  'IT:Florence': ['Firenze'],
  'IT:Venice': ['Venezia'],
  'IT:Sanremo': ['San Remo'],
  'BG:Nessebar': ['Nesebar', 'Nessebar', 'Несебыр'],
  'BG:Sunny Beach': ['Slanchev Bryag', 'Солнечный берег'],
  'TR:Istanbul': ['İstanbul', 'Константинополь'],
  'TR:Izmir': ['İzmir', 'Smyrna', 'Смирна'],
  'GR:Athens': ['Athina', 'Athinai'],
  'GR:Thessaloniki': ['Salonica', 'Saloniki', 'Солун', 'Фессалоники'],
  'GR:Chania': ['Hania', 'Хания'],
  'GR:Heraklion': ['Iraklio', 'Iraklion', 'Ираклио'],
  'GR:Corfu': ['Kerkyra', 'Керкира'],
  'GR:Nafplio': ['Nafplion', 'Nauplia', 'Нафплио'],
  'AT:Kitzbühel': ['Kitzbuehel'],
  'FR:Nice': ['Ницца'],
  'FR:Cannes': ['Канн'],
  'FR:Aix-en-Provence': ['Aix'],
  'GB:St Ives': ['Saint Ives'],
  'US:New York': ['NYC', 'New York City', 'Нью Йорк'],
  'US:Los Angeles': ['LA'],
};

/** Further spellings of countries. */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ['UK', 'Great Britain', 'Britain', 'England', 'Англия', 'Britannien', 'Gran Bretaña'],
  US: ['USA', 'United States of America', 'America', 'Америка', 'США', 'EEUU'],
  TR: ['Türkiye', 'Turkiye'],
  AT: ['Oesterreich'],
  HR: ['Hrvatska'],
  GR: ['Hellas', 'Ellada'],
  IT: ['Italia'],
  ES: ['España', 'Espana'],
};

function regionId(code: string, name: string): string {
  return `${code.toLowerCase()}.${placeSlug(name)}`;
}

/** The id of a city of api/places/cities.ts in the catalogue. */
export function demoCityPlaceId(countryCode: string, area: string, city: string): string {
  return `${regionId(countryCode, area)}.${placeSlug(city)}`;
}

/** The whole catalogue, parents before their children. */
export function placeCatalog(): CatalogPlace[] {
  const out: CatalogPlace[] = [];
  COUNTRY_ROWS.forEach(([code], i) => {
    const name = (lng: Language) => COUNTRY_NAMES[lng]?.[i] ?? code;
    const [en, de, ru, es] = [name('en'), name('de'), name('ru'), name('es')];
    out.push({
      id: code.toLowerCase(),
      kind: 'country',
      countryCode: code,
      parentId: null,
      names: { en, de, ru, es },
      aliases: [...(COUNTRY_ALIASES[code] ?? [])],
      lat: null,
      lng: null,
    });
  });
  // the demo data's cities, then those only the catalogue has
  const allCities = (code: string) => [
    ...((CITIES_BY_COUNTRY as Partial<Record<string, readonly CatalogCity[]>>)[code] ?? []).map((c) => ({
      ...c,
      aliases: CITY_ALIASES[`${code}:${c.name}`] ?? [],
    })),
    ...(EXTRA_CITIES[code] ?? []).map((c) => ({ ...c, aliases: [...(CITY_ALIASES[`${code}:${c.name}`] ?? []), ...(c.aliases ?? [])] })),
  ];
  for (const code of [...CITY_COUNTRIES, ...Object.keys(EXTRA_CITIES).filter((c) => !(CITY_COUNTRIES as string[]).includes(c))]) {
    const cities = allCities(code);
    const seen = new Set<string>();
    for (const city of cities) {
      if (seen.has(city.area)) continue;
      seen.add(city.area);
      const tr = REGIONS[`${code}:${city.area}`];
      const [ru, de, es, ...aliases] = tr ?? [city.area, city.area, city.area];
      out.push({
        id: regionId(code, city.area),
        kind: 'region',
        countryCode: code,
        parentId: code.toLowerCase(),
        names: { en: city.area, de, ru, es },
        aliases,
        lat: null,
        lng: null,
      });
    }
    for (const city of cities) {
      const parent = regionId(code, city.area);
      out.push({
        id: demoCityPlaceId(code, city.area, city.name),
        kind: 'city',
        countryCode: code,
        parentId: parent,
        names: { en: city.name, de: city.de ?? city.name, ru: city.ru, es: city.es ?? city.name },
        aliases: [...city.aliases],
        lat: city.lat,
        lng: city.lng,
      });
    }
  }
  return out;
}

/** The distinct spellings of a place with their keys (names first, then aliases). */
export function spellings(p: Pick<CatalogPlace, 'names' | 'aliases'>): { key: string; name: string }[] {
  const byKey = new Map<string, string>();
  for (const name of [p.names.en, p.names.de, p.names.ru, p.names.es, ...p.aliases]) {
    const key = placeKey(name);
    if (key !== '' && !byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey].map(([key, name]) => ({ key, name }));
}
