// /private/initialplan: the plans a new user starts from. A free plan is chosen at once; paid plans
// are shown with their prices and marked as coming with card payments.
import { useTranslation } from 'react-i18next';
import { UNLIMITED, type Currency, type Language } from '../../../../shared/constants.ts';
import type { Plan } from '../../../../shared/contract/billing.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import type { FieldMessage } from '../../../lib/forms/errors.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { formatPlanPrice } from '../../plans/index.ts';

export interface PlanChooserProps {
  plans: readonly Plan[];
  currency: Currency;
  language: Language;
  busyPlanId: string | null;
  error: FieldMessage | null;
  onChoose(planId: string): void;
}

const isFree = (p: Plan) => p.isFree ?? Object.values(p.prices).every((x) => x === 0);

export function PlanChooser({ plans, currency, language, busyPlanId, error, onChoose }: PlanChooserProps) {
  const { t } = useTranslation();
  return (
    <div className="plan-chooser">
      <FormAlert message={error} />
      <ul className="plan-chooser__list">
        {plans.map((plan) => {
          const free = isFree(plan);
          const name = pickLocalized(plan.name, language);
          return (
            <li key={plan._id} className={`plan-choice${free ? ' plan-choice--free' : ''}`}>
              <h2 className="plan-choice__name" lang={name?.lang}>
                {name?.text ?? plan._id}
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
              {free ? (
                <ActionButton busy={busyPlanId === plan._id} disabled={busyPlanId !== null} onClick={() => onChoose(plan._id)}>
                  {t('plansPrivate.chooseFree')}
                </ActionButton>
              ) : (
                <p className="plan-choice__soon">{t('plansPrivate.paidSoon')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
