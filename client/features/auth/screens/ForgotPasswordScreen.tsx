import type { Action, Dispatch } from 'redux';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { AuthPage } from '../components/AuthPage.tsx';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';
import { authFormReset, forgotPasswordRequest, selectAuthForm } from '../slice.ts';

const selectForgot = selectAuthForm('forgotPassword');

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const submission = useSelector(selectForgot);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    dispatch(authFormReset({ form: 'forgotPassword' }));
  }, [dispatch]);
  return (
    <AuthPage title={t('auth.forgotTitle')}>
      <ForgotPasswordForm
        busy={submission.busy}
        sent={sent && submission.done}
        serverErrors={submission.errors}
        onSubmit={(v) => {
          setSent(true);
          dispatch(forgotPasswordRequest(v));
        }}
      />
    </AuthPage>
  );
}

export default ForgotPasswordScreen;
