// The plans a signed-in user can take (/private/initialplan, /private/changeplan): name, price per
// period in the visitor's currency, the resources. A free plan is taken at once; a paid one is ordered
// in that currency and paid by card on the order page.
import { useTranslation } from '../../../i18n/translation.tsx';
import { UNLIMITED, type Currency, type Language } from '../../../../shared/core/constants.ts';
import type { Plan } from '../../../../shared/contract/billing.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import type { FieldMessage } from '../../../lib/forms/errors.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { formatPlanPrice } from '../../plans/index.ts';
import { isFreePlan } from '../model.ts';

export interface PlanChooserProps {
  plans: readonly Plan[];
  currency: Currency;
  language: Language;
  busyPlanId: string | null;
  error: FieldMessage | null;
  onChoose(plan: Plan): void;
}

export function PlanChooser({ plans, currency, language, busyPlanId, error, onChoose }: PlanChooserProps) {
  const { t } = useTranslation();
  return (
    <div className="plan-chooser">
      <FormAlert message={error} />
      <ul className="plan-chooser__list">
        {plans.map((plan) => {
          const free = isFreePlan(plan);
          const name = pickLocalized(plan.name, language);
          const label = name?.text ?? plan._id;
          return (
            <li key={plan._id} className={`plan-choice${free ? ' plan-choice--free' : ''}`} data-plan={plan._id}>
              <h2 className="plan-choice__name" lang={name?.lang}>
                {label}
              </h2>
              <p className="plan-choice__price">
                {free ? t('plansPrivate.free') : formatPlanPrice(plan.prices[currency] ?? 0, currency, language)}
                {!free && plan.period ? <span className="plan-choice__period"> {t(`plansPrivate.per.${plan.period}`)}</span> : null}
              </p>
              <ul className="plan-choice__resources">
                {plan.resources.map((r) => {
                  const kind = r.type === 'PUBLICATION' ? 'publication' : 'topOffer';
                  return (
                    <li key={r.type}>{r.limit === UNLIMITED ? t(`plansPrivate.${kind}Unlimited`) : t(`plansPrivate.${kind}`, { count: r.limit })}</li>
                  );
                })}
              </ul>
              <ActionButton busy={busyPlanId === plan._id} disabled={busyPlanId !== null} onClick={() => onChoose(plan)}>
                {free ? t('plansPrivate.chooseFree') : t('billing.choosePaid', { plan: label })}
              </ActionButton>
              {!free ? <p className="plan-choice__note">{t('billing.paidByCard')}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
