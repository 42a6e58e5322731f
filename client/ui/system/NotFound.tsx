import { Link } from '../Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';

/** The not-found page (docs/product.md): heading '404 - ' plus the localized text, and ways onward. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="status-page container">
      <h1 className="status-page__title">{`404 - ${t('notFound.text')}`}</h1>
      <p className="status-page__text">{t('notFound.hint')}</p>
      <p className="status-page__actions">
        <Link className="btn btn--primary" to="/">
          {t('notFound.home')}
        </Link>
        <Link className="btn btn--ghost" to="/search">
          {t('notFound.search')}
        </Link>
      </p>
    </section>
  );
}
