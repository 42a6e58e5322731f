// /advert/price: the second step: the price in a currency, the living space, the rooms, and a
// headline (optional: the flow writes one from the first step when it is left empty).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { CURRENCIES, CURRENCY_SIGNS, type Currency } from '../../../../shared/core/constants.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useForm } from '../../../lib/forms/useForm.ts';
import { AdvertPage, StepActions } from '../components/AdvertPage.tsx';
import { useFlow, useSaveOnChange } from '../components/useFlow.ts';
import { EMPTY_DRAFT, type AdvertDraft } from '../draft.ts';
import { updateDraft } from '../draftStore.ts';
import { MAX_TITLE, nextStep, previousStep, PRICE_RULES, type FlowViewer, type PriceValues } from '../flow.ts';
import { advertPath } from '../paths.ts';
import { autoTitle } from '../publish.ts';

interface PriceFormProps {
  draft: AdvertDraft;
  loaded: boolean;
  currency: Currency;
  viewer: FlowViewer;
}

function PriceForm({ draft, loaded, currency, viewer }: PriceFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bindForm, ...form } = useForm<PriceValues>({
    initial: () => ({
      price: draft.price,
      currency: draft.currency || currency,
      livingSpace: draft.livingSpace,
      rooms: draft.rooms,
      title: draft.title,
    }),
    rules: PRICE_RULES,
    onSubmit: (v) => {
      updateDraft({ ...v, price: v.price.trim(), livingSpace: v.livingSpace.trim(), rooms: v.rooms.trim(), title: v.title.trim() });
      navigate(advertPath(nextStep('price', viewer)));
    },
  });
  const { values, set } = form;
  useSaveOnChange(values, loaded);
  const sign = values.currency ? CURRENCY_SIGNS[values.currency] : undefined;
  const suggested = draft.estateType && draft.city ? autoTitle(draft, t) : null;
  return (
    <form ref={bindForm} className="advert-form" method="post" noValidate onSubmit={form.submit}>
      <div className="form-row">
        <TextField
          label={t('advert.fields.price')}
          name="price"
          required
          inputMode="decimal"
          unit={sign}
          value={values.price}
          onChange={(v) => set('price', v)}
          error={form.error('price')}
        />
        <SelectField
          label={t('advert.fields.currency')}
          name="currency"
          required
          value={values.currency}
          options={CURRENCIES.map((c) => ({ value: c, label: `${c.toUpperCase()} ${CURRENCY_SIGNS[c]}` }))}
          onChange={(v) => set('currency', v as Currency)}
          error={form.error('currency')}
          className="form-field--narrow"
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('advert.fields.livingSpace')}
          name="livingSpace"
          required
          inputMode="decimal"
          unit="m²"
          value={values.livingSpace}
          onChange={(v) => set('livingSpace', v)}
          error={form.error('livingSpace')}
        />
        <TextField
          label={t('advert.fields.rooms')}
          name="rooms"
          required
          inputMode="numeric"
          value={values.rooms}
          onChange={(v) => set('rooms', v)}
          error={form.error('rooms')}
        />
      </div>
      <TextField
        label={t('advert.fields.title')}
        name="title"
        maxLength={MAX_TITLE}
        value={values.title}
        onChange={(v) => set('title', v)}
        error={form.error('title')}
        hint={suggested ? t('advert.hints.titleSuggested', { title: suggested }) : t('advert.hints.title')}
      />
      <StepActions back={previousStep('price', viewer)}>
        <ActionButton type="submit" disabled={!form.ready}>
          {t('advert.next')}
        </ActionButton>
      </StepActions>
    </form>
  );
}

export function PriceScreen() {
  const { draft, viewer, currency } = useFlow();
  return (
    <AdvertPage step="price" draft={draft} viewer={viewer}>
      <PriceForm key={draft ? 'draft' : 'empty'} draft={draft ?? EMPTY_DRAFT} loaded={draft !== null} currency={currency} viewer={viewer} />
    </AdvertPage>
  );
}

export default PriceScreen;
