import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, msg, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { USER_LIMITS } from '../../../../shared/contract/limits.ts';
import { ACCOUNT_RULES } from '../../../ui/forms/AccountFields.tsx';

export interface ResetPasswordValues {
  password: string;
  repeat: string;
}

export interface ResetPasswordFormProps {
  busy: boolean;
  done: boolean;
  serverErrors: FormErrors | null;
  onSubmit(values: ResetPasswordValues): void;
}

export function ResetPasswordForm({ busy, done, serverErrors, onSubmit }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<ResetPasswordValues>({
    initial: { password: '', repeat: '' },
    rules: {
      password: ACCOUNT_RULES.newPassword,
      repeat: (v, all) => (v !== all.password ? msg('auth.passwordsDiffer') : null),
    },
    serverErrors,
    onSubmit,
  });
  if (done) {
    return (
      <div className="auth-form">
        <FormAlert kind="success" message={msg('auth.resetDone')} />
        <p className="auth-form__switch">
          <Link to="/sign-in">{t('auth.signInLink')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form ref={bindForm} className="auth-form" method="post" noValidate onSubmit={form.submit}>
      <FormAlert message={form.errors[FORM]} />
      <TextField
        label={t('auth.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.password}
        onChange={(v) => form.set('password', v)}
        error={form.error('password')}
        hint={t('auth.passwordHint', { min: USER_LIMITS.passwordMin })}
      />
      <TextField
        label={t('auth.repeatPassword')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.repeat}
        onChange={(v) => form.set('repeat', v)}
        error={form.error('repeat')}
      />
      <ActionButton type="submit" busy={busy} disabled={!form.ready} className="auth-form__submit">
        {t('auth.resetButton')}
      </ActionButton>
      {form.errors[FORM]?.key === 'auth.errors.resetTokenInvalid' ? (
        <p className="auth-form__switch">
          <Link to="/forgot-password">{t('auth.requestNewLink')}</Link>
        </p>
      ) : null}
    </form>
  );
}
