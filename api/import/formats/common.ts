// What every reader shares: the default limits, the problem codes, number and text parsing, and the
// ListingBuilder that collects one listing's values and problems and checks them against the create
// body's ranges (shared/contract/estate-inputs.ts) before the engine sees them. A value outside a range
// is reported, never passed on for the api to refuse later.
import { LANGUAGES, CURRENCIES, type Currency, type Language } from '../../../shared/core/constants.ts';
import { COUNTRY_ROWS } from '../../../shared/geo/countries-data.ts';
import { COUNTRY_NAMES } from '../../../shared/geo/country-names/index.ts';
import { isCountryCode } from '../../../shared/geo/countries.ts';
import { MAX_BUILD_YEAR_AHEAD, MAX_PHOTOS_PER_ESTATE, MIN_BUILD_YEAR, type EstateInput } from '../../../shared/contract/estate-inputs.ts';
import {
  FACETS,
  isDealType,
  isEstateType,
  isFacetField,
  isFacetValue,
  type DealType,
  type EstateType,
  type FacetField,
} from '../../../shared/search/facets.ts';
import type { FeedLimits, FeedListing, FeedProblem, FloorPlanSource, PhotoSource } from './types.ts';
import { MAX_DOCUMENTS_PER_ESTATE } from '../../../shared/core/documents.ts';
import type { EstateEnergy } from '../../../shared/contract/estates.ts';
import { MEDIA_LINK_MAX, TOUR_HOSTS, parseTourUrl, parseVideoUrl } from '../../../shared/core/media-links.ts';

export const DEFAULT_LIMITS: FeedLimits = {
  maxListings: 50_000,
  maxLineBytes: 1024 * 1024,
  maxUnzippedBytes: 1024 * 1024 * 1024,
  maxZipRatio: 100,
  maxPhotosPerListing: MAX_PHOTOS_PER_ESTATE,
  maxPhotoBytes: 20 * 1024 * 1024,
};

export function withDefaults(limits: Partial<FeedLimits> = {}): FeedLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const [k, v] of Object.entries(limits) as [keyof FeedLimits, number | undefined][]) if (typeof v === 'number' && v > 0) out[k] = v;
  return out;
}

/**
 * The stable codes of FeedProblem.code (the api localizes the message from them):
 * - MISSING_VALUE: a required value is absent (fatal) — dealType, estateType, price, currency,
 *   geoData.countryCode, geoData.city, livingSpace, rooms, title, or the external id.
 * - INVALID_VALUE: present but not a number, a date, a URL, or out of our range (fatal for a required field).
 * - UNMAPPED_VALUE: a value our model has no equivalent for (an unknown estate type or facet value).
 * - UNSUPPORTED_CURRENCY: a currency other than eur, usd, rub (fatal).
 * - UNSUPPORTED_LANGUAGE: texts in a language other than ru, en, de, es (left out).
 * - NOT_IN_MODEL: a feed field we do not keep (energy rating, attachments that are not photos, ...).
 * - DERIVED_VALUE: a value we computed from another one (title from the description, living space
 *   from the total area, half rooms rounded down, weekly rent as monthly).
 * - TRUNCATED: a text longer than our limit was cut.
 * - TOO_MANY_PHOTOS: photos past maxPhotosPerListing left out.
 * - UNKNOWN_COLUMN: a CSV column we do not know (reported once, externalId `#header`).
 * - DUPLICATE_ID: the external id appeared earlier in the same file (the later one is not imported).
 */
export const FEED_PROBLEM_CODES = [
  'MISSING_VALUE',
  'INVALID_VALUE',
  'UNMAPPED_VALUE',
  'UNSUPPORTED_CURRENCY',
  'UNSUPPORTED_LANGUAGE',
  'NOT_IN_MODEL',
  'DERIVED_VALUE',
  'TRUNCATED',
  'TOO_MANY_PHOTOS',
  'UNKNOWN_COLUMN',
  'DUPLICATE_ID',
] as const;
export type FeedProblemCode = (typeof FEED_PROBLEM_CODES)[number];

// ---------------------------------------------------------------------------------------------
// Parsing

