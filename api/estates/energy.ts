// The energy certificate of a create or patch body: the schema names a bad key on its own
// (energy.rating, energy.value); here the whole is judged. Exempt is `{exempt: true}` and nothing else;
// otherwise rating and kind are required; the value is optional (a Kyero feed gives the class alone),
// the unit is always kWh/m²a, and validUntil is optional. The stored form
// is the answered form (shared/contract/estates.ts EstateEnergy). No country requires it here: the
// form only hints in DE and ES (docs/decisions/0019-energy-certificate.md).
import type { Static } from 'typebox';
import type { EnergyInput } from '../../shared/contract/estate-inputs.ts';
import type { EstateEnergy } from '../../shared/contract/estates.ts';
import { errors } from '../errors.ts';
import { ENERGY_UNIT } from '../../shared/core/energy.ts';

const CERTIFICATE_KEYS = ['rating', 'value', 'unit', 'kind'] as const;
const REQUIRED_KEYS = ['rating', 'kind'] as const;

/** The certificate as stored, null to clear; throws 400 naming the first missing or contradicting key. */
export function checkedEnergy(input: Static<typeof EnergyInput>): EstateEnergy | null {
  if (input === null) return null;
  if (input.exempt === true) {
    const extra = [...CERTIFICATE_KEYS, 'validUntil'].find((k) => input[k as keyof typeof input] != null);
    if (extra) throw errors.invalidField(`body/energy/${extra}`, 'must be absent when the estate is exempt', 'ENERGY_EXEMPT');
    return { exempt: true };
  }
  for (const key of REQUIRED_KEYS) {
    if (input[key] === undefined) throw errors.invalidField(`body/energy/${key}`, 'is required (or give exempt: true)', 'REQUIRED');
  }
  const { rating, kind } = input as Required<typeof input>;
  return {
    rating,
    ...(input.value !== undefined ? { value: input.value } : {}),
    unit: ENERGY_UNIT,
    kind,
    ...(input.validUntil ? { validUntil: input.validUntil } : {}),
  };
}
