import { useTranslation } from '../../i18n/translation.tsx';

export interface ReloadPromptProps {
  /** a technical detail (e.g. which chunk failed), shown small for support requests */
  detail?: string;
}

/** Shown when a page's code failed to load or timed out (docs/product.md). */
export function ReloadPrompt({ detail }: ReloadPromptProps) {
  const { t } = useTranslation();
  return (
    <section className="status-page container" role="alert">
      <p className="status-page__text">{t('reloadPagePlease')}</p>
      <p className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('reloadButton')}
        </button>
      </p>
      {detail ? (
        <p className="status-page__detail">
          <code>{detail}</code>
        </p>
      ) : null}
    </section>
  );
}