/**
 * A number as spreadsheets and feeds write it: `250000`, `250000.50`, `250 000`, `1.250.000,50`,
 * `75,5`. With both separators the last one is the decimal mark; a lone comma is a decimal mark unless
 * it groups thousands (`1,500` → 1500). Units and currency signs around it are refused (null).
 */
export function parseNumber(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  let s = raw.replace(/[\s\u00a0\u202f']/g, '');
  if (s === '') return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    if (lastComma > lastDot) s = s.replace(/\./g, '').replace(',', '.');
    else s = s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    s = /^-?\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** `true`, `1`, `yes`, `ja`, `да`, `sí`, `x` → true; `false`, `0`, `no`, `nein`, `нет` → false; else null. */
export function parseBool(raw: string | undefined | null): boolean | null {
  if (raw === undefined || raw === null) return null;
  const s = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'y', 'ja', 'j', 'да', 'si', 'sí', 'x'].includes(s)) return true;
  if (['false', '0', 'no', 'n', 'nein', 'нет', ''].includes(s)) return false;
  return null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  euro: '€',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  hellip: '…',
  bull: '•',
  middot: '·',
  trade: '™',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  zwnj: '\u200c',
  zwj: '\u200d',
  lsaquo: '‹',
  rsaquo: '›',
  permil: '‰',
  dagger: '†',
  OElig: 'Œ',
  oelig: 'œ',
  Scaron: 'Š',
  scaron: 'š',
  Yuml: 'Ÿ',
};
// HTML's names for U+00A0..U+00FF, in code point order
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ' +
  'ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ' +
  'ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring ' +
  'aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc ' +
  'uuml yacute thorn yuml';
LATIN1_NAMES.split(' ').forEach((name, i) => (NAMED_ENTITIES[name] = String.fromCharCode(0xa0 + i)));

/** Decodes HTML character references (`&ouml;`, `&#246;`, `&#xF6;`); unknown names stay as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\ufffd';
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/**
 * Feed text as plain text: tags stripped (`<br>` and block ends become line breaks), HTML entities
 * decoded (feeds often escape HTML twice: `&amp;ouml;`), control characters dropped, runs of blank
 * lines and spaces collapsed. The result is stored and escaped when rendered, like a typed text.
 */
export function cleanText(raw: string | undefined | null): string {
  if (!raw) return '';
  let s = raw;
  for (let i = 0; i < 2 && /&[#A-Za-z]/.test(s); i++) {
    const before = s;
    s = decodeEntities(s);
    if (s === before) break;
  }
  s = s
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Za-z][^<>]*>/g, '');
  s = decodeEntities(s)
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n');
  return s.trim();
}

/** Cut at a word boundary near `max` characters (no broken surrogate pair), with an ellipsis. */
export function cutText(s: string, max: number): string {
  if (s.length <= max) return s;
  let cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.6) cut = cut.slice(0, space);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd() + '…';
}

/** A title from a description: its first sentence or line, at most 200 characters. */
export function titleFromDescription(description: string): string {
  const firstLine = description.split('\n').find((l) => /\S/.test(l)) ?? '';
  const sentence = /^(.{20,}?[.!?])(\s|$)/.exec(firstLine);
  return cutText((sentence ? sentence[1] : firstLine).trim(), 200);
}

export function isLanguage(s: string): s is Language {
  return (LANGUAGES as readonly string[]).includes(s);
}

/** Language codes as feeds write them: `de`, `DE`, `deu`, `ger`, `de-AT`, `en_GB` → our language or null. */
export function toLanguage(raw: string | undefined | null): Language | null {
  if (!raw) return null;
  const s = raw.trim().toLowerCase().split(/[-_]/)[0];
  const map: Record<string, Language> = { de: 'de', deu: 'de', ger: 'de', en: 'en', eng: 'en', ru: 'ru', rus: 'ru', es: 'es', spa: 'es' };
  return map[s] ?? null;
}

