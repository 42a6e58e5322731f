// /sign-out: asks the api (through the gateway, which drops its cookie) to end the session, then home.
import type { Action, Dispatch } from 'redux';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { signOut, selectIsLoggedIn } from '../../user/index.ts';

export function SignOutScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  // asked once per visit of the screen; nothing shown depends on it, so a ref, not state
  const requested = useRef(false);

  useEffect(() => {
    if (isLoggedIn && !requested.current) {
      requested.current = true;
      dispatch(signOut());
    } else if (!isLoggedIn) {
      navigate('/', { replace: true });
    }
  }, [isLoggedIn, dispatch, navigate]);

  return (
    <section className="auth-page container">
      <Spinner label={t('auth.signingOut')} />
    </section>
  );
}

export default SignOutScreen;
