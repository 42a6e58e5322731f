// "Your data" on /private (issue 22): the download of everything the account holds (a plain link to
// the export through the gateway, which sends the session cookie) and the account's erasure: the
// password, then a confirmation dialog; a wrong password is shown beside the field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { ConfirmDialog } from '../../../ui/forms/ConfirmDialog.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, msg, type FormErrors } from '../../../lib/forms/errors.ts';

export const EXPORT_PATH = '/api/user/current/export';

export interface YourDataProps {
  busy: boolean;
  serverErrors: FormErrors | null;
  onDelete(password: string): void;
}

export function YourData({ busy, serverErrors, onDelete }: YourDataProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);
  const passwordError = missing ? msg('forms.errors.required') : (serverErrors?.password ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setConfirming(true);
  };

  return (
    <section className="profile-data" aria-labelledby="profile-data-heading">
      <h2 id="profile-data-heading">{t('profile.data.heading')}</h2>
      <p>{t('profile.data.intro')}</p>
      <p>
        <a className="btn btn--secondary" href={EXPORT_PATH} download aria-describedby="profile-data-download-hint">
          {t('profile.data.download')}
        </a>
      </p>
      <p id="profile-data-download-hint" className="form-hint">
        {t('profile.data.downloadHint')}
      </p>
      <h3 id="profile-delete-heading">{t('profile.data.deleteHeading')}</h3>
      <p>{t('profile.data.deleteIntro')}</p>
      <form className="profile-data__delete" aria-labelledby="profile-delete-heading" onSubmit={submit} noValidate>
        <FormAlert message={serverErrors?.[FORM] ?? null} />
        <TextField
          label={t('profile.data.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <ActionButton type="submit" busy={busy}>
          {t('profile.data.deleteButton')}
        </ActionButton>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('profile.data.confirmTitle')}
        text={t('profile.data.confirmText')}
        confirmLabel={t('profile.data.confirmButton')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete(password);
        }}
      />
    </section>
  );
}
