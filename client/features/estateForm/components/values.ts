// The estate form's values as typed (numbers stay text until sent), their empty state and the checks
// run in the browser. Every field of an estate (docs/domain.md) has its place here.
import { LANGUAGES, type Currency, type Language } from '../../../../shared/core/constants.ts';
import { ESTATE_LIMITS } from '../../../../shared/contract/limits.ts';
import { ENERGY_VALUE_MAX } from '../../../../shared/core/energy.ts';
import { MEDIA_LINK_MAX, TOUR_HOSTS, parseTourUrl, parseVideoUrl } from '../../../../shared/core/media-links.ts';
import { DISTANCE_KEYS, FACET_FIELDS, facetRecord, type DistanceKey, type FacetField } from '../../../../shared/search/facets.ts';
import { msg, type FieldMessage, type FormErrors } from '../../../lib/forms/errors.ts';
import { all, maxLength, numberIn, required, runRules, type Rules } from '../../../lib/forms/validators.ts';

export type PerLanguage = Record<Language, string>;

export interface EstateFormValues {
  dealType: string;
  estateType: string;
  title: PerLanguage;
  description: PerLanguage;
  location: PerLanguage;
  price: string;
  currency: Currency;
  priceNegotiable: boolean;
  commission: string;
  extraCosts: string;
  deposit: string;
  countryCode: string;
  area: string;
  city: string;
  address: string;
  /** decimal degrees as typed, or set by the map's pin; both or neither */
  lat: string;
  lng: string;
  availableFrom: string;
  availableTo: string;
  livingSpace: string;
  totalSpace: string;
  plotArea: string;
  rooms: string;
  bedrooms: string;
  floor: string;
  floors: string;
  kitchens: string;
  bathrooms: string;
  toilets: string;
  parkingPlaces: string;
  buildYear: string;
  listedBuilding: boolean;
  /** '' (not given), 'exempt', or a class A+ … G (shared/core/energy.ts) */
  energyRating: string;
  /** kWh/m²a as typed */
  energyValue: string;
  energyKind: string;
  energyValidUntil: string;
  externalRef: string;
  /** a YouTube or Vimeo link (shared/core/media-links.ts) */
  videoUrl: string;
  /** an https link to a tour on one of TOUR_HOSTS */
  tourUrl: string;
  distances: Record<DistanceKey, string>;
  facets: Record<FacetField, string[]>;
}

