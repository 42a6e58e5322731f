// Every facet of docs/domain.md: a group of checkboxes where a listing can hold several values, a group of
// radio buttons where it holds one (SINGLE_VALUE_FACETS).
import { useTranslation } from '../../../i18n/translation.tsx';
import { FACET_FIELDS, FACETS, SINGLE_VALUE_FACETS, facetLabelKey, type FacetField } from '../../../../shared/search/facets.ts';
import { CheckboxGroup } from '../../../ui/forms/CheckboxGroup.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';

export interface FacetFieldsProps {
  values: Record<FacetField, string[]>;
  onChange(field: FacetField, values: string[]): void;
}

export function FacetFields({ values, onChange }: FacetFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="estate-form__facets">
      {FACET_FIELDS.map((field) => {
        const label = t(`estate.field.${field}`);
        const options = FACETS[field] as readonly string[];
        const labelOf = (v: string) => t(facetLabelKey(field, v));
        if (SINGLE_VALUE_FACETS.includes(field)) {
          return (
            <ChoiceGroup
              key={field}
              legend={label}
              name={field}
              value={values[field][0] ?? ''}
              options={options.map((v) => ({ value: v, label: labelOf(v) }))}
              emptyLabel={t('estateForm.notSpecified')}
              onChange={(v) => onChange(field, v ? [v] : [])}
            />
          );
        }
        return (
          <CheckboxGroup
            key={field}
            legend={label}
            options={options}
            labelOf={labelOf}
            selected={values[field]}
            onChange={(v) => onChange(field, v)}
            columns={options.length > 5}
          />
        );
      })}
    </div>
  );
}
