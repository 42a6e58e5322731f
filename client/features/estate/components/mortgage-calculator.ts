// The mortgage calculator of the estate page, its own chunk, loaded from BuyingCosts on demand.
// It builds its small form with the DOM itself and imports nothing the pages share (its texts and the
// money format come from the caller): a chunk that imported React or the i18n modules would make
// the bundler split the pages' common chunk in two, and the first load would grow by about 1.5 KiB.
// Down payment, rate and term in; the monthly payment and total interest of the standard annuity
// (shared/core/mortgage.ts) out, in an aria-live output that screen readers announce politely.
import { mortgage } from '../../../../shared/core/mortgage.ts';

export interface MortgageTexts {
  title: string;
  downPayment: string;
  rate: string;
  term: string;
  loan: string;
  monthly: string;
  interest: string;
  invalid: string;
  note: string;
}

export interface MortgageOptions {
  /** the purchase price in the currency `money` formats */
  price: number;
  texts: MortgageTexts;
  /** formats an amount with the given number of fraction digits */
  money: (amount: number, fractionDigits: number) => string;
  /** a prefix that makes the ids unique on the page */
  idPrefix: string;
}

export const MAX_TERM_YEARS = 50;
const DEFAULTS = { downPayment: '20', rate: '3.5', term: '25' };

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Fills `host` with the calculator; returns a function that empties it again. */
export function mountMortgageCalculator(host: HTMLElement, { price, texts, money, idPrefix }: MortgageOptions): () => void {
  const form = el('form', { class: 'mortgage', 'aria-labelledby': `${idPrefix}-title`, novalidate: '' });
  form.append(el('h3', { id: `${idPrefix}-title` }, texts.title));
  const inputs: Record<keyof typeof DEFAULTS, HTMLInputElement> = {} as never;
  const limits = { downPayment: ['0', '100', 'any'], rate: ['0', '100', 'any'], term: ['1', String(MAX_TERM_YEARS), '1'] } as const;
  for (const name of ['downPayment', 'rate', 'term'] as const) {
    const id = `${idPrefix}-${name}`;
    const field = el('div', { class: 'mortgage__field' });
    const [min, max, step] = limits[name];
    const input = el('input', { id, name, type: 'number', inputmode: 'decimal', min, max, step });
    input.value = DEFAULTS[name];
    field.append(el('label', { for: id }, texts[name]), input);
    form.append(field);
    inputs[name] = input;
  }
  const output = el('output', { class: 'mortgage__result', 'aria-live': 'polite', for: `${idPrefix}-downPayment ${idPrefix}-rate ${idPrefix}-term` });
  form.append(output, el('p', { class: 'mortgage__note' }, texts.note));
  const update = () => {
    const years = num(inputs.term.value);
    const result =
      years >= 1 && years <= MAX_TERM_YEARS
        ? mortgage({ price, downPaymentPercent: num(inputs.downPayment.value), ratePercent: num(inputs.rate.value), termYears: years })
        : null;
    if (!result) {
      output.replaceChildren(el('p', { role: 'alert' }, texts.invalid));
      return;
    }
    const dl = el('dl');
    for (const [field, label, value] of [
      ['loan', texts.loan, money(result.loan, 0)],
      ['monthly', texts.monthly, money(result.monthlyPayment, 2)],
      ['interest', texts.interest, money(result.totalInterest, 0)],
    ] as const)
      dl.append(el('dt', {}, label), el('dd', { 'data-field': field }, value));
    output.replaceChildren(dl);
  };
  form.addEventListener('input', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  update();
  host.replaceChildren(form);
  inputs.downPayment.focus();
  return () => host.replaceChildren();
}
