import type { ReactNode } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { CURRENCY_SIGNS, UNLIMITED, type Currency, type Language } from '../../../../shared/core/constants.ts';
import { formatNumber, NUMBER_STYLES } from '../../../../shared/core/format.ts';
import type { Plan, Resource } from '../../../../shared/contract/billing.ts';
import { pickLocalized } from '../../../lib/localized.ts';

/** What a plan card reads of a plan (free when `isFree` says so or every price is 0). */
export type PlanCardData = Pick<Plan, '_id' | 'prices' | 'period' | 'resources'> & { name: Partial<Plan['name']>; isFree?: boolean };

export interface PlanListProps {
  plans: readonly PlanCardData[];
  currency: Currency;
  language: Language;
  /** where a plan's call to action leads (sign-up for visitors, the plan change for users) */
  ctaHref: string;
  /** the currency switch, shown above the plans */
  currencySelector?: ReactNode;
}

/** A plan price from minor units: 1990 → '19,90 €' (de); whole amounts have no decimals. */
export function formatPlanPrice(minor: number, currency: Currency, lng: Language): string {
  const amount = minor / 100;
  const digits = formatNumber(amount, lng, Number.isInteger(amount) ? 0 : 2);
  const fixed = Number.isInteger(amount) ? digits : digits.replace(/([.,]\d)$/, '$10');
  const style = NUMBER_STYLES[lng];
  return style.signFirst ? `${CURRENCY_SIGNS[currency]}${fixed}` : `${fixed}\u00a0${CURRENCY_SIGNS[currency]}`;
}

function ResourceLine({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const kind = resource.type === 'PUBLICATION' ? 'publication' : 'topOffer';
  return <li>{resource.limit === UNLIMITED ? t(`plans.resources.${kind}Unlimited`) : t(`plans.resources.${kind}`, { count: resource.limit })}</li>;
}

/** The plans side by side: name, price per period in the chosen currency, what each grants, a call to action. */
export function PlanList({ plans, currency, language, ctaHref, currencySelector }: PlanListProps) {
  const { t } = useTranslation();
  return (
    <div className="plans">
      {currencySelector ? <div className="plans__toolbar">{currencySelector}</div> : null}
      <ul className="plans__list">
        {plans.map((plan) => {
          const name = pickLocalized(plan.name, language);
          const price = plan.prices[currency] ?? 0;
          const free = plan.isFree || Object.values(plan.prices).every((p) => p === 0);
          return (
            <li key={plan._id} className="plan-card">
              <h2 className="plan-card__name" lang={name?.lang}>
                {name?.text ?? plan._id}
              </h2>
              <p className="plan-card__price">
                <span className="plan-card__amount" data-currency={currency}>
                  {free ? t('plans.free') : formatPlanPrice(price, currency, language)}
                </span>
                {!free && plan.period ? <span className="plan-card__period"> {t(`plans.per.${plan.period}`)}</span> : null}
              </p>
              <ul className="plan-card__resources">
                {plan.resources
                  .filter((r) => r.limit !== 0)
                  .map((r) => (
                    <ResourceLine key={r.type} resource={r} />
                  ))}
              </ul>
              <Link className={free ? 'btn btn--ghost plan-card__cta' : 'btn btn--action plan-card__cta'} to={ctaHref}>
                {free ? t('plans.startFree') : t('plans.choose')}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
