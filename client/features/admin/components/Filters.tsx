// A list's filters as a GET form: submitting puts them in the URL (page 1), so a filtered list can
// be linked, reloaded and paged.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { ADMIN_FILTERS, ADMIN_PATHS, adminHref, FILTER_CHOICES, type AdminView } from '../query.ts';

export function Filters({ view, values }: { view: AdminView; values: Record<string, string> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const names = ADMIN_FILTERS[view];
  if (!names.length) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(adminHref(view, { filters: draft }));
  };
  const set = (name: string) => (v: string) => setDraft({ ...draft, [name]: v });
  return (
    <form className="admin-filters" method="get" action={ADMIN_PATHS[view]} onSubmit={submit} role="search">
      {names.map((name) =>
        FILTER_CHOICES[name]?.[view] ? (
          <SelectField
            key={name}
            label={t(`admin.filters.${name}`)}
            name={name}
            value={draft[name] ?? ''}
            options={[
              { value: '', label: t('admin.filters.any') },
              ...FILTER_CHOICES[name][view]!.map((s) => ({
                value: s,
                label: t(view === 'content' ? `admin.content.${name}.${s}` : view === 'orders' ? `admin.orders.status.${s}` : `admin.status.${s}`),
              })),
            ]}
            onChange={set(name)}
          />
        ) : (
          <TextField
            key={name}
            label={t(view === 'orders' && name === 'q' ? 'admin.filters.orderQ' : `admin.filters.${name}`)}
            name={name}
            type="search"
            value={draft[name] ?? ''}
            onChange={set(name)}
            maxLength={100}
          />
        ),
      )}
      <button type="submit" className="btn btn--primary">
        {t('admin.filters.apply')}
      </button>
    </form>
  );
}
