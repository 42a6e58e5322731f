// The context every render needs, the same on the server and in the browser; the router differs
// (StaticRouter / BrowserRouter) and is passed in as children.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { LiveTranslationProvider, TranslationProvider, type Translation } from '../i18n/translation.tsx';
import type { AppStore } from '../store/state.ts';
import { PrivateNavContext } from '../lib/privateNav.ts';
import { PRIVATE_NAV } from './screens.ts';

/**
 * `translation`: a fixed one (the server's, per language); without it, the browser's, following the
 * instance's language. react-i18next's provider stays for code still on its hook.
 */
export function Providers({ store, i18n, translation, children }: { store: AppStore; i18n: I18n; translation?: Translation; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PrivateNavContext.Provider value={PRIVATE_NAV}>
        <I18nextProvider i18n={i18n}>
          {translation ? (
            <TranslationProvider value={translation}>{children}</TranslationProvider>
          ) : (
            <LiveTranslationProvider i18n={i18n}>{children}</LiveTranslationProvider>
          )}
        </I18nextProvider>
      </PrivateNavContext.Provider>
    </Provider>
  );
}
