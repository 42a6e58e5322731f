import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language, UserTitle } from '../../../../shared/core/constants.ts';
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
  TitleField,
} from '../../../ui/forms/AccountFields.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { checked } from '../../../lib/forms/validators.ts';

export interface SignUpValues {
  accountType: 'private' | 'realtor';
  company: string;
  title: UserTitle;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  countryCode: string;
  city: string;
  phone: string;
  acceptTerms: boolean;
}

export const SIGN_UP_FIELDS: readonly (keyof SignUpValues)[] = [
  'accountType',
  'company',
  'title',
  'firstName',
  'lastName',
  'email',
  'password',
  'countryCode',
  'city',
  'phone',
  'acceptTerms',
];

export interface SignUpFormProps {
  language: Language;
  busy: boolean;
  serverErrors: FormErrors | null;
  onSubmit(values: SignUpValues): void;
  /** the account type chosen at first ("Register as a realtor" opens the form with realtor chosen) */
  initialAccountType?: SignUpValues['accountType'];
}

export function SignUpForm({ language, busy, serverErrors, onSubmit, initialAccountType = 'private' }: SignUpFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<SignUpValues>({
    initial: {
      accountType: initialAccountType,
      company: '',
      title: 'none',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      countryCode: '',
      city: '',
      phone: '',
      acceptTerms: false,
    },
    rules: {
      company: ACCOUNT_RULES.company,
      firstName: ACCOUNT_RULES.firstName,
      lastName: ACCOUNT_RULES.lastName,
      email: ACCOUNT_RULES.email,
      password: ACCOUNT_RULES.newPassword,
      countryCode: ACCOUNT_RULES.countryCode,
      city: ACCOUNT_RULES.city,
      phone: ACCOUNT_RULES.phone,
      acceptTerms: checked,
    },
    serverErrors,
    onSubmit,
  });
  const { values, set } = form;
  const isRealtor = values.accountType === 'realtor';
  return (
    <form ref={bindForm} className="auth-form auth-form--wide" method="post" noValidate onSubmit={form.submit}>
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
      {isRealtor ? <CompanyField {...bindField(form, 'company')} hint={t('auth.companyHint')} /> : null}
      <div className="form-row">
        <TitleField {...bindField(form, 'title')} />
        <FirstNameField {...bindField(form, 'firstName')} />
        <LastNameField {...bindField(form, 'lastName')} />
      </div>
      <EmailField {...bindField(form, 'email')} />
      <PasswordField {...bindField(form, 'password')} chosen={true} />
      <div className="form-row">
        <CountryField language={language} {...bindField(form, 'countryCode')} />
        <CityField {...bindField(form, 'city')} />
      </div>
      <PhoneField {...bindField(form, 'phone')} />
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
      <ActionButton type="submit" busy={busy} disabled={!form.ready} className="auth-form__submit">
        {t('auth.signUpButton')}
      </ActionButton>
      <p className="auth-form__switch">
        {t('auth.haveAccount')} <Link to="/sign-in">{t('auth.signInLink')}</Link>
      </p>
    </form>
  );
}
