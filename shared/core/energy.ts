// The energy certificate of a listing (EU energy classes): the classes from best to worst, the kinds
// of certificate, the one unit, the value's limits, and where an advert must show a class. Plain
// values only (no schema code), so the client's form and cards import them as the contract does
// (shared/contract/estate-inputs.ts builds its schema from them).

/** EU energy classes, best first: A+ < A < B < … < G. The order is the search's (`energyRating_lte`). */
export const ENERGY_RATINGS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyRating = (typeof ENERGY_RATINGS)[number];

/** Consumption (measured use, German "Verbrauchsausweis") or demand (calculated need, "Bedarfsausweis"). */
export const ENERGY_KINDS = ['consumption', 'demand'] as const;
export type EnergyKind = (typeof ENERGY_KINDS)[number];

export const ENERGY_UNIT = 'kWh/m²a';

/** The certificate's value in kWh per m² and year: 0 (a passive house may come close) up to this. */
export const ENERGY_VALUE_MAX = 2000;

/**
 * Countries whose law requires the energy class in property adverts: Germany (GEG §87) and Spain
 * (RD 390/2021). The form shows a hint there; the api does not refuse a listing without one
 * (docs/decisions/0019-energy-certificate.md).
 */
export const ENERGY_REQUIRED_COUNTRIES: readonly string[] = ['DE', 'ES'];

export function isEnergyRating(v: unknown): v is EnergyRating {
  return typeof v === 'string' && (ENERGY_RATINGS as readonly string[]).includes(v);
}

/** 0 for A+, 7 for G; -1 for anything else. */
export function energyRank(rating: string): number {
  return (ENERGY_RATINGS as readonly string[]).indexOf(rating);
}

/** The classes a search `energyRating_lte=<rating>` matches: `C` → A+, A, B, C. */
export function ratingsUpTo(rating: EnergyRating): EnergyRating[] {
  return ENERGY_RATINGS.slice(0, energyRank(rating) + 1);
}

/** The CSS modifier of a class's colour (`A+` → `ap`). */
export function energyClassKey(rating: EnergyRating): string {
  return rating === 'A+' ? 'ap' : rating.toLowerCase();
}

/** True when an advert in this country must state its energy class. */
export function energyRequiredIn(countryCode: string | null | undefined): boolean {
  return !!countryCode && ENERGY_REQUIRED_COUNTRIES.includes(countryCode.toUpperCase());
}
