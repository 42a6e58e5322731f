import { useTranslation } from '../../i18n/translation.tsx';

/**
 * Shown when a page's code failed to load or timed out (docs/product.md). Only the localized
 * message and the reload button: the technical reason goes to the log (ScreenHost), never under it.
 */
export function ReloadPrompt() {
  const { t } = useTranslation();
  return (
    <section className="status-page container" role="alert">
      <p className="status-page__text">{t('reloadPagePlease')}</p>
      <p className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('reloadButton')}
        </button>
      </p>
    </section>
  );
}
