// /private/myestates: the user's listings with their status, filtered by status, paged; each can be
// viewed (when published), edited, promoted to a top offer (when published) or deleted after a
// confirmation.
import { useState } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ESTATE_STATUSES, type EstateStatus, type Language } from '../../../../shared/core/constants.ts';
import { facetLabelKey } from '../../../../shared/search/facets.ts';
import { formatPlacement, formatPrice } from '../../../../shared/core/format.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';
import { formatDate } from '../../../lib/date.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { ConfirmDialog } from '../../../ui/forms/ConfirmDialog.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { thumbUrl } from '../../estateForm/index.ts';

export interface MyEstatesListProps {
  estates: readonly Estate[];
  language: Language;
  /** the status shown, null for all */
  status: EstateStatus | null;
  page: number;
  totalPages: number;
  total: number;
  hrefFor(page: number, status: EstateStatus | null): string;
  deletingAliasId: string | null;
  onDelete(aliasId: string): void;
  /** "promote" on a published estate (opens the screen's promote dialog) */
  onPromote?(estate: { aliasId: string; title: string }): void;
  /** "archive" on a published estate, "publish again" on an archived one */
  onChangeStatus?(aliasId: string, status: 'archived' | 'published'): void;
  /** the estate whose status is being changed */
  changingAliasId?: string | null;
  /** how many users saved each listing */
  savedCounts?: Readonly<Record<string, number>>;
}

