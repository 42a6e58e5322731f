import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

export interface LayoutProps {
  header: ReactNode;
  footer: ReactNode;
  /** true while the page's data or code is loading: the content area shows a spinner instead */
  loading: boolean;
  children?: ReactNode;
}

/** The generic page frame: skip link, header, a loading-aware main area, footer. */
export function Layout({ header, footer, loading, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {header}
      <main id="main" className="layout__main" tabIndex={-1} aria-busy={loading || undefined}>
        {loading ? <Spinner /> : children}
      </main>
      {footer}
    </div>
  );
}
