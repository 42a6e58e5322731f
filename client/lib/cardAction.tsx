// A slot every estate card (and the estate page) fills with an action for that estate, e.g. the
// favourites heart. The app provides it; the estate feature renders it without knowing the feature.
import { createContext, useContext, type ReactNode } from 'react';

export type CardActionRenderer = (aliasId: string, variant: 'card' | 'page') => ReactNode;

export const CardActionContext = createContext<CardActionRenderer | null>(null);

export function useCardAction(): CardActionRenderer | null {
  return useContext(CardActionContext);
}
