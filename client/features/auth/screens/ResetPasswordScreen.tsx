import type { Action, Dispatch } from 'redux';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { AuthPage } from '../components/AuthPage.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';
import { authFormReset, resetPasswordRequest, selectAuthForm } from '../slice.ts';

const selectReset = selectAuthForm('resetPassword');

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const { resetToken = '' } = useParams();
  const submission = useSelector(selectReset);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    dispatch(authFormReset({ form: 'resetPassword' }));
  }, [dispatch, resetToken]);
  return (
    <AuthPage title={t('auth.resetTitle')}>
      <ResetPasswordForm
        busy={submission.busy}
        done={sent && submission.done}
        serverErrors={submission.errors}
        onSubmit={(v) => {
          setSent(true);
          dispatch(resetPasswordRequest({ resetToken, password: v.password }));
        }}
      />
    </AuthPage>
  );
}

export default ResetPasswordScreen;
