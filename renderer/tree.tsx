// The server's React tree: the same providers and shell as the browser, with a static router.
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from '../client/app/AppShell.tsx';
import { Providers } from '../client/app/Providers.tsx';
import type { AppStore } from '../client/store/configureStore.ts';

export function renderTree(store: AppStore, i18n: I18n, url: string): string {
  return renderToString(
    <Providers store={store} i18n={i18n}>
      <StaticRouter location={url}>
        <AppShell />
      </StaticRouter>
    </Providers>,
  );
}
