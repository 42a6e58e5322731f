import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { USER_TITLES, type Language, type UserTitle } from '../../../../shared/core/constants.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { CheckboxField } from '../../../ui/forms/CheckboxField.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';
import { CountrySelect } from '../../../ui/forms/CountrySelect.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { all, checked, email, maxLength, minLength, phone, required } from '../../../lib/forms/validators.ts';

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

export const PASSWORD_MIN = 8;

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
      company: maxLength(160),
      firstName: all(required, maxLength(80)),
      lastName: all(required, maxLength(80)),
      email: all(required, email),
      password: all(required, minLength(PASSWORD_MIN), maxLength(200)),
      countryCode: required,
      city: all(required, maxLength(120)),
      phone: phone,
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
      {isRealtor ? (
        <TextField
          label={t('auth.company')}
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={(v) => set('company', v)}
          error={form.error('company')}
          hint={t('auth.companyHint')}
        />
      ) : null}
      <div className="form-row">
        <SelectField
          label={t('auth.title')}
          name="title"
          value={values.title}
          options={USER_TITLES.map((v) => ({ value: v, label: t(`user.titles.${v}`) }))}
          onChange={(v) => set('title', v as UserTitle)}
          error={form.error('title')}
          autoComplete="honorific-prefix"
          className="form-field--narrow"
        />
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
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(v) => set('password', v)}
        error={form.error('password')}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
      />
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
        label={t('auth.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(v) => set('phone', v)}
        error={form.error('phone')}
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
      <ActionButton type="submit" busy={busy} disabled={!form.ready} className="auth-form__submit">
        {t('auth.signUpButton')}
      </ActionButton>
      <p className="auth-form__switch">
        {t('auth.haveAccount')} <Link to="/sign-in">{t('auth.signInLink')}</Link>
      </p>
    </form>
  );
}
