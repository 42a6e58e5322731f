// /sign-up: a private person or a realtor; after the account is made the user is signed in and
// chooses a plan (the guard of /private sends a user without one to the initial plan).
import type { Action, Dispatch } from 'redux';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { INITIAL_PLAN_PATH } from '../../../../shared/routing/guards.ts';
import { AuthPage } from '../components/AuthPage.tsx';
import { SignUpForm, type SignUpValues } from '../components/SignUpForm.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectIsLoggedIn } from '../../../session/user/index.ts';
import { authFormReset, signUpRequest, type SignUpPayload } from '../slice.ts';
import { selectAuthForm } from '../slice.ts';

const selectSignUp = selectAuthForm('signUp');

export function toSignUpPayload(v: SignUpValues, language: Language): SignUpPayload {
  const body: SignUpPayload = {
    email: v.email.trim(),
    password: v.password,
    title: v.title,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    isRealtor: v.accountType === 'realtor',
    countryCode: v.countryCode,
    city: v.city.trim(),
    language,
  };
  if (v.phone.trim()) body.phone = v.phone.trim();
  if (body.isRealtor && v.company.trim()) body.company = v.company.trim();
  return body;
}

export function SignUpScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const language = useSelector(selectLanguage);
  const submission = useSelector(selectSignUp);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const [sent, setSent] = useState(false);
  // `/sign-up?as=realtor` (the "Register as a realtor" link) opens the form with realtor chosen
  const [params] = useSearchParams();
  const done = sent && submission.done;

  useEffect(() => {
    dispatch(authFormReset({ form: 'signUp' }));
  }, [dispatch]);

  useEffect(() => {
    if (done) navigate(INITIAL_PLAN_PATH, { replace: true });
  }, [done, navigate]);

  if (isLoggedIn && !sent) return <Navigate to="/private" replace />;
  return (
    <AuthPage title={t('auth.signUpTitle')} lead={t('auth.signUpLead')}>
      <SignUpForm
        language={language}
        initialAccountType={params.get('as') === 'realtor' ? 'realtor' : 'private'}
        busy={submission.busy}
        serverErrors={submission.errors}
        onSubmit={(v) => {
          setSent(true);
          dispatch(signUpRequest(toSignUpPayload(v, language)));
        }}
      />
    </AuthPage>
  );
}

export default SignUpScreen;
