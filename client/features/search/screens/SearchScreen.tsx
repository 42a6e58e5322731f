// /search and /search/:countryCode. The URL is the search: the panel's changes navigate to the
// canonical URL of the new state (shared codec), the route's prefetch loads the results, and
// back / forward or a shared link restore the exact search.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { countryName, normalizeCountryCode } from '../../../../shared/geo/countries.ts';
import type { RouteMatch } from '../../../../shared/routing/routes.ts';
import { buildSearchQuery, buildSearchUrl, toApiSearchQuery, type SearchState } from '../../../../shared/search/search-query.ts';
import { CountryBanner } from '../../countries/index.ts';
import { SaveSearch } from '../../savedSearches/index.ts';
import { SearchPanel } from '../components/SearchPanel.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { useCurrency } from '../../../session/currencies/index.ts';
import { useEstateCards } from '../../estate/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { fetchSearch, selectEstateList, selectSearchBanner } from '../slice.ts';
import { inCurrency, searchStateOf, urlCurrency } from '../query.ts';
import { useScrollToResults } from '../components/useScrollToResults.ts';
import { ViewToggle } from '../components/ViewToggle.tsx';
import { SearchMap } from '../../map/index.ts';
import { useMapPoints } from '../components/useMapPoints.ts';
import { formatBbox, parseBbox } from '../../../../shared/geo/bbox.ts';

export function SearchScreen({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const { currency, rates, setCurrency } = useCurrency();
  const list = useSelector(selectEstateList);
  const banner = useSelector(selectSearchBanner);
  const values = useEstateCards(list.values);
  const topOffers = useEstateCards(list.topOffers);

  const pathCountry = normalizeCountryCode(match.params.countryCode);
  const state = useMemo(() => searchStateOf(location.search, pathCountry, currency), [location.search, pathCountry, currency]);
  const country = state['geoData.countryCode'];

  // Every price field follows the chosen currency: a link naming another currency makes it the
  // visitor's, and a currency chosen in the header re-expresses the price bounds in it.
  const named = urlCurrency(location.search);
  const seenCurrency = useRef(currency);
  useEffect(() => {
    const before = seenCurrency.current;
    seenCurrency.current = currency;
    if (!named || named === currency) return;
    if (before !== currency) navigate(buildSearchUrl(inCurrency(state, currency, rates), state['geoData.countryCode']), { replace: true });
    else setCurrency(named);
  }, [named, currency, rates, state, navigate, setCurrency]);
  useScrollToResults(state.page);

  const go = useCallback(
    (next: SearchState) => {
      if (next.currency !== state.currency) setCurrency(next.currency);
      navigate(buildSearchUrl(next, next['geoData.countryCode']));
    },
    [navigate, setCurrency, state.currency],
  );
  const hrefForPage = useCallback((page: number) => buildSearchUrl({ ...state, page }, country), [state, country]);
  const retry = () => dispatch(fetchSearch({ search: location.search, countryCode: match.params.countryCode ?? null, force: true }));
  const reset = () => navigate(state.view ? '/search?view=map' : '/search');
  // the map view (docs/decisions/0015): the page's results as markers, "Search this area" sets the bbox
  const points = useMapPoints(list.topOffers, list.values, language, currency, state.view === 'map');
  const parsedBbox = state.bbox ? parseBbox(state.bbox) : null;
  const bbox = parsedBbox && 'bbox' in parsedBbox ? parsedBbox.bbox : undefined;
  // the map shows every result of the same filters (issue 26.3), wherever the list's page is
  const mapFilters = useMemo(() => {
    const { page: _page, orderBy: _orderBy, bbox: _bbox, topOffersSeparately: _top, ...filters } = toApiSearchQuery({ ...state, page: 1 });
    return filters;
  }, [state]);
  const loadMapPoint = useCallback(
    (aliasId: string) => import('../components/loadMapPoint.ts').then((m) => m.loadMapPoint(aliasId, language, currency, rates)),
    [language, currency, rates],
  );
  const savedQuery = useMemo(() => buildSearchQuery({ ...state, page: 1, view: undefined }), [state]);
  const suggestedName = [state.placeName, country ? countryName(country, language) : null].filter(Boolean).join(', ') || t('search.title');
  // the heading names the searched place (the answer's, in the page's language), else the country
  const place = (state.placeId || state.placeName) && list.meta.place ? list.meta.place : null;
  const where = place ? place.label : country ? countryName(country, language) : null;
  // a name no place matches: its search, with the save form open (SaveSearch reads #save-search)
  const saveByName = useCallback((next: SearchState) => navigate(`${buildSearchUrl(next, next['geoData.countryCode'])}#save-search`), [navigate]);

  return (
    <div className="search-page container">
      <h1 className="search-page__title">{where ? t('search.titleIn', { country: where }) : t('search.title')}</h1>
      {country && banner.countryCode === country && banner.info ? (
        <CountryBanner
          countryCode={country}
          banner={banner.info}
          language={language}
          link={{ to: `/countries/${country}`, text: t('search.guideLink', { country: countryName(country, language) }) }}
        />
      ) : null}
      <ViewToggle
        view={state.view ?? 'list'}
        onChange={(view) => go({ ...state, view: view === 'map' ? 'map' : undefined })}
        areaSet={Boolean(state.bbox)}
        onClearArea={() => go({ ...state, bbox: undefined, page: 1 })}
      />
      <SaveSearch query={savedQuery} defaultName={suggestedName} />
      <div className="search-page__layout">
        <SearchPanel state={state} language={language} onChange={go} onReset={reset} onSaveByName={saveByName} />
        <div className="search-page__main">
          {state.view === 'map' ? (
            <SearchMap
              points={points}
              filters={mapFilters}
              loadPoint={loadMapPoint}
              bbox={bbox}
              onSearchArea={(b) => go({ ...state, bbox: formatBbox(b), page: 1 })}
              onOpen={(href) => navigate(href)}
            />
          ) : null}
          <SearchResults
            status={list.status}
            total={list.meta.total + list.topOffers.length}
            totalExact={list.meta.totalExact}
            topOffers={topOffers}
            values={values}
            page={list.meta.page}
            totalPages={list.meta.totalPages}
            hrefForPage={hrefForPage}
            language={language}
            currency={currency}
            toolbar={<SortSelect value={state.orderBy} onChange={(orderBy) => go({ ...state, orderBy, page: 1 })} />}
            onRetry={retry}
            onReset={reset}
          />
        </div>
      </div>
    </div>
  );
}

export default SearchScreen;
