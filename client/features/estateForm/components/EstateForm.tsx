// The full listing form (docs/domain.md): offer and type, texts per language in tabs, price, placement,
// sizes and rooms, availability, every facet, distances and the photos (a slot the screen fills).
// Two ways to send: as a draft, or published (which takes a PUBLICATION resource).
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { CURRENCIES, CURRENCY_SIGNS, type Currency, type EstateStatus, type Language } from '../../../../shared/core/constants.ts';
import { DEAL_TYPES, DISTANCE_KEYS, ESTATE_TYPES, facetLabelKey } from '../../../../shared/search/facets.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { CheckboxField } from '../../../ui/forms/CheckboxField.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';
import { CountrySelect } from '../../../ui/forms/CountrySelect.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { FORM, type FormErrors } from '../../../lib/forms/errors.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { FacetFields } from './FacetFields.tsx';
import { EnergyFields } from './EnergyFields.tsx';
import { TOUR_HOSTS } from '../../../../shared/core/media-hosts.ts';
import { LanguageTabs } from './LanguageTabs.tsx';
import { PinMap } from '../../map/index.ts';
import { COUNT_FIELDS, MAX_DESCRIPTION, MAX_LOCATION, MAX_TITLE, validateEstate, type EstateFormValues, type PerLanguage } from './values.ts';

export type SaveIntent = Extract<EstateStatus, 'draft' | 'published'>;

export interface EstateFormProps {
  language: Language;
  initial: EstateFormValues;
  mode: 'add' | 'edit';
  /** the listing's status when editing */
  status?: EstateStatus;
  busy: boolean;
  /** which button was pressed, so only that one shows the busy state */
  busyIntent?: SaveIntent | null;
  serverErrors: FormErrors | null;
  /** the photo manager */
  photos: ReactNode;
  onSubmit(values: EstateFormValues, status: SaveIntent): void;
}

/** A typed coordinate within ±max, or null (empty or not a number yet). */
function coordinate(raw: string, max: number): number | null {
  const s = raw.trim().replace(',', '.');
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
}

type StringKey = { [K in keyof EstateFormValues]: EstateFormValues[K] extends string ? K : never }[keyof EstateFormValues];

