import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { DEFAULT_ORDER_BY, ORDER_BY, type OrderBy } from '../../../../shared/search/facets.ts';

export interface SortSelectProps {
  value: OrderBy | undefined;
  onChange(orderBy: OrderBy | undefined): void;
}

/** The order of the results; the default order is written as no orderBy at all. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('search.fields.orderBy')}
      </label>
      <select
        id={id}
        className="form-field__input"
        value={value ?? DEFAULT_ORDER_BY}
        onChange={(e) => onChange(e.target.value === DEFAULT_ORDER_BY ? undefined : (e.target.value as OrderBy))}
      >
        {ORDER_BY.map((o) => (
          <option key={o} value={o}>
            {t(`estate.orderBy.${o}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
