// "Contact the lister" on the estate page (issue 24, leads): the heading and one button are all the
// first load carries; the form with its checks and its api call is its own chunk (LeadForm.tsx),
// loaded on the first click, or already when the button gets the focus or the pointer.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';

const loadForm = () => import('./LeadForm.tsx');
const LeadForm = lazy(loadForm);

export function ContactLister({ aliasId }: { aliasId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="contact-lister" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="estate-view__subtitle">
        {t('estateView.lead.title')}
      </h2>
      {open ? (
        <Suspense fallback={<p aria-busy="true">{t('estateView.lead.loading')}</p>}>
          <LeadForm aliasId={aliasId} titleId={`${id}-title`} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="btn btn--primary contact-lister__open"
          onFocus={() => void loadForm()}
          onPointerEnter={() => void loadForm()}
          onClick={() => setOpen(true)}
        >
          {t('estateView.lead.open')}
        </button>
      )}
    </section>
  );
}
