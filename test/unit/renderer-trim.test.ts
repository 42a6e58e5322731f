// The preloaded stores' trimming (renderer/preload.ts): a store equal to its initial state is left out
// (compared without serializing it), list stores carry card fields and the cover photo only.
import t from 'tap';
import { asCards, createStoreTrimmer, sameJson } from '../../renderer/preload.ts';
import type { RootState } from '../../client/store/state.ts';

t.test('sameJson agrees with comparing JSON.stringify, key order aside', async (t) => {
  t.ok(sameJson({ a: 1, b: [1, 2, { c: 'x' }] }, { b: [1, 2, { c: 'x' }], a: 1 }), 'the same content in another key order is the same state');
  const cases: [unknown, unknown][] = [
    [
      { a: 1, b: [1, 2, { c: 'x' }] },
      { a: 1, b: [1, 2, { c: 'x' }] },
    ],
    [{ a: 1, u: undefined }, { a: 1 }],
    [{ a: null }, {}],
    [{ a: [] }, { a: {} }],
    [
      [1, 2],
      [1, 2, 3],
    ],
    [{ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } }],
    ['x', 'x'],
    [1, '1'],
    [null, null],
    [{ a: 1 }, { a: 1, b: 2 }],
  ];
  for (const [a, b] of cases) t.equal(sameJson(a, b), JSON.stringify(a) === JSON.stringify(b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
});

t.test('the trimmer leaves out untouched stores and keeps what a card reads', async (t) => {
  const initial = { root: { is404: false }, home: { status: 'idle', data: null }, search: { list: { values: [] } }, user: { data: null } };
  const trimmer = createStoreTrimmer(initial as unknown as RootState);
  const listing = {
    _id: 'e1',
    aliasId: 'a-1',
    title: { en: 'Flat' },
    description: { en: '<p>long</p>' },
    price: 1,
    photos: [
      { _id: 'p1', url: '/media/1.webp', width: 1200 },
      { _id: 'p2', url: '/media/2.webp', width: 1200 },
    ],
  };
  const out = trimmer.trim({ ...initial, home: { status: 'idle', data: null }, search: { list: { values: [listing] } } } as unknown as RootState);
  t.same(Object.keys(out).sort(), ['root', 'search', 'user'], 'home equal to its initial state is left out; root and user always go');
  const card = (out.search as { list: { values: Record<string, unknown>[] } }).list.values[0];
  t.same(card.photos, [{ url: '/media/1.webp' }], 'the cover address only');
  t.notOk('description' in card, 'no description');
  t.equal(asCards('x'), 'x');
});