export function toCurrency(raw: string | undefined | null): Currency | null {
  if (!raw) return null;
  const s = raw.trim().toLowerCase();
  return (CURRENCIES as readonly string[]).includes(s) ? (s as Currency) : null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-zа-яё0-9]+/g, ' ')
    .trim();

const COUNTRY_BY_NAME = new Map<string, string>();
COUNTRY_ROWS.forEach(([code], i) => {
  for (const names of [COUNTRY_NAMES.en, COUNTRY_NAMES.de, COUNTRY_NAMES.ru, COUNTRY_NAMES.es]) if (names) COUNTRY_BY_NAME.set(fold(names[i]), code);
});
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  'united kingdom': 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  russia: 'RU',
  turkey: 'TR',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  espana: 'ES',
  deutschland: 'DE',
};

/** A country as a name in one of our languages (`Spain`, `España`, `Испания`), alpha-2 or alpha-3 → alpha-2. */
export function countryFromName(raw: string | undefined | null, alpha3: (s: string) => string | null): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const a2 = alpha3(trimmed);
    if (a2) return a2;
  }
  const f = fold(trimmed);
  return COUNTRY_BY_NAME.get(f) ?? COUNTRY_ALIASES[f] ?? null;
}

// ---------------------------------------------------------------------------------------------
// One listing under construction

type NumberField =
  | 'price'
  | 'livingSpace'
  | 'totalSpace'
  | 'rooms'
  | 'bedrooms'
  | 'buildYear'
  | 'geoData.lat'
  | 'geoData.lng'
  | 'details.plotArea'
  | 'details.bathrooms'
  | 'details.toilets'
  | 'details.kitchens'
  | 'details.parkingPlaces'
  | 'details.floor'
  | 'details.floors'
  | 'details.extraCosts'
  | 'details.deposit';

const NUMBER_SPECS: Record<NumberField, { min: number; max: () => number; int?: boolean }> = {
  price: { min: 0, max: () => 10_000_000_000 },
  livingSpace: { min: 0.01, max: () => 1_000_000 },
  totalSpace: { min: 0.01, max: () => 1_000_000 },
  rooms: { min: 1, max: () => 1000, int: true },
  bedrooms: { min: 0, max: () => 1000, int: true },
  buildYear: { min: MIN_BUILD_YEAR, max: () => new Date().getUTCFullYear() + MAX_BUILD_YEAR_AHEAD, int: true },
  'geoData.lat': { min: -90, max: () => 90 },
  'geoData.lng': { min: -180, max: () => 180 },
  'details.plotArea': { min: 0, max: () => 100_000_000 },
  'details.bathrooms': { min: 0, max: () => 100, int: true },
  'details.toilets': { min: 0, max: () => 100, int: true },
  'details.kitchens': { min: 0, max: () => 100, int: true },
  'details.parkingPlaces': { min: 0, max: () => 10_000, int: true },
  'details.floor': { min: -5, max: () => 300, int: true },
  'details.floors': { min: 1, max: () => 300, int: true },
  'details.extraCosts': { min: 0, max: () => 10_000_000_000 },
  'details.deposit': { min: 0, max: () => 10_000_000_000 },
};

const REQUIRED: readonly string[] = ['dealType', 'estateType', 'price', 'currency', 'geoData.countryCode', 'geoData.city', 'livingSpace', 'rooms'];

const TEXT_LIMITS = { 'geoData.city': 100, 'geoData.area': 100, 'geoData.address': 200 } as const;

/** Shortens a feed value for a problem message. */
export const quote = (v: string) => JSON.stringify(v.length > 80 ? v.slice(0, 77) + '...' : v);

type Values = Record<string, unknown>;

export class ListingBuilder {
  readonly problems: FeedProblem[] = [];
  readonly photos: PhotoSource[] = [];
  readonly floorPlans: FloorPlanSource[] = [];
  private values: Values = {};
  private facets = new Map<FacetField, Set<string>>();
  private titles: Partial<Record<Language, string>> = {};
  private descriptions: Partial<Record<Language, string>> = {};
  private locations: Partial<Record<Language, string>> = {};
  private photosDropped = 0;
  action: 'upsert' | 'delete' | undefined;
  /** the energy certificate, when the feed gives one (energy.ts) */
  energy: EstateEnergy | undefined = undefined;
  /** a YouTube or Vimeo link and a tour link (shared/core/media-links.ts), when the feed gives them */
  private videoUrl: string | undefined;
  private tourUrl: string | undefined;

