// /private/stats/:aliasId: the statistics of one's own listing: totals, the days as a chart with
// the top-offer periods marked, the same numbers as a table, a range and a CSV download. The
// numbers load in the browser; someone else's listing is "not found".
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { Link } from '../../../ui/Link.tsx';
import { isApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/date.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import type { RouteMatch } from '../../../../shared/routing/routes.ts';
import type { EstateStats } from '../../../../shared/contract/stats.ts';
import { csvHref, loadStats } from '../api.ts';

const StatsChart = lazy(() => import('./StatsChart.tsx').then((m) => ({ default: m.StatsChart })));

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const COUNTS = ['views', 'impressions', 'contacts', 'favourites'] as const;

type Load = { key: string } & ({ state: 'loading' } | { state: 'failed'; notFound: boolean } | { state: 'done'; stats: EstateStats });

export function StatsScreen({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const aliasId = match.params.aliasId ?? '';
  const [range, setRange] = useState(() => ({ from: dayOf(Date.now() - 29 * DAY_MS), to: dayOf(Date.now()) }));
  const [draft, setDraft] = useState(range);
  const key = `${aliasId}|${range.from}|${range.to}`;
  const [loaded, setLoad] = useState<Load>({ key: '', state: 'loading' });
  // what was loaded for another listing or range is not shown: loading until this one's answer
  const load: Load = loaded.key === key ? loaded : { key, state: 'loading' };

  useEffect(() => {
    let gone = false;
    const asked = `${aliasId}|${range.from}|${range.to}`;
    loadStats(aliasId, range).then(
      (stats) => !gone && setLoad({ key: asked, state: 'done', stats }),
      (err: unknown) => !gone && setLoad({ key: asked, state: 'failed', notFound: isApiError(err) && err.statusCode === 404 }),
    );
    return () => {
      gone = true;
    };
  }, [aliasId, range]);

  const labels = useMemo(
    () => ({
      views: t('stats.views'),
      impressions: t('stats.impressions'),
      contacts: t('stats.contacts'),
      favourites: t('stats.favourites'),
      topOffer: t('stats.topOffer'),
    }),
    [t],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) setRange(draft);
  };

  let body;
  if (load.state === 'loading') body = <Spinner label={t('stats.loading')} />;
  else if (load.state === 'failed')
    body = (
      <p role="alert" className="form-alert form-alert--error">
        {load.notFound ? t('stats.notFound') : t('stats.loadFailed')}
      </p>
    );
  else {
    const { stats } = load;
    const isTop = (day: string) => stats.topOffers.some((p) => p.from <= day && day <= p.to);
    const empty = COUNTS.every((k) => stats.totals[k] === 0);
    body = (
      <>
        <ul className="stats-totals" aria-label={t('stats.totals')}>
          {COUNTS.map((k) => (
            <li key={k} data-count={k}>
              <strong>{stats.totals[k]}</strong> {labels[k]}
            </li>
          ))}
        </ul>
        {empty ? <p className="stats-empty">{t('stats.empty')}</p> : null}
        <Suspense fallback={<div className="stats-chart" />}>
          <StatsChart
            stats={stats}
            labels={labels}
            summary={t('stats.chartSummary', { from: formatDate(stats.from, language), to: formatDate(stats.to, language) })}
          />
        </Suspense>
        <p>
          <a className="btn btn--secondary" href={csvHref(aliasId, stats)} download>
            {t('stats.csv')}
          </a>
        </p>
        <table className="stats-table">
          <caption>{t('stats.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.date')}</th>
              {COUNTS.map((k) => (
                <th key={k} scope="col">
                  {labels[k]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.days.map((d) => (
              <tr key={d.date} className={isTop(d.date) ? 'stats-table__top' : undefined}>
                <th scope="row">
                  <time dateTime={d.date}>{formatDate(d.date, language)}</time>
                  {isTop(d.date) ? <span className="visually-hidden"> ({labels.topOffer})</span> : null}
                </th>
                {COUNTS.map((k) => (
                  <td key={k}>{d[k]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <PrivatePage title={t('titles.stats')} unreadMessages={unread}>
      <p>
        <Link to={`/estate/${encodeURIComponent(aliasId)}`}>{t('stats.listing', { id: aliasId })}</Link>
      </p>
      <form className="stats-range" onSubmit={submit}>
        <label>
          {t('stats.from')}
          <input type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          {t('stats.to')}
          <input type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="btn btn--secondary">
          {t('stats.show')}
        </button>
      </form>
      {body}
    </PrivatePage>
  );
}

export default StatsScreen;
