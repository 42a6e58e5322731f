// What other features use of the estate page: the estate call, the estate cards and grid, what a card
// shows, and the contact link of an owner.
export { getEstate } from './api.ts';
export { EstateCard, localized, type EstateCardProps } from './components/EstateCard.tsx';
export { EstateGrid, type EstateGridProps } from './components/EstateGrid.tsx';
export { contactHref } from './components/contactHref.ts';
export type { EstateCardData } from './types.ts';
export { toCardData, useEstateCards } from './cards.ts';
