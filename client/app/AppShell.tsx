// The page frame around every route: header, footer, the loading-aware content area, the
// not-found and error states of the page's data, and the navigation side effects.
import { useCallback, useEffect, useState } from 'react';
import { ConsentBanner, mustAsk } from '../analytics/ConsentBanner.tsx';
import { useHydrated } from '../lib/useHydrated.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { useSelector, useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Footer } from './layout/Footer.tsx';
import { Layout } from './layout/Layout.tsx';
import { NotFound } from '../ui/system/NotFound.tsx';
import { FormAlert } from '../ui/forms/FormAlert.tsx';
import { PageError } from '../ui/system/PageError.tsx';
import { selectLanguage } from '../session/language/slice.ts';
import { navigated, selectIs404, selectPageError, selectPageLoading } from '../session/root/slice.ts';
import { selectIsLoggedIn, selectViewer } from '../session/user/slice.ts';
import type { RootState } from '../store/state.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { CardActionContext, type CardActionRenderer } from '../lib/cardAction.tsx';
import { HeartButton, HeartSymbol } from '../features/favourites/index.ts';
import { CompareBar, CompareToggle } from '../features/compare/index.ts';
import { HeaderContainer } from './HeaderContainer.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';
import { resolvePage } from './resolve.ts';
import { SCREENS } from './screens.ts';
import { pageTitle } from './title.ts';

/** Keeps document.title in step with the page (the server wrote the first one). */
function useDocumentTitle() {
  const { t } = useTranslation();
  const location = useLocation();
  // the server wrote the title into the document already: no page resolution there just for this hook
  const title = useSelector((state: RootState) =>
    typeof document === 'undefined'
      ? ''
      : pageTitle(resolvePage(location.pathname, location.search, selectLanguage(state), selectViewer(state)), state, t),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Every estate card and estate page carries the favourites heart and the compare toggle. */
const actions: CardActionRenderer = (aliasId, variant, title) => (
  <>
    <HeartButton aliasId={aliasId} variant={variant} />
    <CompareToggle aliasId={aliasId} variant={variant} title={title} />
  </>
);

export function AppShell() {
  const store = useStore<RootState>();
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const is404 = useSelector(selectIs404);
  const pageError = useSelector(selectPageError);
  const loading = useSelector(selectPageLoading);
  useDocumentTitle();
  // the consent banner: asked after hydration when no choice is recorded, or from the footer
  // (null: not answered in this page yet; the cookie decides once hydrated)
  const hydrated = useHydrated();
  const [consent, setConsent] = useState<{ open: boolean; focus: boolean } | null>(null);
  const consentShown = consent ?? { open: hydrated && mustAsk(document.cookie), focus: false };

  const retry = useCallback(() => {
    const state = store.getState();
    const page = resolvePage(location.pathname, location.search, state.language.current, selectViewer(state));
    store.dispatch(navigated({ path: location.pathname + location.search }));
    if (page.kind === 'screen') {
      const action = SCREENS[page.screen].prefetch?.(page.match, location);
      if (action) store.dispatch(action);
    }
  }, [store, location]);

  // a notice a screen navigated with (the profile's account erasure sends the user home with one)
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  let content = (
    <>
      {notice === 'accountDeleted' ? <FormAlert kind="success" message={{ key: 'user.accountDeleted' }} /> : null}
      <AppRoutes />
    </>
  );
  if (is404) content = <NotFound />;
  else if (pageError) content = <PageError onRetry={retry} />;

  return (
    <CardActionContext.Provider value={actions}>
      <NavigationEffects />
      <Layout
        header={<HeaderContainer />}
        footer={
          <>
            <Footer language={language} isLoggedIn={isLoggedIn} onPrivacySettings={() => setConsent({ open: true, focus: true })} />
            <ConsentBanner open={consentShown.open} focus={consentShown.focus} onClose={() => setConsent({ open: false, focus: false })} />
            <HeartSymbol />
            <CompareBar hidden={location.pathname === '/compare'} />
          </>
        }
        loading={loading}
      >
        {content}
      </Layout>
    </CardActionContext.Provider>
  );
}
