// The plans screen (admins only): every plan with its prices in eur, usd and rub (typed in whole
// units with up to two decimals, sent in minor units), its resources (-1: unlimited) and whether it is
// offered. Running subscriptions keep their price until renewal (said on the screen). A value the
// form or the api refuses is shown at its field; the free plan's prices stay 0 and are not editable.
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import { messageOfCode, msg, type FieldMessage } from '../../../lib/forms/errors.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { CheckboxField } from '../../../ui/forms/CheckboxField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { CURRENCIES, CURRENCY_SIGNS, type Currency, type Language } from '../../../../shared/core/constants.ts';
import type { AdminPlan, PlanPatchBody } from '../../../../shared/contract/admin-billing.ts';
import type { AdminPlans } from '../api.ts';
import { adminAct, selectAdmin, type ActFieldError } from '../slice.ts';

/** '9,90' or '9.90' → 990; null when it is not a positive amount with at most two decimals. */
export function parseMinor(text: string): number | null {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const minor = Math.round(Number(s) * 100);
  return minor > 0 ? minor : null;
}

/** 990 → '9.90', 1000 → '10'. */
export const minorText = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

/** A resource limit as typed: a whole number from -1 (unlimited) up, else null. */
export function parseLimit(text: string): number | null {
  const s = text.trim();
  if (!/^-?\d+$/.test(s)) return null;
  const n = Number(s);
  return n >= -1 && n <= 1_000_000 ? n : null;
}

type Draft = { prices: Record<Currency, string>; limits: string[]; active: boolean };

const draftOf = (plan: AdminPlan): Draft => ({
  prices: Object.fromEntries(CURRENCIES.map((c) => [c, minorText(plan.prices[c])])) as Record<Currency, string>,
  limits: plan.resources.map((r) => String(r.limit)),
  active: plan.active,
});

/** The api's field (`prices.eur`, `resources.1.limit`) → this form's field (`price-eur`, `limit-1`). */
export function formFieldOf(apiField: string): string | null {
  const price = /^prices\.(eur|usd|rub)$/.exec(apiField);
  if (price) return `price-${price[1]}`;
  if (apiField === 'prices') return 'price-eur';
  const limit = /^resources\.(\d+)(\.|$)/.exec(apiField);
  if (limit) return `limit-${limit[1]}`;
  if (apiField === 'resources') return 'limit-0';
  if (apiField === 'active') return 'active';
  return null;
}

function apiErrors(fields: readonly ActFieldError[]): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const f of fields) {
    const name = formFieldOf(f.field);
    if (name && !out[name]) out[name] = messageOfCode(f.code, f.limit);
  }
  return out;
}

function PlanEditor({ plan, language }: { plan: AdminPlan; language: Language }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const { acting, outcome } = useSelector(selectAdmin);
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [checked, setChecked] = useState<Record<string, FieldMessage>>({});
  const busy = acting === plan._id;
  const fromApi = outcome && !outcome.ok && outcome.kind === 'plan' && outcome.target === plan._id ? apiErrors(outcome.fields) : {};
  const errors = { ...fromApi, ...checked };
  const name = pickLocalized(plan.name, language)?.text ?? plan._id;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, FieldMessage> = {};
    const patch: PlanPatchBody = {};
    if (!plan.isFree) {
      const prices: Partial<Record<Currency, number>> = {};
      for (const c of CURRENCIES) {
        const minor = parseMinor(draft.prices[c]);
        if (minor === null) found[`price-${c}`] = msg('admin.plans.priceInvalid');
        else prices[c] = minor;
      }
      if (CURRENCIES.some((c) => prices[c] !== plan.prices[c])) patch.prices = prices as Record<Currency, number>;
    }
    const limits = draft.limits.map((text, i) => {
      const n = parseLimit(text);
      if (n === null) found[`limit-${i}`] = msg('admin.plans.limitInvalid');
      return n;
    });
    if (limits.some((n, i) => n !== plan.resources[i].limit))
      patch.resources = plan.resources.map((r, i) => ({ type: r.type, limit: limits[i] ?? r.limit }));
    if (draft.active !== plan.active) patch.active = draft.active;
    setChecked(found);
    if (Object.keys(found).length || !Object.keys(patch).length) return;
    dispatch(adminAct({ act: { kind: 'plan', id: plan._id, patch } }));
  };

  return (
    <li className="admin-item" data-plan={plan._id}>
      <h2 className="admin-item__title">
        {name} <small>{plan._id}</small>
        {plan.active ? null : <span className="admin-badge">{t('admin.plans.notOffered')}</span>}
      </h2>
      <p>{t('admin.plans.live', { count: plan.liveSubscriptions })}</p>
      <form className="admin-plan" onSubmit={submit} noValidate aria-label={name}>
        {plan.isFree ? (
          <p className="admin-item__reason">{t('admin.plans.free')}</p>
        ) : (
          <fieldset className="admin-plan__group">
            <legend>{t('admin.plans.prices')}</legend>
            {CURRENCIES.map((c) => (
              <TextField
                key={c}
                label={t('admin.plans.price', { currency: c.toUpperCase() })}
                name={`price-${c}`}
                value={draft.prices[c]}
                onChange={(v) => setDraft({ ...draft, prices: { ...draft.prices, [c]: v } })}
                inputMode="decimal"
                unit={CURRENCY_SIGNS[c]}
                maxLength={12}
                error={errors[`price-${c}`] ?? null}
              />
            ))}
          </fieldset>
        )}
        <fieldset className="admin-plan__group">
          <legend>{t('admin.plans.resources')}</legend>
          {plan.resources.map((r, i) => (
            <TextField
              key={r.type}
              label={t(`admin.plans.resource.${r.type}`)}
              name={`limit-${r.type}`}
              value={draft.limits[i]}
              onChange={(v) => setDraft({ ...draft, limits: draft.limits.map((x, j) => (j === i ? v : x)) })}
              inputMode="numeric"
              hint={t('admin.plans.unlimited')}
              maxLength={8}
              error={errors[`limit-${i}`] ?? null}
            />
          ))}
        </fieldset>
        {plan.isFree ? null : (
          <CheckboxField
            name={`active-${plan._id}`}
            checked={draft.active}
            onChange={(active) => setDraft({ ...draft, active })}
            error={errors.active}
          >
            {t('admin.plans.active')}
          </CheckboxField>
        )}
        <ActionButton busy={busy} type="submit">
          {t('admin.actions.savePlan')}
        </ActionButton>
      </form>
    </li>
  );
}

export function Plans({ plans, language }: { plans: AdminPlans; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="admin-note">{t('admin.plans.note')}</p>
      <ul className="admin-list">
        {plans.map((p) => (
          // a saved plan comes back changed: its form starts again from what is stored
          <PlanEditor key={`${p._id}-${JSON.stringify([p.prices, p.resources, p.active])}`} plan={p} language={language} />
        ))}
      </ul>
    </>
  );
}
