// The mortgage calculator of the estate page (its own chunk, loaded from BuyingCosts on demand):
// down payment, rate and term in, the monthly payment and total interest of the standard annuity
// (shared/core/mortgage.ts) out, announced politely to screen readers as they change.
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { formatPrice } from '../../../../shared/core/format.ts';
import { mortgage } from '../../../../shared/core/mortgage.ts';

export interface MortgageCalculatorProps {
  price: number;
  currency: Currency;
  language: Language;
}

const MAX_TERM = 50;
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));

export default function MortgageCalculator({ price, currency, language }: MortgageCalculatorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [down, setDown] = useState('20');
  const [rate, setRate] = useState('3.5');
  const [term, setTerm] = useState('25');
  const years = num(term);
  const result =
    years >= 1 && years <= MAX_TERM ? mortgage({ price, downPaymentPercent: num(down), ratePercent: num(rate), termYears: years }) : null;
  const money = (x: number, digits = 0) => formatPrice(x, currency, language, digits);
  const field = (name: string, label: string, value: string, set: (v: string) => void, props: { min: number; max: number; step: string }) => (
    <div className="mortgage__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} name={name} type="number" inputMode="decimal" value={value} onChange={(e) => set(e.target.value)} {...props} />
    </div>
  );
  return (
    <form className="mortgage" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h3 id={`${id}-title`}>{t('buyingCosts.mortgage.title')}</h3>
      {field('downPayment', t('buyingCosts.mortgage.downPayment'), down, setDown, { min: 0, max: 100, step: 'any' })}
      {field('rate', t('buyingCosts.mortgage.rate'), rate, setRate, { min: 0, max: 100, step: 'any' })}
      {field('term', t('buyingCosts.mortgage.term'), term, setTerm, { min: 1, max: MAX_TERM, step: '1' })}
      <output className="mortgage__result" aria-live="polite" htmlFor={`${id}-downPayment ${id}-rate ${id}-term`}>
        {result ? (
          <dl>
            <dt>{t('buyingCosts.mortgage.loan')}</dt>
            <dd data-field="loan">{money(result.loan)}</dd>
            <dt>{t('buyingCosts.mortgage.monthly')}</dt>
            <dd data-field="monthly">{money(result.monthlyPayment, 2)}</dd>
            <dt>{t('buyingCosts.mortgage.interest')}</dt>
            <dd data-field="interest">{money(result.totalInterest)}</dd>
          </dl>
        ) : (
          <p role="alert">{t('buyingCosts.mortgage.invalid')}</p>
        )}
      </output>
      <p className="mortgage__note">{t('buyingCosts.mortgage.note')}</p>
    </form>
  );
}
