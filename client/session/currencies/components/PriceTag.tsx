import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { formatPrice } from '../../../../shared/core/format.ts';
import { ApproxPrice } from './ApproxPrice.tsx';

export interface PriceTagProps {
  amount: number;
  currency: Currency;
  /** the price in the visitor's currency, when it differs from the listing's */
  converted?: { amount: number; currency: Currency } | null;
  language: Language;
  className?: string;
}

/** A price in the chosen currency; the listing's own price beside it when converted. */
export function PriceTag({ amount, currency, converted, language, className }: PriceTagProps) {
  const { t } = useTranslation();
  const shown = converted && converted.currency !== currency ? converted : null;
  return (
    <p className={className ? `price-tag ${className}` : 'price-tag'}>
      <span className="price-tag__main" data-currency={shown ? shown.currency : currency}>
        {shown ? <ApproxPrice amount={shown.amount} currency={shown.currency} language={language} /> : formatPrice(amount, currency, language)}
      </span>
      {shown ? <span className="price-tag__original">{t('currency.original', { price: formatPrice(amount, currency, language) })}</span> : null}
    </p>
  );
}
