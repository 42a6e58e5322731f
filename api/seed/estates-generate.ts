// One demo estate from a seeded rng: type, place, size, price, facets, details, texts and photos that
// fit together (a villa on the coast gets a pool more often, a mountain chalet a fireplace, …).
import { randomUUID } from 'node:crypto';
import { FACETS, type DealType, type EstateType } from '../../shared/search/facets.ts';
import type { Rng } from './estates-random.ts';
import type { DemoCountry, DemoCity } from './estates-places.ts';
import { estateTexts, type Highlight } from './estates-text.ts';
import { demoPhotosOf, type DemoPhoto } from './images/index.ts';
import type { SceneKind } from './images/scenes.ts';

type Kind = 'house' | 'apartment' | 'commercial' | 'plot';
interface TypeProfile {
  weight: number;
  space: [number, number];
  price: number;
  kind: Kind;
}

const TYPES: Record<EstateType, TypeProfile> = {
  villa: { weight: 10, space: [140, 600], price: 1.25, kind: 'house' },
  'one-family-house': { weight: 12, space: [90, 280], price: 1.0, kind: 'house' },
  'two-family-house': { weight: 3, space: [150, 320], price: 0.95, kind: 'house' },
  castle: { weight: 0.4, space: [600, 2500], price: 1.1, kind: 'house' },
  'smart-home': { weight: 1, space: [110, 300], price: 1.3, kind: 'house' },
  apartment: { weight: 30, space: [35, 150], price: 1.0, kind: 'apartment' },
  room: { weight: 3, space: [10, 28], price: 1.0, kind: 'apartment' },
  'shared-flat': { weight: 2, space: [12, 25], price: 1.0, kind: 'apartment' },
  'elite-apartment': { weight: 5, space: [90, 350], price: 1.6, kind: 'apartment' },
  office: { weight: 4, space: [40, 600], price: 0.9, kind: 'commercial' },
  shop: { weight: 3, space: [30, 300], price: 1.0, kind: 'commercial' },
  cafe: { weight: 1.5, space: [50, 250], price: 0.9, kind: 'commercial' },
  hotel: { weight: 1, space: [600, 5000], price: 0.8, kind: 'commercial' },
  'income-property': { weight: 2, space: [300, 2000], price: 0.85, kind: 'commercial' },
  warehouse: { weight: 1, space: [300, 5000], price: 0.25, kind: 'commercial' },
  production: { weight: 0.5, space: [500, 6000], price: 0.3, kind: 'commercial' },
  plot: { weight: 6, space: [40, 400], price: 0.12, kind: 'plot' },
  'holiday-home': { weight: 6, space: [50, 160], price: 0.9, kind: 'house' },
  other: { weight: 1, space: [20, 200], price: 0.7, kind: 'apartment' },
};
const TYPE_WEIGHTS = (Object.keys(TYPES) as EstateType[]).map((t) => [t, TYPES[t].weight] as const);
const WARM = new Set(['ES', 'IT', 'GR', 'TR', 'HR', 'BG', 'US', 'FR']);
const STREETS: Record<string, readonly string[]> = {
  IT: ['Via Roma', 'Via Garibaldi', 'Via Dante', 'Corso Italia'],
  ES: ['Calle Mayor', 'Avenida del Mar', 'Calle del Sol', 'Paseo Marítimo'],
  BG: ['ul. Vasil Levski', 'bul. Bulgaria', 'ul. Hristo Botev'],
  TR: ['Atatürk Caddesi', 'Deniz Sokak', 'Cumhuriyet Caddesi'],
  GR: ['Odos Ermou', 'Leoforos Posidonos', 'Odos Athinas'],
  AT: ['Hauptstraße', 'Bahnhofstraße', 'Seestraße', 'Kirchengasse'],
  FR: ['Rue de la Paix', 'Avenue des Fleurs', 'Rue Victor Hugo'],
  HR: ['Ulica Kralja Tomislava', 'Obala Hrvatskog Narodnog Preporoda', 'Put Firula'],
  GB: ['High Street', 'Church Lane', 'Station Road', 'Victoria Road'],
  US: ['Main Street', 'Ocean Drive', 'Park Avenue', 'Maple Street'],
};
const NUMBER_FIRST = new Set(['GB', 'US', 'FR']);

