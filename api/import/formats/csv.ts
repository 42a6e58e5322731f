// CSV feeds: a header row with our column names (CSV_COLUMNS, in any order, case-insensitive), comma or
// semicolon separated (whichever the header line has more of), UTF-8 with or without BOM. Parsed by
// csv-parse as a stream: one record at a time, a record longer than maxLineBytes is refused
// (LINE_TOO_LONG) before it is held whole, and reading stops at maxListings + 1 (TOO_MANY_LISTINGS).
import { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { LANGUAGES, type Language } from '../../../shared/core/constants.ts';
import { DEAL_TYPES, ESTATE_TYPES, FACETS, FACET_FIELDS, type DealType, type EstateType, type FacetField } from '../../../shared/search/facets.ts';
import { ListingBuilder, countryFromName, isHttpUrl, normalizeExternalId, quote, splitList, type FeedProblemCode } from './common.ts';
import { alpha3ToAlpha2 } from './iso3.ts';
import { FeedError, type FeedLimits, type FeedListing, type FeedProblem } from './types.ts';

export interface CsvColumn {
  name: string;
  /** one line, English (the api and the docs show it) */
  description: string;
  example: string;
  required: boolean;
}

const facetExamples: Partial<Record<FacetField, string>> = {
  heating: 'gas,underfloor',
  floorCovering: 'parquet,tile',
  kitchenType: 'built-in',
  bathroom: 'shower,with-window',
  comfort: 'balcony,lift',
  furnishings: 'partial',
  windowView: 'garden',
  condition: 'renovated',
};

const textColumns = (kind: 'title' | 'description' | 'location'): CsvColumn[] =>
  (['ru', 'en', 'de', 'es'] as const).map((lang) => ({
    name: `${kind}_${lang}`,
    description:
      kind === 'title'
        ? `Title in ${lang} (at most 200 characters); at least one title_* or description_* is needed`
        : kind === 'location'
          ? `The location described in ${lang} (at most 300 characters)`
          : `Description in ${lang} (plain text, at most 20,000 characters)`,
    example:
      kind === 'location'
        ? ''
        : kind === 'title'
          ? { ru: 'Светлая квартира у парка', en: 'Bright flat by the park', de: 'Helle Wohnung am Park', es: 'Piso luminoso junto al parque' }[lang]
          : {
              ru: 'Три комнаты, балкон на юг, пять минут до метро.',
              en: 'Three rooms, a south-facing balcony, five minutes to the underground.',
              de: 'Drei Zimmer, Südbalkon, fünf Minuten zur U-Bahn.',
              es: 'Tres habitaciones, balcón al sur, a cinco minutos del metro.',
            }[lang],
    required: false,
  }));

/** Our CSV columns, in template order. */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  {
    name: 'externalId',
    description: 'Your own stable id of the listing (at most 100 characters); re-imports update by it',
    example: 'B-1042',
    required: true,
  },
  { name: 'dealType', description: `One of ${DEAL_TYPES.join(', ')}`, example: 'sale', required: true },
  { name: 'estateType', description: `One of ${ESTATE_TYPES.join(', ')}`, example: 'apartment', required: true },
  { name: 'price', description: 'Sale price, or monthly rent; digits with . or , as decimal mark', example: '385000', required: true },
  { name: 'currency', description: 'eur, usd or rub', example: 'eur', required: true },
  { name: 'countryCode', description: 'ISO 3166-1 alpha-2 country code', example: 'DE', required: true },
  { name: 'city', description: 'City or town', example: 'Berlin', required: true },
  { name: 'area', description: 'District or region', example: 'Prenzlauer Berg', required: false },
  { name: 'address', description: 'Street and number', example: 'Kastanienallee 12', required: false },
  { name: 'lat', description: 'Latitude, decimal degrees', example: '52.5386', required: false },
  { name: 'lng', description: 'Longitude, decimal degrees', example: '13.4093', required: false },
  { name: 'livingSpace', description: 'Living space in m²', example: '84.5', required: true },
  { name: 'totalSpace', description: 'Total area in m²', example: '92', required: false },
  { name: 'plotArea', description: 'Plot area in m²', example: '', required: false },
  { name: 'rooms', description: 'Number of rooms (a whole number, at least 1)', example: '3', required: true },
  { name: 'bedrooms', description: 'Number of bedrooms', example: '2', required: false },
  { name: 'bathrooms', description: 'Number of bathrooms', example: '1', required: false },
  { name: 'buildYear', description: 'Year of construction', example: '1908', required: false },
  { name: 'floor', description: 'Floor of the flat (0 = ground floor, negative below)', example: '3', required: false },
  { name: 'floors', description: 'Floors of the building', example: '5', required: false },
  { name: 'toilets', description: 'Separate toilets', example: '', required: false },
  { name: 'parkingPlaces', description: 'Parking places', example: '1', required: false },
  { name: 'extraCosts', description: 'Monthly extra costs, in the listing currency', example: '280', required: false },
  { name: 'deposit', description: 'Deposit, in the listing currency', example: '', required: false },
  { name: 'commission', description: 'Commission, as text (at most 100 characters)', example: '3.57 % incl. VAT', required: false },
  { name: 'priceNegotiable', description: 'yes or no', example: 'no', required: false },
  { name: 'availableFrom', description: 'Date, YYYY-MM-DD', example: '2027-01-01', required: false },
  ...FACET_FIELDS.map((f) => ({
    name: f,
    description: `List, comma-separated inside quotes, any of: ${FACETS[f].join(', ')}`,
    example: facetExamples[f] ?? '',
    required: false,
  })),
  ...textColumns('title'),
  ...textColumns('description'),
  ...textColumns('location'),
  { name: 'videoUrl', description: 'A YouTube or Vimeo video link', example: '', required: false },
  { name: 'tourUrl', description: 'An https link to a virtual tour on Matterport or Kuula', example: '', required: false },
  {
    name: 'photos',
    description: 'Photo URLs (http or https), separated by spaces or commas; the first is the cover',
    example: 'https://example.com/b1042/1.jpg https://example.com/b1042/2.jpg',
    required: false,
  },
];

