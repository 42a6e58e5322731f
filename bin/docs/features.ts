// docs/reference/features.md: the client's features with their screens and routes.
//
// Written against the client as it is today: each `client/features/<name>/routes.ts` exports
// `screens` (ScreenEntries), client/app/screens.ts joins them into SCREENS, and the paths and guards
// are in shared/routing/routes.ts (ROUTES). When the features become one manifest each
// (`client/features/<name>/feature.ts`, listed in FEATURES of client/app/features.ts), only
// `featuresSection()` below changes; the page around it stays.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROUTES, type RouteDef } from '../../shared/routing/routes.ts';
import { code, page, table } from './markdown.ts';

const ROOT = join(import.meta.dirname, '../..');
const PARTS = ['feature.ts', 'slice.ts', 'sagas.ts', 'api.ts', 'routes.ts', 'index.ts', 'screens', 'components'];

/** Where the browser's store gets a feature: a `feature.ts` is registered when its screens load (client/store/lazyFeatures.ts). */
function storeText(parts: readonly string[]): string {
  if (parts.includes('feature.ts')) return 'lazy: registered with its screens';
  return parts.includes('slice.ts') ? 'first load (client/store/coreFeatures.ts)' : 'no state';
}

function guardText(route: RouteDef): string {
  const g = route.guard;
  if (!g) return 'public';
  const exempt = [g.allowIncorrectGeo ? 'incorrect geo data' : '', g.allowWithoutPublication ? 'no publication resource' : ''].filter(Boolean);
  return exempt.length ? `sign-in (allowed with ${exempt.join(' and ')})` : 'sign-in';
}

function routeRows(owner: string, screenIds: readonly string[]): string[][] {
  return screenIds.map((id) => {
    const routes = ROUTES.filter((r) => r.screen === id);
    const paths = routes.map((r) => code(r.path)).join(', ');
    const notes = [
      ...new Set(routes.map(guardText)),
      ...routes.filter((r) => r.languages).map((r) => `only in ${r.languages!.join(', ')}`),
      routes.some((r) => r.searchType) ? 'search-type (no placeholder, no scroll to top)' : '',
    ].filter(Boolean);
    return [code(owner), code(id), paths || '(no route: shown by the shell)', notes.join('; ')];
  });
}

/** The features of the client, their parts, and every screen with its paths and guard. */
export async function featuresSection(): Promise<string> {
  const dir = join(ROOT, 'client/features');
  const names = readdirSync(dir)
    .filter((n) => statSync(join(dir, n)).isDirectory())
    .sort();
  const owned = new Set<string>();
  const featureRows: string[][] = [];
  const screenRows: string[][] = [];
  for (const name of names) {
    const parts = PARTS.filter((p) => existsSync(join(dir, name, p)));
    let screenIds: string[] = [];
    if (parts.includes('routes.ts')) {
      const mod = (await import(pathToFileURL(join(dir, name, 'routes.ts')).href)) as { screens?: Record<string, unknown> };
      screenIds = Object.keys(mod.screens ?? {}).sort();
    }
    screenIds.forEach((id) => owned.add(id));
    featureRows.push([code(name), parts.map((p) => p.replace(/\.ts$/, '')).join(', '), storeText(parts), screenIds.map(code).join(', ')]);
    screenRows.push(...routeRows(name, screenIds));
  }
  const { SCREENS } = (await import(pathToFileURL(join(ROOT, 'client/app/screens.ts')).href)) as { SCREENS: Record<string, unknown> };
  const shell = Object.keys(SCREENS)
    .filter((id) => !owned.has(id))
    .sort();
  screenRows.push(...routeRows('app', shell));
  return [
    '## Features',
    '',
    table(['feature', 'parts', 'store in the browser', 'screens'], featureRows),
    '',
    '## Screens and routes',
    '',
    'Every screen is its own chunk, loaded on demand (`load()`); the route table is `shared/routing/routes.ts`.',
    '',
    table(['feature', 'screen', 'paths', 'guard and notes'], screenRows),
  ].join('\n');
}

export async function featuresPage(): Promise<string> {
  return page(
    'Client features',
    [
      'The features of the React client (`client/features/<name>/`): what each one has, and the screens it registers with',
      'the paths they answer. A feature reaches another only through its `index.ts`. Screens without a feature belong to',
      'the shell (`client/app/`).',
    ].join('\n'),
    [await featuresSection()],
  );
}
