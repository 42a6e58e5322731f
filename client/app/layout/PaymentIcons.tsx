import { useTranslation } from '../../i18n/translation.tsx';

// Card brands we accept (docs/product.md: card payments only). Brand names are proper names, the same
// in every language, so they are data here rather than translations. The card art is drawn by the
// stylesheet (.payment-icon--<id> in client/styles/layout.css) to keep it out of the first-load
// JavaScript; each icon is an image named by its brand for assistive technology.
const CARDS = [
  { id: 'visa', name: 'Visa' },
  { id: 'mastercard', name: 'Mastercard' },
  { id: 'amex', name: 'American Express' },
] as const;

/** The accepted card brands, each an image named by its brand. */
export function PaymentIcons() {
  const { t } = useTranslation();
  return (
    <ul className="payment-icons" aria-label={t('footer.paymentMethods')}>
      {CARDS.map((card) => (
        <li key={card.id}>
          <span className={`payment-icon payment-icon--${card.id}`} role="img" aria-label={card.name} />
        </li>
      ))}
    </ul>
  );
}

/** "Secure connection" badge: a padlock with a short explanation. */
export function SslBadge() {
  const { t } = useTranslation();
  return (
    <p className="ssl-badge">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="4.5" y="10.5" width="15" height="11" rx="2" fill="currentColor" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span>{t('footer.ssl')}</span>
    </p>
  );
}
