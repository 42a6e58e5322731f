import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { EstateCard } from './EstateCard.tsx';
import type { EstateCardData } from '../types.ts';

export interface EstateGridProps {
  estates: readonly EstateCardData[];
  language: Language;
  currency: Currency;
  /** an accessible name for the list */
  label?: string;
  /** the first card's photo is the page's main image (loaded at once, high priority) */
  priorityFirst?: boolean;
}

/** Estate cards in a responsive grid, as a list. */
export function EstateGrid({ estates, language, currency, label, priorityFirst = false }: EstateGridProps) {
  return (
    <ul className="card-grid" aria-label={label}>
      {estates.map((estate, i) => (
        <li key={estate.aliasId} className="card-grid__item">
          <EstateCard estate={estate} language={language} currency={currency} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
