// The test-mode stand-in for the bank's 3-D Secure page: the card asks the holder to confirm the
// payment. Confirm completes it; Cancel fails it as a bank would. The step takes the focus when it
// appears, so keyboard and screen-reader users land on the question.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';

export interface AuthenticateStepProps {
  amount: string;
  busy: boolean;
  onAnswer(approve: boolean): void;
}

export function AuthenticateStep({ amount, busy, onAnswer }: AuthenticateStepProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="authenticate-step" aria-labelledby="authenticate-title">
      <h2 id="authenticate-title" className="authenticate-step__title" ref={heading} tabIndex={-1}>
        {t('billing.authenticate.title')}
      </h2>
      <p>{t('billing.authenticate.text', { amount })}</p>
      <p className="authenticate-step__note">{t('billing.authenticate.testNote')}</p>
      <div className="authenticate-step__actions">
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => onAnswer(false)}>
          {t('billing.authenticate.cancel')}
        </button>
        <ActionButton busy={busy} onClick={() => onAnswer(true)}>
          {t('billing.authenticate.confirm')}
        </ActionButton>
      </div>
    </section>
  );
}