  constructor(
    readonly externalId: string,
    private readonly limits: FeedLimits,
  ) {}

  /** A video link: kept when YouTube or Vimeo, else reported (the listing itself is kept). */
  setVideoUrl(raw: string | undefined): void {
    const url = raw?.trim();
    if (!url) return;
    if (url.length <= MEDIA_LINK_MAX && parseVideoUrl(url)) this.videoUrl = url;
    else this.problem('videoUrl', 'INVALID_VALUE', `${quote(url)} is not a YouTube or Vimeo video link; not kept`);
  }

  /** A virtual tour link: kept when https on one of TOUR_HOSTS, else reported. */
  setTourUrl(raw: string | undefined): void {
    const url = raw?.trim();
    if (!url) return;
    if (url.length <= MEDIA_LINK_MAX && parseTourUrl(url)) this.tourUrl = url;
    else
      this.problem('tourUrl', 'INVALID_VALUE', `${quote(url)} is not an https tour link on ${TOUR_HOSTS.map((h) => h.host).join(' or ')}; not kept`);
  }

  problem(field: string, code: FeedProblemCode, message: string, fatal = false): void {
    this.problems.push({ externalId: this.externalId, field, code, message, fatal });
  }

  has(field: string): boolean {
    return this.values[field] !== undefined;
  }

  get(field: string): unknown {
    return this.values[field];
  }

  setDealType(v: DealType): void {
    if (isDealType(v)) this.values.dealType = v;
  }

  setEstateType(v: EstateType): void {
    if (isEstateType(v)) this.values.estateType = v;
  }

  setCurrency(raw: string, field = 'currency'): void {
    const c = toCurrency(raw);
    if (c) this.values.currency = c;
    else this.problem(field, 'UNSUPPORTED_CURRENCY', `Currency ${quote(raw)} is not one of eur, usd, rub`, true);
  }

  /** Parses and range-checks a number; a bad value is reported (fatal when the field is required). */
  setNumber(field: NumberField, raw: string | number | undefined | null, sourceName: string = field): number | null {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
    const n = typeof raw === 'number' ? raw : parseNumber(raw);
    const spec = NUMBER_SPECS[field];
    const fatal = REQUIRED.includes(field);
    if (n === null) {
      this.problem(field, 'INVALID_VALUE', `${sourceName}: ${quote(String(raw))} is not a number`, fatal);
      return null;
    }
    let value = n;
    if (spec.int && !Number.isInteger(value)) {
      value = Math.floor(value);
      this.problem(field, 'DERIVED_VALUE', `${sourceName}: ${n} is not a whole number; ${value} kept`);
    }
    if (value < spec.min || value > spec.max()) {
      this.problem(field, 'INVALID_VALUE', `${sourceName}: ${n} is outside ${spec.min}..${spec.max()}`, fatal);
      return null;
    }
    this.values[field] = value;
    return value;
  }

  setCountry(code: string | null, raw: string, sourceName = 'country'): void {
    if (code) this.values['geoData.countryCode'] = code;
    else this.problem('geoData.countryCode', 'INVALID_VALUE', `${sourceName}: ${quote(raw)} is not a country we know`, true);
  }

  setText(field: 'geoData.city' | 'geoData.area' | 'geoData.address', raw: string | undefined | null): void {
    const s = cleanText(raw ?? '').replace(/\s+/g, ' ');
    if (!s) return;
    const max = TEXT_LIMITS[field];
    if (s.length > max) this.problem(field, 'TRUNCATED', `Longer than ${max} characters; cut`);
    this.values[field] = cutText(s, max);
  }

  setDetailFlag(field: 'priceNegotiable' | 'listedBuilding', raw: string, sourceName: string = field): void {
    const v = parseBool(raw);
    if (v === null) this.problem(`details.${field}`, 'INVALID_VALUE', `${sourceName}: ${quote(raw)} is not yes or no`);
    else this.values[`details.${field}`] = v;
  }

