import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, msg, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { all, email, required } from '../../../lib/forms/validators.ts';

export interface ForgotPasswordFormProps {
  busy: boolean;
  /** the request was accepted: a link is on its way if the address has an account */
  sent: boolean;
  serverErrors: FormErrors | null;
  onSubmit(values: { email: string }): void;
}

export function ForgotPasswordForm({ busy, sent, serverErrors, onSubmit }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<{ email: string }>({
    initial: { email: '' },
    rules: { email: all(required, email) },
    serverErrors,
    onSubmit,
  });
  if (sent) {
    return (
      <div className="auth-form">
        <FormAlert kind="success" message={msg('auth.forgotSent', { email: form.values.email })} />
        <p className="auth-form__switch">
          <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form ref={bindForm} className="auth-form" method="post" noValidate onSubmit={form.submit}>
      <p className="auth-form__intro">{t('auth.forgotIntro')}</p>
      <FormAlert message={form.errors[FORM]} />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(v) => form.set('email', v)}
        error={form.error('email')}
      />
      <ActionButton type="submit" busy={busy} disabled={!form.ready} className="auth-form__submit">
        {t('auth.forgotButton')}
      </ActionButton>
      <p className="auth-form__switch">
        <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
      </p>
    </form>
  );
}
