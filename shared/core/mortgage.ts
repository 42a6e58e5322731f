// The standard annuity: the same payment every month repays a loan with its interest over the term.
// M = P·r / (1 − (1 + r)^−n), r the monthly rate (annual percent / 1200), n the months; with no
// interest the loan is simply split into n equal payments. Shared by the estate page's calculator
// and its tests.

export interface MortgageInput {
  /** the purchase price */
  price: number;
  /** percent of the price paid up front (0–100) */
  downPaymentPercent: number;
  /** nominal annual interest rate, percent */
  ratePercent: number;
  /** years */
  termYears: number;
}

export interface MortgageResult {
  loan: number;
  monthlyPayment: number;
  totalInterest: number;
  months: number;
}

/** The monthly payment of a loan (not rounded). */
export function annuityPayment(loan: number, annualRatePercent: number, months: number): number {
  if (!(loan > 0) || !(months > 0)) return 0;
  const r = annualRatePercent / 1200;
  if (r === 0) return loan / months;
  return (loan * r) / (1 - Math.pow(1 + r, -months));
}

/** Null when an input is out of range (negative, a down payment above 100 %, no term). */
export function mortgage(input: MortgageInput): MortgageResult | null {
  const { price, downPaymentPercent, ratePercent, termYears } = input;
  const ok = (x: number) => typeof x === 'number' && Number.isFinite(x);
  if (![price, downPaymentPercent, ratePercent, termYears].every(ok)) return null;
  if (price < 0 || downPaymentPercent < 0 || downPaymentPercent > 100 || ratePercent < 0 || ratePercent > 100) return null;
  if (termYears <= 0 || termYears > 100) return null;
  const months = Math.round(termYears * 12);
  const loan = price * (1 - downPaymentPercent / 100);
  const monthlyPayment = annuityPayment(loan, ratePercent, months);
  return { loan, monthlyPayment, totalInterest: Math.max(0, monthlyPayment * months - loan), months };
}
