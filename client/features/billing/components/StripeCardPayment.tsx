// The card form of Stripe mode: Stripe Elements' card field, confirmed with
// stripe.confirmCardPayment(clientSecret) (Stripe runs 3-D Secure itself when the bank asks). This
// module and the two Stripe packages are loaded only by the order page, on demand (a dynamic import),
// so no other page carries them. Every failure — Stripe.js not loading, the card field's own errors,
// a declined card, a failed authentication, a refused request — is a localized message.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// the file itself: Node (the server bundle keeps packages external) cannot import the package's pure/ folder
import { loadStripe } from '@stripe/stripe-js/dist/pure.mjs';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import type { Language } from '../../../../shared/core/constants.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { FORM, msg, type FieldMessage, type FormErrors } from '../../../lib/forms/errors.ts';
import { stripeFailure, type StripeErrorLike } from '../model.ts';

export interface StripeCardPaymentProps {
  publishableKey: string;
  clientSecret: string;
  language: Language;
  /** the amount as shown (formatted in the order's currency) */
  amount: string;
  /** the payment went through (or is being processed): the status page takes over */
  onPaid(): void;
  /** the bank refused the payment (declined, not authenticated): the intent is spent, the order fails */
  onRefused(errors: FormErrors): void;
}

/** One Stripe.js per publishable key for the page's life. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let p = loaded.get(key);
  if (!p) {
    p = loadStripe(key);
    // a failed load may be retried on the next visit of the page
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

/** Whether Stripe refused the attempt itself (the intent is spent) rather than our input or the connection. */
export function isRefusal(error: StripeErrorLike): boolean {
  return error.type === 'card_error' || error.code === 'payment_intent_authentication_failure';
}

/** A form's errors as the one message the card field can show. */
export function oneMessage(errors: FormErrors): FieldMessage | null {
  return errors[FORM] ?? Object.values(errors).find(Boolean) ?? null;
}

function CardForm({ clientSecret, amount, onPaid, onRefused }: Pick<StripeCardPaymentProps, 'clientSecret' | 'amount' | 'onPaid' | 'onRefused'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<FieldMessage | null>(null);
  const [error, setError] = useState<FieldMessage | null>(null);
  const [complete, setComplete] = useState(false);

  const onChange = (event: StripeCardElementChangeEvent) => {
    setComplete(event.complete);
    setFieldError(event.error ? oneMessage(stripeFailure(event.error)) : null);
    if (event.error || event.complete) setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    if (!complete) {
      setFieldError(fieldError ?? msg('billing.card.errors.incomplete'));
      card.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error && isRefusal(result.error)) {
        const message = oneMessage(stripeFailure(result.error));
        onRefused({ [FORM]: message ?? msg('billing.payErrors.generic') });
        return;
      } else if (result.error) {
        setError(oneMessage(stripeFailure(result.error)));
      } else if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') {
        onPaid();
        return;
      } else {
        setError(msg('billing.payErrors.cardDeclined'));
      }
    } catch {
      setError(msg('billing.payErrors.generic'));
    }
    setBusy(false);
  };

  return (
    <form className="card-form card-form--stripe" method="post" noValidate onSubmit={submit}>
      <FormAlert message={error} />
      <div className={`form-field${fieldError ? ' form-field--invalid' : ''}`}>
        <span className="form-field__label" id="stripe-card-label">
          {t('billing.card.card')}
        </span>
        <div
          className="card-form__element"
          role="group"
          aria-labelledby="stripe-card-label"
          aria-describedby={fieldError ? 'stripe-card-error' : undefined}
        >
          <CardElement options={{ hidePostalCode: true }} onChange={onChange} onLoadError={() => setError(msg('billing.payErrors.cardFormFailed'))} />
        </div>
        {fieldError ? (
          <p className="form-field__error" id="stripe-card-error" role="alert">
            {t(fieldError.key, fieldError.values ?? {})}
          </p>
        ) : null}
      </div>
      <ActionButton type="submit" busy={busy} disabled={!stripe || !elements} className="card-form__submit">
        {t('billing.pay', { amount })}
      </ActionButton>
    </form>
  );
}

export default function StripeCardPayment({ publishableKey, clientSecret, language, amount, onPaid, onRefused }: StripeCardPaymentProps) {
  const { t } = useTranslation();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (s) => {
        if (!live) return;
        if (s) setStripe(s);
        else setFailed(true);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (failed) return <FormAlert message={msg('billing.payErrors.cardFormFailed')} />;
  if (!stripe) return <Spinner label={t('billing.card.loading')} />;
  return (
    <Elements stripe={stripe} options={{ locale: language }}>
      <CardForm clientSecret={clientSecret} amount={amount} onPaid={onPaid} onRefused={onRefused} />
    </Elements>
  );
}
