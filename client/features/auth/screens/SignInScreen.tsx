// /sign-in: on success the user goes back to `returnTo` when it is a local path of this site.
import type { Action, Dispatch } from 'redux';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { safeReturnTo } from '../../../../shared/routing/guards.ts';
import { AuthPage } from '../components/AuthPage.tsx';
import { SignInForm } from '../components/SignInForm.tsx';
import { selectIsLoggedIn } from '../../../session/user/index.ts';
import { authFormReset, signInRequest, selectAuthForm } from '../slice.ts';

const selectSignIn = selectAuthForm('signIn');

export function SignInScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submission = useSelector(selectSignIn);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const returnTo = params.get('returnTo');
  const target = safeReturnTo(returnTo);
  // only an attempt made on this screen counts (the store may remember an older one)
  const [sent, setSent] = useState(false);
  const done = sent && submission.done;

  useEffect(() => {
    dispatch(authFormReset({ form: 'signIn' }));
  }, [dispatch]);

  useEffect(() => {
    if (done) navigate(target, { replace: true });
  }, [done, target, navigate]);

  if (isLoggedIn && !sent) return <Navigate to={target} replace />;
  return (
    <AuthPage title={t('auth.signInTitle')}>
      <SignInForm
        busy={submission.busy}
        serverErrors={submission.errors}
        returnTo={returnTo ? target : null}
        onSubmit={(v) => {
          setSent(true);
          dispatch(signInRequest(v));
        }}
      />
    </AuthPage>
  );
}

export default SignInScreen;
