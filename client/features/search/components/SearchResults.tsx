import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, FetchStatus, Language } from '../../../../shared/core/constants.ts';
import type { EstateCardData } from '../../estate/index.ts';
import { PageError } from '../../../ui/system/PageError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EstateGrid } from '../../estate/index.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { SEARCH_EXACT_TOTAL } from '../../../../shared/contract/limits.ts';

export interface SearchResultsProps {
  status: FetchStatus;
  /** estates matching, top offers included */
  total: number;
  /** false: `total` is an estimate of more than SEARCH_EXACT_TOTAL matches ("more than 10,000") */
  totalExact?: boolean;
  topOffers: readonly EstateCardData[];
  values: readonly EstateCardData[];
  page: number;
  totalPages: number;
  hrefForPage(page: number): string;
  language: Language;
  currency: Currency;
  /** the sort control, shown in the toolbar */
  toolbar?: ReactNode;
  onRetry(): void;
  onReset(): void;
}

/** The results of a search: a count, the top offers apart, the listings, pagination, and every state between. */
export function SearchResults(props: SearchResultsProps) {
  const { status, total, topOffers, values, language, currency } = props;
  const { t } = useTranslation();
  const hasData = values.length > 0 || topOffers.length > 0;
  const busy = status === 'fetching' || status === 'notFetched';

  if (status === 'failed') {
    return (
      <section className="search-results" aria-labelledby="search-results-title">
        <h2 id="search-results-title" className="visually-hidden">
          {t('search.results.title')}
        </h2>
        <PageError onRetry={props.onRetry} />
      </section>
    );
  }
  if (busy && !hasData) {
    return (
      <section className="search-results" aria-busy="true">
        <Spinner label={t('search.results.loading')} />
      </section>
    );
  }

  return (
    <section className="search-results" aria-labelledby="search-results-title" aria-busy={busy || undefined} data-status={status}>
      <div className="search-results__toolbar">
        <h2 id="search-results-title" className="search-results__count" aria-live="polite">
          {props.totalExact === false
            ? t('search.results.countOver', { number: new Intl.NumberFormat(language).format(SEARCH_EXACT_TOTAL) })
            : t('search.results.count', { count: total })}
        </h2>
        {props.toolbar}
      </div>
      {!hasData ? (
        <div className="search-results__empty">
          <p>{t('search.results.empty')}</p>
          <button type="button" className="btn btn--ghost" onClick={props.onReset}>
            {t('search.panel.reset')}
          </button>
        </div>
      ) : null}
      {topOffers.length > 0 ? (
        <section className="search-results__top" aria-labelledby="search-top-title">
          <h3 id="search-top-title" className="search-results__subtitle">
            {t('search.results.topOffers')}
          </h3>
          <EstateGrid estates={topOffers} language={language} currency={currency} priorityFirst />
        </section>
      ) : null}
      {values.length > 0 ? (
        <section className="search-results__list" aria-labelledby="search-list-title">
          <h3 id="search-list-title" className={topOffers.length > 0 ? 'search-results__subtitle' : 'visually-hidden'}>
            {t('search.results.listings')}
          </h3>
          <EstateGrid estates={values} language={language} currency={currency} priorityFirst={topOffers.length === 0} />
        </section>
      ) : null}
      <Pagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefForPage} label={t('search.results.pages')} />
    </section>
  );
}
