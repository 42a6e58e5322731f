// The screen loader: a chunk is loaded once and kept; failures name the chunk and the kind
// (missing, timeout, other) and may be retried.
import t from 'tap';
import { ChunkLoadError, createScreenLoader } from '../../client/app/screenLoader.ts';
import type { ScreenModule } from '../../client/lib/screens.ts';
import { SCREENS } from '../../client/app/screens.ts';
import type { ScreenId } from '../../client/app/screens.ts';

const Screen = () => null;
type Loaders = Record<ScreenId, { load: () => Promise<ScreenModule> }>;

t.test('a loaded screen is kept and available synchronously', async (t) => {
  let calls = 0;
  const loader = createScreenLoader({
    home: {
      load: async () => {
        calls += 1;
        return { default: Screen };
      },
    },
  } as unknown as Loaders);
  t.equal(loader.loaded('home'), undefined);
  const [a, b] = await Promise.all([loader.load('home'), loader.load('home')]);
  t.equal(a, Screen);
  t.equal(b, Screen);
  t.equal(loader.loaded('home'), Screen);
  await loader.load('home');
  t.equal(calls, 1, 'one import for concurrent and later loads');
});

t.test('a chunk that cannot be fetched is "missing"; the load can be tried again', async (t) => {
  let fail = true;
  const loader = createScreenLoader({
    search: {
      load: async () => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module: http://x/assets/chunks/search-ABC.js');
        return { default: Screen };
      },
    },
  } as unknown as Loaders);
  const err = (await loader.load('search').catch((e: unknown) => e)) as ChunkLoadError;
  t.ok(err instanceof ChunkLoadError);
  t.equal(err.chunk, 'search');
  t.equal(err.kind, 'missing');
  t.match(err.message, /Loading chunk search failed \(missing\)/);
  fail = false;
  t.equal(await loader.load('search'), Screen);
});

t.test('a chunk that never answers is a "timeout"; a broken one is "other"', async (t) => {
  const loader = createScreenLoader(
    {
      estate: { load: () => new Promise<ScreenModule>(() => {}) },
      plans: {
        load: async () => {
          throw new SyntaxError('Unexpected token');
        },
      },
      realtor: { load: async () => ({}) as ScreenModule },
    } as unknown as Loaders,
    20,
  );
  t.equal(((await loader.load('estate').catch((e: unknown) => e)) as ChunkLoadError).kind, 'timeout');
  t.equal(((await loader.load('plans').catch((e: unknown) => e)) as ChunkLoadError).kind, 'other');
  t.match(((await loader.load('realtor').catch((e: unknown) => e)) as ChunkLoadError).message, /no default export/);
});

t.test('every screen of the route table loads a component', async (t) => {
  const loader = createScreenLoader(SCREENS);
  for (const id of Object.keys(SCREENS) as ScreenId[]) {
    const C = await loader.load(id);
    t.ok(typeof C === 'function' || typeof C === 'object', id);
  }
});
