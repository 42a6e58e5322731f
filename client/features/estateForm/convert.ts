// Between an estate as the api gives it and the form's values, and back to a create or change body.
// Empty fields are left out of a new estate; in a change they are sent as null, so clearing a field
// clears it.
import { LANGUAGES, type Currency, type Language } from '../../../shared/core/constants.ts';
import { DISTANCE_KEYS, FACET_FIELDS, facetRecord } from '../../../shared/search/facets.ts';
import type { Estate, EstateInput, EstatePatch } from '../../../shared/contract/estates.ts';
import { parseNumber } from '../../lib/forms/validators.ts';
import { ENERGY_UNIT } from '../../../shared/core/energy.ts';
import { emptyEstateValues, type EstateFormValues, type PerLanguage } from './components/values.ts';
import { htmlToText, textToHtml } from './description.ts';

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function perLanguage(texts: Partial<Record<string, string>> | undefined, map: (s: string) => string = (s) => s): PerLanguage {
  return Object.fromEntries(LANGUAGES.map((l) => [l, texts?.[l] ? map(texts[l] as string) : ''])) as PerLanguage;
}

function energyValues(energy: Estate['energy']): Pick<EstateFormValues, 'energyRating' | 'energyValue' | 'energyKind' | 'energyValidUntil'> {
  if (!energy) return { energyRating: '', energyValue: '', energyKind: 'consumption', energyValidUntil: '' };
  if ('exempt' in energy) return { energyRating: 'exempt', energyValue: '', energyKind: 'consumption', energyValidUntil: '' };
  return {
    energyRating: energy.rating,
    energyValue: str(energy.value),
    energyKind: energy.kind,
    energyValidUntil: str(energy.validUntil).slice(0, 10),
  };
}

/** The certificate of the form's values: null when none is chosen (a change then clears it). */
function energyBody(v: EstateFormValues): Record<string, unknown> | null {
  if (v.energyRating === '') return null;
  if (v.energyRating === 'exempt') return { exempt: true };
  const value = parseNumber(v.energyValue);
  return {
    rating: v.energyRating,
    kind: v.energyKind,
    unit: ENERGY_UNIT,
    ...(value !== null ? { value } : {}),
    ...(v.energyValidUntil ? { validUntil: v.energyValidUntil } : {}),
  };
}

export function valuesFromEstate(estate: Estate): EstateFormValues {
  const base = emptyEstateValues(estate.currency);
  const d = (estate.details ?? {}) as Record<string, unknown>;
  const distances = (d.distances ?? {}) as Record<string, unknown>;
  return {
    ...base,
    dealType: estate.dealType,
    estateType: estate.estateType,
    title: perLanguage(estate.title),
    description: perLanguage(estate.description, htmlToText),
    location: perLanguage(d.location as Record<string, string> | undefined),
    price: str(estate.price),
    currency: estate.currency,
    priceNegotiable: d.priceNegotiable === true,
    commission: str(d.commission),
    extraCosts: str(d.extraCosts),
    deposit: str(d.deposit),
    countryCode: estate.geoData.countryCode.trim().toUpperCase(),
    area: str(estate.geoData.area),
    city: estate.geoData.city,
    address: str(estate.geoData.address),
    lat: str(estate.geoData.lat),
    lng: str(estate.geoData.lng),
    availableFrom: str(d.availableFrom).slice(0, 10),
    availableTo: str(d.availableTo).slice(0, 10),
    livingSpace: str(estate.livingSpace),
    totalSpace: str(estate.totalSpace),
    plotArea: str(d.plotArea),
    rooms: str(estate.rooms),
    bedrooms: str(estate.bedrooms),
    floor: str(d.floor),
    floors: str(d.floors),
    kitchens: str(d.kitchens),
    bathrooms: str(d.bathrooms),
    toilets: str(d.toilets),
    parkingPlaces: str(d.parkingPlaces),
    buildYear: str(estate.buildYear),
    listedBuilding: d.listedBuilding === true,
    ...energyValues(estate.energy),
    externalRef: str(estate.externalRef),
    videoUrl: str(estate.videoUrl),
    tourUrl: str(estate.tourUrl),
    distances: Object.fromEntries(DISTANCE_KEYS.map((k) => [k, str(distances[k])])) as EstateFormValues['distances'],
    facets: facetRecord((f): string[] => [...(estate[f] ?? [])]),
  };
}

