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
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import {
  ACCOUNT_RULES,
  bindField,
  CityField,
  CompanyField,
  CountryField,
  EmailField,
  FirstNameField,
  LastNameField,
  PasswordField,
  PhoneField,
} from '../../../ui/forms/AccountFields.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { checked } from '../../../lib/forms/validators.ts';
import { authFormReset, selectAuthForm, signInRequest, signUpRequest, type SignUpPayload } from '../../auth/index.ts';
import { AdvertPage, StepActions } from '../components/AdvertPage.tsx';
import { useFlow } from '../components/useFlow.ts';
import { EMPTY_DRAFT, type AdvertDraft } from '../draft.ts';
import { previousStep } from '../flow.ts';

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
      company: ACCOUNT_RULES.company,
      firstName: ACCOUNT_RULES.firstName,
      lastName: ACCOUNT_RULES.lastName,
      email: ACCOUNT_RULES.email,
      phone: ACCOUNT_RULES.phone,
      password: ACCOUNT_RULES.newPassword,
      countryCode: ACCOUNT_RULES.countryCode,
      city: ACCOUNT_RULES.city,
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
      {values.accountType === 'realtor' ? <CompanyField {...bindField(form, 'company')} /> : null}
      <div className="form-row">
        <FirstNameField {...bindField(form, 'firstName')} />
        <LastNameField {...bindField(form, 'lastName')} />
      </div>
      <div className="form-row">
        <EmailField {...bindField(form, 'email')} />
        <PhoneField {...bindField(form, 'phone')} hint={t('advert.hints.phone')} />
      </div>
      <div className="form-row">
        <CountryField language={language} {...bindField(form, 'countryCode')} />
        <CityField {...bindField(form, 'city')} />
      </div>
      <PasswordField {...bindField(form, 'password')} chosen={true} />
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
    rules: { email: ACCOUNT_RULES.email, password: ACCOUNT_RULES.password },
    serverErrors,
    onSubmit,
  });
  return (
    <form ref={bindForm} className="advert-form advert-form--account" method="post" noValidate onSubmit={form.submit}>
      <FormAlert message={form.errors[FORM]} />
      <EmailField {...bindField(form, 'email')} />
      <PasswordField {...bindField(form, 'password')} chosen={false} />
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
