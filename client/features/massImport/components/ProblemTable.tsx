// The problems of a report: the listing's id in the feed, the field and the message (in the user's
// language: the api localizes it), and how many more there are when the api sends only the first ones.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { ImportReport } from '../model.ts';

export function ProblemTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const { problems } = report;
  const count = Math.max(report.problemCount, problems.length);
  if (count === 0) return <p className="mass-import__note">{t('massImport.problems.none')}</p>;
  return (
    <div className="mass-import__problems">
      <h3>{t('massImport.problems.heading', { count })}</h3>
      {count > problems.length ? <p className="mass-import__note">{t('massImport.problems.more', { shown: problems.length, count })}</p> : null}
      <div className="mass-import__table-wrap">
        <table className="mass-import__table">
          <caption className="visually-hidden">{t('massImport.problems.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('massImport.problems.externalId')}</th>
              <th scope="col">{t('massImport.problems.field')}</th>
              <th scope="col">{t('massImport.problems.message')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, i) => (
              <tr key={`${p.externalId}-${p.field}-${i}`} data-code={p.code}>
                <td>{p.externalId}</td>
                <td>
                  <code>{p.field}</code>
                </td>
                <td>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
