// What happens around a navigation in the browser (docs/product.md): the first page uses the server's data
// (and then marks the first load done); every later navigation clears the previous page's 404 or
// error, dispatches the new route's prefetch, scrolls to the top (not on search-type pages) and
// reports a page view. A change of language or currency reloads the current page's data; an `lng`
// query naming another language is dropped from the URL (it would win over the cookie next time).
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { reportPageView } from '../analytics/pageview.ts';
import { selectCurrentCurrency } from '../session/currencies/slice.ts';
import { selectLanguage } from '../session/language/slice.ts';
import { firstLoadDone, navigated } from '../session/root/slice.ts';
import { selectViewer } from '../session/user/slice.ts';
import type { RootState } from '../store/state.ts';
import { resolvePage } from './resolve.ts';
import { SCREENS } from './screens.ts';
import { scrollToTop } from './scroll.ts';

function usePrefetch() {
  const store = useStore<RootState>();
  return (pathname: string, search: string) => {
    const state = store.getState();
    const page = resolvePage(pathname, search, selectLanguage(state), selectViewer(state));
    if (page.kind !== 'screen') return;
    const action = SCREENS[page.screen].prefetch?.(page.match, { pathname, search });
    if (action) store.dispatch(action);
  };
}

export function NavigationEffects() {
  const location = useLocation();
  const dispatch = useDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const prefetch = usePrefetch();
  const language = useSelector(selectLanguage);
  const currency = useSelector(selectCurrentCurrency);
  const settings = useRef({ language, currency });

  useEffect(() => {
    const { pathname, search } = location;
    const path = pathname + search;
    if (store.getState().root.isFirstLoad) {
      dispatch(firstLoadDone());
      reportPageView(path);
      return;
    }
    dispatch(navigated({ path }));
    prefetch(pathname, search);
    reportPageView(path);
    const page = resolvePage(pathname, search, selectLanguage(store.getState()), selectViewer(store.getState()));
    if (page.kind === 'screen' && page.match.route.searchType) return;
    return scrollToTop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  useEffect(() => {
    const before = settings.current;
    settings.current = { language, currency };
    if (before.language === language && before.currency === currency) return;
    document.documentElement.lang = language;
    const params = new URLSearchParams(location.search);
    if (params.has('lng') && params.get('lng') !== language) {
      params.delete('lng');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      return; // the navigation prefetches
    }
    prefetch(location.pathname, location.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, currency]);

  return null;
}
