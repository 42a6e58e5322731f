import { Link } from '../../ui/Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import type { Language } from '../../../shared/core/constants.ts';
import { countryName, FEATURED_COUNTRIES } from '../../../shared/geo/countries.ts';
import { Flag } from '../../ui/Flag.tsx';
import { BRAND_NAME, OPERATOR } from '../../lib/operator.ts';
import { PaymentIcons, SslBadge } from './PaymentIcons.tsx';
import { FixedMarkup } from '../../lib/fixedMarkup.tsx';

export interface FooterProps {
  language: Language;
  /** a signed-in user sees links to the account and to sign out instead of sign-in and sign-up */
  isLoggedIn?: boolean;
  /** the copyright year; a constant by default so the server and the browser render the same */
  year?: number;
  /** opens the consent banner again ("Privacy settings") */
  onPrivacySettings?(): void;
}

const COLUMNS = [
  {
    heading: 'footer.columns.legal',
    links: [
      { to: '/terms', label: 'footer.links.terms' },
      { to: '/privacy-policy', label: 'footer.links.privacyPolicy' },
      { to: '/revocation-instruction', label: 'footer.links.revocation' },
      { to: '/impressum', label: 'footer.links.impressum' },
    ],
  },
  {
    heading: 'footer.columns.services',
    links: [
      { to: '/advertising', label: 'footer.links.advertising' },
      { to: '/plans', label: 'footer.links.plans' },
      { to: '/realtor', label: 'footer.links.realtors' },
      { to: '/contacts', label: 'footer.links.contacts' },
    ],
  },
  {
    heading: 'footer.columns.account',
    links: [
      { to: '/sign-in', label: 'footer.links.signIn' },
      { to: '/sign-up', label: 'footer.links.signUp' },
    ],
  },
] as const;

const SIGNED_IN_ACCOUNT_LINKS = [
  { to: '/private', label: 'header.account.myAccount' },
  { to: '/sign-out', label: 'header.account.signOut' },
] as const;

export function Footer({ language, isLoggedIn = false, year = OPERATOR.copyrightYear, onPrivacySettings }: FooterProps) {
  const { t } = useTranslation();
  const columns = COLUMNS.map((c) => (isLoggedIn && c.heading === 'footer.columns.account' ? { ...c, links: SIGNED_IN_ACCOUNT_LINKS } : c));
  return (
    // the same for every page of a language and sign-in state: the server writes it from a cache
    <FixedMarkup id={`footer/${language}/${isLoggedIn ? 'in' : 'out'}/${year}`} as="footer" className="site-footer">
      <div className="container">
        <nav className="site-footer__countries" aria-label={t('footer.countriesLabel')}>
          <ul className="flag-list">
            {FEATURED_COUNTRIES.map((code) => {
              const name = countryName(code, language);
              return (
                <li key={code}>
                  <Link to={`/countries/${code}`} className="flag-list__link">
                    <Flag code={code} />
                    <span className="flag-list__name">{name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="site-footer__grid">
          {columns.map((column) => (
            <nav key={column.heading} className="site-footer__column" aria-label={t(column.heading)}>
              <h2 className="site-footer__heading">{t(column.heading)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.label)}</Link>
                  </li>
                ))}
                {column.heading === 'footer.columns.legal' && onPrivacySettings ? (
                  <li>
                    <button type="button" className="link-button" onClick={onPrivacySettings}>
                      {t('footer.links.privacySettings')}
                    </button>
                  </li>
                ) : null}
              </ul>
            </nav>
          ))}

          <section className="site-footer__column" aria-labelledby="footer-contact">
            <h2 className="site-footer__heading" id="footer-contact">
              {t('footer.contact.heading')}
            </h2>
            <address className="site-footer__address">
              <strong>{OPERATOR.company}</strong>
              <br />
              {OPERATOR.street}
              <br />
              {OPERATOR.postcode} {OPERATOR.city}
              <br />
              {countryName(OPERATOR.countryCode, language)}
              <br />
              {t('footer.contact.phone')}: <a href={`tel:${OPERATOR.phone.replace(/\s/g, '')}`}>{OPERATOR.phone}</a>
              <br />
              {t('footer.contact.email')}: <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
            </address>
            <a className="social-link" href={OPERATOR.social.url} rel="noopener noreferrer" target="_blank">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21z"
                  fill="currentColor"
                />
              </svg>
              <span>{t('footer.social', { network: OPERATOR.social.network })}</span>
            </a>
          </section>
        </div>

        <div className="site-footer__bottom">
          <PaymentIcons />
          <SslBadge />
          <p className="site-footer__copyright">{t('footer.copyright', { year, brand: BRAND_NAME, company: OPERATOR.company })}</p>
        </div>
      </div>
    </FixedMarkup>
  );
}
