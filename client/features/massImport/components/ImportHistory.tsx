// The user's past imports, newest first: date, file, format, status and counts, each openable to see
// its report; an empty state when there are none.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { formatDate } from '../../../lib/date.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { Import } from '../model.ts';
import { historyHref } from '../query.ts';
import type { MassImportState } from '../slice.ts';

export interface ImportHistoryProps {
  history: MassImportState['history'];
  language: Language;
  /** the import the page shows, marked in the list */
  currentId: string | null;
  onOpen(id: string): void;
}

function counts(job: Import, t: (k: string, v: Record<string, number>) => string): string {
  if (job.status === 'validated' || job.status === 'invalid')
    return t('massImport.history.countsChecked', { total: job.report.total, problems: job.report.problemCount });
  const p = job.progress;
  return t('massImport.history.countsRun', { total: p.total, created: p.created, updated: p.updated, failed: p.failed });
}

export function ImportHistory({ history, language, currentId, onOpen }: ImportHistoryProps) {
  const { t } = useTranslation();
  return (
    <section className="mass-import__history" aria-labelledby="mass-import-history">
      <h2 id="mass-import-history">{t('massImport.history.heading')}</h2>
      {history.status === 'fetching' && history.values.length === 0 ? <Spinner /> : null}
      {history.status === 'failed' ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('massImport.history.failed')}
        </p>
      ) : null}
      {history.status === 'success' && history.values.length === 0 ? <p className="mass-import__empty">{t('massImport.history.empty')}</p> : null}
      {history.values.length > 0 ? (
        <div className="mass-import__table-wrap">
          <table className="mass-import__table mass-import__history-table">
            <caption className="visually-hidden">{t('massImport.history.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('massImport.history.date')}</th>
                <th scope="col">{t('massImport.history.file')}</th>
                <th scope="col">{t('massImport.history.format')}</th>
                <th scope="col">{t('massImport.history.status')}</th>
                <th scope="col">{t('massImport.history.counts')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('massImport.history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.values.map((job) => (
                <tr key={job._id} aria-current={job._id === currentId ? 'true' : undefined} data-import-id={job._id}>
                  <td>{formatDate(job.createdAt, language)}</td>
                  <td className="mass-import__file">{job.fileName}</td>
                  <td>{t(`massImport.formats.${job.format}`)}</td>
                  <td>
                    <span className={`mass-import__status mass-import__status--${job.status}`}>{t(`massImport.statuses.${job.status}`)}</span>
                  </td>
                  <td>{counts(job, t)}</td>
                  <td>
                    <button type="button" className="btn btn--small btn--secondary" onClick={() => onOpen(job._id)}>
                      {t('massImport.history.open')}
                      <span className="visually-hidden"> {t('massImport.history.openNamed', { file: job.fileName })}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {history.meta ? (
        <Pagination page={history.meta.page} totalPages={history.meta.totalPages} hrefFor={historyHref} label={t('massImport.history.pages')} />
      ) : null}
    </section>
  );
}