export interface GeneratedEstate {
  id: string;
  dealType: DealType;
  estateType: EstateType;
  title: Record<string, string>;
  description: Record<string, string>;
  priceEur: number;
  countryCode: string;
  city: DemoCity;
  address: string | null;
  lat: number;
  lng: number;
  buildYear: number;
  livingSpace: number;
  totalSpace: number;
  plotArea: number | null;
  rooms: number;
  bedrooms: number | null;
  facets: Record<keyof typeof FACETS, string[]>;
  details: Record<string, unknown>;
  publishedDaysAgo: number;
  createdDaysBefore: number;
  topOfferDays: number | null;
  views: number;
  photos: DemoPhoto[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const pickSome = <T>(r: Rng, items: readonly (readonly [T, number])[]): T[] => items.filter(([, p]) => r.chance(p)).map(([v]) => v);

function dealTypeOf(r: Rng, type: EstateType): DealType {
  if (type === 'plot') return 'sale';
  if (type === 'room' || type === 'shared-flat')
    return r.weighted([
      ['rent', 7],
      ['sublet', 2],
      ['sale', 1],
    ]);
  return r.weighted([
    ['sale', 72],
    ['rent', 24],
    ['sublet', 4],
  ]);
}

function buildYearOf(r: Rng, type: EstateType, city: DemoCity, year: number): number {
  if (type === 'castle') return r.int(1550, 1890);
  if (city.traits.includes('old-town') && r.chance(0.3)) return r.int(1780, 1935);
  if (r.chance(0.07)) return year + r.int(1, 2);
  return Math.min(year, 1950 + Math.floor(Math.sqrt(r.next()) * (year - 1950 + 1)));
}

function conditionOf(r: Rng, buildYear: number, year: number): string {
  if (buildYear > year) return 'under-construction';
  if (buildYear >= year - 3) return 'new';
  const weights: [string, number][] = [
    ['renovated', 30],
    ['modernised', 25],
    ['plumbing-renewed', 10],
    ['needs-renovation', buildYear < 1980 ? 20 : 6],
  ];
  return r.weighted(weights);
}

function facetsOf(r: Rng, type: EstateType, kind: Kind, country: DemoCountry, city: DemoCity, rent: boolean) {
  const t = (trait: string) => city.traits.includes(trait as never);
  const luxury = type === 'villa' || type === 'elite-apartment' || type === 'castle' || type === 'smart-home';
  const house = kind === 'house';
  const warm = WARM.has(country.code);
  const f = Object.fromEntries(Object.keys(FACETS).map((k) => [k, [] as string[]])) as Record<keyof typeof FACETS, string[]>;
  f.locationTypes = [
    ...(t('city') ? [house && r.chance(0.6) ? 'suburb' : 'city'] : []),
    ...pickSome(r, [
      ['village', t('village') ? 0.9 : 0],
      ['mountains', t('mountains') ? 0.6 : 0],
      ['forest', t('forest') ? 0.5 : 0],
      ['coast', t('coast') ? 0.75 : 0],
    ]),
  ];
  if (!f.locationTypes.length) f.locationTypes = [house ? 'suburb' : 'city'];
  f.windowView = pickSome(r, [
    ['sea', t('coast') ? 0.55 : 0],
    ['mountains', t('mountains') ? 0.6 : 0],
    ['lake', t('lake') ? 0.6 : 0],
    ['forest', t('forest') ? 0.3 : 0],
    ['garden', house ? 0.4 : 0.05],
    ['old-town', t('old-town') ? 0.4 : 0],
  ]);
  if (kind === 'plot') return f;
  f.heating = [
    r.weighted([
      ['central', 30],
      ['gas', 25],
      ['electric', warm ? 25 : 10],
      ['underfloor', 12],
      ['oil', 5],
      ['solar', warm ? 8 : 3],
      ['wood', t('mountains') ? 10 : 2],
      ['other', 2],
    ]),
  ];
  if (r.chance(0.3)) f.heating = [...new Set([...f.heating, r.pick(['solar', 'underfloor', 'wood', 'electric'])])];
  f.floorCovering = [
    ...new Set([
      r.weighted([
        ['tile', warm ? 40 : 15],
        ['laminate', 20],
        ['parquet', warm ? 15 : 35],
        ['wood', 10],
        ['marble', luxury ? 25 : 3],
        ['carpet', country.code === 'GB' || country.code === 'US' ? 25 : 3],
        ['linoleum', 2],
        ['other', 1],
      ]),
      ...(r.chance(0.35) ? [r.pick(['tile', 'parquet', 'laminate'])] : []),
    ]),
  ];
  f.glassFrame = [
    r.weighted([
      ['plastic', 50],
      ['aluminium', warm ? 35 : 10],
      ['wood', country.code === 'AT' ? 35 : 15],
    ]),
  ];
  f.glazing = pickSome(r, [
    ['thermal', 0.5],
    ['soundproof', t('city') ? 0.35 : 0.1],
    ['sun-protection', warm ? 0.35 : 0.05],
    ['armoured', luxury ? 0.12 : 0.01],
  ]);
  f.securitySystems = pickSome(r, [
    ['smoke-detectors', 0.4],
    ['alarm', luxury ? 0.6 : 0.2],
    ['video-surveillance', luxury || kind === 'commercial' ? 0.5 : 0.08],
    ['guard', type === 'elite-apartment' ? 0.3 : 0.02],
    ['emergency-call', 0.04],
  ]);
  if (kind === 'commercial') {
    f.comfort = pickSome(r, [
      ['lift', type === 'office' || type === 'hotel' ? 0.7 : 0.1],
      ['air-conditioning', 0.6],
    ]);
    return f;
  }
  f.floorType = house
    ? pickSome(r, [
        ['basement', country.code === 'AT' ? 0.7 : 0.35],
        ['attic', 0.3],
      ])
    : pickSome(r, [
        ['penthouse', type === 'elite-apartment' ? 0.3 : 0.06],
        ['attic', 0.07],
        ['basement', 0.03],
      ]);
  f.kitchenType = [
    r.weighted([
      ['built-in', 35],
      ['open', 25],
      ['kitchen-diner', 20],
      ['island', luxury ? 30 : 4],
      ['niche', kind === 'apartment' && !luxury ? 12 : 1],
    ]),
  ];
  f.bathroom = pickSome(r, [
    ['shower', 0.75],
    ['bathtub', 0.5],
    ['with-toilet', 0.6],
    ['with-window', 0.3],
  ]);
  if (!f.bathroom.length) f.bathroom = ['shower'];
  f.otherFacilities = pickSome(r, [
    ['storeroom', 0.35],
    ['walk-in-wardrobe', luxury ? 0.5 : 0.08],
    ['guest-toilet', house ? 0.5 : 0.1],
    ['bicycle-room', house ? 0.05 : 0.3],
    ['laundry', 0.25],
    ['cellar', house ? 0.45 : 0.2],
    ['wine-cellar', type === 'villa' || type === 'castle' ? 0.3 : 0.02],
  ]);
  f.comfort = pickSome(r, [
    ['lift', house ? 0.02 : type === 'elite-apartment' ? 0.95 : 0.6],
    ['garden', house ? 0.8 : 0.05],
    ['winter-garden', 0.04],
    ['balcony', house ? 0.4 : 0.7],
    ['air-conditioning', warm ? 0.6 : 0.1],
    ['fireplace', t('mountains') ? 0.6 : house ? 0.3 : 0.05],
    ['sauna', t('mountains') ? 0.3 : luxury ? 0.2 : 0.02],
    ['pool', type === 'villa' ? 0.7 : house && t('coast') ? 0.35 : luxury ? 0.2 : 0.03],
  ]);
  const furnished = r.weighted([
    ['full', rent ? 60 : 30],
    ['partial', 35],
    ['none', rent ? 10 : 35],
  ]);
  f.furnishings = [furnished];
  f.additionalEquipment = r.sample(FACETS.additionalEquipment, furnished === 'none' ? r.int(0, 1) : r.int(2, 5));
  return f;
}

function highlightsOf(f: Record<string, string[]>, parking: number): Highlight[] {
  const has = (field: string, v: string) => f[field]?.includes(v);
  const all: [Highlight, boolean][] = [
    ['pool', has('comfort', 'pool')],
    ['seaView', has('windowView', 'sea')],
    ['mountainView', has('windowView', 'mountains')],
    ['lakeView', has('windowView', 'lake')],
    ['garden', has('comfort', 'garden')],
    ['fireplace', has('comfort', 'fireplace')],
    ['sauna', has('comfort', 'sauna')],
    ['wineCellar', has('otherFacilities', 'wine-cellar')],
    ['oldTown', has('windowView', 'old-town')],
    ['balcony', has('comfort', 'balcony')],
    ['airConditioning', has('comfort', 'air-conditioning')],
    ['underfloor', has('heating', 'underfloor')],
    ['lift', has('comfort', 'lift')],
    ['parking', parking > 0],
  ];
  return all
    .filter(([, on]) => on)
    .map(([h]) => h)
    .slice(0, 5);
}

const SCENES: Record<Kind, { cover: SceneKind[]; more: SceneKind[] }> = {
  house: { cover: ['house'], more: ['interior', 'interior', 'hills', 'house'] },
  apartment: { cover: ['apartment', 'town'], more: ['interior', 'interior', 'town', 'apartment'] },
  commercial: { cover: ['town', 'apartment'], more: ['interior', 'town'] },
  plot: { cover: ['hills'], more: ['hills', 'house'] },
};

function photosOf(r: Rng, kind: Kind, city: DemoCity): DemoPhoto[] {
  const coast = city.traits.includes('coast');
  const s = SCENES[kind];
  const kinds: SceneKind[] = [r.pick(coast && kind !== 'commercial' && r.chance(0.3) ? ['sea'] : s.cover)];
  const n = r.int(3, 6);
  while (kinds.length < n) kinds.push(coast && r.chance(0.25) ? 'sea' : r.pick(s.more));
  const seen = new Set<string>();
  return kinds.flatMap((k) => {
    const options = demoPhotosOf(k).filter((p) => !seen.has(p.storageKey));
    if (!options.length) return [];
    const p = r.pick(options);
    seen.add(p.storageKey);
    return [p];
  });
}

/** One estate for `country` drawn from the rng. `year` is the current year (build years, conditions). */
export function generateEstate(r: Rng, country: DemoCountry, year: number): GeneratedEstate {
  const estateType = r.weighted(TYPE_WEIGHTS);
  const p = TYPES[estateType];
  const city = r.weighted(country.cities.map((c) => [c, c.weight] as const));
  const dealType = dealTypeOf(r, estateType);
  const rent = dealType !== 'sale';
  const livingSpace = Math.round(p.space[0] + Math.pow(r.next(), 1.6) * (p.space[1] - p.space[0]));
  const plotArea = p.kind === 'plot' ? livingSpace * r.int(4, 12) : p.kind === 'house' ? r.int(3, 25) * 100 : null;
  const rooms = Math.max(
    1,
    Math.min(
      p.kind === 'commercial' ? 40 : 14,
      estateType === 'room' || estateType === 'shared-flat' || estateType === 'plot' ? 1 : Math.round(livingSpace / r.int(22, 32)),
    ),
  );
  const bedrooms = p.kind === 'commercial' || p.kind === 'plot' ? null : Math.max(1, rooms - (rooms > 2 ? r.int(1, 2) : 0));
  const buildYear = buildYearOf(r, estateType, city, year);
  const condition = p.kind === 'plot' ? 'new' : conditionOf(r, buildYear, year);
  const f = facetsOf(r, estateType, p.kind, country, city, rent);
  if (p.kind !== 'plot') f.condition = [condition];

  const condFactor = condition === 'new' ? 1.15 : condition === 'needs-renovation' ? 0.7 : condition === 'under-construction' ? 0.9 : 1;
  const coastFactor = city.traits.includes('coast') && f.windowView.includes('sea') ? 1.25 : 1;
  const base =
    country.pricePerM2 * city.level * (p.kind === 'plot' ? plotArea! : livingSpace) * p.price * condFactor * coastFactor * (0.75 + r.next() * 0.55);
  const sale =
    base > 1_000_000
      ? Math.round(base / 10_000) * 10_000
      : base > 100_000
        ? Math.round(base / 1000) * 1000
        : Math.max(500, Math.round(base / 500) * 500);
  const monthly = Math.max(150, Math.round(base / 260 / 10) * 10 * (dealType === 'sublet' ? 0.9 : 1));
  const priceEur = rent ? Math.round(monthly) : sale;

  const parking = p.kind === 'house' ? (r.chance(0.7) ? r.int(1, 3) : 0) : p.kind === 'commercial' ? r.int(0, 20) : r.chance(0.3) ? 1 : 0;
  const floors = p.kind === 'apartment' ? r.int(2, 12) : p.kind === 'house' ? r.int(1, 3) : r.int(1, 6);
  const bathrooms = p.kind === 'plot' ? 0 : Math.max(1, Math.ceil(rooms / 2.5));
  const coast = city.traits.includes('coast');
  const distances: Record<string, number> = {
    airport: round1(5 + r.next() * 55),
    centre: round1(0.2 + Math.pow(r.next(), 2) * 15),
    shops: round1(0.1 + r.next() * 2.5),
    school: round1(0.2 + r.next() * 4.5),
    stop: round1(0.05 + r.next() * 1.2),
    station: round1(0.3 + r.next() * 9),
  };
  if (coast) Object.assign(distances, { sea: round1(0.05 + Math.pow(r.next(), 2) * 5), beach: round1(0.1 + Math.pow(r.next(), 2) * 5) });
  if (city.traits.includes('mountains')) distances.skiSlopes = round1(0.5 + r.next() * 25);
  const availableFrom = rent ? new Date(Date.UTC(year, r.int(0, 11), r.int(1, 28))).toISOString().slice(0, 10) : undefined;
  const details: Record<string, unknown> = {
    priceNegotiable: !rent && r.chance(0.3),
    kitchens: p.kind === 'plot' ? 0 : estateType === 'two-family-house' ? 2 : estateType === 'hotel' ? r.int(1, 3) : 1,
    bathrooms,
    toilets: bathrooms + (f.otherFacilities?.includes('guest-toilet') ? 1 : 0),
    parkingPlaces: parking,
    distances,
  };
  if (p.kind !== 'plot') Object.assign(details, { floors, floor: p.kind === 'apartment' ? r.int(0, floors) : undefined });
  if (plotArea) details.plotArea = plotArea;
  if (rent)
    Object.assign(details, {
      deposit: priceEur * r.int(1, 3),
      extraCosts: Math.round((livingSpace * (1.5 + r.next() * 2.5)) / 10) * 10,
      availableFrom,
    });
  else details.commission = r.pick(['3%', '3% + VAT', '3.57%', '5%', 'none']);
  if (buildYear < 1900 && r.chance(0.4)) details.listedBuilding = true;

  const streets = STREETS[country.code];
  const address = r.chance(0.65)
    ? NUMBER_FIRST.has(country.code)
      ? `${r.int(1, 220)} ${r.pick(streets)}`
      : `${r.pick(streets)} ${r.int(1, 120)}`
    : null;
  const texts = estateTexts(r, {
    dealType,
    estateType,
    city,
    rooms,
    livingSpace,
    buildYear,
    condition,
    highlights: highlightsOf(f, parking),
    distances,
    priceNegotiable: details.priceNegotiable === true,
    availableFrom,
  });
  const publishedDaysAgo = Math.floor(Math.pow(r.next(), 1.6) * 400);
  return {
    // ids are random (not from the rng), so adding estates to any database can never clash
    id: randomUUID(),
    dealType,
    estateType,
    ...texts,
    priceEur,
    countryCode: country.code,
    city,
    address,
    lat: round6(city.lat + (r.next() - 0.5) * 0.08),
    lng: round6(city.lng + (r.next() - 0.5) * 0.1),
    buildYear,
    livingSpace,
    totalSpace: Math.round(livingSpace * (1.05 + r.next() * 0.35)),
    plotArea,
    rooms,
    bedrooms,
    facets: f,
    details,
    publishedDaysAgo,
    createdDaysBefore: r.int(0, 10),
    topOfferDays: r.chance(0.04) ? r.int(1, 30) : null,
    views: Math.floor(r.next() * (publishedDaysAgo + 5) * 8),
    photos: photosOf(r, p.kind, city),
  };
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
