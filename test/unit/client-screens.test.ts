// A feature declares itself once (client/features/<name>/feature.ts); the screen registry, the route
// table and the store are derived from the manifests. This holds the manifests to their rules: the
// key is the folder's name, the store key and the action-type prefix; every feature is listed once;
// a screen id is declared by one feature only; every route shows a screen the registry has.
import t from 'tap';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURES } from '../../client/app/features.ts';
import { ROUTES, SCREENS } from '../../client/app/screens.ts';
import { reducers } from '../../client/store/configureStore.ts';

const FOLDER = join(import.meta.dirname, '../../client/features');

t.test('every feature folder has a manifest, listed once in client/app/features.ts, keyed by its folder', async (t) => {
  const folders = readdirSync(FOLDER).filter((d) => existsSync(join(FOLDER, d, 'feature.ts')));
  t.same(
    readdirSync(FOLDER).filter((d) => !folders.includes(d)),
    [],
    'no feature folder without a feature.ts',
  );
  t.same([...FEATURES.map((f) => f.key)].sort(), [...folders].sort(), 'the list has each folder once');
  for (const folder of folders) {
    const { default: manifest } = (await import(join(FOLDER, folder, 'feature.ts'))) as { default: { key: string } };
    t.equal(manifest.key, folder, `${folder}: key = folder name`);
  }
});

t.test('a feature with a store part is the store key of that name', async (t) => {
  for (const f of FEATURES) {
    const hasStore = Boolean(f.lazy) || ('reducer' in f && Boolean(f.reducer));
    t.equal(Object.hasOwn(reducers, f.key), hasStore, `${f.key}: ${hasStore ? 'a store key' : 'no store key'}`);
  }
});

t.test("a feature's actions carry its key as their prefix", async (t) => {
  for (const f of FEATURES) {
    const reducer = f.lazy ? (await f.lazy()).reducer : 'reducer' in f ? f.reducer : undefined;
    if (!reducer) continue;
    const modules = ['actions.ts', 'slice.ts'].map((m) => join(FOLDER, f.key, m)).filter((m) => existsSync(m));
    const exported = (await Promise.all(modules.map(async (m) => Object.values((await import(m)) as Record<string, unknown>)))).flat();
    const types = exported
      .map((v) => {
        const type: unknown = typeof v === 'function' ? Reflect.get(v, 'type') : undefined;
        return typeof type === 'string' ? type : null;
      })
      .filter((x): x is string => x !== null);
    t.ok(types.length > 0, `${f.key}: its action creators are found`);
    t.same(
      types.filter((type) => !type.startsWith(`${f.key}/`)),
      [],
      `${f.key}: every action type starts with ${f.key}/`,
    );
  }
});

t.test('every screen is declared by exactly one feature, and every route shows a screen of the registry', async (t) => {
  const owners = new Map<string, string[]>();
  for (const f of FEATURES) for (const id of Object.keys(('screens' in f && f.screens) || {})) owners.set(id, [...(owners.get(id) ?? []), f.key]);
  t.same(
    [...owners].filter(([, by]) => by.length > 1),
    [],
    'no screen id in two features',
  );
  t.ok(owners.size >= 40, `${owners.size} screens declared by features`);
  for (const route of ROUTES) t.ok(SCREENS[route.screen], `${route.path} → ${route.screen} has an entry`);
  t.ok(SCREENS.notFound, 'the app adds the not-found page');
  const paths = ROUTES.map((r) => r.path);
  t.same(
    paths.filter((p, i) => paths.indexOf(p) !== i),
    [],
    'no path routed twice',
  );
});
