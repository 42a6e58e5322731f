// /compare?ids=a,b,c: the listings of the URL side by side (server-rendered, shareable, noindex). Ids
// that name no published listing are left out with a note saying how many. Taking a listing out
// changes the URL (and the browser's own list). Without ids: what the page is for, and a link to the
// listings this browser chose, if any.
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { comparePath, MAX_COMPARE } from '../../../../shared/core/compare.ts';
import { useTranslation } from '../../../i18n/translation.tsx';
import { useCurrency } from '../../../session/currencies/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { Link } from '../../../ui/Link.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { CompareTable } from '../components/CompareTable.tsx';
import { useCompareList } from '../components/CompareToggle.tsx';
import { removeFromCompare } from '../list.ts';
import { selectComparison } from '../slice.ts';

export function CompareScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSelector(selectLanguage);
  const { currency } = useCurrency();
  const state = useSelector(selectComparison);
  const chosen = useCompareList();
  const leftOut = state.missing.length + state.dropped;
  const ids = state.values.map((v) => v.estate.aliasId);
  const remove = (aliasId: string) => {
    removeFromCompare(aliasId);
    navigate(comparePath(ids.filter((id) => id !== aliasId)));
  };

  let body;
  if (state.status === 'failed') body = <PageError />;
  else if (state.status !== 'success') body = <Spinner label={t('compare.title')} />;
  else if (state.values.length === 0)
    body = (
      <div className="compare__empty">
        <p>{t('compare.empty', { count: MAX_COMPARE })}</p>
        <p className="compare__actions">
          {chosen.length ? (
            <Link className="btn btn--action" to={comparePath(chosen.map((e) => e.aliasId))}>
              {t('compare.yourChoice', { count: chosen.length })}
            </Link>
          ) : null}
          <Link className={chosen.length ? 'btn btn--secondary' : 'btn btn--action'} to="/search">
            {t('compare.search')}
          </Link>
        </p>
      </div>
    );
  else
    body = (
      <>
        <CompareTable values={state.values} language={language} currency={currency} onRemove={remove} />
        <p className="compare__note">{t('buyingCosts.estimate')}</p>
        <p className="compare__note">{t('compare.share')}</p>
      </>
    );

  return (
    <section className="compare page-section" aria-labelledby="compare-title">
      <h1 id="compare-title">{t('compare.title')}</h1>
      <p className="compare__intro">{t('compare.intro', { count: MAX_COMPARE })}</p>
      {state.status === 'success' && leftOut > 0 ? (
        <p className="compare__left-out" role="status">
          {t('compare.leftOut', { count: leftOut })}
        </p>
      ) : null}
      {body}
    </section>
  );
}

export default CompareScreen;