  /** A date as YYYY-MM-DD or DD.MM.YYYY. */
  setDetailDate(field: 'availableFrom' | 'availableTo', raw: string, sourceName: string = field): void {
    const s = raw.trim();
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s) ?? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
    let iso: string | null = null;
    if (m) {
      const [y, mo, d] = m[1].length === 4 ? [m[1], m[2], m[3]] : [m[3], m[2].padStart(2, '0'), m[1].padStart(2, '0')];
      const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
      if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(`${y}-${mo}-${d}`)) iso = `${y}-${mo}-${d}`;
    }
    if (iso) this.values[`details.${field}`] = iso;
    else this.problem(`details.${field}`, 'INVALID_VALUE', `${sourceName}: ${quote(raw)} is not a date (YYYY-MM-DD)`);
  }

  setDetailText(field: 'commission', raw: string, max: number): void {
    const s = cleanText(raw).replace(/\s+/g, ' ');
    if (!s) return;
    if (s.length > max) this.problem(`details.${field}`, 'TRUNCATED', `Longer than ${max} characters; cut`);
    this.values[`details.${field}`] = cutText(s, max);
  }

  /** A facet value by our slug; anything else is reported as unmapped. */
  addFacet(field: FacetField, value: string, sourceName?: string): void {
    if (!isFacetValue(field, value)) {
      this.problem(field, 'UNMAPPED_VALUE', `${sourceName ?? field}: ${quote(value)} is not one of ${FACETS[field].join(', ')}`);
      return;
    }
    let set = this.facets.get(field);
    if (!set) this.facets.set(field, (set = new Set()));
    set.add(value);
  }

  hasFacet(field: FacetField): boolean {
    return (this.facets.get(field)?.size ?? 0) > 0;
  }

  addText(kind: 'title' | 'description' | 'location', lang: Language, raw: string | undefined | null): void {
    const text = kind === 'title' ? cleanText(raw).replace(/\s+/g, ' ') : cleanText(raw);
    if (!text) return;
    const target = kind === 'title' ? this.titles : kind === 'description' ? this.descriptions : this.locations;
    const max = kind === 'title' ? 200 : kind === 'description' ? 20_000 : 300;
    const joined = target[lang] ? `${target[lang]}\n\n${text}` : text;
    const field = kind === 'location' ? `details.location.${lang}` : `${kind}.${lang}`;
    if (joined.length > max) this.problem(field, 'TRUNCATED', `Longer than ${max} characters; cut`);
    target[lang] = cutText(joined, max);
  }

  hasTitle(): boolean {
    return Object.keys(this.titles).length > 0;
  }

  /** Floor plans past MAX_DOCUMENTS_PER_ESTATE are reported, not kept. */
  addFloorPlan(source: FloorPlanSource): void {
    if (this.floorPlans.length >= MAX_DOCUMENTS_PER_ESTATE)
      this.problem(
        `floorPlans[${this.floorPlans.length}]`,
        'NOT_IN_MODEL',
        `only ${MAX_DOCUMENTS_PER_ESTATE} floor plans are kept per listing; this one is not`,
      );
    else this.floorPlans.push(source);
  }

  addPhoto(source: PhotoSource): void {
    if (this.photos.length >= this.limits.maxPhotosPerListing) this.photosDropped++;
    else this.photos.push(source);
  }

  /**
   * The listing: required values checked (a missing title is made from the description's first
   * sentence, reported unless `derivedTitleIsNormal`, as for Kyero, which has no titles), and the
   * estate left out when any problem is fatal.
   */
  finish(options: { derivedTitleIsNormal?: boolean } = {}): FeedListing {
    if (this.photosDropped > 0) {
      this.problem(
        'photos',
        'TOO_MANY_PHOTOS',
        `${this.photos.length + this.photosDropped} photos; the first ${this.limits.maxPhotosPerListing} kept, ${this.photosDropped} left out`,
      );
    }
    if (this.action === 'delete') {
      // a delete without a usable id cannot name what to withdraw: it is only reported
      const unusable = this.problems.some((p) => p.fatal);
      return { externalId: this.externalId, ...(unusable ? {} : { action: 'delete' as const }), photos: [], problems: this.problems };
    }
    if (!this.hasTitle()) {
      for (const lang of LANGUAGES) {
        const d = this.descriptions[lang];
        if (d) this.titles[lang] = titleFromDescription(d);
      }
      if (this.hasTitle() && !options.derivedTitleIsNormal)
        this.problem('title', 'DERIVED_VALUE', 'No title: the first sentence of the description is used');
    }
    const fatalBefore = this.problems.some((p) => p.fatal);
    for (const field of REQUIRED) {
      if (this.values[field] === undefined && !this.problems.some((p) => p.field === field && p.fatal)) {
        this.problem(field, 'MISSING_VALUE', `${field} is required`, true);
      }
    }
    if (!this.hasTitle()) this.problem('title', 'MISSING_VALUE', 'A title or a description in ru, en, de or es is required', true);
    if (fatalBefore || this.problems.some((p) => p.fatal)) return { externalId: this.externalId, photos: this.photos, problems: this.problems };

    const v = this.values;
    const details: Values = {};
    for (const [k, val] of Object.entries(v)) if (k.startsWith('details.')) details[k.slice(8)] = val;
    if (Object.keys(this.locations).length) details.location = { ...this.locations };
    const estate: Values = {
      dealType: v.dealType,
      estateType: v.estateType,
      title: { ...this.titles },
      price: v.price,
      currency: v.currency,
      geoData: Object.fromEntries(
        ['countryCode', 'city', 'area', 'address', 'lat', 'lng'].filter((k) => v[`geoData.${k}`] !== undefined).map((k) => [k, v[`geoData.${k}`]]),
      ),
      livingSpace: v.livingSpace,
      rooms: v.rooms,
      externalRef: this.externalId,
    };
    if (Object.keys(this.descriptions).length) estate.description = { ...this.descriptions };
    for (const k of ['totalSpace', 'bedrooms', 'buildYear']) if (v[k] !== undefined) estate[k] = v[k];
    for (const [field, set] of this.facets) if (set.size) estate[field] = FACETS[field].filter((x) => set.has(x));
    if (Object.keys(details).length) estate.details = details;
    if (this.energy) estate.energy = this.energy;
    if (this.videoUrl) estate.videoUrl = this.videoUrl;
    if (this.tourUrl) estate.tourUrl = this.tourUrl;
    return {
      externalId: this.externalId,
      action: this.action,
      // the mapped values, not yet checked against the create body: api/import/sync.ts prepareListing does
      estate: estate as EstateInput,
      photos: this.photos,
      ...(this.floorPlans.length ? { floorPlans: this.floorPlans } : {}),
      problems: this.problems,
    };
  }
}

/** Splits a list cell (`gas,central`, `gas; central`, `gas|central`) into trimmed lower-case values. */
export function splitList(raw: string): string[] {
  return raw
    .split(/[,;|]/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export { isFacetField };

/** An external id as we key it: trimmed, 1..100 characters; null when unusable. */
export function normalizeExternalId(raw: string | undefined | null): string | null {
  const s = (raw ?? '').trim();
  return s && s.length <= 100 ? s : null;
}

/** Remembers ids seen in one file and marks a repeated one with a fatal DUPLICATE_ID problem. */
export function duplicateGuard(): (listing: FeedListing) => FeedListing {
  const seen = new Set<string>();
  return (listing) => {
    if (listing.externalId.startsWith('#')) return listing;
    if (seen.has(listing.externalId)) {
      return {
        externalId: listing.externalId,
        photos: [],
        problems: [
          ...listing.problems,
          {
            externalId: listing.externalId,
            field: 'externalId',
            code: 'DUPLICATE_ID',
            message: `${quote(listing.externalId)} appears earlier in this file`,
            fatal: true,
          },
        ],
      };
    }
    seen.add(listing.externalId);
    return listing;
  };
}

export const isHttpUrl = (s: string): boolean => {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};
