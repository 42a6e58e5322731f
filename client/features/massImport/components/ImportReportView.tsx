// The validation report of an uploaded file, before anything is written: what the import would do
// (counts), each problem with the listing's id, the field and the api's message, and the confirm
// button. An invalid file says why nothing can be imported. The heading takes the focus when the
// report appears, so keyboard and screen-reader users land on it after the upload.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { hasChanges, listingsToImport, type ShownImport } from '../model.ts';
import { ProblemTable } from './ProblemTable.tsx';
import { ReportCounts } from './ReportCounts.tsx';

export interface ImportReportViewProps {
  /** move the focus to the heading when shown (default; not for an import found under way on opening the page) */
  focusOnShow?: boolean;
  job: ShownImport;
  starting: boolean;
  onConfirm(): void;
  onStartOver(): void;
}

export function ImportReportView({ focusOnShow = true, job, starting, onConfirm, onStartOver }: ImportReportViewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [job._id, focusOnShow]);
  const { report } = job;
  const invalid = job.status === 'invalid';
  const count = listingsToImport(report);
  return (
    <section className="mass-import__report" aria-labelledby="mass-import-report">
      <h2 id="mass-import-report" ref={heading} tabIndex={-1}>
        {t('massImport.report.heading', { file: job.fileName })}
      </h2>
      <p className="mass-import__meta">
        {t('massImport.report.format', { format: t(`massImport.formats.${job.format}`) })}
        {job.fullFeed ? ` · ${t('massImport.report.fullFeedOn')}` : ''}
      </p>
      {invalid ? (
        <div className="form-alert form-alert--error" role="alert">
          {t('massImport.report.invalid')}
        </div>
      ) : null}
      <ReportCounts report={report} />
      {report.drafts > 0 ? <p className="mass-import__note">{t('massImport.report.draftsNote', { count: report.drafts })}</p> : null}
      <ProblemTable report={report} />
      <div className="mass-import__actions">
        {!invalid && job.status === 'validated' ? (
          hasChanges(report) ? (
            <ActionButton busy={starting} onClick={onConfirm}>
              {count > 0 ? t('massImport.report.confirm', { count }) : t('massImport.report.apply')}
            </ActionButton>
          ) : (
            <p className="mass-import__note">{t('massImport.report.nothing')}</p>
          )
        ) : null}
        <button type="button" className="btn btn--secondary" onClick={onStartOver} disabled={starting}>
          {t('massImport.report.startOver')}
        </button>
      </div>
    </section>
  );
}
