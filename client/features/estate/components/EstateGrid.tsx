import type { Currency, Language } from '../../../../shared/constants.ts';
import { EstateCard } from './EstateCard.tsx';
import type { EstateCardData } from '../types.ts';

export interface EstateGridProps {
  estates: readonly EstateCardData[];
  language: Language;
  currency: Currency;
  /** an accessible name for the list */
  label?: string;
}

/** Estate cards in a responsive grid, as a list. */
export function EstateGrid({ estates, language, currency, label }: EstateGridProps) {
  return (
    <ul className="card-grid" aria-label={label}>
      {estates.map((estate) => (
        <li key={estate.aliasId} className="card-grid__item">
          <EstateCard estate={estate} language={language} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
