// The browser entry: read the preloaded data, rebuild the store and the translations from it, load
// the current screen's chunk, then hydrate the server's markup (so the first render matches it).
import './styles/index.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { TIMING } from '../shared/core/constants.ts';
import { loadCountryNames } from '../shared/geo/countries.ts';
import { configureAnalytics, initAnalytics } from './analytics/pageview.ts';
import { analyticsAllowed, consentFromCookies } from '../shared/core/consent.ts';
import { createApiCaller } from './lib/api.ts';
import { AppShell } from './app/AppShell.tsx';
import { applyDeferredStylesheets, readPreloadedData } from './app/preloaded.ts';
import { Providers } from './app/Providers.tsx';
import { resolvePage } from './app/resolve.ts';
import { screenLoader } from './app/screens.ts';
import { startUnreadRefresh } from './session/unreadCount/slice.ts';
import { selectViewer } from './session/user/slice.ts';
import { ALL_NAMESPACES } from './i18n/namespaces.ts';
import { createBrowserI18n } from './i18n/setup.ts';
import { configureBrowserStore } from './store/browserStore.ts';
import type { PreloadedState } from './store/state.ts';
import { consoleLogger, writeDocumentCookie } from './store/context.ts';
import { setMapConfig } from './features/map/config.ts';

const PREFETCH_TRANSLATIONS_AFTER_MS = 2_000;

async function start(): Promise<void> {
  // the private area's styles, fetched without holding this page's paint, for the screens it may open
  applyDeferredStylesheets(document);
  const container = document.getElementById('root');
  const data = readPreloadedData(document);
  if (!container || !data) {
    console.error('Preloaded data missing: the page stays server-rendered only');
    return;
  }
  const version = data.localesVersion ? `.${data.localesVersion}` : '';
  const i18n = await createBrowserI18n(data.translations, data.language, { loadPath: `/locales/{{lng}}/{{ns}}${version}.json` });
  const { store } = configureBrowserStore(data.stores as PreloadedState, {
    api: createApiCaller({ base: '' }),
    i18n,
    browser: true,
    logger: consoleLogger,
    setCookie: writeDocumentCookie,
    messageRefreshMs: TIMING.messageRefreshMs,
  });
  // analytics only after the visitor's yes (the consent cookie; the banner asks otherwise)
  configureAnalytics(data.publicConfig?.analyticsId);
  if (analyticsAllowed(consentFromCookies(document.cookie))) initAnalytics(data.publicConfig?.analyticsId);
  setMapConfig(data.publicConfig);

  const { pathname, search } = window.location;
  const page = resolvePage(pathname, search, data.language, selectViewer(store.getState()));
  // the screen's chunk and the country names of the page's language (both preloaded by the document)
  await Promise.all([
    page.kind === 'screen' ? screenLoader.load(page.screen).catch((err: unknown) => console.error(err)) : null, // the screen host shows the reload prompt
    loadCountryNames(data.language).catch((err: unknown) => console.error(err)),
  ]);

  // Hydration as a transition: React then works in slices of a few milliseconds and yields to the
  // browser between them, instead of one long task that blocks a phone's main thread (what Next.js's
  // App Router does). A click or key press on markup not yet hydrated makes React hydrate it at once
  // and replay the event, so nothing the visitor does early is lost (test/browser/early-input.test.ts).
  startTransition(() => {
    hydrateRoot(
      container,
      <Providers store={store} i18n={i18n}>
        <BrowserRouter>
          <AppShell />
        </BrowserRouter>
      </Providers>,
      {
        onRecoverableError(error, info) {
          console.error('Hydration error (recovered)', error, info.componentStack ?? '');
        },
      },
    );
  });

  if (store.getState().user.isLoggedIn) store.dispatch(startUnreadRefresh());
  // the namespaces later pages use, once the page is interactive (cached for good: hashed URLs)
  setTimeout(() => void i18n.loadNamespaces([...ALL_NAMESPACES]).catch(() => undefined), PREFETCH_TRANSLATIONS_AFTER_MS);
}

void start();
