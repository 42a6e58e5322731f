// What an order buys and what it costs, in the order's own currency.
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import type { Order, Plan } from '../../../../shared/contract/billing.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { formatPlanPrice } from '../../plans/index.ts';

export interface OrderSummaryProps {
  order: Order;
  plan: Plan | null;
  language: Language;
}

export function OrderSummary({ order, plan, language }: OrderSummaryProps) {
  const { t } = useTranslation();
  const amount = formatPlanPrice(order.amount, order.currency, language);
  const planName = plan ? (pickLocalized(plan.name, language)?.text ?? plan._id) : (order.planId ?? '');
  return (
    <dl className="order-summary facts">
      <dt>{t('billing.order.what')}</dt>
      <dd className="order-summary__what">
        {order.kind === 'plan'
          ? t('billing.order.plan', { plan: planName })
          : t('billing.order.topOffer', { count: order.days ?? 0, listing: order.estateAliasId ?? '' })}
      </dd>
      <dt>{t('billing.order.amount')}</dt>
      <dd className="order-summary__amount" data-currency={order.currency}>
        {amount}
        {order.kind === 'plan' && plan?.period ? ` ${t(`plansPrivate.per.${plan.period}`)}` : null}
      </dd>
      <dt>{t('billing.order.status')}</dt>
      <dd>
        <span className={`status-pill status-pill--${order.status}`}>{t(`billing.orderStatus.${order.status}`)}</span>
      </dd>
    </dl>
  );
}
