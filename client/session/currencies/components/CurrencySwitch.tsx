// The currency switch as a container: any screen (or the header, given a slot) can place it.
import { CurrencySelect } from './CurrencySelect.tsx';
import { useCurrency } from '../hooks.ts';

export interface CurrencySwitchProps {
  hideLabel?: boolean;
  className?: string;
}

export function CurrencySwitch({ hideLabel, className }: CurrencySwitchProps) {
  const { currency, setCurrency } = useCurrency();
  return <CurrencySelect value={currency} onChange={setCurrency} hideLabel={hideLabel} className={className} />;
}

export default CurrencySwitch;
