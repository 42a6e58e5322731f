// /private/order/:orderId (a product order adds ?kind=product): what is bought, and the card form of
// the payment provider the api names — the test-mode form (local provider) or Stripe Elements, whose
// code is fetched only here, when needed. After a payment goes through, the status page watches the
// order until the provider's event has marked it paid.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { FORM, msg } from '../../../lib/forms/errors.ts';
import type { ScreenProps } from '../../../lib/screens.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { formatPlanPrice } from '../../plans/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { newAttemptKey } from '../api.ts';
import { AuthenticateStep } from '../components/AuthenticateStep.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import type { StripeCardPaymentProps } from '../components/StripeCardPayment.tsx';
import { TestCardForm } from '../components/TestCardForm.tsx';
import { orderPagePath, paymentFailureMessage, returnToOf, statusPagePath } from '../model.ts';
import { answerAuthentication, paymentFailed, payWithTestCard, reorder, selectOrderPage, selectPay, selectPlanChoice } from '../slice.ts';

/** Stripe's form, fetched on first use (its chunk holds @stripe/react-stripe-js and @stripe/stripe-js). */
function useStripeForm(needed: boolean): { Form: ComponentType<StripeCardPaymentProps> | null; failed: boolean } {
  const [Form, setForm] = useState<ComponentType<StripeCardPaymentProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || Form) return;
    let live = true;
    import('../components/StripeCardPayment.tsx').then(
      (m) => live && setForm(() => m.default),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, Form]);
  return { Form, failed };
}

export function OrderScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().search);
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const page = useSelector(selectOrderPage);
  const pay = useSelector(selectPay);
  const { orderCreated } = useSelector(selectPlanChoice);
  const orderId = match.params.orderId ?? '';
  const data = page.orderId === orderId ? page.data : null;
  const order = data?.order ?? null;
  const payment = data?.payment ?? null;
  const kind = order?.kind ?? page.kind;
  // one key per order page: pressing "order again" twice (or after a lost answer) makes one new order
  const reorderKey = useRef<{ orderId: string; key: string } | null>(null);
  const { Form: StripeForm, failed: stripeFailed } = useStripeForm(payment?.provider === 'stripe');

  // paid: the status page waits for the provider's word
  useEffect(() => {
    if (pay.orderId === orderId && pay.step === 'succeeded') navigate(statusPagePath(kind, orderId, returnTo));
  }, [pay.orderId, pay.step, orderId, kind, navigate, returnTo]);
  // a new order replaced this one
  useEffect(() => {
    if (orderCreated && orderCreated.orderId !== orderId) navigate(orderPagePath(orderCreated.kind, orderCreated.orderId, returnTo));
  }, [orderCreated, orderId, navigate, returnTo]);

  const title = t('titles.order');
  if (page.status === 'failed' && !order) {
    return (
      <PrivatePage title={title} unreadMessages={unread}>
        <PageError />
      </PrivatePage>
    );
  }
  if (!order) {
    return (
      <PrivatePage title={title} unreadMessages={unread}>
        <Spinner />
      </PrivatePage>
    );
  }

  const plan = page.plans.find((p) => p._id === order.planId) ?? null;
  const amount = formatPlanPrice(order.amount, order.currency, language);
  const attempt = pay.orderId === orderId ? pay : null;
  const errors = attempt?.errors ?? null;
  // a refused payment closes its intent: the order fails and a new one is the way on
  const payable = order.status === 'pending' && payment !== null && !attempt?.final;

  let body;
  if (order.status === 'paid') {
    body = (
      <>
        <FormAlert kind="success" message={msg('billing.order.paid')} />
        <Link className="btn btn--action" to={statusPagePath(kind, order._id, returnTo)}>
          {t('billing.order.seeStatus')}
        </Link>
      </>
    );
  } else if (order.status === 'refunded') {
    // refunded by the operator: nothing to pay, nothing to start again here
    body = <FormAlert kind="info" message={msg('billing.order.refunded')} />;
  } else if (!payable) {
    body = (
      <>
        {errors?.[FORM] ? (
          <FormAlert message={errors[FORM]} />
        ) : (
          <>
            <FormAlert kind="info" message={msg(order.failureCode ? 'billing.order.failedBefore' : 'billing.order.notPayable')} />
            {order.failureCode ? <p className="order-page__reason">{t(paymentFailureMessage(order.failureCode).key)}</p> : null}
          </>
        )}
        <ActionButton
          busy={pay.busy}
          onClick={() => {
            if (reorderKey.current?.orderId !== orderId) reorderKey.current = { orderId, key: newAttemptKey() };
            dispatch(reorder({ key: reorderKey.current.key }));
          }}
        >
          {t('billing.order.startAgain')}
        </ActionButton>
      </>
    );
  } else if (pay.step === 'authenticate' && pay.orderId === orderId) {
    body = <AuthenticateStep amount={amount} busy={pay.busy} onAnswer={(approve) => dispatch(answerAuthentication({ approve }))} />;
  } else if (payment.provider === 'stripe') {
    body = stripeFailed ? (
      <FormAlert message={msg('billing.payErrors.cardFormFailed')} />
    ) : StripeForm && payment.publishableKey ? (
      <StripeForm
        publishableKey={payment.publishableKey}
        clientSecret={payment.clientSecret}
        language={language}
        amount={amount}
        onPaid={() => navigate(statusPagePath(kind, order._id, returnTo))}
        onRefused={(refusal) => dispatch(paymentFailed({ errors: refusal, final: true }))}
      />
    ) : StripeForm ? (
      <FormAlert message={msg('billing.payErrors.cardFormFailed')} />
    ) : (
      <Spinner label={t('billing.card.loading')} />
    );
  } else {
    body = (
      <>
        {order.failureCode && !errors ? (
          <FormAlert kind="info" message={msg('billing.order.lastAttempt', { reason: t(paymentFailureMessage(order.failureCode).key) })} />
        ) : null}
        <TestCardForm amount={amount} busy={pay.busy} serverErrors={errors} onPay={(card) => dispatch(payWithTestCard({ card }))} />
      </>
    );
  }

  return (
    <PrivatePage title={title} unreadMessages={unread}>
      <div className="order-page">
        <OrderSummary order={order} plan={plan} language={language} />
        <div className="order-page__payment">{body}</div>
      </div>
    </PrivatePage>
  );
}

export default OrderScreen;
