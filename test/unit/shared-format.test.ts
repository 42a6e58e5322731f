import t from 'tap';
import { convertPrice, formatNumber, formatPlaceLabel, formatPlacement, formatPrice, fullName, userTitleKey } from '../../shared/core/format.ts';
import type { CurrencyInfo } from '../../shared/contract/geodata.ts';

const NBSP = '\u00a0';

t.test('placement: country name, area unless equal to city, city', async (t) => {
  t.equal(formatPlacement({ countryCode: 'ES', area: 'Andalusia', city: 'Marbella' }, 'en'), 'Spain, Andalusia, Marbella');
  t.equal(formatPlacement({ countryCode: 'ES', area: 'Andalusia', city: 'Marbella' }, 'de'), 'Spanien, Andalusia, Marbella');
  t.equal(formatPlacement({ countryCode: 'AT', area: 'Wien', city: 'Wien' }, 'de'), 'Österreich, Wien', 'area equal to city is left out');
  t.equal(formatPlacement({ countryCode: 'AT', area: 'wien ', city: 'Wien' }, 'ru'), 'Австрия, Wien', 'compared trimmed, ignoring case');
  t.equal(formatPlacement({ countryCode: 'IT', area: null, city: 'Roma' }, 'es'), 'Italia, Roma');
  t.equal(formatPlacement({ countryCode: 'IT', area: '', city: '' }, 'en'), 'Italy', 'empty parts are skipped');
  t.equal(formatPlacement({ countryCode: 'ZZ', city: 'Nowhere' }, 'en'), 'ZZ, Nowhere', 'an unknown code shows as itself');
  t.equal(formatPlacement(null, 'en'), '');
});

t.test('full name: translated title, first and last name; none is left out', async (t) => {
  const titles: Record<string, string> = { 'user.titles.dr': 'Dr.', 'user.titles.mrs': 'Frau' };
  const tr = (k: string) => titles[k] ?? k;
  t.equal(fullName({ title: 'dr', firstName: 'Anna', lastName: 'Schmidt' }, tr), 'Dr. Anna Schmidt');
  t.equal(fullName({ title: 'mrs', firstName: 'Anna', lastName: 'Schmidt' }, tr), 'Frau Anna Schmidt');
  t.equal(fullName({ title: 'none', firstName: 'Anna', lastName: 'Schmidt' }, tr), 'Anna Schmidt');
  t.equal(
    fullName({ title: 'mr', firstName: ' Ivan ', lastName: '' }, () => ''),
    'Ivan',
    'empty parts add no spaces',
  );
  t.equal(fullName(null, tr), '');
  t.equal(userTitleKey('ms'), 'user.titles.ms');
});

t.test('prices: whole units, the product sign, each language its convention', async (t) => {
  t.equal(formatPrice(1250000, 'eur', 'en'), '€1,250,000');
  t.equal(formatPrice(1250000, 'usd', 'en'), '$1,250,000');
  t.equal(formatPrice(1250000, 'eur', 'de'), `1.250.000${NBSP}€`);
  t.equal(formatPrice(1250000, 'usd', 'es'), `1.250.000${NBSP}$`, 'never "US$"');
  t.equal(formatPrice(1250000, 'rub', 'ru'), `1${NBSP}250${NBSP}000${NBSP}₽`, 'U+00A0 groups, never U+202F');
  t.equal(formatPrice(1234, 'eur', 'es'), `1.234${NBSP}€`, 'four digits are grouped in es too');
  t.equal(formatPrice(999.5, 'eur', 'en'), '€1,000', 'rounded half up, no fractions');
  t.equal(formatPrice(0, 'eur', 'de'), `0${NBSP}€`);
  t.equal(formatPrice(-0.2, 'eur', 'en'), '€0', 'no minus zero');
  t.equal(formatPrice(-1500, 'eur', 'de'), `-1.500${NBSP}€`);
  t.equal(formatPrice(Number.NaN, 'eur', 'de'), '');
  t.equal(formatPrice(100, 'eur', 'fr'), '€100', 'an unknown language formats as en');
});

t.test('numbers with fractions', async (t) => {
  t.equal(formatNumber(1234.56, 'de', 1), '1.234,6');
  t.equal(formatNumber(1234.5, 'en', 2), '1,234.5', 'trailing zeros dropped');
  t.equal(formatNumber(85, 'ru', 1), '85');
  t.equal(formatNumber(12345.25, 'ru', 2), `12${NBSP}345,25`);
  t.equal(formatNumber(Infinity, 'en'), '');
});

