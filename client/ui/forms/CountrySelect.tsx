import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import type { Language } from '../../../shared/core/constants.ts';
import { countriesSortedByName } from '../../../shared/geo/countries.ts';
import { SelectField } from './SelectField.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';

export interface CountrySelectProps {
  language: Language;
  label: string;
  name?: string;
  value: string;
  onChange(code: string): void;
  error?: FieldMessage | null;
  required?: boolean;
}

/** Every country by its name in the interface language (a fixed collation: the same on server and browser). */
export function CountrySelect({ language, label, name = 'countryCode', value, onChange, error, required }: CountrySelectProps) {
  const { t } = useTranslation();
  const options = useMemo(() => countriesSortedByName(language).map((c) => ({ value: c.code, label: c.names[language] })), [language]);
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      options={options}
      onChange={onChange}
      placeholder={t('forms.chooseCountry')}
      error={error}
      required={required}
      autoComplete="country"
    />
  );
}
