// The listing form's energy certificate (issue 24, item 3): client/features/estateForm/components/
// EnergyFields.tsx says where adverts must state the class (Germany, Spain) in the visitor's language,
// offers "exempt" and, for a class, its kind, value and expiry; client/features/estateForm/convert.ts
// turns the fields into the api's `energy` (a class with unit and kind, `{exempt: true}`, or none) and
// a stored certificate back into the fields when the listing is edited.
import t from 'tap';
import { Value } from 'typebox/value';
import { EnergyFields, type EnergyFieldsProps } from '../../client/features/estateForm/components/EnergyFields.tsx';
import { emptyEstateValues, validateEstate, type EstateFormValues } from '../../client/features/estateForm/components/values.ts';
import { bodyFromValues, valuesFromEstate } from '../../client/features/estateForm/convert.ts';
import { EstateEnergy, type Estate } from '../../shared/contract/estates.ts';
import { ENERGY_RATINGS } from '../../shared/core/energy.ts';
import { elementWithClass, render, textOf, tr } from './components-render.tsx';

type EnergyValues = EnergyFieldsProps['values'];
const none = () => {};
const fields = (values: Partial<EnergyValues>, lng: 'en' | 'de' | 'es' | 'ru' = 'en') =>
  render(
    <EnergyFields
      values={{ energyRating: '', energyValue: '', energyKind: 'consumption', energyValidUntil: '', countryCode: '', ...values }}
      set={none}
      error={() => null}
    />,
    lng,
  );

t.test('the hint says where the class is required, in the visitor’s language', async (t) => {
  for (const lng of ['de', 'es', 'en', 'ru'] as const) {
    const de = fields({ countryCode: 'DE' }, lng);
    const hintDe = elementWithClass(de, 'estate-form__energy-hint');
    t.ok(hintDe, `${lng}: a hint for a German listing`);
    t.equal(textOf(hintDe!), tr(lng, 'estateForm.energy.requiredDE'), `${lng}: it names Germany's rule`);
    t.match(hintDe!, /role="note"/);
    const es = fields({ countryCode: 'es' }, lng);
    t.equal(textOf(elementWithClass(es, 'estate-form__energy-hint')!), tr(lng, 'estateForm.energy.requiredES'), `${lng}: Spain's rule, any case`);
    t.notOk(elementWithClass(fields({ countryCode: 'PT' }, lng), 'estate-form__energy-hint'), `${lng}: no hint where none is required`);
    t.notOk(elementWithClass(fields({ countryCode: '' }, lng), 'estate-form__energy-hint'), `${lng}: nor before a country is chosen`);
  }
  t.match(textOf(elementWithClass(fields({ countryCode: 'DE' }, 'de'), 'estate-form__energy-hint')!), /Deutschland.*GEG §87/);
  t.match(textOf(elementWithClass(fields({ countryCode: 'ES' }, 'es'), 'estate-form__energy-hint')!), /España.*RD 390\/2021/);
  t.not(tr('de', 'estateForm.energy.requiredDE'), tr('en', 'estateForm.energy.requiredDE'), 'translated, not the English fallback');
  t.not(tr('es', 'estateForm.energy.requiredES'), tr('en', 'estateForm.energy.requiredES'));
});

