import { Link } from '../Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';

export interface PageErrorProps {
  /** given, a "try again" button calls it */
  onRetry?: () => void;
}

/** A page whose data could not be loaded: say so plainly and offer a way on. */
export function PageError({ onRetry }: PageErrorProps) {
  const { t } = useTranslation();
  return (
    <section className="status-page container" role="alert">
      <h1 className="status-page__title">{t('errors.page.title')}</h1>
      <p className="status-page__text">{t('errors.page.text')}</p>
      <p className="status-page__actions">
        {onRetry ? (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t('errors.page.retry')}
          </button>
        ) : null}
        <Link className="btn btn--ghost" to="/">
          {t('errors.page.home')}
        </Link>
      </p>
    </section>
  );
}