export function EstateForm({ language, initial, mode, status, busy, busyIntent, serverErrors, photos, onSubmit }: EstateFormProps) {
  const { t } = useTranslation();
  const intent = useRef<SaveIntent>('draft');
  const { bindForm, ...form } = useForm<EstateFormValues>({
    initial,
    validate: validateEstate,
    serverErrors,
    onSubmit: (v) => onSubmit(v, intent.current),
  });
  const { values, set } = form;
  const sign = CURRENCY_SIGNS[values.currency];

  const submit = (e: FormEvent<HTMLFormElement>) => {
    // Enter in a field submits with the first button (the draft); only the publish button publishes
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    intent.current = submitter && submitter.value !== 'draft' ? 'published' : 'draft';
    form.submit(e);
  };

  const text = (
    name: StringKey,
    opts: { required?: boolean; unit?: string; numeric?: 'decimal' | 'numeric'; type?: 'text' | 'date'; hint?: string; className?: string } = {},
  ) => (
    <TextField
      label={t(`estateForm.fields.${name}`)}
      name={name}
      value={values[name] as string}
      onChange={(v) => set(name, v as never)}
      error={form.error(name)}
      required={opts.required}
      unit={opts.unit}
      inputMode={opts.numeric}
      type={opts.type}
      hint={opts.hint}
      className={opts.className}
    />
  );

  const perLanguage = (field: 'title' | 'description' | 'location', lng: Language, multiline: boolean, max: number) => (
    <TextField
      label={t(`estateForm.fields.${field}`)}
      name={`${field}.${lng}`}
      value={values[field][lng]}
      onChange={(v) => set(field, { ...values[field], [lng]: v } as PerLanguage)}
      error={form.error(field)}
      required={field === 'title'}
      multiline={multiline}
      rows={multiline ? 8 : undefined}
      maxLength={max}
    />
  );

  return (
    <form ref={bindForm} className="estate-form" method="post" noValidate onSubmit={submit}>
      <FormAlert message={form.errors[FORM]} />
      {form.errors[FORM]?.key === 'estateForm.errors.noPublication' ? (
        <p className="estate-form__plan-hint">
          <Link to="/private/changeplan">{t('estateForm.choosePlan')}</Link>
        </p>
      ) : null}

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.basics')}</legend>
        <ChoiceGroup
          legend={t('estate.field.dealType')}
          name="dealType"
          inline
          value={values.dealType}
          options={DEAL_TYPES.map((v) => ({ value: v, label: t(facetLabelKey('dealType', v)) }))}
          onChange={(v) => set('dealType', v)}
          error={form.error('dealType')}
        />
        <div className="form-row">
          <SelectField
            label={t('estate.field.estateType')}
            name="estateType"
            required
            value={values.estateType}
            placeholder={t('estateForm.choose')}
            options={ESTATE_TYPES.map((v) => ({ value: v, label: t(facetLabelKey('estateType', v)) }))}
            onChange={(v) => set('estateType', v)}
            error={form.error('estateType')}
          />
          {text('externalRef', { hint: t('estateForm.hints.externalRef') })}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.texts')}</legend>
        <p className="form-section__hint">{t('estateForm.hints.texts')}</p>
        <LanguageTabs
          label={t('estateForm.languagesLabel')}
          initial={language}
          filled={(lng) => [values.title, values.description, values.location].some((x) => x[lng].trim() !== '')}
        >
          {(lng) => (
            <>
              {perLanguage('title', lng, false, MAX_TITLE)}
              {perLanguage('description', lng, true, MAX_DESCRIPTION)}
              {perLanguage('location', lng, true, MAX_LOCATION)}
            </>
          )}
        </LanguageTabs>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.price')}</legend>
        <div className="form-row">
          {text('price', { required: true, numeric: 'decimal', unit: sign })}
          <SelectField
            label={t('estateForm.fields.currency')}
            name="currency"
            value={values.currency}
            options={CURRENCIES.map((c) => ({ value: c, label: `${c.toUpperCase()} ${CURRENCY_SIGNS[c]}` }))}
            onChange={(v) => set('currency', v as Currency)}
            className="form-field--narrow"
          />
        </div>
        <CheckboxField name="priceNegotiable" checked={values.priceNegotiable} onChange={(v) => set('priceNegotiable', v)}>
          {t('estateForm.fields.priceNegotiable')}
        </CheckboxField>
        <div className="form-row">
          {text('commission')}
          {text('extraCosts', { numeric: 'decimal', unit: sign })}
          {text('deposit', { numeric: 'decimal', unit: sign })}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.placement')}</legend>
        <div className="form-row">
          <CountrySelect
            language={language}
            label={t('estateForm.fields.countryCode')}
            required
            value={values.countryCode}
            onChange={(v) => set('countryCode', v)}
            error={form.error('countryCode')}
          />
          {text('area')}
          {text('city', { required: true })}
        </div>
        {text('address', { hint: t('estateForm.hints.address') })}
        <fieldset className="estate-form__pin">
          <legend>{t('map.pin.legend')}</legend>
          <p className="form-section__hint">{t('map.pin.hint')}</p>
          <PinMap
            label={t('map.pin.legend')}
            lat={coordinate(values.lat, 90)}
            lng={coordinate(values.lat, 90) === null ? null : coordinate(values.lng, 180)}
            onChange={(lat, lng) => {
              set('lat', String(lat));
              set('lng', String(lng));
            }}
          />
          <div className="form-row">
            <TextField
              label={t('map.pin.lat')}
              name="lat"
              value={values.lat}
              onChange={(v) => set('lat', v)}
              error={form.error('lat')}
              inputMode="decimal"
            />
            <TextField
              label={t('map.pin.lng')}
              name="lng"
              value={values.lng}
              onChange={(v) => set('lng', v)}
              error={form.error('lng')}
              inputMode="decimal"
            />
          </div>
          {values.lat || values.lng ? (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                set('lat', '');
                set('lng', '');
              }}
            >
              {t('map.pin.clear')}
            </button>
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.sizes')}</legend>
        <div className="form-grid form-grid--compact">
          {text('livingSpace', { required: true, numeric: 'decimal', unit: 'm²' })}
          {text('totalSpace', { numeric: 'decimal', unit: 'm²' })}
          {text('plotArea', { numeric: 'decimal', unit: 'm²' })}
          {text('buildYear', { numeric: 'numeric' })}
          {COUNT_FIELDS.map((f) => (
            <span key={f} className="form-grid__cell">
              {text(f, { required: f === 'rooms', numeric: 'numeric' })}
            </span>
          ))}
          {text('availableFrom', { type: 'date' })}
          {text('availableTo', { type: 'date' })}
        </div>
        <CheckboxField name="listedBuilding" checked={values.listedBuilding} onChange={(v) => set('listedBuilding', v)}>
          {t('estateForm.fields.listedBuilding')}
        </CheckboxField>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.energy')}</legend>
        <EnergyFields values={values} set={(name, v) => set(name, v)} error={(name) => form.error(name)} />
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.features')}</legend>
        <FacetFields values={values.facets} onChange={(field, v) => set('facets', { ...values.facets, [field]: v })} />
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.distances')}</legend>
        <div className="form-grid form-grid--compact">
          {DISTANCE_KEYS.map((k) => (
            <TextField
              key={k}
              label={t(`estate.distance.${k}`)}
              name={`distances.${k}`}
              value={values.distances[k]}
              onChange={(v) => set('distances', { ...values.distances, [k]: v })}
              error={form.error(`distances.${k}`)}
              inputMode="decimal"
              unit="km"
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.photos')}</legend>
        {photos}
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('estateForm.sections.media')}</legend>
        <p className="form-section__hint">{t('estateForm.hints.media')}</p>
        <div className="form-grid">
          {text('videoUrl', { hint: t('estateForm.hints.videoUrl') })}
          {text('tourUrl', { hint: t('estateForm.hints.tourUrl', { hosts: TOUR_HOSTS.map((h) => h.host).join(', ') }) })}
        </div>
      </fieldset>

      <div className="estate-form__actions">
        {mode === 'edit' && status ? (
          <p className="estate-form__status">{t('estateForm.currentStatus', { status: t(`myEstates.status.${status}`) })}</p>
        ) : null}
        <button
          type="submit"
          name="status"
          value="draft"
          className="btn btn--secondary"
          disabled={busy || !form.ready}
          aria-busy={(busy && busyIntent === 'draft') || undefined}
        >
          {busy && busyIntent === 'draft' ? t('processingText') : t('estateForm.saveDraft')}
        </button>
        <ActionButton type="submit" busy={busy && busyIntent === 'published'} disabled={busy || !form.ready} className="estate-form__publish">
          {mode === 'edit' && status === 'published' ? t('estateForm.savePublished') : t('estateForm.publish')}
        </ActionButton>
        <Link className="estate-form__cancel" to="/private/myestates">
          {t('forms.cancel')}
        </Link>
      </div>
    </form>
  );
}
