// One way to register a screen: every feature declares its screens in its routes.ts, the app joins
// them. A ScreenId declared twice would silently lose one of the two: this finds it.
import t from 'tap';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENS } from '../../client/app/screens.ts';
import { ROUTES } from '../../shared/routing/routes.ts';

const FEATURES = join(import.meta.dirname, '../../client/features');

t.test('every ScreenId is declared by exactly one feature, and every routed screen has an entry', async (t) => {
  const owners = new Map<string, string[]>();
  for (const feature of readdirSync(FEATURES)) {
    const file = join(FEATURES, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const { screens } = (await import(file)) as { screens: Record<string, unknown> };
    for (const id of Object.keys(screens)) owners.set(id, [...(owners.get(id) ?? []), feature]);
  }
  t.same(
    [...owners].filter(([, by]) => by.length > 1),
    [],
    'no ScreenId in two features',
  );
  t.ok(owners.size >= 20, `${owners.size} screens declared by features`);
  for (const route of ROUTES) if (route.screen) t.ok(SCREENS[route.screen], `${route.path} → ${route.screen} has an entry`);
});