/** Number fields that hold whole counts, with their upper bound. */
export const COUNT_FIELDS = ['rooms', 'bedrooms', 'floor', 'floors', 'kitchens', 'bathrooms', 'toilets', 'parkingPlaces'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

export const MAX_TITLE = ESTATE_LIMITS.title;
export const MAX_DESCRIPTION = ESTATE_LIMITS.description;
export const MAX_LOCATION = ESTATE_LIMITS.location;
export const MAX_PRICE = 10_000_000_000;

const perLanguage = (): PerLanguage => Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as PerLanguage;

export function emptyEstateValues(currency: Currency = 'eur'): EstateFormValues {
  return {
    dealType: 'sale',
    estateType: '',
    title: perLanguage(),
    description: perLanguage(),
    location: perLanguage(),
    price: '',
    currency,
    priceNegotiable: false,
    commission: '',
    extraCosts: '',
    deposit: '',
    countryCode: '',
    area: '',
    city: '',
    address: '',
    lat: '',
    lng: '',
    availableFrom: '',
    availableTo: '',
    livingSpace: '',
    totalSpace: '',
    plotArea: '',
    rooms: '',
    bedrooms: '',
    floor: '',
    floors: '',
    kitchens: '',
    bathrooms: '',
    toilets: '',
    parkingPlaces: '',
    buildYear: '',
    listedBuilding: false,
    energyRating: '',
    energyValue: '',
    energyKind: 'consumption',
    energyValidUntil: '',
    externalRef: '',
    videoUrl: '',
    tourUrl: '',
    distances: Object.fromEntries(DISTANCE_KEYS.map((k) => [k, ''])) as Record<DistanceKey, string>,
    facets: facetRecord((): string[] => []),
  };
}

const count = (max: number) => numberIn(0, max, { integer: true });

const perLanguageCheck =
  (max: number, needOne: boolean) =>
  (texts: PerLanguage): FieldMessage | null => {
    const filled = LANGUAGES.filter((l) => texts[l].trim() !== '');
    if (needOne && filled.length === 0) return msg('estateForm.errors.titleRequired');
    const long = LANGUAGES.find((l) => texts[l].length > max);
    return long ? msg('forms.errors.tooLong', { max }) : null;
  };

export const ESTATE_RULES: Rules<EstateFormValues> = {
  dealType: required,
  estateType: required,
  title: perLanguageCheck(MAX_TITLE, true),
  description: perLanguageCheck(MAX_DESCRIPTION, false),
  location: perLanguageCheck(MAX_LOCATION, false),
  price: all(required, numberIn(0, MAX_PRICE)),
  commission: maxLength(ESTATE_LIMITS.commission),
  extraCosts: numberIn(0, MAX_PRICE),
  deposit: numberIn(0, MAX_PRICE),
  countryCode: required,
  area: maxLength(ESTATE_LIMITS.area),
  city: all(required, maxLength(ESTATE_LIMITS.city)),
  address: maxLength(ESTATE_LIMITS.address),
  // both or neither: the empty one is marked
  lat: (lat, v) => numberIn(-90, 90)(lat) ?? (lat.trim() === '' && v.lng.trim() !== '' ? msg('map.pin.both') : null),
  lng: (lng, v) => numberIn(-180, 180)(lng) ?? (lng.trim() === '' && v.lat.trim() !== '' ? msg('map.pin.both') : null),
  availableTo: (to, v) => (to && v.availableFrom && to < v.availableFrom ? msg('estateForm.errors.availableOrder') : null),
  livingSpace: all(required, numberIn(0.01, 1_000_000)),
  totalSpace: numberIn(0.01, 1_000_000),
  plotArea: numberIn(0, 100_000_000),
  rooms: all(required, numberIn(1, 1000, { integer: true })),
  bedrooms: count(1000),
  floor: numberIn(-5, 300, { integer: true }),
  floors: numberIn(1, 300, { integer: true }),
  kitchens: count(100),
  bathrooms: count(100),
  toilets: count(100),
  parkingPlaces: count(10_000),
  buildYear: numberIn(1500, 2100, { integer: true }),
  externalRef: maxLength(ESTATE_LIMITS.externalRef),
  energyValue: numberIn(0, ENERGY_VALUE_MAX),
  // the same checks as the api's (one parser in shared/), so the form names the field before a save
  videoUrl: (v) =>
    v.trim() === ''
      ? null
      : v.length > MEDIA_LINK_MAX
        ? msg('forms.errors.tooLong', { max: MEDIA_LINK_MAX })
        : parseVideoUrl(v.trim())
          ? null
          : msg('estateForm.errors.videoUrl'),
  tourUrl: (v) =>
    v.trim() === ''
      ? null
      : v.length > MEDIA_LINK_MAX
        ? msg('forms.errors.tooLong', { max: MEDIA_LINK_MAX })
        : parseTourUrl(v.trim())
          ? null
          : msg('estateForm.errors.tourUrl', { hosts: TOUR_HOSTS.map((h) => h.host).join(', ') }),
};

const distanceCheck = numberIn(0, 20_000);

/** All checks, the distances included (one message per distance, under `distances.<key>`). */
export function validateEstate(values: EstateFormValues): FormErrors {
  const errors: FormErrors = runRules(values, ESTATE_RULES);
  for (const k of DISTANCE_KEYS) {
    const m = distanceCheck(values.distances[k]);
    if (m) errors[`distances.${k}`] = m;
  }
  return errors;
}

/** The form's field names, for mapping the api's answers (`body/geoData/city` → `city`). */
export const ESTATE_FIELD_NAMES: readonly string[] = [
  ...Object.keys(emptyEstateValues()).filter((k) => k !== 'distances' && k !== 'facets'),
  ...DISTANCE_KEYS.map((k) => `distances.${k}`),
  ...FACET_FIELDS,
];

/** The api's paths that differ from the form's names. */
export const ESTATE_FIELD_ALIASES: Record<string, string> = {
  'geoData.countryCode': 'countryCode',
  'geoData.area': 'area',
  'geoData.city': 'city',
  'geoData.address': 'address',
  'geoData.lat': 'lat',
  'geoData.lng': 'lng',
  energy: 'energyRating',
  'energy.rating': 'energyRating',
  'energy.value': 'energyValue',
  'energy.kind': 'energyKind',
  'energy.unit': 'energyValue',
  'energy.validUntil': 'energyValidUntil',
  'energy.exempt': 'energyRating',
  ...Object.fromEntries(
    LANGUAGES.flatMap((l) => [
      [`title.${l}`, 'title'],
      [`description.${l}`, 'description'],
      [`details.location.${l}`, 'location'],
    ]),
  ),
  ...Object.fromEntries(DISTANCE_KEYS.map((k) => [`details.distances.${k}`, `distances.${k}`])),
  ...Object.fromEntries(
    [
      'commission',
      'extraCosts',
      'deposit',
      'priceNegotiable',
      'availableFrom',
      'availableTo',
      'plotArea',
      'floor',
      'floors',
      'kitchens',
      'bathrooms',
      'toilets',
      'parkingPlaces',
      'listedBuilding',
    ].map((k) => [`details.${k}`, k]),
  ),
};
