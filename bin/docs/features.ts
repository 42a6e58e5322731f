// docs/reference/features.md: the client's features, read from their manifests (FEATURES of
// client/app/features.ts, each `client/features/<name>/feature.ts`), with every screen's routes,
// guard and what its head and navigation say, as the app derives them (client/app/screens.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteDef } from '../../shared/routing/routes.ts';
import { code, page, table } from './markdown.ts';

const ROOT = join(import.meta.dirname, '../..');

interface Decl {
  path: string | readonly string[];
  needs?: readonly string[];
  noindex?: boolean;
  head?: unknown;
  canonical?: unknown;
  prefetch?: unknown;
  privateNav?: { order: number; label: string };
}
interface Manifest {
  key: string;
  lazy?: unknown;
  reducer?: unknown;
  screens?: Record<string, Decl>;
}

function guardText(route: RouteDef): string {
  const g = route.guard;
  if (!g) return 'public';
  const exempt = [g.allowIncorrectGeo ? 'incorrect geo data' : '', g.allowWithoutPublication ? 'no publication resource' : ''].filter(Boolean);
  return exempt.length ? `sign-in (allowed with ${exempt.join(' and ')})` : 'sign-in';
}

function storeText(f: Manifest): string {
  if (f.lazy) return 'lazy: `store.ts`, loaded with its screens';
  return f.reducer ? 'first load' : 'none';
}

/** The features of the client, their store part, and every screen with its paths, guard and head. */
export async function featuresSection(): Promise<string> {
  const { FEATURES } = (await import(pathToFileURL(join(ROOT, 'client/app/features.ts')).href)) as { FEATURES: readonly Manifest[] };
  const { ROUTES } = (await import(pathToFileURL(join(ROOT, 'client/app/screens.ts')).href)) as { ROUTES: readonly RouteDef[] };
  const features = [...FEATURES].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const featureRows = features.map((f) => [
    code(f.key),
    storeText(f),
    Object.keys(f.screens ?? {})
      .map(code)
      .join(', ') || '—',
  ]);
  const screenRows: string[][] = [];
  for (const f of features) {
    for (const [id, decl] of Object.entries(f.screens ?? {})) {
      const routes = ROUTES.filter((r) => r.screen === id);
      const notes = [
        ...new Set(routes.map(guardText)),
        ...routes.filter((r) => r.languages).map((r) => `only in ${r.languages!.join(', ')}`),
        routes.some((r) => r.searchType) ? 'search-type' : '',
        decl.prefetch ? 'prefetch' : '',
        decl.needs?.length ? `needs ${decl.needs.map(code).join(', ')}` : '',
        decl.noindex ? 'noindex' : decl.head ? 'own head' : '',
        decl.canonical ? 'own canonical' : '',
        decl.privateNav ? `private nav #${decl.privateNav.order}` : '',
      ].filter(Boolean);
      screenRows.push([code(f.key), code(id), routes.map((r) => code(r.path)).join(', '), notes.join('; ')]);
    }
  }
  return [
    '## Features',
    '',
    table(['feature', 'store part', 'screens'], featureRows),
    '',
    '## Screens and routes',
    '',
    'In route order within each feature (the first pattern that matches wins). Every screen is its own chunk, loaded',
    'on demand; the app adds the not-found page.',
    '',
    table(['feature', 'screen', 'paths', 'guard and notes'], screenRows),
  ].join('\n');
}

export async function featuresPage(): Promise<string> {
  return page(
    'Client features',
    [
      'The features of the React client (`client/features/<name>/`), each declared once in its `feature.ts`: its key',
      '(= folder = store key = action-type prefix), its store part and its screens. A feature reaches another only',
      'through its `index.ts`; the shell (`client/app/`, `client/session/`) derives the registry, the routes, the store',
      'and the head from the list in `client/app/features.ts`.',
    ].join('\n'),
    [await featuresSection()],
  );
}
