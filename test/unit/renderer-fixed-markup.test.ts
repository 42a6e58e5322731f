// The parts of a page the server writes from markup built once (client/lib/fixedMarkup.tsx, the footer
// per language and sign-in state): the page is the same, byte for byte, as rendering every part in
// the tree, the way the browser hydrates it — the first time (built alone) and from the cache.
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { configureStore, createServerTranslations, renderTree, type PreloadedState } from '../../client/server.tsx';
import { LANGUAGES } from '../../shared/core/constants.ts';
import { readLocales } from '../../renderer/assets.ts';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const translations = createServerTranslations(readLocales(rootDir));
const context = { api: {} as never, i18n: {} as never, browser: false, logger: { error() {}, warn() {} }, setCookie() {}, messageRefreshMs: 0 };

const signedIn = {
  isLoggedIn: true,
  data: { _id: 'u1', aliasId: 'anna', title: 'mrs', firstName: 'Anna', lastName: 'Berg', email: 'a@example.com' },
  resources: [],
  status: 'fetched',
  roles: [],
  mfaEnrolled: false,
};

t.test('the footer from the cache is the markup of the footer rendered in the tree', async (t) => {
  for (const language of LANGUAGES) {
    for (const user of [undefined, signedIn]) {
      for (const url of ['/', '/search?page=2', '/no-such-page']) {
        const state = { language: { current: language }, domain: 'com', ...(user ? { user } : {}) } as unknown as PreloadedState;
        const render = (fixed: boolean) => {
          const { store } = configureStore(state, { ...context, i18n: translations.get(language)!.i18n });
          return renderTree(store, translations.get(language)!, url, { fixed });
        };
        const inTree = render(false);
        const label = `${language} ${user ? 'signed in' : 'signed out'} ${url}`;
        t.match(inTree, '<footer class="site-footer">', `${label}: a footer`);
        t.equal(inTree.includes('href="/sign-out"'), Boolean(user), `${label}: the footer's account links follow the sign-in state`);
        t.equal(render(true), inTree, `${label}: the first render (footer built alone)`);
        t.equal(render(true), inTree, `${label}: from the cache`);
      }
    }
  }
});
