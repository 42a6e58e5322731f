// /sign-out: visiting it never signs anyone out (a link from another site could); it asks, and the
// button posts (user/components/SignOutForm.tsx). Signed out already: home.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { SignOutForm, selectIsLoggedIn } from '../../../session/user/index.ts';

export function SignOutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useSelector(selectIsLoggedIn);

  useEffect(() => {
    if (!isLoggedIn) navigate('/', { replace: true });
  }, [isLoggedIn, navigate]);

  return (
    <section className="auth-page container">
      <h1>{t('auth.signOutTitle')}</h1>
      <p>{t('auth.signOutQuestion')}</p>
      <SignOutForm buttonClassName="button button--primary">{t('header.account.signOut')}</SignOutForm>
    </section>
  );
}

export default SignOutScreen;
