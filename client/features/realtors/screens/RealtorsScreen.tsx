// /realtor: the directory of realtors and companies, searchable by name and country, paged.
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Action, Dispatch } from 'redux';
import { RealtorCard } from '../components/RealtorCard.tsx';
import { RealtorSearchForm, type RealtorFilter } from '../components/RealtorSearchForm.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { fetchRealtors, selectDirectory } from '../slice.ts';
import { parseRealtorQuery, realtorsUrl } from '../query.ts';

export function RealtorsScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const directory = useSelector(selectDirectory);
  const query = useMemo(() => parseRealtorQuery(location.search), [location.search]);
  const filter = useMemo<RealtorFilter>(() => ({ q: query.q, countryCode: query.countryCode }), [query.q, query.countryCode]);

  return (
    <div className="realtors-page container">
      <h1>{t('realtors.title')}</h1>
      <p className="page-lead">{t('realtors.lead')}</p>
      <RealtorSearchForm value={filter} language={language} onSubmit={(f) => navigate(realtorsUrl({ ...f, page: 1 }))} />
      {directory.status === 'failed' ? (
        <PageError onRetry={() => dispatch(fetchRealtors({ search: location.search, force: true }))} />
      ) : (
        <section aria-labelledby="realtors-count" aria-busy={directory.status === 'fetching' || undefined}>
          <h2 id="realtors-count" className="realtors-page__count" aria-live="polite">
            {t('realtors.count', { count: directory.meta.total })}
          </h2>
          {directory.values.length === 0 && directory.status === 'success' ? (
            <p className="empty-state">{t('realtors.empty')}</p>
          ) : (
            <ul className="realtor-list">
              {directory.values.map((r) => (
                <li key={r._id}>
                  <RealtorCard realtor={r} language={language} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={directory.meta.page}
            totalPages={directory.meta.totalPages}
            hrefFor={(page) => realtorsUrl({ ...query, page })}
            label={t('realtors.pages')}
          />
        </section>
      )}
    </div>
  );
}

export default RealtorsScreen;
