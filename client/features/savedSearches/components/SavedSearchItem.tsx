// One saved search on /private/saved-searches: its name (a link to the search), a rename form, its
// frequency, pause / resume and delete (confirmed first). The row is busy while the api answers.
import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { SavedSearch } from '../../../../shared/contract/saved-searches.ts';
import { ALERT_FREQUENCIES, MAX_SEARCH_NAME, type AlertFrequency } from '../../../../shared/search/saved-searches.ts';
import { formatDate } from '../../../lib/date.ts';
import { ConfirmDialog } from '../../../ui/forms/ConfirmDialog.tsx';
import type { SavedSearchPatch } from '../slice.ts';

export interface SavedSearchItemProps {
  search: SavedSearch;
  language: Language;
  busy: boolean;
  failed: boolean;
  onChange(patch: SavedSearchPatch): void;
  onDelete(): void;
}

export function SavedSearchItem({ search, language, busy, failed, onChange, onDelete }: SavedSearchItemProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(search.name);
  const [shownName, setShownName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);
  const ids = { name: useId(), frequency: useId(), status: useId() };
  // the saved name replaces what was typed once the api answered
  if (search.name !== shownName) {
    setShownName(search.name);
    setName(search.name);
  }
  const trimmed = name.trim();
  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed && trimmed !== search.name) onChange({ name: trimmed });
  };
  return (
    <li className="saved-search" aria-busy={busy || undefined} data-saved-search={search.id}>
      <h2 className="saved-search__title">
        <Link to={search.url}>{search.name}</Link>
      </h2>
      <p className="saved-search__meta" id={ids.status}>
        {search.enabled ? t('savedSearches.active') : t('savedSearches.paused')}
        {' · '}
        {search.lastRunAt ? t('savedSearches.lastRun', { date: formatDate(search.lastRunAt, language) }) : t('savedSearches.neverRun')}
        {' · '}
        {t('savedSearches.currency', { currency: search.currency.toUpperCase() })}
      </p>
      <form className="saved-search__rename" onSubmit={rename}>
        <label htmlFor={ids.name}>{t('savedSearches.name')}</label>
        <input
          id={ids.name}
          className="form-field__input"
          name="name"
          value={name}
          maxLength={MAX_SEARCH_NAME}
          required
          aria-invalid={trimmed === '' || undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn" disabled={busy || trimmed === '' || trimmed === search.name}>
          {t('savedSearches.rename')}
        </button>
      </form>
      <div className="saved-search__controls">
        <label htmlFor={ids.frequency}>{t('savedSearches.frequency')}</label>
        <select
          id={ids.frequency}
          className="form-field__input"
          value={search.frequency}
          disabled={busy}
          onChange={(e) => onChange({ frequency: e.target.value as AlertFrequency })}
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`savedSearches.frequencies.${f}`)}
            </option>
          ))}
        </select>
        <button type="button" className="btn" disabled={busy} aria-describedby={ids.status} onClick={() => onChange({ enabled: !search.enabled })}>
          {search.enabled ? t('savedSearches.pause') : t('savedSearches.resume')}
        </button>
        <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setConfirming(true)}>
          {t('savedSearches.delete')}
        </button>
      </div>
      {failed ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('savedSearches.changeFailed')}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('savedSearches.deleteTitle')}
        text={t('savedSearches.deleteText', { name: search.name })}
        confirmLabel={t('savedSearches.delete')}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
