import { Link } from './Link.tsx';
import { useTranslation } from '../i18n/translation.tsx';
import { clampPage, pageItems, showPagination } from '../../shared/search/paging.ts';

export interface PaginationProps {
  /** the current page, 1-based; clamped to 1..totalPages */
  page: number;
  totalPages: number;
  /** the URL of a page: pagination is made of real links a crawler can follow */
  hrefFor(page: number): string;
  /** what is paged, for the navigation landmark's label */
  label?: string;
}

/** Numbered page links with previous / next; rendered only when there is more than one page. */
export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  const { t } = useTranslation();
  if (!showPagination(totalPages)) return null;
  const current = clampPage(page, totalPages);
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <Link className="pagination__link pagination__step" to={hrefFor(current - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </Link>
          ) : (
            <span className="pagination__link pagination__step is-disabled" aria-hidden="true">
              ‹ {t('pagination.previous')}
            </span>
          )}
        </li>
        {pageItems(current, totalPages, 2).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                className={slot === current ? 'pagination__link is-current' : 'pagination__link'}
                to={hrefFor(slot)}
                aria-current={slot === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: slot })}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link className="pagination__link pagination__step" to={hrefFor(current + 1)} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__step is-disabled" aria-hidden="true">
              {t('pagination.next')} ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
