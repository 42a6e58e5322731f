// Field checks run in the browser before a form is sent. They mirror the api's rules (shared/contract),
// which stay the authority: an answer 400 is mapped onto the same fields (errors.ts).
import { msg, type FieldMessage, type FormErrors } from './errors.ts';

export type Check<V = string> = (value: V) => FieldMessage | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()./-]{0,40}$/;

export const required: Check = (v) => (v.trim() === '' ? msg('forms.errors.required') : null);
export const email: Check = (v) => (v.trim() !== '' && !EMAIL.test(v.trim()) ? msg('forms.errors.email') : null);
export const phone: Check = (v) => (v.trim() !== '' && !PHONE.test(v.trim()) ? msg('forms.errors.phone') : null);
export const minLength =
  (min: number): Check =>
  (v) =>
    v !== '' && v.length < min ? msg('forms.errors.tooShort', { min }) : null;
export const maxLength =
  (max: number): Check =>
  (v) =>
    v.length > max ? msg('forms.errors.tooLong', { max }) : null;
export const checked: Check<boolean> = (v) => (v ? null : msg('forms.errors.mustAccept'));

/** A number typed as text: empty passes (combine with `required`), else a finite number in range. */
export function numberIn(min: number, max: number, opts: { integer?: boolean } = {}): Check {
  return (v) => {
    const s = v.trim().replace(',', '.');
    if (s === '') return null;
    const n = Number(s);
    if (!Number.isFinite(n)) return msg('forms.errors.number');
    if (opts.integer && !Number.isInteger(n)) return msg('forms.errors.integer');
    if (n < min) return msg('forms.errors.min', { min });
    if (n > max) return msg('forms.errors.max', { max });
    return null;
  };
}

/** The first failing check of a list. */
export function all<V>(...checks: Check<V>[]): Check<V> {
  return (v) => {
    for (const c of checks) {
      const m = c(v);
      if (m) return m;
    }
    return null;
  };
}

export type Rules<V> = { [K in keyof V]?: (value: V[K], values: V) => FieldMessage | null };

/** Runs the rules over the values: one message per failing field. */
export function runRules<V>(values: V, rules: Rules<V>): FormErrors<Extract<keyof V, string>> {
  const errors: FormErrors<Extract<keyof V, string>> = {};
  for (const key of Object.keys(rules) as Extract<keyof V, string>[]) {
    const rule = rules[key];
    const m = rule ? rule(values[key], values) : null;
    if (m) (errors as Record<string, FieldMessage>)[key] = m;
  }
  return errors;
}

/** A number field's text as a number for the api: '' → null, '1 250,5' → 1250.5. */
export function parseNumber(text: string): number | null {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
