import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { CountryOptions } from '../../../ui/forms/CountryOptions.tsx';

export interface RealtorFilter {
  q?: string;
  countryCode?: string;
}

export interface RealtorSearchFormProps {
  value: RealtorFilter;
  language: Language;
  onSubmit(filter: RealtorFilter): void;
}

/** Search the realtor directory by name or company, and country. */
export function RealtorSearchForm({ value, language, onSubmit }: RealtorSearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState(value.q ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setQ(value.q ?? '');
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ q: q.trim() || undefined, countryCode: value.countryCode });
  };
  return (
    <form className="realtor-search" role="search" aria-label={t('realtors.search.label')} onSubmit={submit}>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-q`}>
          {t('realtors.search.q')}
        </label>
        <input id={`${id}-q`} className="form-field__input" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-cc`}>
          {t('realtors.search.country')}
        </label>
        <select
          id={`${id}-cc`}
          className="form-field__input"
          value={value.countryCode ?? ''}
          onChange={(e) => onSubmit({ q: q.trim() || undefined, countryCode: e.target.value || undefined })}
        >
          <option value="">{t('search.anyCountry')}</option>
          <CountryOptions language={language} selected={value.countryCode} />
        </select>
      </div>
      <button type="submit" className="btn btn--primary">
        {t('realtors.search.submit')}
      </button>
    </form>
  );
}
