// The energy certificate of a feed listing. OpenImmo `<zustand_angaben><energiepass>`: `epart`
// VERBRAUCH/BEDARF → consumption/demand, `energieverbrauchkennwert` (consumption) or
// `endenergiebedarf` (demand) → value, `wertklasse` → rating, `gueltig_bis` → validUntil; `jahrgang`
// NICHT_NOETIG (no certificate needed, e.g. a listed building) → exempt. Kyero `<energy_rating>`:
// `consumption` (a letter) → rating of a consumption certificate without a value; `emissions` (the
// CO₂ class) is not kept and is reported. A class we do not know is reported and nothing is kept.
import type { EstateEnergy } from '../../../shared/contract/estates.ts';
import { ENERGY_UNIT, isEnergyRating, type EnergyKind } from '../../../shared/core/energy.ts';
import { parseNumber, quote, type ListingBuilder } from './common.ts';
import { child, textOf, type XNode } from './xml.ts';

const EPART: Readonly<Record<string, EnergyKind>> = { VERBRAUCH: 'consumption', BEDARF: 'demand' };

/** A date as YYYY-MM-DD from YYYY-MM-DD or DD.MM.YYYY (a time after it is ignored); null otherwise. */
export function feedDate(raw: string | undefined): string | null {
  const s = (raw ?? '').trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s) ?? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = m[1].length === 4 ? [m[1], m[2], m[3]] : [m[3], m[2].padStart(2, '0'), m[1].padStart(2, '0')];
  const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(`${y}-${mo}-${d}`) ? `${y}-${mo}-${d}` : null;
}

/** A class as feeds write it ("b", " A+ ", "A+++" is not one of ours). */
function rating(raw: string | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}

/** OpenImmo's energiepass of `zustand_angaben`, onto the builder. */
export function mapEnergiepass(zustand: XNode | undefined, b: ListingBuilder): void {
  const ep = child(zustand, 'energiepass');
  if (!ep) return;
  if (rating(textOf(ep, 'jahrgang')) === 'NICHT_NOETIG') {
    b.energy = { exempt: true };
    return;
  }
  const klasse = rating(textOf(ep, 'wertklasse'));
  if (!klasse) {
    b.problem('energy.rating', 'MISSING_VALUE', 'energiepass without wertklasse: the certificate is not kept');
    return;
  }
  if (!isEnergyRating(klasse)) {
    b.problem('energy.rating', 'UNMAPPED_VALUE', `wertklasse ${quote(klasse)} is not one of A+, A … G`);
    return;
  }
  const epart = rating(textOf(ep, 'epart'));
  const kind = EPART[epart] ?? (textOf(ep, 'endenergiebedarf') && !textOf(ep, 'energieverbrauchkennwert') ? 'demand' : 'consumption');
  if (epart && !EPART[epart]) b.problem('energy.kind', 'UNMAPPED_VALUE', `epart ${quote(epart)} is not VERBRAUCH or BEDARF; ${kind} assumed`);
  const rawValue =
    kind === 'demand'
      ? (textOf(ep, 'endenergiebedarf') ?? textOf(ep, 'energieverbrauchkennwert'))
      : (textOf(ep, 'energieverbrauchkennwert') ?? textOf(ep, 'endenergiebedarf'));
  const value = parseNumber(rawValue);
  if (rawValue && (value === null || value < 0)) b.problem('energy.value', 'INVALID_VALUE', `${quote(rawValue)} is not a value in ${ENERGY_UNIT}`);
  const energy: EstateEnergy = { rating: klasse, unit: ENERGY_UNIT, kind, ...(value !== null && value >= 0 ? { value } : {}) };
  const until = textOf(ep, 'gueltig_bis');
  if (until) {
    const iso = feedDate(until);
    if (iso) energy.validUntil = iso;
    else b.problem('energy.validUntil', 'INVALID_VALUE', `gueltig_bis ${quote(until)} is not a date (YYYY-MM-DD)`);
  }
  b.energy = energy;
}

/** Kyero's energy_rating of a property, onto the builder. */
export function mapEnergyRating(p: XNode, b: ListingBuilder): void {
  const er = child(p, 'energy_rating');
  if (!er) return;
  const consumption = rating(textOf(er, 'consumption'));
  const emissions = rating(textOf(er, 'emissions'));
  if (emissions) b.problem('energy.emissions', 'NOT_IN_MODEL', `The emissions class ${quote(emissions)} is not kept`);
  if (!consumption) return;
  if (isEnergyRating(consumption)) b.energy = { rating: consumption, unit: ENERGY_UNIT, kind: 'consumption' };
  else b.problem('energy.rating', 'UNMAPPED_VALUE', `consumption ${quote(consumption)} is not one of A+, A … G`);
}
