// The exchange-rates screen (admins only): each currency's rate per 1 eur, its source (built-in, ECB,
// Bank of Russia or an admin's override), the day it is for and when the feed last answered; an
// active override with its note and when it ends; a form that overrides usd or rub for a day with a
// note. A value the form or the api refuses is shown at its field.
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { formatDate } from '../../../lib/date.ts';
import { messageOfCode, msg, type FieldMessage } from '../../../lib/forms/errors.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { AdminRates } from '../api.ts';
import { adminAct, selectAdmin } from '../slice.ts';

/** A moment as a date and a UTC time: 05.03.2026 14:05 UTC (the same on the server and in the browser). */
export function formatMoment(iso: string, language: Language): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(iso, language)} ${hh}:${mm} UTC`;
}

/** A rate as typed ('1,0812' or '1.0812'): a positive number, else null. */
export function parseRate(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 1_000_000 ? n : null;
}

const OVERRIDABLE = ['usd', 'rub'] as const;
const FIELDS = ['currency', 'rate', 'note'] as const;

function OverrideForm() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const { acting, outcome } = useSelector(selectAdmin);
  const [currency, setCurrency] = useState<(typeof OVERRIDABLE)[number]>('usd');
  const [rate, setRate] = useState('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState<Record<string, FieldMessage>>({});
  const fromApi: Record<string, FieldMessage> = {};
  if (outcome && !outcome.ok && outcome.kind === 'rate')
    for (const f of outcome.fields) {
      const name = FIELDS.find((n) => f.field === n);
      if (name && !fromApi[name]) fromApi[name] = messageOfCode(f.code, f.limit);
    }
  const errors = { ...fromApi, ...checked };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, FieldMessage> = {};
    const value = parseRate(rate);
    if (value === null) found.rate = msg('admin.rates.rateInvalid');
    if (!note.trim()) found.note = msg('forms.errors.required');
    setChecked(found);
    if (Object.keys(found).length || value === null) return;
    dispatch(adminAct({ act: { kind: 'rate', id: currency, rate: value, note: note.trim() } }));
  };
  return (
    <form className="admin-rate-form" onSubmit={submit} noValidate aria-labelledby="admin-rate-form-title">
      <h2 id="admin-rate-form-title">{t('admin.rates.overrideTitle')}</h2>
      <p>{t('admin.rates.overrideWhy')}</p>
      <SelectField
        label={t('admin.rates.currency')}
        name="currency"
        value={currency}
        options={OVERRIDABLE.map((c) => ({ value: c, label: c.toUpperCase() }))}
        onChange={(v) => setCurrency(v === 'rub' ? 'rub' : 'usd')}
        error={errors.currency ?? null}
      />
      <TextField
        label={t('admin.rates.rate')}
        name="rate"
        value={rate}
        onChange={setRate}
        inputMode="decimal"
        maxLength={20}
        required
        error={errors.rate ?? null}
      />
      <TextField label={t('admin.rates.note')} name="note" value={note} onChange={setNote} maxLength={500} required error={errors.note ?? null} />
      <ActionButton busy={acting === currency} type="submit">
        {t('admin.actions.overrideRate')}
      </ActionButton>
    </form>
  );
}

export function Rates({ rates, language }: { rates: AdminRates; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="admin-table admin-rates">
        <thead>
          <tr>
            <th scope="col">{t('admin.rates.currency')}</th>
            <th scope="col">{t('admin.rates.rate')}</th>
            <th scope="col">{t('admin.rates.source')}</th>
            <th scope="col">{t('admin.rates.date')}</th>
            <th scope="col">{t('admin.rates.fetchedAt')}</th>
            <th scope="col">{t('admin.rates.override')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.code} data-currency={r.code} data-source={r.source ?? ''}>
              <th scope="row">
                {r.code.toUpperCase()} ({r.sign})
              </th>
              <td className="admin-rates__rate">{r.rate}</td>
              <td>{r.source ? t(`admin.rates.sources.${r.source}`) : ''}</td>
              <td>{r.date ? formatDate(r.date, language) : ''}</td>
              <td>{r.fetchedAt ? formatMoment(r.fetchedAt, language) : t('admin.rates.never')}</td>
              <td>
                {r.override ? (
                  <span className="admin-rates__override">
                    {t('admin.rates.until', { rate: r.override.rate, until: formatMoment(r.override.expiresAt, language) })}
                    <br />
                    {t('admin.estates.reason', { reason: r.override.note })}
                  </span>
                ) : (
                  t('admin.rates.none')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OverrideForm />
    </>
  );
}
