// What it costs to buy (shared/contract/buying-costs.ts): the country data of ./buying-costs/*.json,
// checked once when this module loads (a file that fails stops the api with its name and the
// problem), worked out for one price. Amounts are computed in the country's own currency (where its
// brackets and fixed fees are) and converted to the asked one at the product's current rates, or,
// for a currency the product does not convert (gbp, try), at the reference rate the file gives.
import { BUYING_COST_KEYS, type BuyingCostItem, type BuyingCostKey, type BuyingCosts } from '../../shared/contract/buying-costs.ts';
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '../../shared/core/constants.ts';
import { convertPrice, type Rates } from '../../shared/core/format.ts';
import at from './buying-costs/at.json' with { type: 'json' };
import bg from './buying-costs/bg.json' with { type: 'json' };
import de from './buying-costs/de.json' with { type: 'json' };
import es from './buying-costs/es.json' with { type: 'json' };
import fr from './buying-costs/fr.json' with { type: 'json' };
import gb from './buying-costs/gb.json' with { type: 'json' };
import gr from './buying-costs/gr.json' with { type: 'json' };
import hr from './buying-costs/hr.json' with { type: 'json' };
import it from './buying-costs/it.json' with { type: 'json' };
import tr from './buying-costs/tr.json' with { type: 'json' };
import us from './buying-costs/us.json' with { type: 'json' };
import labelsDe from '../../locales/de/buyingCosts.json' with { type: 'json' };
import labelsEn from '../../locales/en/buyingCosts.json' with { type: 'json' };
import labelsEs from '../../locales/es/buyingCosts.json' with { type: 'json' };
import labelsRu from '../../locales/ru/buyingCosts.json' with { type: 'json' };

export const APPLIES_TO = ['resale', 'newBuild', 'both'] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

export interface Source {
  name: string;
  url: string;
}
export interface CostRule {
  key: BuyingCostKey;
  appliesTo: AppliesTo;
  percent?: number;
  amount?: number;
  range?: { from: number; to: number };
  brackets?: { upTo: number | null; percent: number }[];
  bands?: { upTo: number | null; amount: number }[];
  note?: string;
  source: Source;
  asOf: string;
}
export interface CountryCosts {
  countryCode: string;
  /** the country's own currency, lower case */
  currency: string;
  /** units of `currency` per 1 eur, for a currency the product does not convert */
  eurRate?: { rate: number; source: Source; asOf: string };
  source: Source;
  asOf: string;
  items: CostRule[];
}

/** The most a percent in the data may be: no purchase cost is a third of the price. */
export const MAX_PERCENT = 30;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isSource = (s: unknown): s is Source => {
  const o = s as Source;
  return !!o && typeof o.name === 'string' && o.name.trim() !== '' && typeof o.url === 'string' && /^https:\/\/\S+$/.test(o.url);
};
const isDate = (d: unknown): d is string => typeof d === 'string' && DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));

/** The problems of one country's data (empty when it is sound). */
export function checkCountryCosts(file: string, data: unknown): string[] {
  const p: string[] = [];
  const c = data as CountryCosts;
  if (!c || typeof c !== 'object') return [`${file}: not an object`];
  if (typeof c.countryCode !== 'string' || !/^[A-Z]{2}$/.test(c.countryCode)) p.push(`${file}: countryCode must be two capital letters`);
  else if (`${c.countryCode.toLowerCase()}.json` !== file) p.push(`${file}: countryCode ${c.countryCode} does not match the file name`);
  if (typeof c.currency !== 'string' || !/^[a-z]{3}$/.test(c.currency)) p.push(`${file}: currency must be a lower-case ISO 4217 code`);
  const converts = (CURRENCIES as readonly string[]).includes(c.currency);
  if (!converts && !(c.eurRate && isNum(c.eurRate.rate) && c.eurRate.rate > 0 && isSource(c.eurRate.source) && isDate(c.eurRate.asOf)))
    p.push(`${file}: ${c.currency} is not a product currency, so eurRate {rate, source, asOf} is needed`);
  if (!isSource(c.source)) p.push(`${file}: source needs a name and an https url`);
  if (!isDate(c.asOf)) p.push(`${file}: asOf must be YYYY-MM-DD`);
  if (!Array.isArray(c.items) || c.items.length === 0) return [...p, `${file}: items must be a non-empty list`];
  c.items.forEach((item, i) => {
    const at = `${file}: items[${i}] (${item?.key})`;
    if (!(BUYING_COST_KEYS as readonly string[]).includes(item.key)) p.push(`${at}: unknown key`);
    if (!(APPLIES_TO as readonly string[]).includes(item.appliesTo)) p.push(`${at}: appliesTo must be resale, newBuild or both`);
    if (!isSource(item.source)) p.push(`${at}: source needs a name and an https url`);
    if (!isDate(item.asOf)) p.push(`${at}: asOf must be YYYY-MM-DD`);
    const kinds = [item.percent !== undefined, item.amount !== undefined, item.brackets !== undefined, item.bands !== undefined].filter(
      Boolean,
    ).length;
    if (kinds !== 1) p.push(`${at}: exactly one of percent, amount, brackets, bands`);
    const pct = (x: unknown) => isNum(x) && x >= 0 && x <= MAX_PERCENT;
    if (item.percent !== undefined && !pct(item.percent)) p.push(`${at}: percent must be 0–${MAX_PERCENT}`);
    if (item.amount !== undefined && !(isNum(item.amount) && item.amount >= 0)) p.push(`${at}: amount must be ≥ 0`);
    if (item.range !== undefined) {
      const { from, to } = item.range;
      const typical = item.percent ?? item.amount;
      if (typical === undefined) p.push(`${at}: range goes with percent or amount`);
      else if (!isNum(from) || !isNum(to) || from < 0 || from > typical || typical > to) p.push(`${at}: range must hold from ≤ typical ≤ to`);
      else if (item.percent !== undefined && to > MAX_PERCENT) p.push(`${at}: range above ${MAX_PERCENT} %`);
    }
    for (const [name, list] of [
      ['brackets', item.brackets],
      ['bands', item.bands],
    ] as const) {
      if (list === undefined) continue;
      if (!Array.isArray(list) || list.length === 0) {
        p.push(`${at}: ${name} must be a non-empty list`);
        continue;
      }
      let last = 0;
      list.forEach((b, j) => {
        const final = j === list.length - 1;
        if (final ? b.upTo !== null : !(isNum(b.upTo) && b.upTo > last)) p.push(`${at}: ${name}[${j}].upTo must rise, and be null last`);
        if (isNum(b.upTo)) last = b.upTo;
        const v = 'percent' in b ? b.percent : b.amount;
        if (name === 'brackets' ? !pct(v) : !(isNum(v) && v >= 0)) p.push(`${at}: ${name}[${j}] has a bad value`);
      });
    }
  });
  return p;
}

