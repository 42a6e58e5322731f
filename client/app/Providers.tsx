// The context every render needs, the same on the server and in the browser; the router differs
// (StaticRouter / BrowserRouter) and is passed in as children.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/configureStore.ts';

export function Providers({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
