// The energy certificate of the listing form: a class (or exempt, or not given), then its kind, value
// in kWh/m²a and expiry. Where adverts must state the class (DE, ES) a hint says so; the listing is
// not refused without it (docs/decisions/0019-energy-certificate.md).
import { useTranslation } from '../../../i18n/translation.tsx';
import { ENERGY_KINDS, ENERGY_RATINGS, ENERGY_UNIT, energyRequiredIn } from '../../../../shared/core/energy.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import type { EstateFormValues } from './values.ts';
import type { FieldMessage } from '../../../lib/forms/errors.ts';

type EnergyKey = 'energyRating' | 'energyValue' | 'energyKind' | 'energyValidUntil';

export interface EnergyFieldsProps {
  values: Pick<EstateFormValues, EnergyKey | 'countryCode'>;
  set(name: EnergyKey, value: string): void;
  error(name: EnergyKey): FieldMessage | null | undefined;
}

export function EnergyFields({ values, set, error }: EnergyFieldsProps) {
  const { t } = useTranslation();
  const rated = values.energyRating !== '' && values.energyRating !== 'exempt';
  const required = energyRequiredIn(values.countryCode);
  return (
    <>
      {required ? (
        <p className="form-section__hint estate-form__energy-hint" role="note">
          {t(values.countryCode.toUpperCase() === 'DE' ? 'estateForm.energy.requiredDE' : 'estateForm.energy.requiredES')}
        </p>
      ) : null}
      <div className="form-row">
        <SelectField
          label={t('estateForm.energy.rating')}
          name="energyRating"
          value={values.energyRating}
          options={[
            { value: '', label: t('estateForm.energy.none') },
            ...ENERGY_RATINGS.map((r) => ({ value: r, label: r })),
            { value: 'exempt', label: t('estateForm.energy.exempt') },
          ]}
          onChange={(v) => set('energyRating', v)}
          error={error('energyRating')}
        />
        {rated ? (
          <>
            <SelectField
              label={t('estateForm.energy.kind')}
              name="energyKind"
              value={values.energyKind}
              options={ENERGY_KINDS.map((k) => ({ value: k, label: t(`estateForm.energy.kinds.${k}`) }))}
              onChange={(v) => set('energyKind', v)}
              error={error('energyKind')}
            />
            <TextField
              label={t('estateForm.energy.value')}
              name="energyValue"
              value={values.energyValue}
              onChange={(v) => set('energyValue', v)}
              error={error('energyValue')}
              inputMode="decimal"
              unit={ENERGY_UNIT}
            />
            <TextField
              label={t('estateForm.energy.validUntil')}
              name="energyValidUntil"
              type="date"
              value={values.energyValidUntil}
              onChange={(v) => set('energyValidUntil', v)}
              error={error('energyValidUntil')}
            />
          </>
        ) : null}
      </div>
    </>
  );
}
