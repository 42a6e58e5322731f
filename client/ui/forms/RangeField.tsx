import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { NumberInput } from './NumberInput.tsx';

export interface RangeFieldProps {
  legend: string;
  /** the unit shown after the legend, e.g. m² or € */
  unit?: ReactNode;
  from: number | undefined;
  to: number | undefined;
  onChange(from: number | undefined, to: number | undefined): void;
}

/** A from / to pair of whole-number fields under one legend. */
export function RangeField({ legend, unit, from, to, onChange }: RangeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="range-field">
      <legend className="form-field__label">
        {legend}
        {unit ? <span className="range-field__unit"> ({unit})</span> : null}
      </legend>
      <div className="range-field__inputs">
        <label className="visually-hidden" htmlFor={`${id}-from`}>
          {t('search.range.fromOf', { field: legend })}
        </label>
        <NumberInput id={`${id}-from`} value={from} placeholder={t('search.range.from')} onCommit={(v) => onChange(v, to)} />
        <span className="range-field__dash" aria-hidden="true">
          –
        </span>
        <label className="visually-hidden" htmlFor={`${id}-to`}>
          {t('search.range.toOf', { field: legend })}
        </label>
        <NumberInput id={`${id}-to`} value={to} placeholder={t('search.range.to')} onCommit={(v) => onChange(from, v)} />
      </div>
    </fieldset>
  );
}
