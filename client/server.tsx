// The client's one entry for the server (renderer/): everything the renderer uses of the app, so that
// it never reaches into a feature. The browser's entry is client/entry.tsx.
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/AppShell.tsx';
import { Providers } from './app/Providers.tsx';
import type { Translation } from './i18n/translation.tsx';
import type { AppStore, RootState } from './store/state.ts';
import { SCREENS } from './app/screens.ts';
import { FixedMarkupContext, type FixedMarkupSlots } from './lib/fixedMarkup.tsx';
import type { PageResolution } from './app/resolve.ts';

export { createApiCaller, type ApiAnswer, type ApiCaller, type ApiTransport } from './lib/api.ts';
export { resolvePage, type PageResolution } from './app/resolve.ts';
export { SCREENS, ROUTES, screenLoader, type ScreenId } from './app/screens.ts';
export { sectionsLoaded } from './lib/hydrateLater.tsx';
export { pageTitle } from './app/title.ts';
export { pageHead, type HeadFields, type SeoInput } from './app/head.ts';
export { DEFERRED_CSS_ATTRIBUTE, PRELOADED_ELEMENT_ID } from './app/preloaded.ts';
export { pageNotFound } from './session/root/slice.ts';
export { fetchCurrentUserWorker } from './session/user/sagas.ts';
export { selectViewer } from './session/user/slice.ts';
export { ALL_NAMESPACES, APP_NAMESPACE } from './i18n/namespaces.ts';
export { createServerTranslations, translationsFor } from './i18n/setup.ts';
export { recordingNamespaces, type Translation } from './i18n/translation.tsx';
export { analyticsScriptUrl } from './analytics/pageview.ts';
export { configureStore, rootReducer, sagas } from './store/configureStore.ts';
export type { AppStore, PreloadedState, RootState } from './store/state.ts';
export type { ClientLogger, SagaContext } from './store/context.ts';
export { guarded } from './store/rootSaga.ts';
export { DRAWN_FLAGS, FLAG_SPRITE_VERSION } from './ui/Flag.tsx';
export { flagSymbolContent } from './ui/flagShapes.tsx';

/** Markup of the parts built once (client/lib/fixedMarkup.tsx), by id; bounded, since an id names a language and a sign-in state. */
const fixedMarkup = new Map<string, string>();
const MAX_FIXED_MARKUP = 200;

/**
 * The page's markup: the same providers and shell as the browser, with a static router. A part built
 * once is written from the cache; one not built yet is rendered alone, in the same providers, after
 * the page (`fixed: false`: every part in the tree, as the browser renders them).
 */
export function renderTree(store: AppStore, translation: Translation, url: string, opts: { fixed?: boolean } = {}): string {
  const wrap = (children: ReactNode) => (
    <Providers store={store} i18n={translation.i18n} translation={translation}>
      <StaticRouter location={url}>{children}</StaticRouter>
    </Providers>
  );
  if (opts.fixed === false) return renderToString(wrap(<AppShell />));
  // a part not built yet renders in the tree this once, and alone after the page for the next ones;
  // the page itself is React's string as it comes (no search in it, which would flatten it first)
  const missing = new Map<string, ReactElement>();
  const slots: FixedMarkupSlots = {
    markup(id, children) {
      const cached = fixedMarkup.get(id);
      if (cached === undefined) missing.set(id, children);
      return cached;
    },
  };
  const html = renderToString(<FixedMarkupContext.Provider value={slots}>{wrap(<AppShell />)}</FixedMarkupContext.Provider>);
  for (const [id, children] of missing) {
    if (fixedMarkup.size >= MAX_FIXED_MARKUP) fixedMarkup.clear();
    fixedMarkup.set(id, renderToString(wrap(children)));
  }
  return html;
}

/** Whether the page's main data failed while its screen shows its own error state (not the page error). */
export function pageDataFailed(page: PageResolution, state: RootState): boolean {
  return page.kind === 'screen' && SCREENS[page.screen].dataFailed?.(state) === true;
}
