// The account fields the sign-up, sign-in and profile forms and the advert's contact step share:
// each input once (label, name, type, autocomplete, required) and their checks, whose limits are the
// contract's (shared/contract/limits.ts), so the forms cannot drift from each other or from the api.
import { USER_TITLES, type Language, type UserTitle } from '../../../shared/core/constants.ts';
import { USER_LIMITS } from '../../../shared/contract/limits.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import type { FieldMessage } from '../../lib/forms/errors.ts';
import type { FormApi } from '../../lib/forms/useForm.ts';
import { all, email, maxLength, minLength, phone, required } from '../../lib/forms/validators.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

/** The checks of the account fields. */
export const ACCOUNT_RULES = {
  company: maxLength(USER_LIMITS.company),
  firstName: all(required, maxLength(USER_LIMITS.personName)),
  lastName: all(required, maxLength(USER_LIMITS.personName)),
  email: all(required, email),
  /** a password being chosen (sign-up, reset) */
  newPassword: all(required, minLength(USER_LIMITS.passwordMin), maxLength(USER_LIMITS.password)),
  /** the password of a sign-in */
  password: required,
  countryCode: required,
  city: all(required, maxLength(USER_LIMITS.city)),
  area: maxLength(USER_LIMITS.area),
  phone,
} as const;

/** What a field takes from its form: its value, its setter and its error. */
export interface BoundField<T = string> {
  value: T;
  onChange(value: T): void;
  error?: FieldMessage | null;
}

/** The binding of the form's field `key` (a string field) for the fields below. */
export function bindField<V extends object, K extends keyof V>(form: Pick<FormApi<V>, 'values' | 'set' | 'error'>, key: K): BoundField<V[K]> {
  return { value: form.values[key], onChange: (v) => form.set(key, v), error: form.error(String(key)) };
}

type FieldProps = BoundField & { hint?: string };

export function CompanyField(p: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.company')} name="company" autoComplete="organization" {...p} />;
}

export function TitleField(p: BoundField<UserTitle>) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('auth.title')}
      name="title"
      value={p.value}
      options={USER_TITLES.map((v) => ({ value: v, label: t(`user.titles.${v}`) }))}
      onChange={(v) => p.onChange(v as UserTitle)}
      error={p.error}
      autoComplete="honorific-prefix"
      className="form-field--narrow"
    />
  );
}

export function FirstNameField(p: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.firstName')} name="firstName" autoComplete="given-name" required {...p} />;
}

export function LastNameField(p: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.lastName')} name="lastName" autoComplete="family-name" required {...p} />;
}

export function EmailField(p: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required {...p} />;
}

/** `chosen`: a password being chosen (new-password, with the length hint); else a sign-in's. */
export function PasswordField({ chosen, ...p }: FieldProps & { chosen: boolean }) {
  const { t } = useTranslation();
  return chosen ? (
    <TextField
      {...p}
      label={t('auth.password')}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      hint={t('auth.passwordHint', { min: USER_LIMITS.passwordMin })}
    />
  ) : (
    <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required {...p} />
  );
}

export function PhoneField(p: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.phone')} name="phone" type="tel" autoComplete="tel" {...p} />;
}

export function CountryField(p: BoundField & { language: Language }) {
  const { t } = useTranslation();
  return <CountrySelect label={t('auth.country')} required {...p} />;
}

export function CityField(p: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.city')} name="city" autoComplete="address-level2" required {...p} />;
}
