// The document title: the page's own title and the brand. The renderer writes it into <title>;
// in the browser AppShell keeps document.title in step on navigation.
import type { TFunction } from 'i18next';
import { BRAND_NAME } from '../lib/operator.ts';
import type { RootState } from '../store/state.ts';
import type { PageResolution } from './resolve.ts';
import { SCREENS } from './screens.ts';

export const NOT_FOUND_TITLE = 'Not Found';

export function pageTitle(resolution: PageResolution, state: RootState, t: TFunction): string {
  if (resolution.kind !== 'screen' || state.root.is404) return NOT_FOUND_TITLE;
  const { screen, match } = resolution;
  const own = SCREENS[screen].title?.({ state, match, t }) ?? t(`titles.${screen}`);
  if (screen === 'home') return `${BRAND_NAME} – ${own}`;
  return own ? `${own} | ${BRAND_NAME}` : BRAND_NAME;
}