const FILES: Record<string, unknown> = {
  'at.json': at,
  'bg.json': bg,
  'de.json': de,
  'es.json': es,
  'fr.json': fr,
  'gb.json': gb,
  'gr.json': gr,
  'hr.json': hr,
  'it.json': it,
  'tr.json': tr,
  'us.json': us,
};

/** Every country's data, checked; throws naming every problem found. */
export function loadCountryCosts(files: Record<string, unknown> = FILES): Map<string, CountryCosts> {
  const problems = Object.entries(files).flatMap(([file, data]) => checkCountryCosts(file, data));
  if (problems.length) throw new Error(`buying-costs data: ${problems.join('; ')}`);
  return new Map(Object.values(files).map((d) => [(d as CountryCosts).countryCode, d as CountryCosts]));
}

export const COUNTRY_COSTS = loadCountryCosts();

const LABELS: Record<Language, { buyingCosts: { items: Record<string, string> } }> = { de: labelsDe, en: labelsEn, es: labelsEs, ru: labelsRu };

function labelOf(key: BuyingCostKey, lang: Language): string {
  const l = (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en';
  return LABELS[l].buyingCosts.items[key] ?? LABELS.en.buyingCosts.items[key] ?? key;
}

/** A progressive tax: each slice of the price at its band's rate. */
export function bracketTax(price: number, brackets: readonly { upTo: number | null; percent: number }[]): number {
  let tax = 0;
  let lower = 0;
  for (const b of brackets) {
    const upper = b.upTo ?? Infinity;
    if (price > lower) tax += ((Math.min(price, upper) - lower) * b.percent) / 100;
    lower = upper;
  }
  return tax;
}

const bandAmount = (price: number, bands: readonly { upTo: number | null; amount: number }[]) =>
  (bands.find((b) => b.upTo === null || price <= b.upTo) ?? bands[bands.length - 1]).amount;

/**
 * The costs of buying at `price` (in `currency`) in a country; null when the country has no data or a
 * rate is missing. `rates` as GET /api/currencies gives them (units per 1 eur).
 */
export function buyingCosts(
  countryCode: string,
  input: { price: number; currency: Currency; newBuild: boolean; lang: Language },
  rates: Rates,
): BuyingCosts | null {
  const data = COUNTRY_COSTS.get(countryCode.toUpperCase());
  if (!data) return null;
  const { price, currency, newBuild, lang } = input;
  // between the country's currency and the asked one
  const toEur = (amount: number, from: Currency) => convertPrice(amount, from, 'eur', rates);
  const native = data.currency as Currency;
  const own = (CURRENCIES as readonly string[]).includes(native);
  const toNative = (amount: number): number | null => {
    if (own) return convertPrice(amount, currency, native, rates);
    const eur = toEur(amount, currency);
    return eur === null ? null : eur * data.eurRate!.rate;
  };
  const fromNative = (amount: number): number | null => {
    if (own) return convertPrice(amount, native, currency, rates);
    return convertPrice(amount / data.eurRate!.rate, 'eur', currency, rates);
  };
  const priceNative = toNative(price);
  if (priceNative === null) return null;
  const round = (x: number) => Math.round(x);
  const items: BuyingCostItem[] = [];
  let asOf = data.asOf;
  for (const rule of data.items) {
    if (rule.appliesTo !== 'both' && (rule.appliesTo === 'newBuild') !== newBuild) continue;
    let amount: number | null;
    let from: number | null | undefined;
    let to: number | null | undefined;
    if (rule.percent !== undefined) {
      amount = (price * rule.percent) / 100;
      if (rule.range) [from, to] = [(price * rule.range.from) / 100, (price * rule.range.to) / 100];
    } else if (rule.amount !== undefined) {
      amount = fromNative(rule.amount);
      if (rule.range) [from, to] = [fromNative(rule.range.from), fromNative(rule.range.to)];
    } else if (rule.brackets) amount = fromNative(bracketTax(priceNative, rule.brackets));
    else amount = fromNative(bandAmount(priceNative, rule.bands!));
    if (amount === null || from === null || to === null) return null;
    if (rule.asOf < asOf) asOf = rule.asOf;
    items.push({
      key: rule.key,
      label: labelOf(rule.key, lang),
      ...(rule.percent !== undefined ? { percent: rule.percent } : {}),
      amount: round(amount),
      ...(from !== undefined && to !== undefined ? { from: round(from), to: round(to) } : {}),
    });
  }
  const total = items.reduce((s, x) => s + x.amount, 0);
  return { countryCode: data.countryCode, price, newBuild, items, total, currency, source: data.source, asOf };
}
