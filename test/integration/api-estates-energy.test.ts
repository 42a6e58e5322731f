// The energy certificate over HTTP through the gateway: created and changed with an estate, exempt,
// cleared; a bad class or a negative value answers 400 naming `energy.rating` / `energy.value`; the
// search `energyRating_lte=C` finds A+ … C and leaves out D and unrated listings.
import t from 'tap';
import { call } from '../helpers/api.ts';
import { startStack } from '../helpers/stack.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import type { Estate } from '../../shared/contract/estates.ts';

t.test('energy certificate', async (t) => {
  const stack = await startStack({ estates: 0 });
  t.teardown(stack.close);
  const gw = { url: stack.gatewayUrl };
  const owner = await newUser(stack.api); // free plan: 3 publications
  const second = await newUser(stack.api);

  const certificate = { rating: 'B', value: 72.5, unit: 'kWh/m²a', kind: 'consumption', validUntil: '2031-04-30' };

  t.test('created with a certificate, read back, changed, made exempt and cleared', async (t) => {
    const created = await call<Estate>(gw, 'POST', '/api/estate', estateBody({ status: 'draft', energy: certificate }), owner.token);
    t.equal(created.status, 201, JSON.stringify(created.body));
    t.same(created.body.energy, certificate, 'answered as given');
    const alias = created.body.aliasId;
    const read = await call<Estate>(gw, 'GET', `/api/estate/${alias}`, undefined, owner.token);
    t.same(read.body.energy, certificate, 'read as written');

    const edited = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { energy: { rating: 'A+', value: 18, kind: 'demand' } }, owner.token);
    t.equal(edited.status, 200, JSON.stringify(edited.body));
    t.same(edited.body.energy, { rating: 'A+', value: 18, unit: 'kWh/m²a', kind: 'demand' }, 'the unit is filled in; no validUntil');

    const exempt = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { energy: { exempt: true } }, owner.token);
    t.equal(exempt.status, 200);
    t.same(exempt.body.energy, { exempt: true }, 'a listed building is exempt');

    const other = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { price: 460_000 }, owner.token);
    t.same(other.body.energy, { exempt: true }, 'a patch without energy keeps it');

    const cleared = await call<Estate>(gw, 'PATCH', `/api/estate/${alias}`, { energy: null }, owner.token);
    t.equal(cleared.body.energy, null, 'null clears it');
  });

  t.test('bad certificates answer 400 naming the key and write nothing', async (t) => {
    const cases: [string, unknown, string][] = [
      ['class H', { ...certificate, rating: 'H' }, 'energy.rating'],
      ['lower-case class', { ...certificate, rating: 'b' }, 'energy.rating'],
      ['negative value', { ...certificate, value: -5 }, 'energy.value'],
      ['value as text', { ...certificate, value: 'low' }, 'energy.value'],
      ['unknown kind', { ...certificate, kind: 'guess' }, 'energy.kind'],
      ['other unit', { ...certificate, unit: 'kWh' }, 'energy.unit'],
      ['bad date', { ...certificate, validUntil: 'soon' }, 'energy.validUntil'],
      ['no class', { value: 80, kind: 'demand' }, 'energy.rating'],
      ['no kind', { rating: 'C', value: 80 }, 'energy.kind'],
      ['exempt with a class', { exempt: true, rating: 'C' }, 'energy.rating'],
      ['unknown key', { ...certificate, co2: 12 }, 'energy.co2'],
    ];
    for (const [what, energy, field] of cases) {
      const res = await call(gw, 'POST', '/api/estate', estateBody({ status: 'draft', energy }), owner.token);
      t.equal(res.status, 400, `${what}: 400`);
      t.ok(
        (res.body.errors ?? []).some((e: { field: string }) => e.field === field),
        `${what}: names ${field} (${JSON.stringify(res.body.errors)})`,
      );
    }
    const mine = await call(gw, 'GET', '/api/estate/my', undefined, owner.token);
    t.equal(mine.body.meta.total, 1, 'nothing was written');
  });

  t.test('energyRating_lte=C finds A+ to C, not D and not unrated', async (t) => {
    const make = async (tag: string, energy: unknown, token = owner.token) => {
      const res = await call<Estate>(
        gw,
        'POST',
        '/api/estate',
        estateBody({ title: { en: `Energy ${tag}` }, geoData: { countryCode: 'DE', city: 'Energiestadt' }, ...(energy ? { energy } : {}) }),
        token,
      );
      if (res.status !== 201) throw new Error(`${tag}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const ap = await make('A+', { rating: 'A+', value: 20, kind: 'demand' });
    const c = await make('C', { rating: 'C', value: 110, kind: 'consumption' });
    const d = await make('D', { rating: 'D', value: 140, kind: 'consumption' });
    const unrated = await make('unrated', null, second.token);
    const search = async (q: string) => {
      const res = await call(gw, 'GET', `/api/estate/search?placeName=Energiestadt&onPage=100&${q}`);
      t.equal(res.status, 200, q);
      return (res.body.values as Estate[]).map((e) => e.title.en).sort();
    };
    t.same(await search('energyRating_lte=C'), ['Energy A+', 'Energy C'], 'A+ and C; D and the unrated one left out');
    t.same(await search(`energyRating_lte=${encodeURIComponent('A+')}`), ['Energy A+'], 'A+ only');
    t.same(await search('energyRating_lte=G'), ['Energy A+', 'Energy C', 'Energy D'], 'every rated one');
    t.same(await search(''), ['Energy A+', 'Energy C', 'Energy D', 'Energy unrated'], 'no filter: all four');
    const bad = await call(gw, 'GET', '/api/estate/search?energyRating_lte=H');
    t.equal(bad.status, 400, 'an unknown class is refused');
    t.match(JSON.stringify(bad.body), /energyRating_lte/, 'naming the filter');

    // a change of class moves it in and out of the filter (the search index follows)
    await call(gw, 'PATCH', `/api/estate/${d.aliasId}`, { energy: { rating: 'B', value: 80, kind: 'consumption' } }, owner.token);
    await call(gw, 'PATCH', `/api/estate/${c.aliasId}`, { energy: { exempt: true } }, owner.token);
    t.same(await search('energyRating_lte=C'), ['Energy A+', 'Energy D'], 'after the changes: the former D (now B) in, the exempt one out');
    // a change of another searchable field rewrites the index row; the class stays
    await call(gw, 'PATCH', `/api/estate/${ap.aliasId}`, { price: 300_000 }, owner.token);
    t.same(await search('energyRating_lte=A'), ['Energy A+'], 'the class survives a price change');
    t.ok(unrated);
  });
});
