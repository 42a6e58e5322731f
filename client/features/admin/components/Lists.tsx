// The operator lists: the dashboard's counts, reported listings, listings and their actions.
import { useDispatch } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import { formatDate } from '../../../lib/date.ts';
import { Link } from '../../../ui/Link.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { formatPrice } from '../../../../shared/core/format.ts';
import type { AdminDashboard } from '../../../../shared/contract/admin.ts';
import type { EstatePage, ReportPage } from '../api.ts';
import { adminAct, type AdminAct } from '../slice.ts';
import { ReasonAction } from './ReasonAction.tsx';

export function Dashboard({ summary, language }: { summary: AdminDashboard; language: Language }) {
  const { t } = useTranslation();
  const { openReports, pending, importsRunning, today } = summary;
  return (
    <ul className="admin-tiles">
      <li className="admin-tile" data-tile="reports">
        <Link to="/admin/reports">
          <strong className="admin-tile__count">{openReports}</strong> {t('admin.dashboard.openReports', { count: openReports })}
        </Link>
      </li>
      <li className="admin-tile" data-tile="pending">
        <Link to="/admin/estates?status=pending">
          <strong className="admin-tile__count">{pending}</strong> {t('admin.dashboard.pending', { count: pending })}
        </Link>
      </li>
      <li className="admin-tile" data-tile="imports">
        <strong className="admin-tile__count">{importsRunning}</strong> {t('admin.dashboard.imports', { count: importsRunning })}
      </li>
      {today ? (
        <li className="admin-tile" data-tile="orders">
          <Link to="/admin/orders?status=paid">
            <strong className="admin-tile__count">{today.orders}</strong> {t('admin.dashboard.ordersToday', { count: today.orders })}
          </Link>
          {today.revenue.length ? (
            <span className="admin-tile__detail">
              {' '}
              {t('admin.dashboard.revenue', {
                amounts: today.revenue.map((r) => formatPrice(r.amount / 100, r.currency, language, 2)).join(' · '),
              })}
            </span>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}

/** Acts on the target, busy while its action is under way. */
function useAct() {
  const dispatch = useDispatch<Dispatch<Action>>();
  return (act: AdminAct) => dispatch(adminAct({ act }));
}

const estateLink = (aliasId: string) => `/estate/${encodeURIComponent(aliasId)}`;

export function Reports({ list, acting, language }: { list: ReportPage; acting: string | null; language: Language }) {
  const { t } = useTranslation();
  const act = useAct();
  if (!list.values.length) return <p className="admin-empty">{t('admin.reports.empty')}</p>;
  return (
    <ul className="admin-list">
      {list.values.map((r) => (
        <li key={r.estateId} className="admin-item" data-listing={r.aliasId}>
          <h2 className="admin-item__title">
            <Link to={estateLink(r.aliasId)}>{pickLocalized(r.title, language)?.text || r.aliasId}</Link> <small>{r.aliasId}</small>
            {r.hiddenAt ? <span className="admin-badge">{t('admin.reports.hidden')}</span> : null}
          </h2>
          <p>
            {t('admin.reports.count', { count: r.reports })} · {t('admin.reports.reporters', { count: r.reporters })} ·{' '}
            <time dateTime={r.lastAt}>{formatDate(r.lastAt, language)}</time>
          </p>
          <ul className="admin-item__reasons">
            {Object.entries(r.reasons)
              .filter(([, n]) => n > 0)
              .map(([reason, n]) => (
                <li key={reason}>
                  {t(`admin.reasons.${reason}`)}: {n}
                </li>
              ))}
          </ul>
          {r.items.some((i) => i.message) ? (
            <ul className="admin-item__messages">
              {r.items
                .filter((i) => i.message)
                .map((i, n) => (
                  <li key={n}>{i.message}</li>
                ))}
            </ul>
          ) : null}
          <div className="admin-item__actions">
            <ReasonAction
              label={t('admin.actions.unpublish')}
              question={t('admin.confirm.unpublish', { id: r.aliasId })}
              reason="required"
              name={`reason-unpublish-${r.aliasId}`}
              busy={acting === r.aliasId}
              onConfirm={(reason) => act({ kind: 'moderate', aliasId: r.aliasId, action: 'unpublish', reason })}
            />
            <ReasonAction
              label={t('admin.actions.dismiss_reports')}
              question={t('admin.confirm.dismiss_reports', { id: r.aliasId })}
              reason="optional"
              name={`reason-dismiss-${r.aliasId}`}
              busy={acting === r.aliasId}
              onConfirm={(reason) => act({ kind: 'moderate', aliasId: r.aliasId, action: 'dismiss_reports', ...(reason ? { reason } : {}) })}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Estates({ list, acting, language }: { list: EstatePage; acting: string | null; language: Language }) {
  const { t } = useTranslation();
  const act = useAct();
  if (!list.values.length) return <p className="admin-empty">{t('admin.estates.empty')}</p>;
  return (
    <ul className="admin-list">
      {list.values.map((e) => {
        const busy = acting === e.aliasId;
        const simple = (action: 'restore' | 'approve') => (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => act({ kind: 'moderate', aliasId: e.aliasId, action })}
          >
            {t(`admin.actions.${action}`)}
          </button>
        );
        return (
          <li key={e._id} className="admin-item" data-listing={e.aliasId}>
            <h2 className="admin-item__title">
              <Link to={estateLink(e.aliasId)}>{pickLocalized(e.title, language)?.text || e.aliasId}</Link> <small>{e.aliasId}</small>
            </h2>
            <p>
              <span className="admin-badge">{t(`admin.status.${e.status}`)}</span>{' '}
              <span className="admin-badge">{t(`admin.status.${e.moderation}`)}</span>{' '}
              {e.hiddenAt ? <span className="admin-badge">{t('admin.status.hidden')}</span> : null}{' '}
              {e.public ? t('admin.estates.public') : t('admin.estates.notPublic')} · {t('admin.reports.count', { count: e.openReports })} ·{' '}
              {e.owner.email}
              {e.owner.blocked ? ` (${t('admin.users.blocked')})` : ''}
            </p>
            {e.moderationReason ? <p className="admin-item__reason">{t('admin.estates.reason', { reason: e.moderationReason })}</p> : null}
            <div className="admin-item__actions">
              {e.public ? (
                <ReasonAction
                  label={t('admin.actions.unpublish')}
                  question={t('admin.confirm.unpublish', { id: e.aliasId })}
                  reason="required"
                  name={`reason-unpublish-${e.aliasId}`}
                  busy={busy}
                  onConfirm={(reason) => act({ kind: 'moderate', aliasId: e.aliasId, action: 'unpublish', reason })}
                />
              ) : null}
              {e.moderation === 'unpublished' || e.hiddenAt ? simple('restore') : null}
              {e.moderation === 'pending' ? (
                <>
                  {simple('approve')}
                  <ReasonAction
                    label={t('admin.actions.reject')}
                    question={t('admin.confirm.reject', { id: e.aliasId })}
                    reason="required"
                    name={`reason-reject-${e.aliasId}`}
                    busy={busy}
                    onConfirm={(reason) => act({ kind: 'moderate', aliasId: e.aliasId, action: 'reject', reason })}
                  />
                </>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
