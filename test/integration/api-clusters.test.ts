// Every result on the map (issue 26.3) through the gateway: GET /api/estate/clusters groups every
// matching listing in the rectangle, the counts summing to the total the search gives for the same
// filters; filters are the search's; a group of one names its listing; a higher zoom groups finer; at
// most about 300 groups; bad rectangles and zooms are refused with 400 naming the field. An
// unfiltered map is answered from the per-cell counts (migration 031, decision 0027): its groups are
// the same as those of the rows themselves, and a write (create, moving the pin, archiving, deleting)
// moves them at once. Runs on PGlite, and on a PostgreSQL server when DATABASE_URL is set (.ci/run).
import t from 'tap';
import { startStack } from '../helpers/stack.ts';
import { call } from '../helpers/api.ts';
import { inBbox, parseBbox } from '../../shared/geo/bbox.ts';
import { CLUSTERS_MAX, type EstateClusters } from '../../shared/contract/estate-clusters.ts';
import type { EstateSearchResult } from '../../shared/contract/estates.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';

const WORLD = '-90,-180,90,180';

t.test('clusters through the gateway', async (t) => {
  const stack = await startStack({ estates: 200 });
  t.teardown(stack.close);
  const gw = { url: stack.gatewayUrl };
  const clusters = async (query: string) => {
    const res = await call<EstateClusters>(gw, 'GET', `/api/estate/clusters?${query}`);
    if (res.status !== 200) throw new Error(`clusters ${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const searchTotal = async (query: string) => {
    const res = await call<EstateSearchResult>(gw, 'GET', `/api/estate/search?onPage=1&${query}`);
    t.equal(res.status, 200, `search ${query}`);
    return res.body.meta.total;
  };
  const sum = (c: EstateClusters) => c.clusters.reduce((n, g) => n + g.count, 0);

  t.test('the counts sum to the search total of the same filters', async (t) => {
    for (const query of [
      `bbox=${WORLD}&zoom=2`,
      `bbox=${WORLD}&zoom=2&geoData.countryCode=ES`,
      `bbox=${WORLD}&zoom=3&dealType=rent`,
      `bbox=35,-10,60,20&zoom=5&estateType=apartment,villa`,
      `bbox=${WORLD}&zoom=1&price_lte=300000&currency=usd`,
      `bbox=${WORLD}&zoom=4&comfort=pool,garden`,
      // across the antimeridian: everything but -10°..10° of longitude
      `bbox=-90,10,90,-10&zoom=2`,
      // a rectangle with nothing in it
      `bbox=-60,-40,-50,-30&zoom=6`,
    ]) {
      const c = await clusters(query);
      const expected = await searchTotal(query.replace(/&?zoom=\d+/, ''));
      t.equal(c.total, expected, `${query}: total ${c.total} is the search's`);
      t.equal(sum(c), c.total, `${query}: the counts sum to the total`);
    }
    const all = await clusters(`bbox=${WORLD}&zoom=2`);
    t.equal(all.total, 200, 'the world holds every demo listing');
    const spain = await clusters(`bbox=${WORLD}&zoom=2&geoData.countryCode=ES`);
    t.ok(spain.total > 0 && spain.total < 200, `a country's filter narrows (${spain.total})`);
    const rent = await clusters(`bbox=${WORLD}&zoom=2&dealType=rent`);
    t.ok(rent.total > 0 && rent.total < 200, `a deal type narrows (${rent.total})`);
  });

  t.test('every group lies in the rectangle and holds its listings', async (t) => {
    const box = '35,-10,60,20';
    const c = await clusters(`bbox=${box}&zoom=5`);
    const b = parseBbox(box);
    if (!('bbox' in b)) throw new Error('bad test rectangle');
    for (const g of c.clusters) {
      t.ok(inBbox(b.bbox, g.lat, g.lng), `${g.lat},${g.lng} is inside`);
      const own = parseBbox(g.bbox);
      t.ok('bbox' in own && inBbox(own.bbox, g.lat, g.lng), `its centre ${g.lat},${g.lng} is in its own rectangle ${g.bbox}`);
    }
    const across = await clusters('bbox=-90,10,90,-10&zoom=2');
    for (const g of across.clusters) {
      const own = parseBbox(g.bbox);
      t.ok('bbox' in own && own.bbox.west <= own.bbox.east, `no group spans the antimeridian (${g.bbox})`);
    }
  });

  t.test('a group of one carries its listing', async (t) => {
    const fine = await clusters(`bbox=${WORLD}&zoom=20`);
    // the world at zoom 20 is coarsened to at most about 300 cells
    t.ok(fine.clusters.length <= CLUSTERS_MAX, `${fine.clusters.length} groups at most ${CLUSTERS_MAX}`);
    const search = await call<EstateSearchResult>(gw, 'GET', '/api/estate/search?onPage=1');
    const estate = search.body.values[0];
    const { lat, lng } = estate.geoData as { lat: number; lng: number };
    const d = 0.00001;
    const around = await clusters(`bbox=${lat - d},${lng - d},${lat + d},${lng + d}&zoom=20`);
    t.equal(around.total, 1, 'a rectangle around one listing holds it alone');
    t.equal(around.clusters[0].count, 1);
    t.equal(around.clusters[0].aliasId, estate.aliasId, 'the group of one names the listing');
    t.equal(around.clusters[0].lat, lat);
    t.equal(around.clusters[0].lng, lng);
    for (const g of (await clusters(`bbox=${WORLD}&zoom=8`)).clusters) {
      if (g.count === 1) t.type(g.aliasId, 'string', 'every group of one has an aliasId');
      else t.equal(g.aliasId, undefined, 'a larger group has none');
    }
  });

  t.test('the zoom changes the grouping', async (t) => {
    const box = '35,-10,60,30';
    const coarse = await clusters(`bbox=${box}&zoom=2`);
    const finer = await clusters(`bbox=${box}&zoom=7`);
    t.equal(coarse.total, finer.total, 'the same listings at either zoom');
    t.ok(finer.cell < coarse.cell, `a smaller cell at the higher zoom (${finer.cell} < ${coarse.cell})`);
    t.ok(finer.clusters.length > coarse.clusters.length, `more groups at the higher zoom (${finer.clusters.length} > ${coarse.clusters.length})`);
    t.ok(finer.clusters.length <= CLUSTERS_MAX);
  });

  // an always-true filter sends the call down the path that groups the rows themselves
  const byRows = (query: string) => clusters(`${query}&price_gte=0`);
  const shape = (c: EstateClusters) => c.clusters.map((g) => ({ count: g.count, bbox: g.bbox, aliasId: g.aliasId }));
  // means summed in another order differ in the last digits
  const offBy = (a: EstateClusters, b: EstateClusters) =>
    Math.max(0, ...a.clusters.map((g, i) => Math.max(Math.abs(g.lat - (b.clusters[i]?.lat ?? 1e9)), Math.abs(g.lng - (b.clusters[i]?.lng ?? 1e9)))));

  t.test('the counts per cell give the same groups as the rows', async (t) => {
    for (const query of [
      `bbox=${WORLD}&zoom=2`,
      `bbox=${WORLD}&zoom=0`,
      `bbox=${WORLD}&zoom=9`,
      // rectangles whose sides cut cells: those cells' listings are read one by one
      'bbox=35,-10,60,20&zoom=5',
      'bbox=36.12345,-5.4321,43.98765,3.21&zoom=6',
      'bbox=40.4,-3.9,40.5,-3.6&zoom=10',
      // sides on grid lines (2.8125° = 32 cells of 90/1024°)
      'bbox=36.5625,-8.4375,42.1875,2.8125&zoom=7',
      // a deal type: the counts per cell and deal type (migration 034)
      `bbox=${WORLD}&zoom=2&dealType=sale`,
      `bbox=${WORLD}&zoom=9&dealType=rent`,
      'bbox=35,-10,60,20&zoom=5&dealType=rent',
      'bbox=36.12345,-5.4321,43.98765,3.21&zoom=6&dealType=sale',
    ]) {
      const cells = await clusters(query);
      const rows = await byRows(query);
      t.equal(cells.total, rows.total, `${query}: the same total (${cells.total})`);
      t.equal(cells.cell, rows.cell, `${query}: the same grid`);
      t.same(shape(cells), shape(rows), `${query}: the same groups`);
      t.ok(offBy(cells, rows) < 1e-9, `${query}: at the same places`);
      t.equal(cells.total, await searchTotal(query.replace(/&?zoom=\d+/, '')), `${query}: the search's total`);
    }
  });

  t.test('a write moves the counts at once', async (t) => {
    const owner = await newUser(stack.api);
    const at = (lat: number, lng: number) => ({ countryCode: 'ES', area: 'Andalusia', city: 'Nerja', address: 'Calle del Mar 5', lat, lng });
    // open sea, far from every demo listing: a group of its own even on the world's coarsest grid
    const first = { lat: -47.25, lng: -37.5 };
    const second = { lat: -20.125, lng: 62.75 };
    const groupAt = (c: EstateClusters, p: { lat: number; lng: number }) => c.clusters.find((g) => g.lat === p.lat && g.lng === p.lng);
    const around = (p: { lat: number; lng: number }) => `bbox=${p.lat - 1},${p.lng - 1},${p.lat + 1},${p.lng + 1}`;
    const check = async (label: string, where: { lat: number; lng: number } | null, aliasId: string, total: number) => {
      for (const [name, get] of [
        ['counts', clusters],
        ['rows', byRows],
      ] as const) {
        const world = await get(`bbox=${WORLD}&zoom=2`);
        t.equal(world.total, total, `${label} (${name}): the world holds ${total}`);
        t.equal(
          world.clusters.reduce((n, g) => n + g.count, 0),
          total,
          `${label} (${name}): the counts sum to it`,
        );
        for (const p of [first, second]) {
          const group = groupAt(world, p);
          const near = await get(`${around(p)}&zoom=6`);
          if (where && p === where) {
            t.match(group, { count: 1, aliasId }, `${label} (${name}): a group of one at ${p.lat},${p.lng} names it`);
            t.equal(near.total, 1, `${label} (${name}): the rectangle around ${p.lat},${p.lng} holds it`);
          } else {
            t.equal(group, undefined, `${label} (${name}): nothing at ${p.lat},${p.lng}`);
            t.equal(near.total, 0, `${label} (${name}): the rectangle around ${p.lat},${p.lng} is empty`);
          }
        }
      }
    };
    const created = await call(stack.api, 'POST', '/api/estate', estateBody({ geoData: at(first.lat, first.lng) }), owner.token);
    t.equal(created.status, 201, 'published');
    const alias = created.body.aliasId as string;
    await check('created', first, alias, 201);
    const moved = await call(stack.api, 'PATCH', `/api/estate/${alias}`, { geoData: at(second.lat, second.lng) }, owner.token);
    t.equal(moved.status, 200, 'the pin moved');
    await check('moved', second, alias, 201);
    const priced = await call(stack.api, 'PATCH', `/api/estate/${alias}`, { price: 455_000 }, owner.token);
    t.equal(priced.status, 200, 'an edit that keeps the pin');
    await check('edited', second, alias, 201);
    // the deal type: the listing leaves its cell's row of one deal type and enters the other's
    const deal = created.body.dealType as 'sale' | 'rent';
    const other = deal === 'sale' ? 'rent' : 'sale';
    const dealTotals = async (get: typeof clusters) => ({
      [deal]: (await get(`${around(second)}&zoom=6&dealType=${deal}`)).total,
      [other]: (await get(`${around(second)}&zoom=6&dealType=${other}`)).total,
      world: (await get(`bbox=${WORLD}&zoom=2&dealType=${other}`)).total,
    });
    const worldOther = (await byRows(`bbox=${WORLD}&zoom=2&dealType=${other}`)).total;
    for (const get of [clusters, byRows]) {
      t.same(await dealTotals(get), { [deal]: 1, [other]: 0, world: worldOther }, `${deal}: found under ${deal} only`);
    }
    const switched = await call(stack.api, 'PATCH', `/api/estate/${alias}`, { dealType: other }, owner.token);
    t.equal(switched.status, 200, `the deal type changed to ${other}`);
    for (const get of [clusters, byRows]) {
      t.same(await dealTotals(get), { [deal]: 0, [other]: 1, world: worldOther + 1 }, `${other}: found under ${other} only`);
    }
    await check(`as ${other}`, second, alias, 201);
    const archived = await call(stack.api, 'PATCH', `/api/estate/${alias}`, { status: 'archived' }, owner.token);
    t.equal(archived.status, 200, 'archived');
    await check('archived', null, alias, 200);
    const again = await call(stack.api, 'PATCH', `/api/estate/${alias}`, { status: 'published' }, owner.token);
    t.equal(again.status, 200, 'published again');
    await check('published again', second, alias, 201);
    t.equal((await call(stack.api, 'DELETE', `/api/estate/${alias}`, undefined, owner.token)).status, 204, 'deleted');
    await check('deleted', null, alias, 200);
  });

  t.test('bad rectangles and zooms are refused naming the field', async (t) => {
    for (const [query, field] of [
      ['zoom=3', 'bbox'],
      ['bbox=&zoom=3', 'bbox'],
      ['bbox=%20&zoom=3', 'bbox'],
      ['bbox=1,2,3&zoom=3', 'bbox'],
      ['bbox=a,b,c,d&zoom=3', 'bbox'],
      ['bbox=-91,0,10,10&zoom=3', 'bbox'],
      ['bbox=0,-190,10,10&zoom=3', 'bbox'],
      ['bbox=20,0,10,10&zoom=3', 'bbox'],
      [`bbox=${WORLD}`, 'zoom'],
      [`bbox=${WORLD}&zoom=21`, 'zoom'],
      [`bbox=${WORLD}&zoom=-1`, 'zoom'],
      [`bbox=${WORLD}&zoom=two`, 'zoom'],
      [`bbox=${WORLD}&zoom=2&estateType=spaceship`, 'estateType'],
    ] as const) {
      const res = await call(gw, 'GET', `/api/estate/clusters?${query}`);
      t.equal(res.status, 400, `${query}: 400`);
      const fields = (res.body?.errors ?? []).map((e: { field: string }) => e.field);
      t.ok(fields.includes(field), `${query}: names ${field} (${JSON.stringify(fields)})`);
    }
  });
});
