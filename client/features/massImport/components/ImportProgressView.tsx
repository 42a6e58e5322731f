// An import under way or ended: the progress bar (processed of total) with a live text of what has
// been created, updated and failed, the cancel button while it runs, and when it has ended its
// outcome, the link to the listings and the way to another upload.
import { useEffect, useRef } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { isActive, percentOf, type Import } from '../model.ts';
import { ProblemTable } from './ProblemTable.tsx';

export interface ImportProgressViewProps {
  /** move the focus to the heading when shown (default; not for an import found under way on opening the page) */
  focusOnShow?: boolean;
  job: Import;
  canceling: boolean;
  /** the watch gave up after failed calls */
  lost: boolean;
  onCancel(): void;
  onRetry(): void;
  onStartOver(): void;
}

export function ImportProgressView({ focusOnShow = true, job, canceling, lost, onCancel, onRetry, onStartOver }: ImportProgressViewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [job._id, focusOnShow]);
  const active = isActive(job.status);
  const percent = percentOf(job);
  const p = job.progress;
  const processedText =
    job.status === 'queued' && p.processed === 0
      ? t('massImport.progress.queued')
      : t('massImport.progress.status', { processed: p.processed, total: p.total, created: p.created, updated: p.updated, failed: p.failed });
  return (
    <section className="mass-import__progress" aria-labelledby="mass-import-progress">
      <h2 id="mass-import-progress" ref={heading} tabIndex={-1}>
        {t(active ? 'massImport.progress.heading' : 'massImport.progress.endedHeading', { file: job.fileName })}
      </h2>
      <div
        className="mass-import__bar"
        role="progressbar"
        aria-labelledby="mass-import-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('massImport.progress.valueText', { percent, processed: p.processed, total: p.total })}
        data-status={job.status}
      >
        <span className="mass-import__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="mass-import__live" role="status" aria-live="polite">
        <span className="mass-import__percent">{percent} %</span> {processedText}
      </p>
      {job.status === 'done' ? (
        <div className="form-alert form-alert--success" role="status">
          {t('massImport.progress.done', {
            created: p.created,
            updated: p.updated,
            unchanged: p.unchanged,
            withdrawn: p.withdrawn,
            failed: p.failed,
          })}
        </div>
      ) : null}
      {job.status === 'failed' ? (
        <div className="form-alert form-alert--error" role="alert">
          {job.error ? t('massImport.progress.failedBecause', { reason: job.error }) : t('massImport.progress.failed')}
        </div>
      ) : null}
      {job.status === 'canceled' ? (
        <div className="form-alert form-alert--info" role="status">
          {t('massImport.progress.canceled')}
        </div>
      ) : null}
      {lost ? (
        <div className="form-alert form-alert--error" role="alert">
          {t('massImport.progress.lost')}{' '}
          <button type="button" className="btn btn--link" onClick={onRetry}>
            {t('massImport.progress.retry')}
          </button>
        </div>
      ) : null}
      {!active && p.failed > 0 ? <ProblemTable report={job.report} /> : null}
      <div className="mass-import__actions">
        {active ? (
          <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={canceling} aria-busy={canceling || undefined}>
            {canceling ? t('massImport.progress.canceling') : t('massImport.progress.cancel')}
          </button>
        ) : (
          <>
            <Link className="btn btn--primary" to="/private/myestates">
              {t('massImport.progress.myEstates')}
            </Link>
            <button type="button" className="btn btn--secondary" onClick={onStartOver}>
              {t('massImport.progress.another')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
