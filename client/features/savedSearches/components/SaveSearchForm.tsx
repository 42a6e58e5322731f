// The "save this search" form: a name and how often alerts come. Its own module, loaded when the form
// opens, so its form code is not in the search page's first-load JavaScript (docs/decisions/0006).
import { useTranslation } from '../../../i18n/translation.tsx';
import { ALERT_FREQUENCIES, MAX_SEARCH_NAME, type AlertFrequency } from '../../../../shared/search/saved-searches.ts';
import { FORM } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { maxLength, required, all } from '../../../lib/forms/validators.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import type { selectSaveSearch } from '../slice.ts';

export interface SaveSearchValues {
  name: string;
  frequency: AlertFrequency;
}

export interface SaveSearchFormProps {
  id: string;
  defaultName: string;
  busy: boolean;
  serverErrors: ReturnType<typeof selectSaveSearch>['errors'];
  onCancel(): void;
  onSubmit(values: SaveSearchValues): void;
}

export function SaveSearchForm({ id, defaultName, busy, serverErrors, onCancel, onSubmit }: SaveSearchFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<SaveSearchValues>({
    initial: { name: defaultName, frequency: 'daily' },
    rules: { name: all(required, maxLength(MAX_SEARCH_NAME)) },
    serverErrors,
    onSubmit,
  });
  const options = ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`savedSearches.frequencies.${f}`) }));
  return (
    <form id={id} className="save-search__form" ref={bindForm} onSubmit={form.submit} noValidate aria-label={t('savedSearches.formTitle')}>
      <FormAlert message={form.error(FORM)} />
      <TextField
        label={t('savedSearches.name')}
        name="name"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        error={form.error('name')}
        required
        maxLength={MAX_SEARCH_NAME}
      />
      <SelectField
        label={t('savedSearches.frequency')}
        name="frequency"
        value={form.values.frequency}
        options={options}
        onChange={(v) => form.set('frequency', v as AlertFrequency)}
        error={form.error('frequency')}
      />
      <div className="save-search__actions">
        <ActionButton type="submit" busy={busy} disabled={!form.ready}>
          {t('savedSearches.submit')}
        </ActionButton>
        <button type="button" className="btn" onClick={onCancel}>
          {t('savedSearches.cancel')}
        </button>
      </div>
    </form>
  );
}
