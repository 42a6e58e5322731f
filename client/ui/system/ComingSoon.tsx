import { Link } from '../Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';

export interface ComingSoonProps {
  /** the page's own title, already translated; default: a generic "coming soon" heading */
  title?: string;
}

/** A placeholder for a screen that is not built yet: honest about it, with a way back. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section className="status-page container">
      <h1 className="status-page__title">{title ?? t('comingSoon.title')}</h1>
      <p className="status-page__text">{t('comingSoon.text')}</p>
      <p className="status-page__actions">
        <Link className="btn btn--primary" to="/">
          {t('comingSoon.home')}
        </Link>
      </p>
    </section>
  );
}
