// What an import would do (or did, as validated): listings in the file, new, changed, unchanged,
// to be withdrawn and saved as drafts.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { ImportReport } from '../model.ts';

const KEYS = ['total', 'new', 'updated', 'unchanged', 'withdrawn', 'drafts'] as const;

export function ReportCounts({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <dl className="mass-import__counts">
      {KEYS.map((k) => (
        <div key={k} className={`mass-import__count mass-import__count--${k}`} data-count={k}>
          <dt>{t(`massImport.counts.${k}`)}</dt>
          <dd>{report[k]}</dd>
        </div>
      ))}
    </dl>
  );
}
