import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { CURRENCIES, CURRENCY_SIGNS, type Currency } from '../../../../shared/core/constants.ts';

export interface CurrencySelectProps {
  value: Currency;
  onChange(currency: Currency): void;
  /** a visible label (default) or one only screen readers read */
  hideLabel?: boolean;
  /** the label text; default t('currency.label') */
  label?: string;
  className?: string;
}

/** The currency choice (eur, usd, rub): a labelled select showing each sign and code. */
export function CurrencySelect({ value, onChange, hideLabel = false, label, className }: CurrencySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className ? `currency-select ${className}` : 'currency-select'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'currency-select__label'}>
        {label ?? t('currency.label')}
      </label>
      <select id={id} className="currency-select__control" value={value} onChange={(e) => onChange(e.target.value as Currency)}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {`${CURRENCY_SIGNS[c]} ${c.toUpperCase()}`}
          </option>
        ))}
      </select>
    </div>
  );
}
