// The consent banner (issue 22): analytics load only after "Accept"; "Refuse" is the same kind of
// button beside it, as easy. The choice goes into the first-party cookie `consent`
// (shared/core/consent.ts); "Privacy settings" in the footer opens the banner again. Shown after
// hydration only (the server does not know whether the browser already chose), as a labelled region
// that takes the focus when opened from the footer.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/translation.tsx';
import { Link } from '../ui/Link.tsx';
import { consentCookieString, consentFromCookies, type Consent } from '../../shared/core/consent.ts';
import { loadAnalytics, sendCurrentPageView, stopAnalytics } from './pageview.ts';

/** Whether the banner should ask on this page load: no choice recorded yet. */
export const mustAsk = (cookies: string): boolean => consentFromCookies(cookies) === null;

/** Records the choice and applies it: a yes loads analytics now, a no stops page views leaving. */
export function recordConsent(choice: Consent): void {
  document.cookie = consentCookieString(choice, window.location.protocol === 'https:');
  if (choice === 'analytics') {
    loadAnalytics();
    sendCurrentPageView();
  } else stopAnalytics();
}

export interface ConsentBannerProps {
  open: boolean;
  /** opened from the footer: move the focus into the banner */
  focus?: boolean;
  onClose(): void;
}

export function ConsentBanner({ open, focus = false, onClose }: ConsentBannerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open && focus) ref.current?.focus();
  }, [open, focus]);
  if (!open) return null;
  const choose = (choice: Consent) => {
    recordConsent(choice);
    onClose();
  };
  return (
    <section ref={ref} className="consent-banner" aria-labelledby="consent-title" aria-describedby="consent-text" tabIndex={-1}>
      <h2 id="consent-title" className="consent-banner__title">
        {t('footer.consent.title')}
      </h2>
      <p id="consent-text">
        {t('footer.consent.text')} <Link to="/privacy-policy">{t('footer.links.privacyPolicy')}</Link>
      </p>
      <details className="consent-banner__details">
        <summary>{t('footer.consent.details')}</summary>
        <dl>
          <dt>{t('footer.consent.necessaryTitle')}</dt>
          <dd>{t('footer.consent.necessaryText')}</dd>
          <dt>{t('footer.consent.analyticsTitle')}</dt>
          <dd>{t('footer.consent.analyticsText')}</dd>
        </dl>
      </details>
      <div className="consent-banner__actions">
        <button type="button" className="btn btn--secondary" onClick={() => choose('none')}>
          {t('footer.consent.refuse')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => choose('analytics')}>
          {t('footer.consent.accept')}
        </button>
      </div>
    </section>
  );
}
