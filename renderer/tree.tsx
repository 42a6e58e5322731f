// The server's React tree: the same providers and shell as the browser, with a static router.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from '../client/app/AppShell.tsx';
import { Providers } from '../client/app/Providers.tsx';
import type { Translation } from '../client/i18n/translation.tsx';
import type { AppStore } from '../client/store/configureStore.ts';

export function renderTree(store: AppStore, translation: Translation, url: string): string {
  return renderToString(
    <Providers store={store} i18n={translation.i18n} translation={translation}>
      <StaticRouter location={url}>
        <AppShell />
      </StaticRouter>
    </Providers>,
  );
}
