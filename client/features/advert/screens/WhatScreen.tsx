// /advert/what: the first step: what is offered (sale or rent, the kind of property) and where.
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { DEAL_TYPES, ESTATE_TYPES, facetLabelKey, type DealType, type EstateType } from '../../../../shared/search/facets.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { ChoiceGroup } from '../../../ui/forms/ChoiceGroup.tsx';
import { CountrySelect } from '../../../ui/forms/CountrySelect.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { AdvertPage, StepActions } from '../components/AdvertPage.tsx';
import { useFlow, useSaveOnChange } from '../components/useFlow.ts';
import { EMPTY_DRAFT, type AdvertDraft } from '../draft.ts';
import { updateDraft } from '../draftStore.ts';
import { MAX_CITY, nextStep, WHAT_RULES, type FlowViewer, type WhatValues } from '../flow.ts';
import { advertPath } from '../paths.ts';

const pick = (d: AdvertDraft): WhatValues => ({ dealType: d.dealType, estateType: d.estateType, countryCode: d.countryCode, city: d.city });

function WhatForm({ draft, loaded, language, viewer }: { draft: AdvertDraft; loaded: boolean; language: Language; viewer: FlowViewer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bindForm, ...form } = useForm<WhatValues>({
    initial: () => pick(draft),
    rules: WHAT_RULES,
    onSubmit: (v) => {
      updateDraft({ ...v, city: v.city.trim() });
      navigate(advertPath(nextStep('what', viewer)));
    },
  });
  const { values, set } = form;
  useSaveOnChange(values, loaded);
  return (
    <form ref={bindForm} className="advert-form" method="post" noValidate onSubmit={form.submit}>
      <ChoiceGroup
        legend={t('estate.field.dealType')}
        name="dealType"
        inline
        value={values.dealType}
        options={DEAL_TYPES.map((v) => ({ value: v, label: t(facetLabelKey('dealType', v)) }))}
        onChange={(v) => set('dealType', v as DealType)}
        error={form.error('dealType')}
      />
      <SelectField
        label={t('estate.field.estateType')}
        name="estateType"
        required
        value={values.estateType}
        placeholder={t('advert.choose')}
        options={ESTATE_TYPES.map((v) => ({ value: v, label: t(facetLabelKey('estateType', v)) }))}
        onChange={(v) => set('estateType', v as EstateType | '')}
        error={form.error('estateType')}
      />
      <div className="form-row">
        <CountrySelect
          language={language}
          label={t('advert.fields.country')}
          required
          value={values.countryCode}
          onChange={(v) => set('countryCode', v)}
          error={form.error('countryCode')}
        />
        <TextField
          label={t('advert.fields.city')}
          name="city"
          required
          maxLength={MAX_CITY}
          value={values.city}
          onChange={(v) => set('city', v)}
          error={form.error('city')}
        />
      </div>
      <StepActions back={null}>
        <ActionButton type="submit" disabled={!form.ready}>
          {t('advert.next')}
        </ActionButton>
      </StepActions>
    </form>
  );
}

export function WhatScreen() {
  const { t } = useTranslation();
  const { draft, viewer, language } = useFlow();
  return (
    <AdvertPage step="what" draft={draft} viewer={viewer}>
      <WhatForm key={draft ? 'draft' : 'empty'} draft={draft ?? EMPTY_DRAFT} loaded={draft !== null} language={language} viewer={viewer} />
      <p className="advert__aside">
        {t('advert.fullFormBefore')} <Link to="/private/addnewestate">{t('advert.fullFormLink')}</Link>
      </p>
    </AdvertPage>
  );
}

export default WhatScreen;
