// /private/editprofile: every field of the profile. With `updateRequired` (the user's place was found
// invalid) a notice asks to check country and city first.
import { useTranslation } from '../../../i18n/translation.tsx';
import { LANGUAGES, type Language, type UserTitle } from '../../../../shared/core/constants.ts';
import { USER_LIMITS } from '../../../../shared/contract/limits.ts';
import { isCountryCode } from '../../../../shared/geo/countries.ts';
import type { User } from '../../../../shared/contract/users.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import {
  ACCOUNT_RULES,
  bindField,
  CityField,
  CompanyField,
  CountryField,
  FirstNameField,
  LastNameField,
  PhoneField,
  TitleField,
} from '../../../ui/forms/AccountFields.tsx';
import { FORM, msg, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { LanguageTabs } from '../../estateForm/index.ts';

export interface ProfileValues {
  title: UserTitle;
  firstName: string;
  lastName: string;
  accountType: 'private' | 'realtor';
  company: string;
  phone: string;
  language: Language;
  countryCode: string;
  area: string;
  city: string;
  about: Record<Language, string>;
}

export function profileValuesOf(user: User): ProfileValues {
  const code = user.geoData?.countryCode?.trim().toUpperCase() ?? '';
  const city = user.geoData?.city?.trim() ?? '';
  return {
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    accountType: user.isRealtor ? 'realtor' : 'private',
    company: user.company ?? '',
    phone: user.phone ?? '',
    language: user.language,
    countryCode: isCountryCode(code) ? code : '',
    area: user.geoData?.area ?? '',
    // a placeholder city ("-") of a user whose place was found invalid is not offered again
    city: /[\p{L}\p{N}]/u.test(city) ? city : '',
    about: Object.fromEntries(LANGUAGES.map((l) => [l, user.about?.[l] ?? ''])) as Record<Language, string>,
  };
}

export interface ProfileFormProps {
  user: User;
  language: Language;
  updateRequired: boolean;
  busy: boolean;
  saved: boolean;
  serverErrors: FormErrors | null;
  onSubmit(values: ProfileValues): void;
}

export function ProfileForm({ user, language, updateRequired, busy, saved, serverErrors, onSubmit }: ProfileFormProps) {
  const { t } = useTranslation();
  const { bindForm, ...form } = useForm<ProfileValues>({
    initial: () => profileValuesOf(user),
    rules: {
      firstName: ACCOUNT_RULES.firstName,
      lastName: ACCOUNT_RULES.lastName,
      company: ACCOUNT_RULES.company,
      phone: ACCOUNT_RULES.phone,
      countryCode: ACCOUNT_RULES.countryCode,
      area: ACCOUNT_RULES.area,
      city: ACCOUNT_RULES.city,
      about: (about) => (LANGUAGES.some((l) => about[l].length > USER_LIMITS.about) ? msg('forms.errors.tooLong', { max: USER_LIMITS.about }) : null),
    },
    serverErrors,
    onSubmit,
  });
  const { values, set } = form;
  const isRealtor = values.accountType === 'realtor';
  return (
    <form ref={bindForm} className="profile-form" method="post" noValidate onSubmit={form.submit}>
      {updateRequired ? <FormAlert kind="info" message={msg('profile.updateRequired')} /> : null}
      {saved ? <FormAlert kind="success" message={msg('profile.saved')} /> : null}
      <FormAlert message={form.errors[FORM]} />
      <fieldset className="form-section">
        <legend className="form-section__title">{t('profile.personal')}</legend>
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
        />
        {isRealtor ? <CompanyField {...bindField(form, 'company')} /> : null}
        <div className="form-row">
          <TitleField value={values.title} onChange={(v) => set('title', v)} />
          <FirstNameField {...bindField(form, 'firstName')} />
          <LastNameField {...bindField(form, 'lastName')} />
        </div>
        <div className="form-row">
          <PhoneField {...bindField(form, 'phone')} />
          <SelectField
            label={t('profile.language')}
            name="language"
            value={values.language}
            options={LANGUAGES.map((l) => ({ value: l, label: t(`estateForm.languages.${l}`) }))}
            onChange={(v) => set('language', v as Language)}
            hint={t('profile.languageHint')}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">{t('profile.place')}</legend>
        <div className="form-row">
          <CountryField language={language} {...bindField(form, 'countryCode')} />
          <TextField
            label={t('profile.area')}
            name="area"
            autoComplete="address-level1"
            value={values.area}
            onChange={(v) => set('area', v)}
            error={form.error('area')}
          />
          <CityField {...bindField(form, 'city')} />
        </div>
      </fieldset>
      {isRealtor ? (
        <fieldset className="form-section">
          <legend className="form-section__title">{t('profile.about')}</legend>
          <LanguageTabs label={t('estateForm.languagesLabel')} initial={language} filled={(l) => values.about[l].trim() !== ''}>
            {(l) => (
              <TextField
                label={t('profile.aboutText')}
                name={`about.${l}`}
                multiline
                maxLength={5000}
                value={values.about[l]}
                onChange={(v) => set('about', { ...values.about, [l]: v })}
                error={form.error('about')}
              />
            )}
          </LanguageTabs>
        </fieldset>
      ) : null}
      <div className="form-actions">
        <ActionButton type="submit" busy={busy} disabled={!form.ready}>
          {t('profile.save')}
        </ActionButton>
      </div>
    </form>
  );
}
