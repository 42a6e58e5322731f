import { useTranslation } from '../../i18n/translation.tsx';

// Card brands we accept (docs/product.md: card payments only), drawn inline. Brand names are proper names,
// the same in every language, so they are data here rather than translations.
const CARDS = [
  { id: 'visa', name: 'Visa' },
  { id: 'mastercard', name: 'Mastercard' },
  { id: 'amex', name: 'American Express' },
] as const;

function CardArt({ id }: { id: (typeof CARDS)[number]['id'] }) {
  if (id === 'mastercard') {
    return (
      <>
        <rect width="48" height="30" rx="4" fill="#fff" />
        <circle cx="19.5" cy="15" r="8.5" fill="#eb001b" />
        <circle cx="28.5" cy="15" r="8.5" fill="#f79e1b" />
        <path d="M24 7.8a8.5 8.5 0 0 1 0 14.4 8.5 8.5 0 0 1 0-14.4z" fill="#ff5f00" />
      </>
    );
  }
  if (id === 'amex') {
    return (
      <>
        <rect width="48" height="30" rx="4" fill="#1f72cd" />
        <rect x="7" y="11" width="34" height="8" rx="1" fill="none" stroke="#fff" strokeWidth="1.4" />
        <path d="M11 17l2-4 2 4m-3.3-1.2h2.6M18 17v-4l2 3 2-3v4m3-4h-1.8v4H27m-3.8-2H26m2-2 3 4m0-4-3 4" fill="none" stroke="#fff" strokeWidth="1" />
      </>
    );
  }
  return (
    <>
      <rect width="48" height="30" rx="4" fill="#fff" />
      <path
        d="M19.6 20.5h-3l1.9-11h3zm11-10.8a7.5 7.5 0 0 0-2.7-.5c-3 0-5 1.5-5.1 3.7 0 1.6 1.5 2.5 2.6 3 1.2.6 1.6 1 1.6 1.4 0 .8-.9 1.1-1.8 1.1a6.2 6.2 0 0 1-2.8-.6l-.4-.2-.4 2.5a9 9 0 0 0 3.3.6c3.2 0 5.2-1.5 5.2-3.8 0-1.3-.8-2.2-2.5-3-1-.5-1.7-.9-1.7-1.4 0-.5.6-1 1.7-1a5.3 5.3 0 0 1 2.2.4l.3.1zm7.8-.2H36c-.7 0-1.3.2-1.6 1l-4.5 10h3.2l.6-1.7h3.9l.4 1.7H41zm-3.7 7.1 1.2-3.1.7 3.1zM15 9.5l-3 7.5-.3-1.5a8.8 8.8 0 0 0-4.2-4.7l2.7 9.7h3.2l4.8-11z"
        fill="#1a1f71"
      />
      <path d="M9.3 9.5H4.4l-.1.2c3.8 1 6.3 3.2 7.4 5.8l-1.1-5c-.2-.7-.7-1-1.3-1z" fill="#f7b600" />
    </>
  );
}

/** The accepted card brands, each an image named by its brand. */
export function PaymentIcons() {
  const { t } = useTranslation();
  return (
    <ul className="payment-icons" aria-label={t('footer.paymentMethods')}>
      {CARDS.map((card) => (
        <li key={card.id}>
          <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={card.name} focusable="false">
            <CardArt id={card.id} />
            <rect x=".5" y=".5" width="47" height="29" rx="3.5" fill="none" stroke="#d0d5dd" />
          </svg>
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
