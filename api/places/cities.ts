// The cities of the place catalogue (api/places/catalog.ts) per country, with their region,
// coordinates and names: also where the demo data puts its estates and realtors (api/seed/, which
// adds each city's character, price level and weight of the draws). Data only.

export type CityTrait = 'coast' | 'mountains' | 'lake' | 'city' | 'old-town' | 'village' | 'forest';

export interface CatalogCity {
  /** the name stored in geoData.city (English or local form) */
  name: string;
  /** Russian name (titles and descriptions); de/es only where they differ from `name` */
  ru: string;
  de?: string;
  es?: string;
  area: string;
  lat: number;
  lng: number;
  traits: readonly CityTrait[];
  /** price level against the country's average (1 = average) */
  level: number;
  /** how often the city is picked, relative */
  weight: number;
}

const c = (
  name: string,
  ru: string,
  area: string,
  lat: number,
  lng: number,
  traits: CityTrait[],
  level = 1,
  weight = 1,
  tr: { de?: string; es?: string } = {},
): CatalogCity => ({
  name,
  ru,
  area,
  lat,
  lng,
  traits,
  level,
  weight,
  ...tr,
});
/** Per country code, in the order the catalogue lists them. */
export const CITIES_BY_COUNTRY = {
  ES: [
    c('Barcelona', 'Барселона', 'Catalonia', 41.3874, 2.1686, ['city', 'coast', 'old-town'], 1.6, 3),
    c('Madrid', 'Мадрид', 'Community of Madrid', 40.4168, -3.7038, ['city', 'old-town'], 1.5, 3),
    c('Marbella', 'Марбелья', 'Andalusia', 36.5101, -4.8825, ['coast', 'mountains'], 1.7, 3),
    c('Málaga', 'Малага', 'Andalusia', 36.7213, -4.4214, ['city', 'coast'], 1.1, 2),
    c('Alicante', 'Аликанте', 'Valencian Community', 38.3452, -0.481, ['city', 'coast'], 0.9, 2),
    c('Valencia', 'Валенсия', 'Valencian Community', 39.4699, -0.3763, ['city', 'coast', 'old-town'], 1.0, 2),
    c('Palma', 'Пальма', 'Balearic Islands', 39.5696, 2.6502, ['coast', 'old-town'], 1.5, 2),
    c('Torrevieja', 'Торревьеха', 'Valencian Community', 37.9787, -0.6822, ['coast'], 0.7, 2),
    c('Santa Cruz de Tenerife', 'Санта-Крус-де-Тенерифе', 'Canary Islands', 28.4636, -16.2518, ['coast', 'mountains'], 0.9, 1),
    c('Granada', 'Гранада', 'Andalusia', 37.1773, -3.5986, ['city', 'mountains', 'old-town'], 0.8, 1),
  ],
  IT: [
    c('Rome', 'Рим', 'Lazio', 41.9028, 12.4964, ['city', 'old-town'], 1.4, 3, { de: 'Rom', es: 'Roma' }),
    c('Milan', 'Милан', 'Lombardy', 45.4642, 9.19, ['city'], 1.7, 3, { de: 'Mailand', es: 'Milán' }),
    c('Florence', 'Флоренция', 'Tuscany', 43.7696, 11.2558, ['city', 'old-town'], 1.4, 2, { de: 'Florenz', es: 'Florencia' }),
    c('Lucca', 'Лукка', 'Tuscany', 43.8429, 10.5027, ['old-town', 'village', 'forest'], 1.0, 1),
    c('Sanremo', 'Сан-Ремо', 'Liguria', 43.8159, 7.7761, ['coast'], 1.1, 2),
    c('Sorrento', 'Сорренто', 'Campania', 40.6263, 14.3758, ['coast', 'mountains'], 1.4, 1),
    c('Como', 'Комо', 'Lombardy', 45.8081, 9.0852, ['lake', 'mountains'], 1.5, 2),
    c('Taormina', 'Таормина', 'Sicily', 37.8516, 15.2853, ['coast', 'mountains', 'old-town'], 1.1, 1),
    c('Venice', 'Венеция', 'Veneto', 45.4408, 12.3155, ['city', 'old-town'], 1.6, 1, { de: 'Venedig', es: 'Venecia' }),
    c('Ostuni', 'Остуни', 'Apulia', 40.7296, 17.5778, ['village', 'coast'], 0.7, 1),
  ],
  BG: [
    c('Sofia', 'София', 'Sofia City', 42.6977, 23.3219, ['city', 'mountains'], 1.4, 3, { es: 'Sofía' }),
    c('Varna', 'Варна', 'Varna', 43.2141, 27.9147, ['city', 'coast'], 1.1, 2),
    c('Burgas', 'Бургас', 'Burgas', 42.5048, 27.4626, ['city', 'coast'], 0.9, 2),
    c('Sunny Beach', 'Солнечный Берег', 'Burgas', 42.6953, 27.7101, ['coast'], 0.8, 3, { de: 'Sonnenstrand', es: 'Sunny Beach' }),
    c('Nessebar', 'Несебр', 'Burgas', 42.6598, 27.736, ['coast', 'old-town'], 1.0, 2),
    c('Bansko', 'Банско', 'Blagoevgrad', 41.8383, 23.4885, ['mountains', 'forest'], 0.8, 2),
    c('Plovdiv', 'Пловдив', 'Plovdiv', 42.1354, 24.7453, ['city', 'old-town'], 0.9, 1),
    c('Sozopol', 'Созополь', 'Burgas', 42.4178, 27.6956, ['coast', 'old-town'], 1.1, 1),
  ],
  TR: [
    c('Istanbul', 'Стамбул', 'Istanbul', 41.0082, 28.9784, ['city', 'coast', 'old-town'], 1.5, 3, { es: 'Estambul' }),
    c('Antalya', 'Анталья', 'Antalya', 36.8969, 30.7133, ['city', 'coast'], 1.0, 3),
    c('Alanya', 'Аланья', 'Antalya', 36.5444, 31.9954, ['coast', 'mountains'], 0.8, 3),
    c('Bodrum', 'Бодрум', 'Muğla', 37.0344, 27.4305, ['coast'], 1.5, 2),
    c('Fethiye', 'Фетхие', 'Muğla', 36.6217, 29.1164, ['coast', 'mountains'], 1.0, 2),
    c('Izmir', 'Измир', 'Izmir', 38.4237, 27.1428, ['city', 'coast'], 1.0, 1, { es: 'Esmirna' }),
    c('Kemer', 'Кемер', 'Antalya', 36.6003, 30.5598, ['coast', 'mountains', 'forest'], 0.9, 1),
    c('Mersin', 'Мерсин', 'Mersin', 36.8, 34.6333, ['city', 'coast'], 0.6, 1),
  ],
  GR: [
    c('Athens', 'Афины', 'Attica', 37.9838, 23.7275, ['city', 'old-town'], 1.3, 3, { de: 'Athen', es: 'Atenas' }),
    c('Thessaloniki', 'Салоники', 'Central Macedonia', 40.6401, 22.9444, ['city', 'coast'], 1.0, 2, { es: 'Tesalónica' }),
    c('Chania', 'Ханья', 'Crete', 35.5138, 24.018, ['coast', 'old-town'], 1.0, 2),
    c('Heraklion', 'Ираклион', 'Crete', 35.3387, 25.1442, ['city', 'coast'], 0.9, 1),
    c('Rhodes', 'Родос', 'South Aegean', 36.4341, 28.2176, ['coast', 'old-town'], 1.1, 2, { de: 'Rhodos', es: 'Rodas' }),
    c('Corfu', 'Корфу', 'Ionian Islands', 39.6243, 19.9217, ['coast', 'old-town'], 1.2, 2, { de: 'Korfu', es: 'Corfú' }),
    c('Kallithea', 'Каллифея', 'Central Macedonia', 40.0784, 23.4465, ['coast', 'village'], 0.9, 2),
    c('Nafplio', 'Нафплион', 'Peloponnese', 37.5673, 22.8016, ['coast', 'old-town'], 0.9, 1),
  ],
  AT: [
    c('Vienna', 'Вена', 'Vienna', 48.2082, 16.3738, ['city', 'old-town'], 1.2, 4, { de: 'Wien', es: 'Viena' }),
    c('Salzburg', 'Зальцбург', 'Salzburg', 47.8095, 13.055, ['city', 'old-town', 'mountains'], 1.2, 2, { es: 'Salzburgo' }),
    c('Innsbruck', 'Инсбрук', 'Tyrol', 47.2692, 11.4041, ['city', 'mountains'], 1.1, 2),
    c('Kitzbühel', 'Кицбюэль', 'Tyrol', 47.4464, 12.3921, ['mountains', 'village'], 2.4, 1),
    c('Graz', 'Грац', 'Styria', 47.0707, 15.4395, ['city', 'old-town'], 0.8, 2),
    c('Zell am See', 'Целль-ам-Зее', 'Salzburg', 47.3232, 12.7966, ['lake', 'mountains'], 1.4, 1),
    c('Bad Ischl', 'Бад-Ишль', 'Upper Austria', 47.7115, 13.6239, ['mountains', 'village', 'forest'], 0.8, 1),
    c('Klagenfurt', 'Клагенфурт', 'Carinthia', 46.6247, 14.3053, ['city', 'lake'], 0.8, 1),
  ],
  FR: [
    c('Paris', 'Париж', 'Île-de-France', 48.8566, 2.3522, ['city', 'old-town'], 2.1, 3, { es: 'París' }),
    c('Nice', 'Ницца', "Provence-Alpes-Côte d'Azur", 43.7102, 7.262, ['city', 'coast'], 1.2, 3, { de: 'Nizza', es: 'Niza' }),
    c('Cannes', 'Канны', "Provence-Alpes-Côte d'Azur", 43.5528, 7.0174, ['coast'], 1.6, 2),
    c('Antibes', 'Антиб', "Provence-Alpes-Côte d'Azur", 43.5808, 7.1251, ['coast', 'old-town'], 1.3, 1),
    c('Bordeaux', 'Бордо', 'Nouvelle-Aquitaine', 44.8378, -0.5792, ['city'], 0.9, 2, { es: 'Burdeos' }),
    c('Lyon', 'Лион', 'Auvergne-Rhône-Alpes', 45.764, 4.8357, ['city', 'old-town'], 1.0, 2),
    c('Chamonix', 'Шамони', 'Auvergne-Rhône-Alpes', 45.9237, 6.8694, ['mountains', 'forest'], 1.6, 1),
    c('Aix-en-Provence', 'Экс-ан-Прованс', "Provence-Alpes-Côte d'Azur", 43.5297, 5.4474, ['city', 'old-town'], 1.0, 1),
    c('Biarritz', 'Биарриц', 'Nouvelle-Aquitaine', 43.4832, -1.5586, ['coast'], 1.3, 1),
  ],
  HR: [
    c('Zagreb', 'Загреб', 'City of Zagreb', 45.815, 15.9819, ['city', 'old-town'], 1.0, 2),
    c('Split', 'Сплит', 'Split-Dalmatia', 43.5081, 16.4402, ['city', 'coast', 'old-town'], 1.3, 3),
    c('Dubrovnik', 'Дубровник', 'Dubrovnik-Neretva', 42.6507, 18.0944, ['coast', 'old-town'], 1.7, 2),
    c('Zadar', 'Задар', 'Zadar', 44.1194, 15.2314, ['city', 'coast'], 1.0, 2),
    c('Rovinj', 'Ровинь', 'Istria', 45.0812, 13.6387, ['coast', 'old-town'], 1.4, 1),
    c('Pula', 'Пула', 'Istria', 44.8666, 13.8496, ['city', 'coast'], 0.9, 1),
    c('Opatija', 'Опатия', 'Primorje-Gorski Kotar', 45.3376, 14.3052, ['coast', 'mountains'], 1.2, 1),
    c('Makarska', 'Макарска', 'Split-Dalmatia', 43.2969, 17.0178, ['coast', 'mountains'], 1.0, 1),
  ],
  GB: [
    c('London', 'Лондон', 'Greater London', 51.5072, -0.1276, ['city'], 2.0, 4, { es: 'Londres' }),
    c('Manchester', 'Манчестер', 'Greater Manchester', 53.4808, -2.2426, ['city'], 0.7, 2),
    c('Edinburgh', 'Эдинбург', 'Scotland', 55.9533, -3.1883, ['city', 'old-town'], 1.0, 2, { es: 'Edimburgo' }),
    c('Bath', 'Бат', 'Somerset', 51.3811, -2.359, ['city', 'old-town'], 1.1, 1),
    c('Brighton', 'Брайтон', 'East Sussex', 50.8225, -0.1372, ['city', 'coast'], 1.1, 1),
    c('Oxford', 'Оксфорд', 'Oxfordshire', 51.752, -1.2577, ['city', 'old-town'], 1.3, 1),
    c('St Ives', 'Сент-Айвс', 'Cornwall', 50.211, -5.48, ['coast', 'village'], 1.0, 1),
    c('Windermere', 'Уиндермир', 'Cumbria', 54.3781, -2.9066, ['lake', 'mountains', 'village'], 0.9, 1),
  ],
  US: [
    c('Miami', 'Майами', 'Florida', 25.7617, -80.1918, ['city', 'coast'], 1.3, 3),
    c('New York', 'Нью-Йорк', 'New York', 40.7128, -74.006, ['city'], 2.2, 3, { es: 'Nueva York' }),
    c('Los Angeles', 'Лос-Анджелес', 'California', 34.0522, -118.2437, ['city', 'coast'], 1.8, 2, { es: 'Los Ángeles' }),
    c('San Diego', 'Сан-Диего', 'California', 32.7157, -117.1611, ['city', 'coast'], 1.5, 1),
    c('Austin', 'Остин', 'Texas', 30.2672, -97.7431, ['city', 'lake'], 0.9, 1),
    c('Naples', 'Нейплс', 'Florida', 26.142, -81.7948, ['coast'], 1.3, 1),
    c('Aspen', 'Аспен', 'Colorado', 39.1911, -106.8175, ['mountains', 'forest'], 3.0, 1),
    c('Seattle', 'Сиэтл', 'Washington', 47.6062, -122.3321, ['city', 'coast'], 1.2, 1),
    c('Charleston', 'Чарлстон', 'South Carolina', 32.7765, -79.9311, ['city', 'coast', 'old-town'], 0.9, 1),
  ],
} satisfies Record<string, readonly CatalogCity[]>;

/** The countries that have cities, in catalogue order. */
export const CITY_COUNTRIES = Object.keys(CITIES_BY_COUNTRY) as (keyof typeof CITIES_BY_COUNTRY)[];
