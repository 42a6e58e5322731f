// Places and people of the demo data: price levels per country and plausible realtor names per
// country; the cities (region, coordinates, character) are the place catalogue's
// (api/places/cities.ts). Data only (api/seed/estates.ts).
import { CITIES_BY_COUNTRY, type CatalogCity as DemoCity } from '../places/cities.ts';

export type { CityTrait, CatalogCity as DemoCity } from '../places/cities.ts';

export interface DemoCountry {
  code: string;
  /** average sale price per m² in EUR */
  pricePerM2: number;
  /** the currency most listings of the country use */
  currency: 'eur' | 'usd';
  phonePrefix: string;
  /** how many of the demo estates are here, relative */
  weight: number;
  cities: readonly DemoCity[];
  firstNames: readonly (readonly [string, 'm' | 'f'])[];
  /** [male form, female form] */
  lastNames: readonly (readonly [string, string])[];
  companies: readonly ((last: string, city: string) => string)[];
}

const same = (...names: string[]): [string, string][] => names.map((n) => [n, n]);

export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  {
    code: 'ES',
    pricePerM2: 2800,
    currency: 'eur',
    phonePrefix: '+34 6',
    weight: 16,
    cities: CITIES_BY_COUNTRY.ES,
    firstNames: [
      ['Javier', 'm'],
      ['Carmen', 'f'],
      ['Lucía', 'f'],
      ['Alejandro', 'm'],
      ['Pablo', 'm'],
      ['Marta', 'f'],
      ['Sergio', 'm'],
      ['Elena', 'f'],
    ],
    lastNames: same('García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres'),
    companies: [(l) => `Inmobiliaria ${l}`, (_, city) => `${city} Propiedades`, (l) => `${l} & Asociados`],
  },
  {
    code: 'IT',
    pricePerM2: 3200,
    currency: 'eur',
    phonePrefix: '+39 3',
    weight: 14,
    cities: CITIES_BY_COUNTRY.IT,
    firstNames: [
      ['Marco', 'm'],
      ['Luca', 'm'],
      ['Giulia', 'f'],
      ['Francesca', 'f'],
      ['Alessandro', 'm'],
      ['Chiara', 'f'],
      ['Matteo', 'm'],
      ['Sofia', 'f'],
    ],
    lastNames: same('Rossi', 'Bianchi', 'Romano', 'Ricci', 'Marino', 'Greco', 'Conti', 'Esposito'),
    companies: [(l) => `Immobiliare ${l}`, (_, city) => `${city} Case`, (l) => `Studio ${l} Immobili`],
  },
  {
    code: 'BG',
    pricePerM2: 1100,
    currency: 'eur',
    phonePrefix: '+359 88',
    weight: 10,
    cities: CITIES_BY_COUNTRY.BG,
    firstNames: [
      ['Georgi', 'm'],
      ['Ivan', 'm'],
      ['Maria', 'f'],
      ['Elena', 'f'],
      ['Dimitar', 'm'],
      ['Nikolay', 'm'],
      ['Desislava', 'f'],
      ['Petya', 'f'],
    ],
    lastNames: [
      ['Ivanov', 'Ivanova'],
      ['Petrov', 'Petrova'],
      ['Georgiev', 'Georgieva'],
      ['Dimitrov', 'Dimitrova'],
      ['Nikolov', 'Nikolova'],
      ['Todorov', 'Todorova'],
    ],
    companies: [(_, city) => `${city} Properties`, (l) => `${l} Estates`, () => 'Black Sea Homes'],
  },
  {
    code: 'TR',
    pricePerM2: 1500,
    currency: 'eur',
    phonePrefix: '+90 5',
    weight: 10,
    cities: CITIES_BY_COUNTRY.TR,
    firstNames: [
      ['Mehmet', 'm'],
      ['Ahmet', 'm'],
      ['Ayşe', 'f'],
      ['Elif', 'f'],
      ['Emre', 'm'],
      ['Zeynep', 'f'],
      ['Murat', 'm'],
      ['Selin', 'f'],
    ],
    lastNames: same('Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk'),
    companies: [(_, city) => `${city} Emlak`, (l) => `${l} Gayrimenkul`, () => 'Riviera Homes Turkey'],
  },
  {
    code: 'GR',
    pricePerM2: 2200,
    currency: 'eur',
    phonePrefix: '+30 69',
    weight: 10,
    cities: CITIES_BY_COUNTRY.GR,
    firstNames: [
      ['Giorgos', 'm'],
      ['Dimitris', 'm'],
      ['Maria', 'f'],
      ['Eleni', 'f'],
      ['Nikos', 'm'],
      ['Katerina', 'f'],
      ['Kostas', 'm'],
      ['Sofia', 'f'],
    ],
    lastNames: [
      ['Papadopoulos', 'Papadopoulou'],
      ['Georgiou', 'Georgiou'],
      ['Nikolaidis', 'Nikolaidou'],
      ['Papadakis', 'Papadaki'],
      ['Vlachos', 'Vlachou'],
      ['Karagiannis', 'Karagianni'],
    ],
    companies: [(l) => `${l} Real Estate`, (_, city) => `${city} Homes`, () => 'Aegean Properties'],
  },
  {
    code: 'AT',
    pricePerM2: 5200,
    currency: 'eur',
    phonePrefix: '+43 66',
    weight: 8,
    cities: CITIES_BY_COUNTRY.AT,
    firstNames: [
      ['Lukas', 'm'],
      ['Anna', 'f'],
      ['Florian', 'm'],
      ['Katharina', 'f'],
      ['Stefan', 'm'],
      ['Julia', 'f'],
      ['Thomas', 'm'],
      ['Lena', 'f'],
    ],
    lastNames: same('Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer'),
    companies: [(l) => `${l} Immobilien`, (_, city) => `Immobilien ${city}`, (l) => `${l} & Partner Realitäten`],
  },
  {
    code: 'FR',
    pricePerM2: 4800,
    currency: 'eur',
    phonePrefix: '+33 6',
    weight: 10,
    cities: CITIES_BY_COUNTRY.FR,
    firstNames: [
      ['Julien', 'm'],
      ['Camille', 'f'],
      ['Nicolas', 'm'],
      ['Claire', 'f'],
      ['Thomas', 'm'],
      ['Sophie', 'f'],
      ['Antoine', 'm'],
      ['Léa', 'f'],
    ],
    lastNames: same('Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Girard', 'Mercier'),
    companies: [(l) => `Agence ${l}`, (_, city) => `${city} Immobilier`, () => "Côte d'Azur Prestige"],
  },
  {
    code: 'HR',
    pricePerM2: 2900,
    currency: 'eur',
    phonePrefix: '+385 9',
    weight: 8,
    cities: CITIES_BY_COUNTRY.HR,
    firstNames: [
      ['Ivan', 'm'],
      ['Ana', 'f'],
      ['Luka', 'm'],
      ['Petra', 'f'],
      ['Marko', 'm'],
      ['Ivana', 'f'],
      ['Tomislav', 'm'],
      ['Marija', 'f'],
    ],
    lastNames: same('Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković'),
    companies: [(l) => `${l} Nekretnine`, (_, city) => `${city} Nekretnine`, () => 'Adriatic Homes'],
  },
  {
    code: 'GB',
    pricePerM2: 5600,
    currency: 'eur',
    phonePrefix: '+44 7',
    weight: 7,
    cities: CITIES_BY_COUNTRY.GB,
    firstNames: [
      ['James', 'm'],
      ['Oliver', 'm'],
      ['Emily', 'f'],
      ['Charlotte', 'f'],
      ['William', 'm'],
      ['Sophie', 'f'],
      ['Harry', 'm'],
      ['Amelia', 'f'],
    ],
    lastNames: same('Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Thompson'),
    companies: [(l) => `${l} Estate Agents`, (_, city) => `${city} Property`, (l) => `${l} & Co. Lettings`],
  },
  {
    code: 'US',
    pricePerM2: 4300,
    currency: 'usd',
    phonePrefix: '+1 305',
    weight: 7,
    cities: CITIES_BY_COUNTRY.US,
    firstNames: [
      ['Michael', 'm'],
      ['Jennifer', 'f'],
      ['David', 'm'],
      ['Jessica', 'f'],
      ['Chris', 'm'],
      ['Ashley', 'f'],
      ['Daniel', 'm'],
      ['Emily', 'f'],
    ],
    lastNames: same('Johnson', 'Miller', 'Davis', 'Anderson', 'Clark', 'Lewis', 'Walker', 'Hall'),
    companies: [(l) => `${l} Realty`, (_, city) => `${city} Homes Realty`, (l) => `${l} Brothers Real Estate`],
  },
];

export const DEMO_COUNTRY_CODES = DEMO_COUNTRIES.map((x) => x.code);
