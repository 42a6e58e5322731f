// Two-factor sign-in for an operator who has none yet (the api refuses the operator endpoints until
// then): start → the secret, the otpauth link and the QR code (the api's SVG, shown as an image, so
// nothing in it runs) → the app's code → the ten recovery codes, shown this once.
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { msg } from '../../../lib/forms/errors.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { mfaSetupRequest, mfaVerifyRequest, selectAdmin } from '../slice.ts';

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function Enrolment() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const { mfa } = useSelector(selectAdmin);
  const [code, setCode] = useState('');
  const busy = mfa.status === 'busy';
  const failure = mfa.status === 'failed' ? msg(mfa.code === 'MFA_CODE_INVALID' ? 'admin.mfa.codeInvalid' : 'admin.mfa.failed') : null;
  const verify = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) dispatch(mfaVerifyRequest({ code: code.trim() }));
  };
  return (
    <section className="admin-mfa" aria-labelledby="admin-mfa-title">
      <h2 id="admin-mfa-title">{t('admin.mfa.title')}</h2>
      <p>{t('admin.mfa.why')}</p>
      {!mfa.setup ? (
        <>
          {failure ? <FormAlert message={failure} /> : null}
          <ActionButton busy={busy} onClick={() => dispatch(mfaSetupRequest())}>
            {t('admin.mfa.start')}
          </ActionButton>
        </>
      ) : (
        <>
          <img className="admin-mfa__qr" src={svgSource(mfa.setup.qrSvg)} alt={t('admin.mfa.qr')} width={200} height={200} />
          <p>
            {t('admin.mfa.secret')} <code data-testid="mfa-secret">{mfa.setup.secret}</code>
          </p>
          <p>
            <a href={mfa.setup.otpauthUrl}>{t('admin.mfa.link')}</a>
          </p>
          <form onSubmit={verify} className="admin-mfa__form">
            <TextField
              label={t('admin.mfa.code')}
              name="code"
              value={code}
              onChange={setCode}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={20}
              required
              error={failure}
            />
            <ActionButton busy={busy} type="submit">
              {t('admin.mfa.verify')}
            </ActionButton>
          </form>
        </>
      )}
    </section>
  );
}

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <section className="admin-mfa admin-mfa--codes" aria-labelledby="admin-codes-title">
      <h2 id="admin-codes-title">{t('admin.mfa.codesTitle')}</h2>
      <p>{t('admin.mfa.codesOnce')}</p>
      <ol className="admin-mfa__codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn--primary" onClick={onDone}>
        {t('admin.mfa.codesDone')}
      </button>
    </section>
  );
}
