import { useState } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { ACCOUNT_RULES, bindField, EmailField, PasswordField } from '../../../ui/forms/AccountFields.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';

export interface SignInValues {
  email: string;
  password: string;
  /** the authenticator app's code (or a recovery code), asked for once the api answers MFA_CODE_REQUIRED */
  otp: string;
}

export interface SignInFormProps {
  busy: boolean;
  serverErrors: FormErrors | null;
  /** where the user goes after signing in, kept on the sign-up link */
  returnTo?: string | null;
  onSubmit(values: SignInValues): void;
}

export function SignInForm({ busy, serverErrors, returnTo, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  // the code field appears when the api asks for it (an error beside `otp`) and then stays,
  // with the e-mail address and password as entered
  const [askCode, setAskCode] = useState(false);
  if (serverErrors?.otp && !askCode) setAskCode(true);
  const { bindForm, ...form } = useForm<SignInValues>({
    initial: { email: '', password: '', otp: '' },
    rules: { email: ACCOUNT_RULES.email, password: ACCOUNT_RULES.password },
    serverErrors,
    onSubmit,
  });
  return (
    <form ref={bindForm} className="auth-form" method="post" noValidate onSubmit={form.submit}>
      <FormAlert message={form.errors[FORM]} />
      <EmailField {...bindField(form, 'email')} />
      <PasswordField {...bindField(form, 'password')} chosen={false} />
      {askCode && (
        <TextField
          {...bindField(form, 'otp')}
          label={t('auth.otpLabel')}
          name="otp"
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={40}
          hint={t('auth.otpHint')}
          required
        />
      )}
      <p className="auth-form__aside">
        <Link to="/forgot-password">{t('auth.forgotLink')}</Link>
      </p>
      <ActionButton type="submit" busy={busy} disabled={!form.ready} className="auth-form__submit">
        {t('auth.signInButton')}
      </ActionButton>
      <p className="auth-form__switch">
        {t('auth.noAccount')} <Link to={returnTo ? `/sign-up?returnTo=${encodeURIComponent(returnTo)}` : '/sign-up'}>{t('auth.signUpLink')}</Link>
      </p>
    </form>
  );
}