/** The body of `POST /api/estate` (mode 'create') or `PATCH /api/estate/{aliasId}` (mode 'change'). */
export function bodyFromValues(v: EstateFormValues, mode: 'create', status: 'draft' | 'published'): EstateInput;
export function bodyFromValues(v: EstateFormValues, mode: 'change', status: 'draft' | 'published'): EstatePatch;
export function bodyFromValues(v: EstateFormValues, mode: 'create' | 'change', status: 'draft' | 'published'): EstateInput | EstatePatch {
  const keepEmpty = mode === 'change';
  const body: Record<string, unknown> = {};
  const put = (target: Record<string, unknown>, key: string, value: unknown) => {
    if (value === null || value === '' || value === undefined) {
      if (keepEmpty) target[key] = null;
    } else target[key] = value;
  };
  const texts = (x: PerLanguage, map: (s: string) => string = (s) => s.trim()) =>
    Object.fromEntries(LANGUAGES.map((l): [Language, string] => [l, map(x[l])]).filter(([, s]) => s !== ''));

  body.dealType = v.dealType;
  body.estateType = v.estateType;
  body.title = texts(v.title);
  body.description = texts(v.description, textToHtml);
  body.price = parseNumber(v.price);
  body.currency = v.currency as Currency;
  const geo: Record<string, unknown> = { countryCode: v.countryCode, city: v.city.trim() };
  put(geo, 'area', v.area.trim());
  put(geo, 'address', v.address.trim());
  // the coordinates go together; a change without them clears both (the api stores what it is sent)
  const lat = parseNumber(v.lat);
  const lng = parseNumber(v.lng);
  put(geo, 'lat', lat !== null && lng !== null ? lat : null);
  put(geo, 'lng', lat !== null && lng !== null ? lng : null);
  body.geoData = geo;
  put(body, 'buildYear', parseNumber(v.buildYear));
  body.livingSpace = parseNumber(v.livingSpace);
  put(body, 'totalSpace', parseNumber(v.totalSpace));
  body.rooms = parseNumber(v.rooms);
  put(body, 'bedrooms', parseNumber(v.bedrooms));
  for (const f of FACET_FIELDS) body[f] = v.facets[f];

  // details are written whole: what is not sent is gone, so only values go in
  const details: Record<string, unknown> = {};
  const location = texts(v.location);
  if (Object.keys(location).length) details.location = location;
  const detail = (key: string, value: unknown) => {
    if (value !== null && value !== '' && value !== undefined) details[key] = value;
  };
  detail('commission', v.commission.trim());
  detail('extraCosts', parseNumber(v.extraCosts));
  detail('deposit', parseNumber(v.deposit));
  details.priceNegotiable = v.priceNegotiable;
  detail('availableFrom', v.availableFrom);
  detail('availableTo', v.availableTo);
  detail('plotArea', parseNumber(v.plotArea));
  for (const k of ['floor', 'floors', 'kitchens', 'bathrooms', 'toilets', 'parkingPlaces'] as const) detail(k, parseNumber(v[k]));
  const distances = Object.fromEntries(DISTANCE_KEYS.map((k) => [k, parseNumber(v.distances[k])]).filter(([, n]) => n !== null));
  if (Object.keys(distances).length) details.distances = distances;
  details.listedBuilding = v.listedBuilding;
  body.details = details;
  put(body, 'externalRef', v.externalRef.trim());
  put(body, 'energy', energyBody(v));
  put(body, 'videoUrl', v.videoUrl.trim());
  put(body, 'tourUrl', v.tourUrl.trim());
  body.status = status;
  // the form's checks (validateEstate) passed before a save, so the required fields hold values; the
  // api judges the rest and names any field it refuses
  return body as EstateInput | EstatePatch;
}
