// "Save this search" on the search pages: a signed-in user names the search, chooses how often its
// alerts come and saves it; a visitor is sent to sign in and comes back to the same search.
import { useEffect, useId, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { signInUrl } from '../../../../shared/routing/guards.ts';
import { ALERT_FREQUENCIES, MAX_SEARCH_NAME, type AlertFrequency } from '../../../../shared/search/saved-searches.ts';
import { FORM } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { maxLength, required, all } from '../../../lib/forms/validators.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { selectIsLoggedIn } from '../../../session/user/index.ts';
import { saveSearch, saveSearchReset, selectSaveSearch } from '../slice.ts';

export interface SaveSearchProps {
  /** the canonical query of the search shown (the country included) */
  query: string;
  /** the name the form suggests */
  defaultName: string;
}

interface Values {
  name: string;
  frequency: AlertFrequency;
}

export function SaveSearch({ query, defaultName }: SaveSearchProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const location = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const submission = useSelector(selectSaveSearch);
  // #save-search (the place field's offer when no place matches) opens the form
  const asked = location.hash === '#save-search';
  const [open, setOpen] = useState(asked);
  const formId = useId();

  // another search: the form starts again (closed here while rendering, the saved state in the store)
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setOpen(asked);
  }
  useEffect(() => {
    dispatch(saveSearchReset());
  }, [query, dispatch]);

  if (!loggedIn) {
    return (
      <div className="save-search" id="save-search">
        <Link className="btn save-search__toggle" to={signInUrl(`${location.pathname}${location.search}`)}>
          {t('savedSearches.signInToSave')}
        </Link>
      </div>
    );
  }
  if (submission.done && submission.saved) {
    return (
      <div className="save-search">
        <p className="form-alert form-alert--success" role="status">
          {t('savedSearches.saved', { name: submission.saved.name })} <Link to="/private/saved-searches">{t('savedSearches.manage')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="save-search" id="save-search">
      <button
        type="button"
        className="btn save-search__toggle"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('savedSearches.save')}
      </button>
      {open ? (
        <SaveSearchForm
          id={formId}
          defaultName={defaultName}
          busy={submission.busy}
          serverErrors={submission.errors}
          onCancel={() => setOpen(false)}
          onSubmit={(v) => dispatch(saveSearch({ name: v.name.trim(), frequency: v.frequency, query }))}
        />
      ) : null}
    </div>
  );
}

interface SaveSearchFormProps {
  id: string;
  defaultName: string;
  busy: boolean;
  serverErrors: ReturnType<typeof selectSaveSearch>['errors'];
  onCancel(): void;
  onSubmit(values: Values): void;
}

function SaveSearchForm({ id, defaultName, busy, serverErrors, onCancel, onSubmit }: SaveSearchFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<Values>({
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