t.test('the class choice: none, every class, exempt; the details only for a class', async (t) => {
  const empty = fields({ countryCode: 'DE' }, 'de');
  const options = [...empty.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
  t.same(options, ['', ...ENERGY_RATINGS, 'exempt'], 'not given, A+ … G, exempt');
  t.match(textOf(empty), tr('de', 'estateForm.energy.exempt'), 'exempt is offered in words');
  for (const name of ['energyKind', 'energyValue', 'energyValidUntil']) t.notMatch(empty, new RegExp(`name="${name}"`), `no ${name} without a class`);

  const exempt = fields({ countryCode: 'DE', energyRating: 'exempt' }, 'de');
  t.match(exempt, /<select[^>]*name="energyRating"/);
  t.match(exempt, /<option value="exempt" selected=""/, 'exempt is the chosen option');
  for (const name of ['energyKind', 'energyValue', 'energyValidUntil']) t.notMatch(exempt, new RegExp(`name="${name}"`), `no ${name} when exempt`);

  const rated = fields({ countryCode: 'ES', energyRating: 'C', energyValue: '95', energyKind: 'demand', energyValidUntil: '2031-01-31' }, 'es');
  t.match(rated, /<option value="C" selected=""/);
  t.match(rated, /<option value="demand" selected=""/, 'the kind');
  t.match(textOf(rated), tr('es', 'estateForm.energy.kinds.demand'));
  t.match(rated, /name="energyValue"[^>]*value="95"|value="95"[^>]*name="energyValue"/, 'the value');
  t.match(textOf(rated), 'kWh/m²a', 'in its unit');
  t.match(rated, /type="date"/, 'the expiry is a date');
  t.match(rated, /value="2031-01-31"/);
});

const form = (energy: Partial<EstateFormValues>): EstateFormValues => ({
  ...emptyEstateValues('eur'),
  estateType: 'apartment',
  title: { en: 'Flat', de: '', es: '', ru: '' },
  price: '200000',
  countryCode: 'DE',
  city: 'Berlin',
  livingSpace: '70',
  rooms: '3',
  ...energy,
});

t.test('the fields become the api’s energy, which the api schema takes', async (t) => {
  const rated = bodyFromValues(
    form({ energyRating: 'A+', energyValue: '28,5', energyKind: 'demand', energyValidUntil: '2032-06-30' }),
    'create',
    'published',
  );
  t.same(
    rated.energy,
    { rating: 'A+', kind: 'demand', unit: 'kWh/m²a', value: 28.5, validUntil: '2032-06-30' },
    'a class with its value (decimal comma)',
  );
  t.ok(Value.Check(EstateEnergy, rated.energy), 'the api’s shape');
  const bare = bodyFromValues(form({ energyRating: 'G', energyValue: '', energyKind: 'consumption' }), 'create', 'published');
  t.same(bare.energy, { rating: 'G', kind: 'consumption', unit: 'kWh/m²a' }, 'a class alone: no value, no expiry');
  t.ok(Value.Check(EstateEnergy, bare.energy));
  const exempt = bodyFromValues(form({ energyRating: 'exempt', energyValue: '120', energyValidUntil: '2030-01-01' }), 'create', 'published');
  t.same(exempt.energy, { exempt: true }, 'exempt: nothing else is sent');
  t.ok(Value.Check(EstateEnergy, exempt.energy));
  t.notOk('energy' in bodyFromValues(form({}), 'create', 'published'), 'none given: left out of a new listing');
  t.equal(bodyFromValues(form({}), 'change', 'published').energy, null, 'and cleared in a change');
  t.ok(validateEstate(form({ energyRating: 'B', energyValue: '-3' })).energyValue, 'a negative value is refused by the form');
  t.same(validateEstate(form({ energyRating: 'B', energyValue: '80' })), {}, 'a sound certificate passes');
});

t.test('a stored certificate fills the fields when editing, and goes back unchanged', async (t) => {
  const estate = (energy: Estate['energy']) =>
    ({
      _id: 'e1',
      aliasId: 'berlin-flat-1',
      dealType: 'sale',
      estateType: 'apartment',
      title: { en: 'Flat' },
      description: {},
      price: 200000,
      currency: 'eur',
      geoData: { countryCode: 'DE', area: null, city: 'Berlin', address: null, lat: null, lng: null },
      livingSpace: 70,
      rooms: 3,
      details: {},
      energy,
    }) as unknown as Estate;
  const rated = valuesFromEstate(estate({ rating: 'D', value: 142.3, unit: 'kWh/m²a', kind: 'consumption', validUntil: '2029-03-01T00:00:00.000Z' }));
  t.same(
    [rated.energyRating, rated.energyValue, rated.energyKind, rated.energyValidUntil],
    ['D', '142.3', 'consumption', '2029-03-01'],
    'class, value, kind and the expiry as a date',
  );
  t.same(bodyFromValues(rated, 'change', 'published').energy, {
    rating: 'D',
    kind: 'consumption',
    unit: 'kWh/m²a',
    value: 142.3,
    validUntil: '2029-03-01',
  });
  const exempt = valuesFromEstate(estate({ exempt: true }));
  t.equal(exempt.energyRating, 'exempt');
  t.same(bodyFromValues(exempt, 'change', 'published').energy, { exempt: true });
  const missing = valuesFromEstate(estate(null));
  t.same([missing.energyRating, missing.energyValue, missing.energyValidUntil], ['', '', ''], 'none stored: not given');
  const classOnly = valuesFromEstate(estate({ rating: 'E', unit: 'kWh/m²a', kind: 'demand' }));
  t.same([classOnly.energyRating, classOnly.energyValue, classOnly.energyKind], ['E', '', 'demand'], 'a class without a value (a Kyero feed)');
  t.same(bodyFromValues(classOnly, 'change', 'published').energy, { rating: 'E', kind: 'demand', unit: 'kWh/m²a' });
});