const REQUIRED_COLUMNS = CSV_COLUMNS.filter((c) => c.required).map((c) => c.name);

function csvCell(s: string, delimiter = ','): string {
  return /["\n\r]/.test(s) || s.includes(delimiter) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The template a user downloads: the header and one example row, comma-separated, UTF-8 with a BOM (so Excel reads it as UTF-8). */
export function csvTemplate(): string {
  const header = CSV_COLUMNS.map((c) => c.name).join(',');
  const row = CSV_COLUMNS.map((c) => csvCell(c.example)).join(',');
  return `\ufeff${header}\r\n${row}\r\n`;
}

/** The delimiter of a header line: `;` when it has more semicolons than commas outside quotes. */
export function detectDelimiter(headerLine: string): ',' | ';' {
  let inQuotes = false;
  let commas = 0;
  let semis = 0;
  for (const ch of headerLine) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch === ',') commas++;
    else if (!inQuotes && ch === ';') semis++;
  }
  return semis > commas ? ';' : ',';
}

const byLowerName = new Map(CSV_COLUMNS.map((c) => [c.name.toLowerCase(), c.name]));

function mapRow(row: Record<string, string>, line: number, limits: FeedLimits): FeedListing {
  const id = normalizeExternalId(row.externalId);
  const b = new ListingBuilder(id ?? `#${line}`, limits);
  if (!id) {
    b.problem(
      'externalId',
      row.externalId?.trim() ? 'INVALID_VALUE' : 'MISSING_VALUE',
      row.externalId?.trim() ? 'externalId is longer than 100 characters' : `Line ${line} has no externalId`,
      true,
    );
  }
  const cell = (name: string) => {
    const v = row[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const enumCell = <T extends string>(name: 'dealType' | 'estateType', values: readonly T[], set: (v: T) => void) => {
    const raw = cell(name);
    if (raw === undefined) return;
    const v = raw.toLowerCase();
    if ((values as readonly string[]).includes(v)) set(v as T);
    else b.problem(name, 'UNMAPPED_VALUE', `${name}: ${quote(raw)} is not one of ${values.join(', ')}`, true);
  };
  enumCell<DealType>('dealType', DEAL_TYPES, (v) => b.setDealType(v));
  enumCell<EstateType>('estateType', ESTATE_TYPES, (v) => b.setEstateType(v));
  b.setNumber('price', cell('price'));
  const currency = cell('currency');
  if (currency) b.setCurrency(currency);
  const country = cell('countryCode');
  if (country) b.setCountry(countryFromName(country, alpha3ToAlpha2), country, 'countryCode');
  b.setText('geoData.city', cell('city'));
  b.setText('geoData.area', cell('area'));
  b.setText('geoData.address', cell('address'));
  b.setNumber('geoData.lat', cell('lat'), 'lat');
  b.setNumber('geoData.lng', cell('lng'), 'lng');
  b.setNumber('livingSpace', cell('livingSpace'));
  b.setNumber('totalSpace', cell('totalSpace'));
  b.setNumber('details.plotArea', cell('plotArea'), 'plotArea');
  b.setNumber('rooms', cell('rooms'));
  b.setNumber('bedrooms', cell('bedrooms'));
  b.setNumber('details.bathrooms', cell('bathrooms'), 'bathrooms');
  b.setNumber('buildYear', cell('buildYear'));
  b.setNumber('details.floor', cell('floor'), 'floor');
  b.setNumber('details.floors', cell('floors'), 'floors');
  b.setNumber('details.toilets', cell('toilets'), 'toilets');
  b.setNumber('details.parkingPlaces', cell('parkingPlaces'), 'parkingPlaces');
  b.setNumber('details.extraCosts', cell('extraCosts'), 'extraCosts');
  b.setNumber('details.deposit', cell('deposit'), 'deposit');
  const commission = cell('commission');
  if (commission) b.setDetailText('commission', commission, 100);
  const negotiable = cell('priceNegotiable');
  if (negotiable) b.setDetailFlag('priceNegotiable', negotiable);
  const from = cell('availableFrom');
  if (from) b.setDetailDate('availableFrom', from);
  for (const f of FACET_FIELDS) {
    const raw = cell(f);
    if (raw) for (const v of splitList(raw)) b.addFacet(f, v);
  }
  for (const lang of LANGUAGES as readonly Language[]) {
    b.addText('title', lang, cell(`title_${lang}`));
    b.addText('description', lang, cell(`description_${lang}`));
    b.addText('location', lang, cell(`location_${lang}`));
  }
  b.setVideoUrl(cell('videoUrl'));
  b.setTourUrl(cell('tourUrl'));
  const photos = cell('photos');
  if (photos) {
    photos
      .split(/[\s,]+/)
      .filter(Boolean)
      .forEach((url, i) => {
        if (isHttpUrl(url)) b.addPhoto({ kind: 'url', url });
        else b.problem(`photos[${i}]`, 'INVALID_VALUE', `${quote(url)} is not an http or https URL`);
      });
  }
  return b.finish();
}

function csvFailure(err: unknown): Error {
  if (err instanceof FeedError) return err;
  if (err instanceof CsvError) {
    const line = (err as CsvError & { lines?: number }).lines;
    const at = line ? ` (line ${line})` : '';
    if (err.code === 'CSV_MAX_RECORD_SIZE') return new FeedError('LINE_TOO_LONG', `A CSV record is longer than the limit${at}`);
    return new FeedError('MALFORMED_CSV', `The CSV cannot be read${at}: ${err.message.replace(/^Invalid [^:]*: /, '')}`);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Streams the CSV text (already decoded) into listings. The header is checked first: our required
 * columns must be there (else MALFORMED_CSV naming the missing ones) and columns we do not know are
 * reported once, as non-fatal problems with externalId `#header`, on the first listing.
 */
export async function* readCsv(text: AsyncIterable<string>, delimiter: ',' | ';', limits: FeedLimits): AsyncGenerator<FeedListing> {
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    max_record_size: limits.maxLineBytes,
    info: true,
  });
  const source = Readable.from(text, { objectMode: false });
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);

  let columns: (string | null)[] | null = null;
  let headerProblems: FeedProblem[] = [];
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = record.map((name) => byLowerName.get(name.trim().toLowerCase()) ?? null);
        const present = new Set(columns.filter(Boolean));
        const missing = REQUIRED_COLUMNS.filter((c) => !present.has(c));
        const hasText = [...present].some((c) => /^(title|description)_/.test(c!));
        if (missing.length || !hasText) {
          const need = [...missing, ...(hasText ? [] : ['title_<lang> or description_<lang>'])];
          throw new FeedError('MALFORMED_CSV', `The CSV header lacks our columns: ${need.join(', ')} (download the template for the column names)`);
        }
        const problem = (field: string, code: FeedProblemCode, message: string): FeedProblem => ({
          externalId: '#header',
          field,
          code,
          message,
          fatal: false,
        });
        headerProblems = record
          .map((name, i) =>
            columns![i] === null ? problem(name, 'UNKNOWN_COLUMN', `Column ${quote(name)} is not one of ours; it is ignored`) : null,
          )
          .filter((p): p is FeedProblem => p !== null);
        const seen = new Set<string>();
        columns.forEach((c, i) => {
          if (c && seen.has(c)) {
            headerProblems.push(problem(c, 'UNKNOWN_COLUMN', `Column ${quote(c)} appears twice; the first is used`));
            columns![i] = null;
          }
          if (c) seen.add(c);
        });
        continue;
      }
      if (++count > limits.maxListings) throw new FeedError('TOO_MANY_LISTINGS', `The file has more than ${limits.maxListings} listings`);
      const row: Record<string, string> = {};
      columns.forEach((c, i) => {
        if (c && record[i] !== undefined) row[c] = record[i];
      });
      const listing = mapRow(row, info.lines, limits);
      if (record.length > columns.length && record.slice(columns.length).some((v) => v.trim())) {
        listing.problems.push({
          externalId: listing.externalId,
          field: '#row',
          code: 'NOT_IN_MODEL',
          message: `Line ${info.lines} has ${record.length} values for ${columns.length} columns; the extra ones are ignored`,
          fatal: false,
        });
      }
      if (headerProblems.length) {
        listing.problems.unshift(...headerProblems);
        headerProblems = [];
      }
      yield listing;
    }
  } catch (err) {
    throw csvFailure(err);
  } finally {
    source.destroy();
    parser.destroy();
  }
}