export function MyEstatesList({
  estates,
  language,
  status,
  page,
  totalPages,
  total,
  hrefFor,
  deletingAliasId,
  onDelete,
  onPromote,
  onChangeStatus,
  changingAliasId = null,
  savedCounts = {},
}: MyEstatesListProps) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<Estate | null>(null);
  const filters: (EstateStatus | null)[] = [null, ...ESTATE_STATUSES];
  const titleOf = (e: Estate) => pickLocalized(e.title, language)?.text ?? t('estateCard.untitled');
  return (
    <div className="my-estates">
      <nav className="status-filter" aria-label={t('myEstates.filterLabel')}>
        {filters.map((s) => (
          <Link
            key={s ?? 'all'}
            to={hrefFor(1, s)}
            className={`status-filter__link${s === status ? ' is-active' : ''}`}
            aria-current={s === status ? 'page' : undefined}
          >
            {s ? t(`myEstates.status.${s}`) : t('myEstates.all')}
          </Link>
        ))}
      </nav>
      <p className="my-estates__count" role="status">
        {t('myEstates.count', { count: total })}
      </p>
      {estates.length === 0 ? (
        <div className="my-estates__empty">
          <p>{t('myEstates.empty')}</p>
          <Link className="btn btn--action" to="/private/addnewestate">
            {t('privateArea.nav.addEstate')}
          </Link>
        </div>
      ) : (
        <ul className="my-estates__list">
          {estates.map((e) => {
            const cover = e.photos?.[0];
            const title = titleOf(e);
            return (
              <li key={e._id} className="my-estate" data-alias={e.aliasId}>
                <div className="my-estate__media">
                  {cover ? (
                    <img src={thumbUrl(cover.url)} alt="" width={160} height={120} loading="lazy" />
                  ) : (
                    <span className="my-estate__no-photo" aria-hidden="true" />
                  )}
                </div>
                <div className="my-estate__body">
                  <h2 className="my-estate__title">
                    {e.status === 'published' ? <Link to={`/estate/${encodeURIComponent(e.aliasId)}`}>{title}</Link> : title}
                  </h2>
                  <p className="my-estate__meta">
                    <span className={`status-pill status-pill--${e.status}`}>{t(`myEstates.status.${e.status}`)}</span>{' '}
                    {e.moderation ? (
                      <>
                        <span className={`status-pill status-pill--${e.moderation}`} data-moderation={e.moderation}>
                          {t(`myEstates.moderation.${e.moderation}`)}
                        </span>{' '}
                      </>
                    ) : null}
                    {e.isTopOffer && e.topOfferUntil ? (
                      <>
                        <span className="status-pill status-pill--top-offer">
                          {t('myEstates.promote.until', { date: formatDate(e.topOfferUntil, language) })}
                        </span>{' '}
                      </>
                    ) : null}
                    {t(facetLabelKey('dealType', e.dealType))} · {t(facetLabelKey('estateType', e.estateType))}
                  </p>
                  <p className="my-estate__place">{formatPlacement(e.geoData, language)}</p>
                  <p className="my-estate__price">{formatPrice(e.price, e.currency, language)}</p>
                  {savedCounts[e.aliasId] ? <p className="my-estate__saved">{t('favourites.savedBy', { count: savedCounts[e.aliasId] })}</p> : null}
                  {e.updatedAt ? <p className="my-estate__date">{t('myEstates.updated', { date: formatDate(e.updatedAt, language) })}</p> : null}
                  {e.quality ? (
                    <p className="my-estate__quality">
                      <meter
                        className="my-estate__score"
                        min={0}
                        max={100}
                        low={50}
                        high={80}
                        optimum={100}
                        value={e.quality.score}
                        aria-hidden="true"
                      />{' '}
                      <span>{t('myEstates.quality.score', { score: e.quality.score })}</span>
                      {e.quality.missing[0] ? (
                        <>
                          {' · '}
                          <Link className="my-estate__next-step" to={`/private/edit/${encodeURIComponent(e.aliasId)}`}>
                            {t('myEstates.quality.next', { step: t(`myEstates.quality.items.${e.quality.missing[0]}`) })}
                          </Link>
                        </>
                      ) : null}
                    </p>
                  ) : null}
                </div>
                <div className="my-estate__actions">
                  <Link
                    className="btn btn--secondary"
                    to={`/private/edit/${encodeURIComponent(e.aliasId)}`}
                    aria-label={t('myEstates.editNamed', { title })}
                  >
                    {t('myEstates.edit')}
                  </Link>
                  <Link
                    className="btn btn--secondary"
                    to={`/private/stats/${encodeURIComponent(e.aliasId)}`}
                    aria-label={t('myEstates.statsNamed', { title })}
                  >
                    {t('myEstates.stats')}
                  </Link>
                  {onPromote && e.status === 'published' ? (
                    <button
                      type="button"
                      className="btn btn--secondary my-estate__promote"
                      aria-label={t('myEstates.promote.named', { title })}
                      onClick={() => onPromote({ aliasId: e.aliasId, title })}
                    >
                      {t('myEstates.promote.action')}
                    </button>
                  ) : null}
                  {onChangeStatus && (e.status === 'published' || e.status === 'archived') ? (
                    <button
                      type="button"
                      className={`btn btn--secondary my-estate__${e.status === 'published' ? 'archive' : 'republish'}`}
                      disabled={changingAliasId === e.aliasId}
                      aria-busy={changingAliasId === e.aliasId || undefined}
                      aria-label={t(e.status === 'published' ? 'buyers.archive.named' : 'buyers.archive.republishNamed', { title })}
                      onClick={() => onChangeStatus(e.aliasId, e.status === 'published' ? 'archived' : 'published')}
                    >
                      {changingAliasId === e.aliasId
                        ? t('processingText')
                        : t(e.status === 'published' ? 'buyers.archive.action' : 'buyers.archive.republish')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn--danger"
                    disabled={deletingAliasId === e.aliasId}
                    aria-busy={deletingAliasId === e.aliasId || undefined}
                    aria-label={t('myEstates.deleteNamed', { title })}
                    onClick={() => setConfirm(e)}
                  >
                    {deletingAliasId === e.aliasId ? t('processingText') : t('myEstates.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => hrefFor(p, status)} label={t('myEstates.pagesLabel')} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('myEstates.confirmTitle')}
        text={confirm ? t('myEstates.confirmText', { title: titleOf(confirm) }) : ''}
        confirmLabel={t('myEstates.delete')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete(confirm.aliasId);
          setConfirm(null);
        }}
      />
    </div>
  );
}
