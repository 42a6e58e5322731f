import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { formatPrice } from '../../../../shared/core/format.ts';

export interface ApproxPriceProps {
  amount: number;
  currency: Currency;
  language: Language;
  className?: string;
}

/**
 * A price converted at the current exchange rate: "≈ $1,350,000", the sign explained by a tooltip,
 * and read as "approximately $1,350,000" by screen readers (the sign itself is hidden from them).
 */
export function ApproxPrice({ amount, currency, language, className }: ApproxPriceProps) {
  const { t } = useTranslation();
  return (
    <span className={className ? `approx ${className}` : 'approx'} title={t('rates.approxTitle')}>
      <span aria-hidden="true">≈ </span>
      <span className="visually-hidden">{`${t('rates.approx')} `}</span>
      {formatPrice(amount, currency, language)}
    </span>
  );
}
