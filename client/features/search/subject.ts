// What a filtered search shows, in words (the search page's title and description).
import type { TFunction } from 'i18next';
import type { SearchState } from '../../../shared/search/search-query.ts';

/**
 * What a filtered search shows, in words: estate types, deal, place; '' for the plain search. The place
 * is named in the page's language when the answer names it (the place index, meta.place).
 */
export function searchSubject(state: SearchState, t: TFunction, place?: { name: string } | null): string {
  const parts: string[] = [];
  if (state.estateType?.length) parts.push(state.estateType.map((x) => t(`estate.estateType.${x}`)).join(', '));
  if (state.dealType) parts.push(t(`estate.dealType.${state.dealType}`));
  const placeName = (state.placeId || state.placeName) && place?.name ? place.name : state.placeName;
  if (placeName) parts.push(placeName);
  return parts.join(' – ');
}
