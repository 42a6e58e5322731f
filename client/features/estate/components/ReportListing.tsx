// "Report this listing" under the contact block: the button is all the first load carries; the
// dialog with its form and its api call is its own chunk, loaded on the first click.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';

const ReportDialog = lazy(() => import('./ReportDialog.tsx'));

export function ReportListing({ aliasId }: { aliasId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="report-listing">
      <button type="button" className="btn btn--link btn--small report-listing__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('estateView.report.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog aliasId={aliasId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
