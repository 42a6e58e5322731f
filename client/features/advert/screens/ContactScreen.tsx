// /advert/contact: for visitors only: the contact details buyers will see, given by creating an
// account in place (or by signing in to an existing one), without leaving the flow. The account
// forms' calls are the auth feature's (through its index). Once the visitor is signed in, the step's
// guard moves on (replacing this step in the history) to the plan or straight to publishing.
import { useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { CheckboxField } from '../../../ui/forms/CheckboxField.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';
import { CountrySelect } from '../../../ui/forms/CountrySelect.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { all, checked, email, maxLength, minLength, phone, required } from '../../../lib/forms/validators.ts';
import { authFormReset, selectAuthForm, signInRequest, signUpRequest, type SignUpPayload } from '../../auth/index.ts';
import { AdvertPage, StepActions } from '../components/AdvertPage.tsx';
import { useFlow } from '../components/useFlow.ts';
import { EMPTY_DRAFT, type AdvertDraft } from '../draft.ts';
import { previousStep } from '../flow.ts';

export const PASSWORD_MIN = 8;

export interface ContactValues {
  accountType: 'private' | 'realtor';
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  countryCode: string;
  city: string;
  acceptTerms: boolean;
}

/** The sign-up body from the contact form (the account's language is the page's). */
export function signUpBody(v: ContactValues, language: Language): SignUpPayload {
  const body: SignUpPayload = {
    email: v.email.trim(),
    password: v.password,
    title: 'none',
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

const selectSignUp = selectAuthForm('signUp');
const selectSignIn = selectAuthForm('signIn');

interface AccountFormProps {
  busy: boolean;
  serverErrors: FormErrors | null;
}

function SignUpPart({
  draft,
  language,
  busy,
  serverErrors,
  onSubmit,
}: AccountFormProps & { draft: AdvertDraft; language: Language; onSubmit(v: ContactValues): void }) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<ContactValues>({
    // the listing's place is a fair first guess at the seller's
    initial: () => ({
      accountType: 'private',
      company: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      countryCode: draft.countryCode,
      city: draft.city,
      acceptTerms: false,
    }),
    rules: {
      company: maxLength(160),
      firstName: all(required, maxLength(80)),
      lastName: all(required, maxLength(80)),
      email: all(required, email),
      phone,
      password: all(required, minLength(PASSWORD_MIN), maxLength(200)),
      countryCode: required,
      city: all(required, maxLength(120)),
      acceptTerms: checked,
    },
    serverErrors,
    onSubmit,
  });
  const { values, set } = form;
  return (
    <form ref={bindForm} className="advert-form advert-form--account" method="post" noValidate onSubmit={form.submit}>
      <FormAlert message={form.errors[FORM]} />
      <ChoiceGroup
        legend={t('auth.accountType')}
        name="accountType"
        inline
        value={values.accountType}
        options={[
          { value: 'private', label: t('auth.privatePerson') },
          { value: 'realtor', label: t('auth.realtor') },
        ]}
        onChange={(v) => set('accountType', v === 'realtor' ? 'realtor' : 'private')}
        error={form.error('accountType')}
      />
      {values.accountType === 'realtor' ? (
        <TextField
          label={t('auth.company')}
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={(v) => set('company', v)}
          error={form.error('company')}
        />
      ) : null}
      <div className="form-row">
        <TextField
          label={t('auth.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={(v) => set('firstName', v)}
          error={form.error('firstName')}
        />
        <TextField
          label={t('auth.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={(v) => set('lastName', v)}
          error={form.error('lastName')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(v) => set('email', v)}
          error={form.error('email')}
        />
        <TextField
          label={t('auth.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={form.error('phone')}
          hint={t('advert.hints.phone')}
        />
      </div>
      <div className="form-row">
        <CountrySelect
          language={language}
          label={t('auth.country')}
          required
          value={values.countryCode}
          onChange={(v) => set('countryCode', v)}
          error={form.error('countryCode')}
        />
        <TextField
          label={t('auth.city')}
          name="city"
          autoComplete="address-level2"
          required
          value={values.city}
          onChange={(v) => set('city', v)}
          error={form.error('city')}
        />
      </div>
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(v) => set('password', v)}
        error={form.error('password')}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
      />
      <CheckboxField
        name="acceptTerms"
        required
        checked={values.acceptTerms}
        onChange={(v) => set('acceptTerms', v)}
        error={form.error('acceptTerms')}
      >
        {t('auth.acceptTermsBefore')} <Link to="/terms">{t('auth.termsLink')}</Link> {t('auth.acceptTermsAnd')}{' '}
        <Link to="/privacy-policy">{t('auth.privacyLink')}</Link>
        {t('auth.acceptTermsAfter')}
      </CheckboxField>
      <ActionButton type="submit" busy={busy} disabled={!form.ready}>
        {t('advert.signUpAndContinue')}
      </ActionButton>
    </form>
  );
}

function SignInPart({ busy, serverErrors, onSubmit }: AccountFormProps & { onSubmit(v: { email: string; password: string }): void }) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm({
    initial: { email: '', password: '' },
    rules: { email: all(required, email), password: required },
    serverErrors,
    onSubmit,
  });
  const { values, set } = form;
  return (
    <form ref={bindForm} className="advert-form advert-form--account" method="post" noValidate onSubmit={form.submit}>
      <FormAlert message={form.errors[FORM]} />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(v) => set('email', v)}
        error={form.error('email')}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(v) => set('password', v)}
        error={form.error('password')}
      />
      <p className="advert__aside">
        <Link to="/forgot-password">{t('auth.forgotLink')}</Link>
      </p>
      <ActionButton type="submit" busy={busy} disabled={!form.ready}>
        {t('advert.signInAndContinue')}
      </ActionButton>
    </form>
  );
}

export function ContactScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const { draft, viewer, language } = useFlow();
  const signUp = useSelector(selectSignUp);
  const signIn = useSelector(selectSignIn);
  const [mode, setMode] = useState<'new' | 'existing'>('new');

  useEffect(() => {
    dispatch(authFormReset({ form: 'signUp' }));
    dispatch(authFormReset({ form: 'signIn' }));
  }, [dispatch]);

  return (
    <AdvertPage step="contact" draft={draft} viewer={viewer}>
      <ChoiceGroup
        legend={t('advert.account.question')}
        name="accountMode"
        value={mode}
        options={[
          { value: 'new', label: t('advert.account.new') },
          { value: 'existing', label: t('advert.account.existing') },
        ]}
        onChange={(v) => setMode(v === 'existing' ? 'existing' : 'new')}
      />
      {mode === 'new' ? (
        <SignUpPart
          key={draft ? 'draft' : 'empty'}
          draft={draft ?? EMPTY_DRAFT}
          language={language}
          busy={signUp.busy}
          serverErrors={signUp.errors}
          onSubmit={(v) => {
            dispatch(signUpRequest(signUpBody(v, language)));
          }}
        />
      ) : (
        <SignInPart
          busy={signIn.busy}
          serverErrors={signIn.errors}
          onSubmit={(v) => {
            dispatch(signInRequest({ email: v.email.trim(), password: v.password }));
          }}
        />
      )}
      <StepActions back={previousStep('contact', viewer)}>{null}</StepActions>
    </AdvertPage>
  );
}

export default ContactScreen;