t.test('a whole number with fraction digits allowed (grouped without Intl) reads as through Intl', async (t) => {
  const NBSP_RE = /\u00a0/g;
  const viaIntl = (n: number, locale: string, group: string) =>
    new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 1, numberingSystem: 'latn' } as Intl.NumberFormatOptions)
      .formatToParts(Math.abs(n))
      .map((p) => (p.type === 'group' ? group : p.value))
      .join('')
      .replace(NBSP_RE, NBSP);
  const styles = { en: ['en-GB', ','], de: ['de-DE', '.'], es: ['es-ES', '.'], ru: ['ru-RU', NBSP] } as const;
  for (const [lng, [locale, group]] of Object.entries(styles)) {
    for (const n of [0, 3, 44, 190, 1000, 12345, 9_999_999, -250, 2 ** 40]) {
      t.equal(formatNumber(n, lng, 1), (n < 0 ? '-' : '') + viaIntl(n, locale, group), `${lng} ${n}`);
    }
  }
});

t.test('the output uses only the separators we chose (no ICU-specific characters)', async (t) => {
  for (const lng of ['en', 'de', 'es', 'ru']) {
    for (const n of [0, 7, 1234, 98765, 1234567.89, 2 ** 40]) {
      const s = formatPrice(n, 'eur', lng);
      t.match(s, /^[0-9.,\u00a0€]+$/, `${lng} ${n}: ${JSON.stringify(s)}`);
    }
  }
});

t.test('currency conversion through eur rates', async (t) => {
  const rates: CurrencyInfo[] = [
    { code: 'eur', sign: '€', rate: 1 },
    { code: 'usd', sign: '$', rate: 1.1 },
    { code: 'rub', sign: '₽', rate: 100 },
  ];
  t.ok(Math.abs(convertPrice(100, 'eur', 'usd', rates)! - 110) < 1e-9, 'eur → usd');
  t.equal(convertPrice(100, 'eur', 'eur', rates), 100);
  t.equal(convertPrice(10000, 'rub', 'eur', rates), 100);
  t.equal(Math.round(convertPrice(110, 'usd', 'rub', rates)!), 10000);
  t.equal(convertPrice(100, 'usd', 'rub', { usd: 2, rub: 50 }), 2500, 'a rate map works too');
  t.equal(convertPrice(100, 'usd', 'rub', { usd: 2 }), null, 'a missing rate → null');
  t.equal(convertPrice(100, 'usd', 'rub', { usd: 0, rub: 1 }), null, 'a zero rate → null');
  t.equal(convertPrice(100, 'usd', 'usd', []), 100, 'same currency needs no rate');
});

// issue 21.7d: an alert mail named 'Málaga, Málaga, ES'
t.test('formatPlaceLabel names a place as a person would: city, the province when it differs, the country by name', async (t) => {
  const malaga = { countryCode: 'ES', area: 'Málaga', city: 'Málaga' };
  t.equal(formatPlaceLabel(malaga, 'en'), 'Málaga, Spain');
  t.equal(formatPlaceLabel(malaga, 'de'), 'Málaga, Spanien');
  t.equal(formatPlaceLabel(malaga, 'es'), 'Málaga, España');
  t.equal(formatPlaceLabel({ ...malaga, names: { city: { ru: 'Малага' }, area: { ru: 'Малага' } } }, 'ru'), 'Малага, Испания');
  t.equal(
    formatPlaceLabel({ countryCode: 'ES', area: 'Malaga', city: 'Málaga' }, 'en'),
    'Málaga, Spain',
    'the same name without its accent is no province of its own',
  );
  t.equal(formatPlaceLabel({ countryCode: 'ES', area: 'Andalusia', city: 'Marbella' }, 'en'), 'Marbella, Andalusia, Spain');
  t.equal(
    formatPlaceLabel({ countryCode: 'ES', area: 'Andalusia', city: 'Marbella', names: { area: { de: 'Andalusien' } } }, 'de'),
    'Marbella, Andalusien, Spanien',
  );
  t.equal(formatPlaceLabel({ countryCode: 'DE', city: 'Berlin' }, 'ru'), 'Berlin, Германия', 'no area: the city and the country');
  t.equal(formatPlaceLabel(null, 'en'), '');
});
