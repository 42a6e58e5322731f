// The test-mode card form (the local payment provider, used when no Stripe keys are set): clearly
// marked as a test where no money moves, with Stripe's test cards listed. Number, expiry and CVC are
// labelled fields checked in the browser; every error stands beside its field (or above the form when
// it concerns the payment as a whole) and the first one takes the focus.
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { emptyCard, validateCard, type CardValues } from '../model.ts';

/** Stripe's test cards, as the local provider honours them. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0027 6000 3184', outcome: 'authenticate' },
] as const;

export interface TestCardFormProps {
  /** the amount as shown (formatted in the order's currency) */
  amount: string;
  busy: boolean;
  serverErrors: FormErrors | null;
  onPay(card: CardValues): void;
}

export function TestCardForm({ amount, busy, serverErrors, onPay }: TestCardFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<CardValues>({ initial: emptyCard, validate: (v) => validateCard(v), serverErrors, onSubmit: onPay });
  return (
    <form ref={bindForm} className="card-form card-form--test" method="post" noValidate onSubmit={form.submit} aria-describedby="test-mode-note">
      <div className="test-mode" id="test-mode-note" role="note">
        <p className="test-mode__title">
          <span className="test-mode__badge">{t('billing.testMode.badge')}</span> {t('billing.testMode.noCharge')}
        </p>
        <p className="test-mode__lead">{t('billing.testMode.cardsLead')}</p>
        <ul className="test-mode__cards">
          {TEST_CARDS.map((c) => (
            <li key={c.number}>
              <code className="test-mode__number">{c.number}</code> — {t(`billing.testMode.outcome.${c.outcome}`)}
            </li>
          ))}
        </ul>
        <p className="test-mode__hint">{t('billing.testMode.anyDate')}</p>
      </div>
      <FormAlert message={form.errors[FORM]} />
      <TextField
        label={t('billing.card.number')}
        name="cardNumber"
        value={form.values.number}
        onChange={(v) => form.set('number', v)}
        error={form.error('number')}
        required
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        className="card-form__number"
      />
      <div className="card-form__row">
        <TextField
          label={t('billing.card.expiry')}
          name="cardExpiry"
          value={form.values.expiry}
          onChange={(v) => form.set('expiry', v)}
          error={form.error('expiry')}
          hint={t('billing.card.expiryHint')}
          required
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          className="card-form__expiry"
        />
        <TextField
          label={t('billing.card.cvc')}
          name="cardCvc"
          value={form.values.cvc}
          onChange={(v) => form.set('cvc', v)}
          error={form.error('cvc')}
          hint={t('billing.card.cvcHint')}
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          className="card-form__cvc"
        />
      </div>
      <ActionButton type="submit" busy={busy} disabled={!form.ready} className="card-form__submit">
        {t('billing.pay', { amount })}
      </ActionButton>
    </form>
  );
}
