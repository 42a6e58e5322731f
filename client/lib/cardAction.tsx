// A slot every estate card (and the estate page) fills with actions for that estate: the favourites
// heart and the compare toggle. The app provides it; the estate feature renders it without knowing the feature.
import { createContext, useContext, type ReactNode } from 'react';
import type { LocalizedText } from '../../shared/contract/common.ts';

export type CardActionRenderer = (aliasId: string, variant: 'card' | 'page', title: LocalizedText) => ReactNode;

export const CardActionContext = createContext<CardActionRenderer | null>(null);

export function useCardAction(): CardActionRenderer | null {
  return useContext(CardActionContext);
}
