import t from 'tap';
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../shared/core/constants.ts';
import {
  COUNTRY_CODES,
  FEATURED_COUNTRIES,
  alpha2ToNumeric,
  countriesSortedByName,
  countryName,
  getCountry,
  isCountryCode,
  normalizeCountryCode,
  numericToAlpha2,
} from '../../shared/geo/countries.ts';

t.test('the numeric table maps the featured countries', async (t) => {
  const expected: Record<number, string> = {
    380: 'IT',
    724: 'ES',
    100: 'BG',
    792: 'TR',
    300: 'GR',
    40: 'AT',
    250: 'FR',
    191: 'HR',
    826: 'GB',
    840: 'US',
  };
  for (const [num, code] of Object.entries(expected)) {
    t.equal(numericToAlpha2(Number(num)), code, `${num} → ${code}`);
    t.equal(numericToAlpha2(num), code, `'${num}' → ${code}`);
    t.equal(alpha2ToNumeric(code), Number(num));
  }
  t.equal(numericToAlpha2('040'), 'AT', 'zero-padded digits');
  t.same(FEATURED_COUNTRIES, ['IT', 'ES', 'BG', 'TR', 'GR', 'AT', 'FR', 'HR', 'GB', 'US']);
  t.ok(FEATURED_COUNTRIES.every(isCountryCode));
});

t.test('unknown or malformed numbers give null', async (t) => {
  for (const n of [0, 999, 1000, -380, 380.5, Number.NaN, '', 'abc', '38o', '1234', ' 380', '0x17c']) {
    t.equal(numericToAlpha2(n as number | string), null, `${JSON.stringify(n)}`);
  }
});

t.test('the table holds every ISO 3166-1 country once, numeric codes unique', async (t) => {
  t.equal(COUNTRY_CODES.length, 249);
  t.equal(new Set(COUNTRY_CODES).size, 249);
  t.ok(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c)));
  t.same([...COUNTRY_CODES].sort(), COUNTRY_CODES, 'sorted');
  const nums = COUNTRY_CODES.map((c) => alpha2ToNumeric(c));
  t.equal(new Set(nums).size, 249);
  t.ok(nums.every((n) => n !== null && n > 0 && n < 1000));
  for (const c of COUNTRY_CODES) {
    const names = getCountry(c)!.names;
    if (!LANGUAGES.every((l) => typeof names[l] === 'string' && names[l].length > 0)) t.fail(`${c} lacks a name`);
  }
});

t.test('country codes: strict check and normalization', async (t) => {
  t.ok(isCountryCode('DE'));
  t.notOk(isCountryCode('de'));
  t.notOk(isCountryCode('XX'));
  t.notOk(isCountryCode(42));
  t.equal(normalizeCountryCode(' de '), 'DE');
  t.equal(normalizeCountryCode('XX'), null);
  t.equal(normalizeCountryCode(undefined), null);
});

t.test('names in every language, with fallbacks', async (t) => {
  t.equal(countryName('DE', 'en'), 'Germany');
  t.equal(countryName('DE', 'de'), 'Deutschland');
  t.equal(countryName('DE', 'ru'), 'Германия');
  t.equal(countryName('DE', 'es'), 'Alemania');
  t.equal(countryName('es', 'en'), 'Spain', 'lower-case code');
  t.equal(countryName('IT', 'fr'), 'Italy', 'unknown language → en');
  t.equal(countryName('XX', 'en'), 'XX', 'unknown code → the code');
});

t.test('sorting by name is stable and accent-insensitive', async (t) => {
  const de = countriesSortedByName('de').map((c) => c.names.de);
  t.ok(de.indexOf('Österreich') > de.indexOf('Oman') && de.indexOf('Österreich') < de.indexOf('Pakistan'), 'Ö sorts as O');
  const ru = countriesSortedByName('ru');
  t.equal(ru.length, 249);
  t.equal(ru[0].names.ru[0], 'А');
});

t.test('shared code never calls Intl.DisplayNames at runtime (names are committed data)', async (t) => {
  for (const f of ['geo/countries.ts', 'geo/countries-data.ts', 'core/format.ts']) {
    const src = readFileSync(new URL(`../../shared/${f}`, import.meta.url), 'utf8');
    t.notMatch(src, /new\s+Intl\.DisplayNames|Intl\.DisplayNames\s*\(/, f);
  }
});
