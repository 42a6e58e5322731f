// The status pages' content: an order watched until it is paid or failed, then the outcome in words
// with the next step — a paid plan: its resources and "publish a listing"; a paid top offer: back to
// my listings; a failed payment: try another card on the order page; given up after two minutes: a
// reload link. The progress and the outcome are announced to screen readers.
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { UNLIMITED, type Language } from '../../../../shared/core/constants.ts';
import type { Order, Plan } from '../../../../shared/contract/billing.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { nextStep, paymentFailureMessage, type OrderKind, type WatchOutcome } from '../model.ts';

export interface OrderStatusViewProps {
  kind: OrderKind;
  orderId: string;
  order: Order | null;
  outcome: WatchOutcome;
  /** the order could not be read */
  unreadable: boolean;
  plan: Plan | null;
  language: Language;
  /** this page's own address, for the reload link */
  here: string;
  /** where a paid plan leads on (the guided listing flow), instead of the listing form */
  returnTo?: string | null;
}

function PlanResources({ plan, language }: { plan: Plan; language: Language }) {
  const { t } = useTranslation();
  const name = pickLocalized(plan.name, language)?.text ?? plan._id;
  return (
    <>
      <p>{t('billing.status.planActive', { plan: name })}</p>
      <ul className="order-status__resources">
        {plan.resources
          .filter((r) => r.limit !== 0)
          .map((r) => {
            const kind = r.type === 'PUBLICATION' ? 'publication' : 'topOffer';
            return <li key={r.type}>{r.limit === UNLIMITED ? t(`plansPrivate.${kind}Unlimited`) : t(`plansPrivate.${kind}`, { count: r.limit })}</li>;
          })}
      </ul>
    </>
  );
}

export function OrderStatusView({ kind, orderId, order, outcome, unreadable, plan, language, here, returnTo = null }: OrderStatusViewProps) {
  const { t } = useTranslation();
  if (unreadable && !order) {
    return (
      <div className="order-status order-status--unreadable" role="alert">
        <p>{t('billing.status.unreadable')}</p>
        <a href={here}>{t('billing.status.reload')}</a>
      </div>
    );
  }
  if (!order) return <Spinner />;
  const step = nextStep(kind, outcome, orderId, returnTo);
  return (
    <div className={`order-status order-status--${outcome}`} data-outcome={outcome}>
      <div role="status" aria-live="polite" className="order-status__message">
        {outcome === 'waiting' ? (
          <>
            <span className="order-status__spinner" aria-hidden="true" />
            <h2 className="order-status__title">{t('billing.status.waiting')}</h2>
            <p>{t('billing.status.waitingText')}</p>
          </>
        ) : outcome === 'paid' ? (
          <>
            <h2 className="order-status__title">{t('billing.status.paid')}</h2>
            {kind === 'plan' ? (
              plan ? (
                <PlanResources plan={plan} language={language} />
              ) : null
            ) : (
              <p>{t('billing.status.topOfferActive', { count: order.days ?? 0 })}</p>
            )}
          </>
        ) : outcome === 'failed' ? (
          <>
            <h2 className="order-status__title">{t('billing.status.failed')}</h2>
            <p>{t(paymentFailureMessage(order.failureCode).key)}</p>
          </>
        ) : outcome === 'canceled' ? (
          <h2 className="order-status__title">{t('billing.status.canceled')}</h2>
        ) : outcome === 'refunded' ? (
          <>
            <h2 className="order-status__title">{t('billing.status.refunded')}</h2>
            <p>{t('billing.status.refundedText')}</p>
          </>
        ) : (
          <>
            <h2 className="order-status__title">{t('billing.status.timeout')}</h2>
            <p>{t('billing.status.timeoutText')}</p>
          </>
        )}
      </div>
      {outcome === 'waiting' ? <progress className="order-status__progress" aria-label={t('billing.status.waiting')} /> : null}
      {step ? (
        <p className="order-status__next">
          <Link className="btn btn--action" to={step.href}>
            {t(step.label)}
          </Link>
        </p>
      ) : null}
      {outcome === 'timeout' ? (
        <p className="order-status__next">
          <a className="btn btn--secondary" href={here}>
            {t('billing.status.reload')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
