// The map's pure parts (docs/decisions/0015): the bbox text (parse, canonical form, a map view's
// bounds wrapped round the antimeridian, point inside), and the tile source the CSP allows.
import t from 'tap';
import { boundsToBbox, formatBbox, inBbox, normalizeBboxText, parseBbox } from '../../shared/geo/bbox.ts';
import { isTileTemplate, tileSource } from '../../shared/geo/map.ts';
import { cspDirectives } from '../../gateway/plugins/security.ts';
import { loadConfig } from '../../gateway/config.ts';

t.test('parseBbox takes four numbers in range, south not above north', async (t) => {
  t.same(parseBbox('36.5,-5.1,37,-4'), { bbox: { south: 36.5, west: -5.1, north: 37, east: -4 } });
  t.same(parseBbox(' -10 , 170 , 10 , -170 '), { bbox: { south: -10, west: 170, north: 10, east: -170 } }, 'west > east: over the antimeridian');
  t.same(parseBbox('-90,-180,90,180'), { bbox: { south: -90, west: -180, north: 90, east: 180 } }, 'the world, edges included');
  for (const bad of [
    '',
    '1,2,3',
    '1,2,3,4,5',
    'a,1,2,3',
    '1e2,0,1,1',
    '0x1,0,1,1',
    '-91,0,0,1',
    '0,0,91,1',
    '0,-181,1,1',
    '0,0,1,181',
    '5,0,4,1',
    '1,,2,3',
  ]) {
    t.ok('problem' in parseBbox(bad), `refused: "${bad}"`);
  }
  t.ok('problem' in parseBbox('1'.repeat(121)), 'too long');
});

t.test('the canonical text rounds to five digits and reads back the same', async (t) => {
  t.equal(formatBbox({ south: 36.123456789, west: -0.0000001, north: 37, east: -4.5 }), '36.12346,0,37,-4.5');
  t.equal(normalizeBboxText('36.1000,-5,37.00,-4'), '36.1,-5,37,-4');
  t.equal(normalizeBboxText('nonsense'), undefined);
  t.equal(normalizeBboxText(normalizeBboxText('1.234567,2,3,4')), '1.23457,2,3,4', 'idempotent');
});

t.test("a map view's bounds become a bbox: latitudes clamped, longitudes wrapped", async (t) => {
  t.same(boundsToBbox(36, -6, 37, -4), { south: 36, west: -6, north: 37, east: -4 });
  t.same(boundsToBbox(-95, -10, 95, 10), { south: -90, west: -10, north: 90, east: 10 }, 'latitudes clamped');
  t.same(boundsToBbox(-10, 170, 10, 190), { south: -10, west: 170, north: 10, east: -170 }, 'panned over 180: west > east');
  t.same(boundsToBbox(-10, 350, 10, 370), { south: -10, west: -10, north: 10, east: 10 }, 'a world copy to the east');
  t.same(boundsToBbox(-10, -200, 10, -160), { south: -10, west: 160, north: 10, east: -160 }, 'and to the west');
  t.same(boundsToBbox(-60, -300, 70, 300), { south: -60, west: -180, north: 70, east: 180 }, 'wider than the world: every longitude');
  t.same(boundsToBbox(0, 0, 1, 180), { south: 0, west: 0, north: 1, east: 180 }, 'east on 180 stays 180');
  const crossing = boundsToBbox(-10, 170, 10, 190);
  t.ok(inBbox(crossing, 0, 175) && inBbox(crossing, 0, -175) && inBbox(crossing, 0, 180), 'points on both sides are inside');
  t.notOk(inBbox(crossing, 0, 0), 'the other side of the world is not');
  t.ok(inBbox({ south: 1, west: 2, north: 3, east: 4 }, 1, 4), 'edges are inside');
  t.notOk(inBbox({ south: 1, west: 2, north: 3, east: 4 }, 0.99999, 3), 'just outside is not');
});

t.test('tile templates and the image source the CSP allows for them', async (t) => {
  t.equal(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png'), 'https://tile.openstreetmap.org');
  t.equal(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png'), 'https://*.tile.example.org');
  t.equal(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png'), 'http://localhost:8080');
  t.equal(tileSource('javascript:alert(1)'), null);
  t.ok(isTileTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png'));
  t.notOk(isTileTemplate('https://tile.openstreetmap.org/tile.png'), 'needs {z}, {x} and {y}');
  t.notOk(isTileTemplate('https://tiles.example.org/{z}/{x}/{y}.png" onload="x'), 'no quotes or spaces');
  t.ok(cspDirectives(loadConfig({}))['img-src'].includes('https://tile.openstreetmap.org'), 'the default tiles are an allowed image source');
  const own = cspDirectives(loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png' }))['img-src'];
  t.ok(own.includes('https://*.tiles.example.net') && !own.includes('https://tile.openstreetmap.org'), 'a configured tile server replaces it');
});
