// The publishers' formats (api/rates/parsers.ts): the ECB's eurofxref-daily.xml and the Bank of
// Russia's XML_daily.asp in windows-1251 with comma decimals; garbage, a DOCTYPE and missing rows
// are refused with a code; the daily run's time.
import t, { type Test } from 'tap';
import { decimal, decodeXml, parseCbrRates, parseEcbRates, RatesError } from '../../api/rates/parsers.ts';
import { nextDailyRun } from '../../api/rates/settings.ts';
import { safeUrl } from '../../api/rates/fetch.ts';
import { cbrXml, ecbXml, windows1251 } from '../helpers/rates.ts';

const refused = (t: Test, fn: () => unknown, code: string, what: string) => {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  t.ok(caught instanceof RatesError, `${what}: a RatesError`);
  t.equal((caught as RatesError).code, code, `${what}: ${code}`);
};

t.test('the ECB file: the day and the units of each currency per euro', async (t) => {
  const r = parseEcbRates(ecbXml('2026-11-20', { USD: 1.0812, JPY: 163.12, GBP: 0.8652 }));
  t.equal(r.date, '2026-11-20');
  t.same(r.perEur, { USD: 1.0812, JPY: 163.12, GBP: 0.8652 });
});

t.test("the ECB's 90-day file: the first (newest) day only", async (t) => {
  const two = ecbXml('2026-11-20', { USD: 1.08 }).replace(
    '\t</Cube>\n</gesmes:Envelope>',
    "\t\t<Cube time='2026-11-19'><Cube currency='USD' rate='1.07'/></Cube>\n\t</Cube>\n</gesmes:Envelope>",
  );
  t.same(parseEcbRates(two), { date: '2026-11-20', perEur: { USD: 1.08 } });
});

t.test('ECB garbage is refused with a code, never a number made up', async (t) => {
  refused(t, () => parseEcbRates('<html><body>Service unavailable</body></html>'), 'MALFORMED', 'an HTML error page');
  refused(t, () => parseEcbRates('not xml at all'), 'MALFORMED', 'text');
  refused(t, () => parseEcbRates('<gesmes:Envelope xmlns:gesmes="x"><Cube></Cube>'), 'MALFORMED', 'a cut-off file');
  refused(t, () => parseEcbRates('<gesmes:Envelope xmlns:gesmes="x"><Cube/></gesmes:Envelope>'), 'NO_RATES', 'no day');
  refused(t, () => parseEcbRates(ecbXml('2026-11-20', {})), 'NO_RATES', 'a day without rates');
  refused(t, () => parseEcbRates(ecbXml('2026-02-30', { USD: 1.08 })), 'MALFORMED', 'a day that does not exist');
  refused(t, () => parseEcbRates(ecbXml('2026-11-20', { USD: -1 })), 'MALFORMED', 'a negative rate');
  refused(t, () => parseEcbRates(ecbXml('2026-11-20', { USD: 0 })), 'MALFORMED', 'a zero rate');
  refused(t, () => parseEcbRates(ecbXml('2026-11-20', { USD: 1 }).replace("rate='1'", "rate='1e9'")), 'MALFORMED', 'an exponent');
  refused(
    t,
    () => parseEcbRates(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>${ecbXml('2026-11-20', { USD: 1.08 }).replace(/^<\?xml[^>]*>/, '')}`),
    'MALFORMED',
    'a DOCTYPE (entity expansion)',
  );
});

t.test('the Bank of Russia file: windows-1251, comma decimals, nominal; the rouble per euro and the others through it', async (t) => {
  const bytes = cbrXml('2026-11-21', [
    { code: 'USD', nominal: 1, value: 92.5, name: 'Доллар США' },
    { code: 'EUR', nominal: 1, value: 100.1234, name: 'Евро' },
    { code: 'JPY', nominal: 100, value: 61.5, name: 'Японских иен' },
  ]);
  t.match(decodeXml(bytes), /Доллар США/, 'the names decode');
  const r = parseCbrRates(bytes);
  t.equal(r.date, '2026-11-21');
  t.equal(r.perEur.RUB, 100.1234);
  t.equal(r.perEur.USD, Math.round((100.1234 / 92.5) * 1e6) / 1e6);
  t.equal(r.perEur.JPY, Math.round((100.1234 / 0.615) * 1e6) / 1e6, 'per one yen, not per 100');
});

t.test('Bank of Russia garbage is refused', async (t) => {
  refused(t, () => parseCbrRates(cbrXml('2026-11-21', [{ code: 'USD', nominal: 1, value: 92.5, name: 'Доллар' }])), 'NO_RATES', 'no euro row');
  refused(t, () => parseCbrRates(Buffer.from('<ValCurs Date="2026-11-21"><Valute/></ValCurs>')), 'MALFORMED', 'a date in another form');
  refused(
    t,
    () =>
      parseCbrRates(
        windows1251(
          '<?xml version="1.0" encoding="windows-1251"?><ValCurs Date="21.11.2026"><Valute><CharCode>EUR</CharCode><Nominal>1</Nominal><Value>сто</Value></Valute></ValCurs>',
        ),
      ),
    'MALFORMED',
    'a word for a number',
  );
  refused(t, () => parseCbrRates(Buffer.from('<?xml version="1.0" encoding="x-unknown-42"?><ValCurs/>')), 'MALFORMED', 'an unknown encoding');
  refused(t, () => parseCbrRates(Buffer.from([0x3c, 0x61, 0xff, 0xfe, 0x3e])), 'MALFORMED', 'bytes that are not UTF-8');
});

t.test('decimals as publishers write them', async (t) => {
  t.equal(decimal('1.0812'), 1.0812);
  t.equal(decimal(' 98,5 ', true), 98.5);
  t.equal(decimal('98,5'), null, 'a comma only where the format has one');
  t.equal(decimal('1,000.5', true), null);
  t.equal(decimal('NaN'), null);
  t.equal(decimal(''), null);
});

t.test('the daily run is at 16:30 UTC: later today, else tomorrow', async (t) => {
  const at = { hour: 16, minute: 30 };
  t.equal(nextDailyRun(new Date('2026-11-23T09:00:00Z'), at).toISOString(), '2026-11-23T16:30:00.000Z');
  t.equal(nextDailyRun(new Date('2026-11-23T16:30:00Z'), at).toISOString(), '2026-11-24T16:30:00.000Z');
  t.equal(nextDailyRun(new Date('2026-12-31T20:00:00Z'), at).toISOString(), '2027-01-01T16:30:00.000Z');
});

t.test('logs see the URL without its query or credentials', async (t) => {
  t.equal(safeUrl('https://user:secret@rates.example/daily.xml?key=abc'), 'https://rates.example/daily.xml');
});
